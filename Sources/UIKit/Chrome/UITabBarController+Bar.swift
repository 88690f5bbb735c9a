import HeadlessCore
import Foundation

/// The tab bar of a tab bar controller: a subview of its view, in front of the content,
/// 49 points plus the bottom safe-area inset (the home indicator) high, at the bottom. While it
/// shows, each tab's safe area ends above it. It hides with its `isHidden`, and while the
/// selected navigation controller's top controller has `hidesBottomBarWhenPushed` (a pushed
/// one: the root's flag does not hide the bar).
extension UITabBarController {
    var tabBarMechanism: UITabBar {
        if let bar = storedTabBar { return bar }
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: runtime.screen.bounds.width, height: UITabBar.standardHeight))
        bar.tabBarController = self
        storedTabBar = bar
        return bar
    }

    var moreNavigationControllerMechanism: UINavigationController {
        if let more = storedMoreNavigationController { return more }
        let list = UIViewController(nibName: nil, bundle: nil)
        list.title = "More"
        let more = UINavigationController(rootViewController: list)
        more.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        storedMoreNavigationController = more
        return more
    }

    /// The number of tabs the bar shows itself: all of them up to five, else four (the rest
    /// are in the More list).
    var tabsShownInBar: Int { tabs.count > 5 ? 4 : tabs.count }

    /// Puts the bar in the view, in front of the content.
    func installTabBar(in container: UIView) {
        let bar = tabBarMechanism
        if bar.storedSuperview === container {
            container.bringSubviewToFrontMechanism(bar)
        } else {
            container.addSubview(bar)
        }
    }

    /// Whether the selected navigation controller shows a pushed controller that hides the bar.
    var isTabBarHiddenByPush: Bool {
        guard let navigation = selectedViewController as? UINavigationController,
              navigation.stack.count > 1, let top = navigation.stack.last else { return false }
        return top.hidesBottomBarWhenPushed
    }

    /// Places the bar in the view's layout (``UIView/layOutFrameworkManagedSubviews(_:)``):
    /// below the bottom edge while a pushed controller hides it.
    func layOutTabBar(in container: UIView) {
        guard let bar = storedTabBar, bar.storedSuperview === container else { return }
        let bounds = container.bounds
        let height = UITabBar.standardHeight + container.computedSafeAreaInsets().bottom
        let y = isTabBarHiddenByPush ? bounds.maxY : bounds.maxY - height
        bar.frame = CGRect(x: bounds.minX, y: y, width: bounds.width, height: height)
    }

    /// How far the bar reaches into the tabs' content beyond the view's own safe area.
    var ownBarCoverage: UIEdgeInsets {
        guard let bar = storedTabBar, !bar.isHidden, bar.storedSuperview != nil, !isTabBarHiddenByPush else { return .zero }
        return UIEdgeInsets(top: 0, left: 0, bottom: UITabBar.standardHeight, right: 0)
    }
}
