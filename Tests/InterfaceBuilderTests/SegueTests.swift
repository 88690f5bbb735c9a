import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// Storyboard segues of every kind, from code and from taps.
@MainActor
@Suite(.freshRuntime) struct SegueTests {
    private func masterDetail() throws -> (UINavigationController, MasterViewController, UIWindow) {
        let navigation = try #require(UIStoryboard(name: "MasterDetail", bundle: Fixtures.bundle)
            .instantiateInitialViewController() as? UINavigationController)
        let master = try #require(navigation.viewControllers.first as? MasterViewController)
        let window = showInWindow(navigation)
        return (navigation, master, window)
    }

    /// The master-detail app on screen with the master's "showDetail" segue performed.
    private func detailShown() throws -> (DetailViewController, UIWindow) {
        let (navigation, master, window) = try masterDetail()
        master.performSegue(withIdentifier: "showDetail", sender: nil)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        return (try #require(navigation.topViewController as? DetailViewController), window)
    }

    @Test func relationshipMakesTheRootBeforeTheNavigationControllerAwakes() throws {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let navigation = try #require(UIStoryboard(name: "MasterDetail", bundle: Fixtures.bundle)
            .instantiateInitialViewController() as? UINavigationController)
        #expect(recorder.swiftLines(of: ["UINavigationController", "MasterViewController"]) == [
            "UINavigationController.init(coder:)",
            "MasterViewController.init(coder:)",
            "MasterViewController.awakeFromNib()",
            "MasterViewController.willMove(toParent: UINavigationController#1)",
            "MasterViewController.didMove(toParent: UINavigationController#1)",
            "UINavigationController.awakeFromNib()",
        ])
        #expect(recorder.callbacks.first { $0.className == "MasterViewController" }?.callback == "init(coder:)")
        let master = try #require(navigation.topViewController as? MasterViewController)
        #expect(navigation.title == "Master")
        #expect(!master.clearsSelectionOnViewWillAppear)
        #expect(!master.isViewLoaded)
        #expect(runtime.diagnostics.all.isEmpty)
    }

    @Test func tappingAPrototypeCellPushesTheDetailAsVC1AndVC5() throws {
        let runtime = HeadlessRuntime.current
        let (navigation, master, window) = try masterDetail()
        #expect(master.tableView.visibleCells.map { $0.textLabel?.text } == ["Alpha", "Beta", "Gamma"])
        #expect(master.tableView.visibleCells.map(\.reuseIdentifier) == ["Cell", "Cell", "Cell"])
        let recorder = runtime.attach()
        #expect(window.tap("row-1") == nil)
        #expect(recorder.swiftLines(of: ["MasterViewController", "DetailViewController", "UIStoryboardSegue"]) == [
            "== tap row-1",
            "MasterViewController.tableView(UITableView#1, shouldHighlightRowAt: [0, 1])",
            "MasterViewController.tableView(UITableView#1, didHighlightRowAt: [0, 1])",
            "MasterViewController.tableView(UITableView#1, didUnhighlightRowAt: [0, 1])",
            "MasterViewController.tableView(UITableView#1, willSelectRowAt: [0, 1])",
            "MasterViewController.shouldPerformSegue(withIdentifier: \"showDetail\", sender: UITableViewCell#2)",
            "DetailViewController.init(coder:)",
            "DetailViewController.awakeFromNib()",
            "MasterViewController.prepare(for: \"showDetail\", sender: UITableViewCell#2)",
            "UIStoryboardSegue.perform()",
            "DetailViewController.willMove(toParent: UINavigationController#1)",
            // The push's transition starts in the commit after the tap (References §17), as
            // device traces show the detail loading under the navigation controller's layout.
            "MasterViewController.tableView(UITableView#1, didSelectRowAt: [0, 1])",
            "DetailViewController.loadView()",
            "DetailViewController.prepare(for: \"embedChild\", sender: nil)",
            "UIStoryboardSegue.perform()",
            "DetailViewController.viewDidLoad()",
            "MasterViewController.viewWillDisappear(true)",
            "DetailViewController.viewWillAppear(true)",
            "MasterViewController.viewDidDisappear(true)",
            "DetailViewController.viewDidAppear(true)",
            "DetailViewController.didMove(toParent: UINavigationController#1)",
        ])
        let detail = try #require(navigation.topViewController as? DetailViewController)
        #expect(detail.detailDescriptionLabel.text == "Beta")
        #expect(detail.title == "Detail")
        #expect(detail.restorationIdentifier == "Detail")
        #expect(detail.storyboard === master.storyboard)
        #expect(master.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(runtime.diagnostics.all.isEmpty)
    }

    @Test func embedSeguePreparesAndAddsTheChildBeforeTheParentsViewDidLoad() throws {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let parent = try Fixtures.lifecycleController("Container", as: ContainerParentController.self)
        parent.loadViewIfNeeded()
        #expect(recorder.swiftLines(of: ["ContainerParentController", "EmbeddedChildController", "UIStoryboardSegue"]) == [
            "ContainerParentController.init(coder:)",
            "ContainerParentController.awakeFromNib()",
            "ContainerParentController.loadView()",
            "EmbeddedChildController.init(coder:)",
            "EmbeddedChildController.awakeFromNib()",
            "ContainerParentController.prepare(for: \"embedChild\", sender: nil)",
            "UIStoryboardSegue.perform()",
            "EmbeddedChildController.willMove(toParent: ContainerParentController#1)",
            "EmbeddedChildController.loadView()",
            "EmbeddedChildController.viewDidLoad()",
            "EmbeddedChildController.didMove(toParent: ContainerParentController#1)",
            "ContainerParentController.viewDidLoad()",
        ])
        #expect(parent.prepared == ["embedChild → EmbeddedChildController, isViewLoaded: false"])
        let child = try #require(parent.children.first)
        let container = try #require(child.view.superview)
        #expect(container.superview === parent.view)
        #expect(child.view.frame == CGRect(x: 0, y: 0, width: 353, height: 300))
        #expect(child.view.backgroundColor == UIColor(red: 0.20392156862745098, green: 0.7803921568627451, blue: 0.34901960784313724, alpha: 1))

        let window = showInWindow(parent)
        #expect(child.appearanceState == .appeared)
        withExtendedLifetime(window) {}
    }

    @Test func buttonSendsItsActionThenAsksBeforeItsSegue() throws {
        let runtime = HeadlessRuntime.current
        let (detail, window) = try detailShown()
        let recorder = runtime.attach()
        #expect(window.tap("aboutButton") == nil)
        #expect(recorder.swiftLines(of: ["DetailViewController", "AboutViewController", "UIButton"]) == [
            "== tap aboutButton",
            // The tap is a touch: the button tracks it, then sends its actions.
            "UIButton.touchesBegan([(36.5, 17.5)], with: event)",
            "UIButton.beginTracking((36.5, 17.5), with: event)",
            "UIButton.touchesEnded([(36.5, 17.5)], with: event)",
            "UIButton.endTracking((36.5, 17.5), with: event)",
            "UIButton.sendAction(\"aboutTapped:\")",
            "DetailViewController.aboutTapped(UIButton#1)",
            "UIButton.sendAction(\"segue presentAbout\")",
            "DetailViewController.shouldPerformSegue(withIdentifier: \"presentAbout\", sender: UIButton#1)",
            "AboutViewController.init(coder:)",
            "AboutViewController.awakeFromNib()",
            "DetailViewController.prepare(for: \"presentAbout\", sender: UIButton#1)",
            "AboutViewController.loadView()",
            "UIButton.init(coder:)",
            "UIButton.willMove(toSuperview: UIView#8)",
            "UIButton.didMoveToSuperview()",
            "UIButton.awakeFromNib()",
            "AboutViewController.viewDidLoad()",
            "AboutViewController.viewWillAppear(true)",
            "UIButton.willMove(toWindow: UIWindow#1)",
            "UIButton.didMoveToWindow()",
            "AboutViewController.viewDidAppear(true)",
        ])
        let about = try #require(detail.presentedViewController as? AboutViewController)
        #expect(about.modalPresentationStyle == .pageSheet)
        let button = try #require(detail.view.subviews.compactMap { $0 as? UIButton }.first)
        #expect(button.title(for: .normal) == "About")
        #expect(button.buttonType == .system)
        #expect(button.allControlEvents == .touchUpInside)
        #expect(detail.aboutTaps == 1)
        #expect(detail.appearanceState == .appeared)
    }

    @Test func shouldPerformSegueCanRefuse() throws {
        let runtime = HeadlessRuntime.current
        let (detail, window) = try detailShown()
        detail.allowsAbout = false
        #expect(window.tap("aboutButton") == nil)
        #expect(detail.aboutTaps == 1)
        #expect(detail.presentedViewController == nil)
        #expect(!runtime.allViewControllers.contains { $0 is AboutViewController })
    }

    /// A ported app's screens are driven by what they show: `tap Beta` selects the cell whose
    /// label reads "Beta", `tap Done` the button titled "Done".
    @Test func tapFindsACellOrAButtonByItsVisibleTitle() throws {
        let runtime = HeadlessRuntime.current
        let (navigation, _, window) = try masterDetail()
        #expect(window.tap("Beta") == nil)
        let detail = try #require(navigation.topViewController as? DetailViewController)
        #expect(detail.detailItem == "Beta")
        #expect(window.tap("Nothing shows this")?.contains("no view in UIWindow#1 has accessibilityIdentifier \"Nothing shows this\"") == true)
        #expect(try DeviceAction(parsing: "tap Nothing shows this").arguments == ["Nothing", "shows", "this"])
        #expect(runtime.diagnostics.all.isEmpty)
    }

    /// A static table's cells are its rows (served by the table itself when it has no data
    /// source): a tap by title selects the row and performs the cell's segue.
    @Test func aStaticCellTappedByTitlePerformsItsSegue() throws {
        let runtime = HeadlessRuntime.current
        let url = try Fixtures.temporaryFolder().appendingPathComponent("Static.storyboard")
        let cell = StoryboardText.staticCell("Stc-Ce-001", "Show Detail", width: 393,
                                             segue: #"<segue destination="Dst-Vc-001" kind="presentation" id="Stc-Sg-001"/>"#)
        try StoryboardText.scene(controllerClass: "PortedSourceController", subviews: """
                            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="plain" id="Stc-Tv-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
                                <sections>
                                    <tableViewSection id="Stc-Se-001">
                                        <cells>
        \(cell)
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
        """, extraScenes: StoryboardText.viewControllerScene("Dst", customClass: "PortedDetailController", module: "InterfaceBuilderTests")).write(to: url, atomically: true, encoding: .utf8)
        let source = try #require(try UIStoryboard.load(contentsOf: url).instantiateInitialViewController())
        let window = showInWindow(source)
        runtime.runLoop.runUntilIdle()
        #expect(window.tap("Show Detail") == nil)
        #expect(source.presentedViewController is PortedDetailController)
        #expect(runtime.diagnostics.all.isEmpty)
    }

    @Test func unwindSegueDismissesAndPopsBackToTheDestination() throws {
        let runtime = HeadlessRuntime.current
        let (navigation, master, window) = try masterDetail()
        #expect(window.tap("row-0") == nil)
        #expect(window.tap("aboutButton") == nil)
        let recorder = runtime.attach()
        #expect(window.tap("doneButton") == nil)
        #expect(recorder.swiftLines(of: ["MasterViewController", "DetailViewController", "AboutViewController",
                                         "UINavigationController", "UIStoryboardSegue"]) == [
            "== tap doneButton",
            "AboutViewController.shouldPerformSegue(withIdentifier: \"unwindToMaster\", sender: UIButton#2)",
            "DetailViewController.canPerformUnwindSegueAction(\"unwindToMaster:\", from: AboutViewController#1, sender: UIButton#2)",
            "MasterViewController.canPerformUnwindSegueAction(\"unwindToMaster:\", from: AboutViewController#1, sender: UIButton#2)",
            "AboutViewController.prepare(for: \"unwindToMaster\", sender: UIButton#2)",
            "MasterViewController.unwindToMaster(UIStoryboardSegue#4)",
            "UIStoryboardSegue.perform()",
            "AboutViewController.viewWillDisappear(true)",
            "UINavigationController.unwind(for: UIStoryboardSegue#4, towards: MasterViewController#1)",
            "DetailViewController.willMove(toParent: nil)",
            "DetailViewController.viewWillDisappear(true)",
            "MasterViewController.viewWillAppear(true)",
            "DetailViewController.viewDidDisappear(true)",
            "MasterViewController.viewDidAppear(true)",
            "DetailViewController.didMove(toParent: nil)",
            "DetailViewController.deinit",
            "AboutViewController.viewDidDisappear(true)",
            "AboutViewController.deinit",
        ])
        #expect(master.unwoundFrom == ["AboutViewController"])
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.presentedViewController == nil)
        #expect(runtime.diagnostics.all.isEmpty)
    }

    @Test func manualSegueFromCodePresentsFullScreenWithoutAsking() throws {
        let runtime = HeadlessRuntime.current
        let (navigation, master, window) = try masterDetail()
        defer { withExtendedLifetime(window) {} }
        let recorder = runtime.attach()
        master.performSegue(withIdentifier: "showAbout", sender: nil)
        runtime.runLoop.runUntilIdle()
        let about = try #require(navigation.presentedViewController as? AboutViewController)
        #expect(about.modalPresentationStyle == .fullScreen)
        #expect(about.presentingViewController === navigation)
        #expect(!recorder.callbacks.contains { $0.callback == "shouldPerformSegue(withIdentifier:sender:)" })
        #expect(recorder.swiftLines(of: ["MasterViewController"]) == [
            "MasterViewController.prepare(for: \"showAbout\", sender: nil)",
            "MasterViewController.viewWillDisappear(true)",
            "MasterViewController.viewDidDisappear(true)",
        ])
    }

    @Test func unknownSegueIdentifierIsReported() throws {
        let runtime = HeadlessRuntime.current
        let (_, master, window) = try masterDetail()
        defer { withExtendedLifetime(window) {} }
        master.performSegue(withIdentifier: "toTheMoon", sender: nil)
        #expect(runtime.diagnostics.messages("interfaceBuilder.unknownIdentifier") == [
            "Receiver (MasterViewController#1) has no segue with identifier 'toTheMoon'. Give the segue that identifier in the storyboard's Attributes inspector; nothing was performed.",
        ])
        let plain = UIViewController()
        plain.performSegue(withIdentifier: "anything", sender: nil)
        #expect(runtime.diagnostics.all.count == 2)
    }

    @Test func tabsComeFromRelationshipsAndAStoryboardReference() throws {
        let runtime = HeadlessRuntime.current
        let tabs = try #require(UIStoryboard(name: "Tabs", bundle: Fixtures.bundle)
            .instantiateInitialViewController() as? UITabBarController)
        let controllers = try #require(tabs.viewControllers)
        #expect(controllers.count == 2)
        let first = try #require(controllers.first as? FirstTabViewController)
        let navigation = try #require(controllers.last as? UINavigationController)
        #expect(first.title == "First")
        #expect(navigation.topViewController is MasterViewController)
        #expect(navigation.storyboard?.instantiateViewController(withIdentifier: "Detail") is DetailViewController)
        let window = showInWindow(tabs)
        #expect(tabs.selectedViewController === first)
        #expect(first.appearanceState == .appeared)
        #expect(!navigation.isViewLoaded)
        tabs.selectedIndex = 1
        runtime.runLoop.runUntilIdle()
        #expect(navigation.topViewController?.appearanceState == .appeared)
        #expect(window.tap("row-2") == nil)
        #expect((navigation.topViewController as? DetailViewController)?.detailDescriptionLabel.text == "Gamma")
        #expect(runtime.diagnostics.all.isEmpty)
    }

    @Test func pageViewControllerScenesKeepTheirStyleOrientationAndSpine() throws {
        let storyboard = UIStoryboard(name: "Pages", bundle: Fixtures.bundle)
        let pages = try #require(storyboard.instantiateInitialViewController() as? StoryboardPagesController)
        #expect(pages.transitionStyle == .scroll)
        #expect(pages.navigationOrientation == .vertical)
        #expect(pages.spineLocation == .none)
        let window = showInWindow(pages)
        #expect(pages.viewControllers?.first?.title == "0")
        #expect(pages.viewControllers?.first?.appearanceState == .appeared)
        #expect(window.rootViewController === pages)
        let book = try #require(storyboard.instantiateViewController(withIdentifier: "book") as? UIPageViewController)
        #expect(book.transitionStyle == .pageCurl && book.navigationOrientation == .horizontal)
        #expect(book.spineLocation == .mid && book.isDoubleSided)
        #expect(diagnosticCodes.isEmpty, "\(diagnosticCodes)")
    }

    @Test func actionToFirstResponderWalksTheResponderChain() throws {
        let tabs = try #require(UIStoryboard(name: "Tabs", bundle: Fixtures.bundle).instantiateInitialViewController() as? UITabBarController)
        let first = try #require(tabs.viewControllers?.first as? FirstTabViewController)
        let window = showInWindow(tabs)
        #expect(window.tap("refresh") == nil)
        #expect(first.received == ["refresh: from UIButton#1"])
    }

    @Test func customSegueClassRunsWithTheFilesStyles() throws {
        let runtime = HeadlessRuntime.current
        FadeSegue.performed = []
        let tabs = try #require(UIStoryboard(name: "Tabs", bundle: Fixtures.bundle).instantiateInitialViewController() as? UITabBarController)
        let first = try #require(tabs.viewControllers?.first as? FirstTabViewController)
        let window = showInWindow(tabs)
        let recorder = runtime.attach()
        #expect(window.tap("fade") == nil)
        #expect(FadeSegue.performed == ["FirstTabViewController → AboutViewController"])
        #expect(recorder.callbacks.contains { $0.className == "FadeSegue" && $0.callback == "perform()" })
        let about = try #require(tabs.presentedViewController as? AboutViewController)
        #expect(about.modalPresentationStyle == .overFullScreen)
        #expect(about.modalTransitionStyle == .crossDissolve)
        #expect(first.appearanceState == .appeared)

        #expect(window.tap("back") == nil)
        #expect(first.received == ["unwindToFirst: AboutViewController"])
        #expect(tabs.presentedViewController == nil)
        #expect(runtime.diagnostics.all.isEmpty)
    }

    @Test func showWithoutANavigationControllerPresentsAndShowDetailPresents() throws {
        let runtime = HeadlessRuntime.current
        let url = try Fixtures.temporaryFolder().appendingPathComponent("Show.storyboard")
        let destination = StoryboardText.viewControllerScene("Dst", customClass: "AboutViewController", module: "InterfaceBuilderTests",
                                                             storyboardIdentifier: "Destination")
        try StoryboardText.scene(controllerClass: "ChildViewController", subviews: "", connections: """
                                <segue destination="Dst-Vc-001" kind="show" identifier="show" id="Shw-Sg-001"/>
                                <segue destination="Dst-Vc-001" kind="showDetail" identifier="detail" id="Shw-Sg-002"/>
        """, extraScenes: destination).write(to: url, atomically: true, encoding: .utf8)
        let storyboard = try UIStoryboard.load(contentsOf: url)
        let source = try #require(storyboard.instantiateInitialViewController())
        let window = showInWindow(source)
        source.performSegue(withIdentifier: "show", sender: nil)
        runtime.runLoop.runUntilIdle()
        let shown = try #require(source.presentedViewController as? AboutViewController)
        #expect(shown.presentingViewController === source)
        source.dismiss(animated: false)
        runtime.runLoop.runUntilIdle()
        #expect(source.presentedViewController == nil)
        source.performSegue(withIdentifier: "detail", sender: nil)
        runtime.runLoop.runUntilIdle()
        #expect(source.presentedViewController is AboutViewController)
        #expect(source.presentedViewController !== shown)
        #expect(runtime.diagnostics.all.isEmpty)
        withExtendedLifetime(window) {}
    }
}
