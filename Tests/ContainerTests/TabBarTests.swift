@_spi(Headless) import UIKit
import HeadlessCore
import Testing
import UIKitTesting
@testable import UIKit

/// UITabBarController: lazy tabs, switches (References §6) and its delegate.
@MainActor
@Suite(.freshRuntime) struct TabBarTests {
    final class TabDelegate: NSObject, UITabBarControllerDelegate {
        var refused: UIViewController?
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            viewController !== refused
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    }

    /// Only the selected tab loads at launch.
    @Test func onlyTheSelectedTabLoads() {
        let a = AViewController(), b = BViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        let window = showInWindow(tabs)
        #expect(a.isViewLoaded && !b.isViewLoaded)
        #expect(a.appearanceState == .appeared && a.tabBarController === tabs)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a)
        _ = window
    }

    /// A tab switch: (first time) B loads, B viewWillAppear, A viewWillDisappear, A viewDidDisappear, B viewDidAppear;
    /// the delegate is asked before and told after.
    @Test func tabSwitchShowsTheIncomingTabFirst() {
        let runtime = HeadlessRuntime.current
        let a = AViewController(), b = BViewController()
        let tabs = UITabBarController()
        let delegate = TabDelegate()
        tabs.delegate = delegate
        tabs.viewControllers = [a, b]
        let window = showInWindow(tabs)
        let recorder = runtime.attach()
        #expect(window.performTabSelection(1) == nil)
        runtime.runLoop.runUntilIdle()
        #expect(lifecycle(recorder, of: ["AViewController", "BViewController", "TabDelegate"]) == [
            "TabDelegate.tabBarController(UITabBarController#1, shouldSelect: BViewController#1)",
            "BViewController.viewDidLoad()",
            "BViewController.viewWillAppear(false)",
            "AViewController.viewWillDisappear(false)",
            "AViewController.viewDidDisappear(false)",
            "BViewController.viewDidAppear(false)",
            "TabDelegate.tabBarController(UITabBarController#1, didSelect: BViewController#1)",
        ])
        let bEvents = recorder.callbacks.filter { $0.className == "BViewController" }.map(\.callback)
        #expect(bEvents.firstIndex(of: "viewDidLayoutSubviews()")! < bEvents.firstIndex(of: "viewDidAppear(_:)")!)
        #expect(same(tabs.view.subviews, [b.view, tabs.tabBar]))
        #expect(a.isViewLoaded && a.view.window == nil)
        #expect(tabs.selectedIndex == 1)

        recorder.clear()
        tabs.selectedIndex = 0
        runtime.runLoop.runUntilIdle()
        #expect(lifecycle(recorder, of: ["AViewController", "BViewController", "TabDelegate"]) == [
            "AViewController.viewWillAppear(false)",
            "BViewController.viewWillDisappear(false)",
            "BViewController.viewDidDisappear(false)",
            "AViewController.viewDidAppear(false)",
        ])
    }

    /// A delegate that refuses a tab keeps the selection.
    @Test func delegateCanRefuseATab() {
        let runtime = HeadlessRuntime.current
        let a = AViewController(), b = BViewController()
        let tabs = UITabBarController()
        let delegate = TabDelegate()
        delegate.refused = b
        tabs.delegate = delegate
        tabs.viewControllers = [a, b]
        let window = showInWindow(tabs)
        #expect(window.performTabSelection(1) == nil)
        runtime.runLoop.runUntilIdle()
        #expect(tabs.selectedIndex == 0 && !b.isViewLoaded)
    }

    /// Tapping the selected tab of a navigation controller pops it to its root.
    @Test func tappingTheSelectedNavigationTabPopsToRoot() {
        let runtime = HeadlessRuntime.current
        let a = AViewController(), b = BViewController()
        let nav = UINavigationController(rootViewController: a)
        nav.pushViewController(b, animated: false)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, CViewController()]
        let window = showInWindow(tabs)
        #expect(window.performTabSelection(0) == nil)
        runtime.runLoop.runUntilIdle()
        #expect(same(nav.viewControllers, [a]) && a.appearanceState == .appeared)
    }

    /// A navigation controller inside a tab: switching away makes its top disappear, switching back reappear.
    @Test func navigationControllerInATabForwardsToItsTop() {
        let runtime = HeadlessRuntime.current
        let a = AViewController(), c = CViewController()
        let nav = UINavigationController(rootViewController: a)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, c]
        let window = showInWindow(tabs)
        let recorder = runtime.attach()
        tabs.selectedIndex = 1
        runtime.runLoop.runUntilIdle()
        tabs.selectedIndex = 0
        runtime.runLoop.runUntilIdle()
        #expect(lifecycle(recorder, of: ["AViewController", "UINavigationController"]) == [
            "UINavigationController.viewWillDisappear(false)",
            "AViewController.viewWillDisappear(false)",
            "UINavigationController.viewDidDisappear(false)",
            "AViewController.viewDidDisappear(false)",
            "UINavigationController.viewWillAppear(false)",
            "AViewController.viewWillAppear(false)",
            "UINavigationController.viewDidAppear(false)",
            "AViewController.viewDidAppear(false)",
        ])
        _ = window
    }

    /// A tab index out of range is an error from the device and a warning in code; nothing changes.
    @Test func outOfRangeTabsChangeNothing() {
        let runtime = HeadlessRuntime.current
        let tabs = UITabBarController()
        tabs.viewControllers = [AViewController(), BViewController()]
        let window = showInWindow(tabs)
        #expect(window.performTabSelection(2)?.contains("there is no tab 2") == true)
        tabs.selectedIndex = 5
        tabs.selectedViewController = CViewController()
        #expect(diagnosticCodes == ["tabBar.select.outOfRange", "tabBar.select.notATab"])
        runtime.runLoop.runUntilIdle()
        #expect(tabs.selectedIndex == 0)
        let plain = UIWindow(frame: UIScreen.main.bounds)
        plain.rootViewController = AViewController()
        plain.makeKeyAndVisible()
        #expect(plain.performTabSelection(0)?.contains("no tab bar controller is visible") == true)
    }

    /// Replacing the tabs releases the removed ones; the selected controller stays selected when it remains.
    @Test func replacingTabsReleasesRemovedOnes() {
        let runtime = HeadlessRuntime.current
        let a = AViewController()
        let tabs = UITabBarController()
        weak var weakB: UIViewController?
        do {
            let b = BViewController()
            weakB = b
            tabs.viewControllers = [b, a]
            tabs.selectedIndex = 1
        }
        let window = showInWindow(tabs)
        tabs.viewControllers = [a]
        runtime.runLoop.runUntilIdle()
        #expect(weakB == nil)
        #expect(tabs.selectedViewController === a && tabs.selectedIndex == 0 && a.appearanceState == .appeared)
        _ = window
    }
}
