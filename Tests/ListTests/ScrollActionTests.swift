import Foundation
import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// A list of 300 items in a navigation controller; selecting one pushes a screen.
final class PickerListController: ItemListController {
    var picked: [String] = []

    init() { super.init(count: 300) }

    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        picked.append("Item \(indexPath.row)")
        navigationController?.pushViewController(UIViewController(), animated: true)
    }
}

/// The app the scrolling actions drive.
final class PickerAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let list = PickerListController()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: list)
        window?.makeKeyAndVisible()
        return true
    }
}

/// The device's `scroll`, `scroll-to` and `scroll-to-top` actions.
@MainActor
@Suite(.freshRuntime) struct ScrollActionTests {
    func launch() -> (LifecycleHarness, PickerListController) {
        let harness = LifecycleHarness()
        harness.launch(PickerAppDelegate.self)
        let delegate = UIApplication.shared.delegate as? PickerAppDelegate
        return (harness, delegate?.list ?? PickerListController())
    }

    @Test func scrollDragsAPageOrSomePointsAndRefusesAtTheEnd() throws {
        let (harness, list) = launch()
        let table: UITableView = list.tableView
        let top = table.contentOffset.y
        #expect(top == -table.adjustedContentInset.top)
        let page = table.bounds.height - table.adjustedContentInset.top - table.adjustedContentInset.bottom
        harness.act("scroll down")
        #expect(table.contentOffset.y == top + page)
        harness.act("scroll up 100")
        #expect(table.contentOffset.y == top + page - 100)
        harness.act("scroll up")
        #expect(table.contentOffset.y == top)
        let device = try #require(harness.device)
        #expect(throws: DeviceError.self) { try device.perform(DeviceAction(parsing: "scroll up")) }
        do {
            try device.perform(DeviceAction(parsing: "scroll up"))
        } catch {
            #expect("\(error)".contains("is already at the top of its content"))
        }
        #expect(throws: DeviceError.self) { try DeviceAction(parsing: "scroll sideways") }
        #expect(throws: DeviceError.self) { try DeviceAction(parsing: "scroll down -3") }
    }

    @Test func scrollToFindsARowByItsTextAndTapSelectsIt() throws {
        let (harness, list) = launch()
        let table: UITableView = list.tableView
        let trace = harness.act("scroll-to Item 120, tap Item 120")
        #expect(list.picked == ["Item 120"])
        #expect(table.visibleCells.contains { $0.textLabel?.text == "Item 120" })
        // Only the rows on screen had cells at any time.
        #expect(trace.unbalancedCellDisplays(stillVisible: table.visibleCells).isEmpty)
        let device = try #require(harness.device)
        try device.perform(DeviceAction(parsing: "back"))
        let before = table.contentOffset
        do {
            try device.perform(DeviceAction(parsing: "scroll-to Item 999"))
            Issue.record("scroll-to a missing text succeeded")
        } catch {
            #expect("\(error)".contains("no view in UITableView#1 shows \"Item 999\" down to the end of its content"))
        }
        #expect(table.contentOffset == before)
    }

    @Test func scrollToTopAnimatesBackAndTellsTheDelegate() {
        let (harness, list) = launch()
        let table: UITableView = list.tableView
        harness.act("scroll down, scroll down")
        let trace = harness.act("scroll-to-top")
        #expect(table.contentOffset.y == -table.adjustedContentInset.top)
        let calls = trace.filtered(.classes(PickerListController.self)
                                   && .callbacks(.scrollViewShouldScrollToTop, .scrollViewDidScrollToTop)).events.map(\.callback)
        #expect(calls == ["scrollViewShouldScrollToTop(_:)", "scrollViewDidScrollToTop(_:)"])
    }
}
