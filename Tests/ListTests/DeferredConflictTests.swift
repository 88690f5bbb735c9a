import Foundation
import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// A cell whose initializer asks for a *required* 250-point picture, pinned 10 points inside a
/// content view that is still 44 points high (the pattern of Neobis's `CountryTableViewCell`,
/// written here with anchors).
final class RequiredHeightCell: UITableViewCell {
    let picture = UIView()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        picture.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(picture)
        NSLayoutConstraint.activate([
            picture.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            picture.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            picture.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            picture.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            picture.heightAnchor.constraint(equalToConstant: 250),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

final class RequiredHeightController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(RequiredHeightCell.self, forCellReuseIdentifier: "cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
}

/// A constraint that conflicts while its views are outside any window is set aside, unreported,
/// until their layout runs (or a fitting-size solve uses it); a conflict in a window is reported
/// at once (References §58.5).
@MainActor
@Suite(.freshRuntime) struct DeferredConflictTests {
    var unsatisfiable: Int { diagnosticCodes.filter { $0 == "autolayout.unsatisfiable" }.count }

    @Test func aCellThatAsksARequiredHeightInItsInitializerSelfSizesWithoutAReport() throws {
        let harness = LifecycleHarness()
        let controller = RequiredHeightController(style: .plain)
        harness.show(controller)
        let table: UITableView = controller.tableView
        #expect((0..<2).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height } == [270, 270])
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? RequiredHeightCell)
        #expect(cell.contentView.frame.height == 270)
        #expect(cell.picture.frame == CGRect(x: 10, y: 10, width: table.bounds.width - 20, height: 250))
        #expect(cell.picture.constraints.allSatisfy { $0.isActive })
        #expect(unsatisfiable == 0)
    }

    @Test func aConflictOutsideAWindowWaitsForLayoutAndIsReportedOnceThen() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([narrow, wide, box.topAnchor.constraint(equalTo: container.topAnchor),
                                     box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                     box.heightAnchor.constraint(equalToConstant: 20)])
        #expect(unsatisfiable == 0)
        #expect(wide.isActive)
        container.layoutIfNeeded()
        #expect(unsatisfiable == 1)
        #expect(box.frame.width == 100)
        container.setNeedsLayout()
        container.layoutIfNeeded()
        #expect(unsatisfiable == 1)
    }

    @Test func aConflictResolvedBeforeLayoutIsNeverReported() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        NSLayoutConstraint.activate([box.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
                                     box.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
                                     box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                     box.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                                     box.heightAnchor.constraint(equalToConstant: 250)])
        let fitted = container.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 320, height: 270))
        #expect(unsatisfiable == 0)
        container.frame.size.height = 270
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 10, width: 320, height: 250))
        #expect(unsatisfiable == 0)
    }

    @Test func aConstraintDeactivatedWhileSetAsideIsNeverReported() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([narrow, wide])
        wide.isActive = false
        container.layoutIfNeeded()
        #expect(unsatisfiable == 0)
        #expect(box.frame.width == 100)
    }

    @Test func aFrameThatConflictsOutsideAWindowWaitsForLayout() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        NSLayoutConstraint.activate([container.widthAnchor.constraint(equalToConstant: 320)])
        container.frame.size.width = 200
        #expect(unsatisfiable == 0)
        container.frame.size.width = 320
        container.layoutIfNeeded()
        #expect(unsatisfiable == 0)
        #expect(container.frame.width == 320)
        container.frame.size.width = 200
        container.layoutIfNeeded()
        #expect(unsatisfiable == 1)
        container.layoutIfNeeded()
        #expect(unsatisfiable == 1)
    }

    @Test func aGenuineConflictInAWindowIsReportedOnceAtActivation() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(box.window === window)
        NSLayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 100),
                                     box.widthAnchor.constraint(equalToConstant: 200)])
        #expect(unsatisfiable == 1)
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        #expect(unsatisfiable == 1)
        #expect(box.frame.width == 100)
    }
}
