import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// The coder that `init(coder:)` receives, class lookup by name, and table views.
@MainActor
@Suite(.freshRuntime) struct CoderTests {
    @Test func keyedDecodingReadsTheObjectsElement() throws {
        let runtime = HeadlessRuntime.current
        let objects = UINib(nibName: "Probes", bundle: Fixtures.bundle).instantiate(withOwner: nil)
        let probe = try #require(objects.first as? DecodingProbeView)
        #expect(probe.decoded == [
            "allowsKeyedCoding": "true",
            "tag": "42", "UITag": "42",
            "hidden": "true",
            "alpha": "0.25",
            "frame": "\(CGRect(x: 1, y: 2, width: 30, height: 40))",
            "contentSize": "\(CGSize(width: 300, height: 600))",
            "color": "true",
            "text": "Two\nlines", "UIText": "Two\nlines",
            "absent": "false true 0",
            "runtime": "8.5",
            "flag": "true",
            "id": "Prb-Vw-001",
            "unkeyed": "true",
        ])
        #expect(probe.isHidden && probe.tag == 42 && probe.alpha == 0.25)
        #expect(runtime.diagnostics.all.isEmpty)
    }

    @Test func nestedClassNamesResolve() throws {
        let objects = UINib(nibName: "Probes", bundle: Fixtures.bundle).instantiate(withOwner: nil)
        #expect(objects.count == 3)
        #expect(objects[1] is Outer.NestedView)
        #expect(InterfaceBuilderClassLookup.moduleNames.contains("InterfaceBuilderTests"))
    }

    @Test func archivedCellKeepsItsContentViewAndAttributes() throws {
        let cell = try #require(UINib(nibName: "Probes", bundle: Fixtures.bundle).instantiate(withOwner: nil).last as? UITableViewCell)
        #expect(cell.reuseIdentifier == "Probe")
        #expect(cell.accessoryType == .disclosureIndicator)
        #expect(cell.selectionStyle == .none)
        #expect(cell.contentView.superview === cell)
        #expect(cell.subviews.count == 1)
    }
}

/// Table views: rows from a data source, reuse, dequeueing.
@MainActor
@Suite(.freshRuntime) struct TableViewTests {
    final class Source: NSObject, UITableViewDataSource {
        var rows = 100
        var asked: [Int] = []

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            asked.append(indexPath.row)
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    @Test func onlyVisibleRowsGetCellsAndScrolledOutCellsAreReused() throws {
        let runtime = HeadlessRuntime.current
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        let source = Source()
        tableView.dataSource = source
        let root = UIViewController()
        root.view.addSubview(tableView)
        let window = showInWindow(root)
        #expect(source.asked == [0, 1, 2, 3, 4])
        #expect(tableView.contentSize.height == 4400)
        let firstCells = tableView.visibleCells
        tableView.contentOffset = CGPoint(x: 0, y: 44 * 5)
        runtime.runLoop.runUntilIdle()
        #expect(source.asked == [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
        #expect(tableView.visibleCells.map { $0.textLabel?.text } == ["Row 5", "Row 6", "Row 7", "Row 8", "Row 9"])
        #expect(tableView.visibleCells.allSatisfy { cell in firstCells.contains { $0 === cell } })
        #expect(tableView.numberOfRows(inSection: 0) == 100)
        #expect(tableView.rectForRow(at: IndexPath(row: 5, section: 0)) == CGRect(x: 0, y: 220, width: 320, height: 44))
        withExtendedLifetime(window) {}
    }

    @Test func dequeueingAnUnknownIdentifierIsReported() throws {
        let runtime = HeadlessRuntime.current
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(tableView.dequeueReusableCell(withIdentifier: "Nope") == nil)
        let cell = tableView.dequeueReusableCell(withIdentifier: "Nope", for: IndexPath(row: 0, section: 0))
        #expect(cell.reuseIdentifier == "Nope")
        #expect(runtime.diagnostics.messages("tableView.dequeue.unregistered") == [
            "UITableView#1 is unable to dequeue a cell with identifier Nope: register a class or a nib for the identifier, or give a prototype cell that reuse identifier in the storyboard. A plain UITableViewCell was returned.",
        ])
    }

    @Test func registeredNibMakesCells() throws {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        tableView.register(UINib(nibName: "Probes", bundle: Fixtures.bundle), forCellReuseIdentifier: "Probe")
        let cell = try #require(tableView.dequeueReusableCell(withIdentifier: "Probe"))
        #expect(cell.accessoryType == .disclosureIndicator)
    }
}
