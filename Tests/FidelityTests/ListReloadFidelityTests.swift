import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import UIKitSnapshotTesting

/// Items 1–3 of issue 36 (References §50.1–§50.3): `reloadData()` asks for the counts inside
/// the call and leaves the cells to the next layout; a table view controller reloads its
/// table inside `viewWillAppear(_:)` on first appearance; with estimated heights (iOS 11 and
/// later) a row's height is asked after its cell, before `willDisplay`.
@MainActor
@Suite(.freshRuntime) struct ListReloadFidelityTests {
    /// Where the data source was asked what: "counts" or "cell", each with the phase the
    /// test was in.
    final class Log {
        var phase = "idle"
        var asks: [String] = []
        func note(_ what: String) { asks.append("\(what) during \(phase)") }
    }

    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        let log: Log
        var rows: Int
        init(log: Log, rows: Int) {
            self.log = log
            self.rows = rows
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            log.note("counts")
            return rows
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            log.note("cell \(indexPath.row)")
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            log.note("height \(indexPath.row)")
            return 44
        }
    }

    final class Screen: UIViewController {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 200), style: .plain)
        override func viewDidLoad() {
            super.viewDidLoad()
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            view.addSubview(table)
        }
    }

    @Test func reloadDataAsksForTheCountsInsideTheCallAndTheCellsAtTheNextLayout() {
        let harness = LifecycleHarness()
        let log = Log()
        let screen = Screen()
        let source = Source(log: log, rows: 2)
        harness.show(screen)
        screen.table.dataSource = source
        screen.table.delegate = source
        harness.runUntilIdle()
        log.asks = []
        let start = harness.mark()
        harness.perform("reload with three rows") {
            source.rows = 3
            log.phase = "reloadData()"
            screen.table.reloadData()
            // The cells are not there yet: they come at the next layout.
            #expect(screen.table.visibleCells.isEmpty)
            #expect(screen.table.numberOfRows(inSection: 0) == 3)
            log.phase = "layout"
        }
        #expect(log.asks.first == "counts during reloadData()")
        #expect(!log.asks.contains { $0.hasPrefix("cell") && $0.hasSuffix("reloadData()") })
        #expect(log.asks.contains("cell 0 during layout"))
        #expect(screen.table.visibleCells.count == 3)
        harness.trace(since: start).filtered(.kinds(.action) || .classes(Source.self)).expectGolden("table-reload-data", style: .swift)
    }

    final class ListController: UITableViewController {
        var phase = "idle"
        var countPhases: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }
        override func viewWillAppear(_ animated: Bool) {
            phase = "super.viewWillAppear"
            super.viewWillAppear(animated)
            phase = "after viewWillAppear"
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            countPhases.append(phase)
            return 3
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    @Test func aTableViewControllerReloadsInsideViewWillAppearOnFirstAppearance() {
        let harness = LifecycleHarness()
        let list = ListController(style: .plain)
        harness.show(list)
        #expect(list.countPhases.first == "super.viewWillAppear")
        #expect(list.tableView.visibleCells.count == 3)
        harness.trace.filtered(.kinds(.action) || .classes(ListController.self)
            && !.callbacks(.viewWillLayoutSubviews, .viewDidLayoutSubviews, .scrollViewDidScroll))
            .expectGolden("table-controller-first-appearance", style: .swift)
        // A later appearance does not reload: the counts are not asked again.
        let asked = list.countPhases.count
        let cover = UIViewController()
        harness.allowLeak(cover)
        cover.modalPresentationStyle = .fullScreen
        harness.perform("present and dismiss") { list.present(cover, animated: false) }
        harness.perform("dismiss") { cover.dismiss(animated: false) }
        #expect(list.countPhases.count == asked)
    }

    /// Shows a table of five rows whose delegate gives heights, under a profile.
    func heightOrder(on version: Int) -> (LifecycleHarness, Log) {
        let harness = LifecycleHarness(profile: LifecycleProfile(iOS: version))
        let log = Log()
        let screen = Screen()
        let source = Source(log: log, rows: 5)
        screen.table.dataSource = source
        screen.table.delegate = source
        log.phase = "show"
        harness.show(screen)
        return (harness, log)
    }

    @Test func withEstimatedHeightsARowsHeightComesAfterItsCellThenWillDisplay() {
        let (harness, log) = heightOrder(on: 18)
        #expect(Array(log.asks.prefix(4)) == ["counts during show", "cell 0 during show", "height 0 during show", "cell 1 during show"])
        harness.trace.filtered(.kinds(.action) || .classes(Source.self)).expectGolden("table-heights-estimated-ios18", style: .swift)
    }

    @Test func withoutEstimatesBeforeIOS11EveryHeightComesBeforeTheFirstCell() {
        let (harness, log) = heightOrder(on: 10)
        #expect(Array(log.asks.prefix(7)) == ["counts during show"] + (0..<5).map { "height \($0) during show" } + ["cell 0 during show"])
        harness.trace.filtered(.kinds(.action) || .classes(Source.self)).expectGolden("table-heights-exact-ios10", style: .swift)
    }
}
