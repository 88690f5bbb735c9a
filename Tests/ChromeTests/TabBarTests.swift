@_spi(Headless) import UIKit
@testable import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import Testing
import UIKitSnapshotTesting

/// The tab bar as a view of the tab bar controller, its items, and the safe area it gives
/// the tabs' content.
@MainActor
@Suite(.freshRuntime) struct TabBarTests {
    private func makeTabs() -> (UITabBarController, PinnedViewController, UINavigationController) {
        let favourites = PinnedViewController()
        favourites.title = "Favorites"
        let inbox = InboxViewController()
        let navigation = UINavigationController(rootViewController: inbox)
        navigation.tabBarItem = UITabBarItem(title: "Mail", image: nil, tag: 2)
        let tabs = UITabBarController()
        tabs.viewControllers = [favourites, navigation]
        return (tabs, favourites, navigation)
    }

    /// 49 points plus the home indicator, at the bottom; the content's safe area ends above
    /// it — on a Home-button iPhone and on a Face ID one.
    @Test func tabBarSafeAreaOnTwoDeviceModels() {
        var text = ""
        for model in [DeviceModel.iPhoneSE, .iPhone15] {
            let runtime = HeadlessRuntime.reset()
            runtime.screen.use(model)
            let (tabs, favourites, navigation) = makeTabs()
            let window = showInWindow(tabs)
            text += "== \(model.identifier)\n"
            text += "tab bar \(describe(tabs.tabBar.frame)) items \((tabs.tabBar.items ?? []).map { $0.title ?? "nil" })\n"
            text += "selected \(tabs.tabBar.selectedItem?.title ?? "nil")\n"
            text += "Favorites view \(describe(favourites.view.frame)) safe area \(describe(favourites.view.safeAreaInsets)) content \(describe(favourites.content.frame))\n"
            #expect(window.tapElement("Mail") == nil)
            runtime.runLoop.runUntilIdle()
            let inbox = navigation.topViewController!
            text += "Mail: navigation bar \(describe(navigation.navigationBar.frame)) inbox safe area \(describe(inbox.view.safeAreaInsets))\n"
        }
        #expect(expectGolden(text, named: "tab-bar-safe-area.txt"))
    }

    /// `tap-tab <title>` selects a tab by its title; a pushed controller with
    /// hidesBottomBarWhenPushed hides the bar and gives the content its space.
    @Test func tapTabAndHidesBottomBarWhenPushed() throws {
        let runtime = HeadlessRuntime.current
        let (tabs, _, navigation) = makeTabs()
        let window = showInWindow(tabs)
        #expect(window.performTabTap(title: "Mail") == nil)
        runtime.runLoop.runUntilIdle()
        #expect(tabs.selectedIndex == 1)
        #expect(window.performTabTap(title: "Calendar")?.contains("the tabs are \"Favorites\", \"Mail\"") == true)
        let message = MessageViewController()
        message.hidesBottomBarWhenPushed = true
        navigation.pushViewController(message, animated: false)
        runtime.runLoop.runUntilIdle()
        #expect(message.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(tabs.tabBar.frame.minY == 667)
        #expect(window.performTabTap(title: "Favorites")?.contains("hidesBottomBarWhenPushed") == true)
        navigation.popViewController(animated: false)
        runtime.runLoop.runUntilIdle()
        #expect(tabs.tabBar.frame.minY == 618)
        tabs.tabBar.isHidden = true
        runtime.runLoop.runUntilIdle()
        #expect(navigation.topViewController?.view.safeAreaInsets.bottom == 0)
    }

    /// With more than five tabs the bar shows four and More: the others are not tappable by
    /// title, and the refusal says how to reach them.
    @Test func tabsBeyondTheFourthAreInTheMoreList() {
        let runtime = HeadlessRuntime.current
        let controllers = (1...6).map { index -> UIViewController in
            let controller = UIViewController()
            controller.title = "Tab \(index)"
            return controller
        }
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        let window = showInWindow(tabs)
        #expect(window.performTabTap(title: "Tab 4") == nil)
        runtime.runLoop.runUntilIdle()
        #expect(tabs.selectedIndex == 3)
        #expect(window.tapElement("Tab 5")?.contains("is in the More list") == true)
        #expect(tabs.moreNavigationController.tabBarItem.title == "More")
        #expect(tabs.selectedIndex == 3)
    }

    /// The bar's items come from the tabs; setting them on a controller's bar is refused.
    @Test func tabBarItemsComeFromTheTabs() {
        let runtime = HeadlessRuntime.current
        let (tabs, favourites, _) = makeTabs()
        #expect(favourites.tabBarItem.title == "Favorites")
        favourites.title = "Starred"
        #expect(favourites.tabBarItem.title == "Starred")
        favourites.tabBarItem.badgeValue = "3"
        #expect(tabs.tabBar.items?.first?.badgeValue == "3")
        tabs.tabBar.items = []
        #expect(runtime.diagnostics.all.last?.code == .tabBarItemsManaged)
        #expect(tabs.tabBar.items?.count == 2)
        let more = UITabBarItem(tabBarSystemItem: .more, tag: 9)
        #expect(more.title == "More" && more.tag == 9)
    }
}
