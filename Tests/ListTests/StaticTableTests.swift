import Foundation
import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import UIKitSnapshotTesting
import _UIKitTestSupport

/// The menu of the static storyboard: a table view controller that only hears of selection.
final class MenuViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        super.tableView(tableView, didSelectRowAt: indexPath)
    }
}

/// The screen the menu's second row pushes.
final class SettingsViewController: UIViewController {}

/// A storyboard table with `dataMode="static"`: its cells are rows of the table view, shown,
/// selected and followed through their segues like any row.
@MainActor
@Suite(.freshRuntime) struct StaticTableTests {
    static func cell(_ id: String, _ text: String, segue: String = "") -> String {
        StoryboardText.staticCell(id, text, width: 375, segue: segue)
    }

    static let storyboard = StoryboardText.storyboard(initial: "Nav-Vc-001", scenes: """
    \(StoryboardText.navigationScene(root: "Men-Vc-001", segue: "Nav-Sg-001"))
            <scene sceneID="Men-Sc-001">
                <objects>
                    <tableViewController id="Men-Vc-001" customClass="MenuViewController" customModule="ListTests" customModuleProvider="target" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="grouped" rowHeight="-1" estimatedRowHeight="-1" id="Men-Tv-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <sections>
                                <tableViewSection headerTitle="Account" id="Men-Se-001">
                                    <cells>
    \(cell("Men-Ce-001", "Profile"))
    \(cell("Men-Ce-002", "Settings", segue: #"<segue destination="Set-Vc-001" kind="show" identifier="showSettings" id="Men-Sg-002"/>"#))
                                    </cells>
                                </tableViewSection>
                                <tableViewSection headerTitle="About" id="Men-Se-002">
                                    <cells>
    \(cell("Men-Ce-003", "Licences"))
                                    </cells>
                                </tableViewSection>
                            </sections>
                            <connections>
                                <outlet property="dataSource" destination="Men-Vc-001" id="Men-Ds-001"/>
                                <outlet property="delegate" destination="Men-Vc-001" id="Men-Dl-001"/>
                            </connections>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
    \(StoryboardText.viewControllerScene("Set", customClass: "SettingsViewController", module: "ListTests", width: 375, height: 667))
    """)

    @Test func aStaticTablesSecondRowPushesItsScreenWhenTapped() throws {
        let harness = LifecycleHarness()
        let url = TestScratch.url("StaticMenu", suffix: ".storyboard")
        try Self.storyboard.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let navigation = try #require(try UIStoryboard.load(contentsOf: url).instantiateInitialViewController() as? UINavigationController)
        harness.show(navigation)
        let menu = try #require(navigation.topViewController as? MenuViewController)
        let table: UITableView = menu.tableView
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["Profile", "Settings", "Licences"])
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "About")
        let start = harness.mark()
        harness.perform("tap Settings") {
            #expect(table.simulateTap(onRowAt: IndexPath(row: 1, section: 0)) == nil)
        }
        #expect(navigation.topViewController is SettingsViewController)
        harness.trace(since: start)
            .filtered(.kinds(.action) || .classes(MenuViewController.self, SettingsViewController.self)
                && !.callbacks(.viewWillLayoutSubviews, .viewDidLayoutSubviews))
            .expectGolden("static-table-second-row-pushes", style: .swift)
        #expect(harness.runtime.diagnostics.all.isEmpty)
    }
}
