@_spi(Headless) import UIKit
import HeadlessCore
import UIKitTesting
import Testing

/// A screen whose bars and labels an app styles through appearance proxies.
private final class StyledScreen: UIViewController {
    let label = UILabel()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
    }
}

/// An app's own label class, styled through its own proxy.
private final class CaptionLabel: UILabel {}

/// Appearance proxies: values set on `appearance()` reach the instances that enter a window,
/// most general first, and never overwrite what an instance set itself.
@MainActor
@Suite(.freshRuntime) struct AppearanceProxyTests {
    @Test func navigationBarProxyStylesBarsEnteringAWindow() {
        let styled = UINavigationBarAppearance()
        styled.configureWithOpaqueBackground()
        UINavigationBar.appearance().standardAppearance = styled
        UINavigationBar.appearance().isTranslucent = false
        UINavigationBar.appearance().backgroundColor = .red
        let navigation = UINavigationController(rootViewController: StyledScreen())
        #expect(navigation.navigationBar.isTranslucent, "not applied before the bar enters a window")

        let window = showInWindow(navigation)
        #expect(navigation.navigationBar.standardAppearance === styled)
        #expect(!navigation.navigationBar.isTranslucent)
        #expect(navigation.navigationBar.backgroundColor == .red)
        #expect(navigation.view.backgroundColor != .red, "a proxy styles its own class and subclasses only")
        withExtendedLifetime(window) {}
    }

    @Test func valuesSetOnTheInstanceWin() {
        UINavigationBar.appearance().barTintColor = .green
        let navigation = UINavigationController(rootViewController: StyledScreen())
        navigation.navigationBar.barTintColor = .blue
        let window = showInWindow(navigation)
        #expect(navigation.navigationBar.barTintColor == .blue)
        withExtendedLifetime(window) {}
    }

    @Test func subclassProxyOverridesTheSuperclassProxy() {
        UILabel.appearance().textColor = .gray
        CaptionLabel.appearance().textColor = .orange
        let screen = StyledScreen()
        let caption = CaptionLabel()
        screen.loadViewIfNeeded()
        screen.view.addSubview(caption)
        let window = showInWindow(screen)
        #expect(screen.label.textColor == .gray)
        #expect(caption.textColor == .orange)
        #expect(CaptionLabel.appearance() === CaptionLabel.appearance(), "one proxy per scope")
        withExtendedLifetime(window) {}
    }

    @Test func containerProxyAppliesOnlyInsideItsContainer() {
        UILabel.appearance(whenContainedInInstancesOf: [UINavigationController.self]).textColor = .purple
        let inside = StyledScreen()
        let outside = StyledScreen()
        let navigation = UINavigationController(rootViewController: inside)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, outside]
        let window = showInWindow(tabs)
        #expect(inside.label.textColor == .purple)
        #expect(outside.label.textColor == .label)
        withExtendedLifetime(window) {}
    }

    @Test func traitProxyAppliesUnderItsTraits() {
        UILabel.appearance(for: UITraitCollection(userInterfaceIdiom: .pad)).textColor = .brown
        UILabel.appearance(for: UITraitCollection(userInterfaceIdiom: .phone)).textColor = .cyan
        let screen = StyledScreen()
        let window = showInWindow(screen)
        #expect(screen.label.textColor == .cyan)
        withExtendedLifetime(window) {}
    }

    /// The proxy is never a traced instance: the first real bar is still number 1.
    @Test func proxiesLeaveNoTrace() {
        let recorder = HeadlessRuntime.current.attach()
        UINavigationBar.appearance().tintColor = .systemPink
        let navigation = UINavigationController(rootViewController: StyledScreen())
        let window = showInWindow(navigation)
        #expect(navigation.navigationBar.tintColor == .systemPink)
        let ordinals = Set(recorder.events.filter { $0.className == "UINavigationBar" }.map(\.ordinal))
        #expect(ordinals == [1])
        withExtendedLifetime(window) {}
    }
}

/// The tint: inherited down the hierarchy, dimmed by the adjustment mode, announced by
/// `tintColorDidChange()` to the views that inherit it.
@MainActor
@Suite(.freshRuntime) struct TintColorTests {
    private final class TintProbe: UIView {
        var changes = 0
        override func tintColorDidChange() {
            super.tintColorDidChange()
            changes += 1
        }
    }

    @Test func tintIsInheritedAndAnnouncedToInheritors() {
        let root = UIView()
        let child = TintProbe()
        let ownTint = TintProbe()
        root.addSubview(child)
        root.addSubview(ownTint)
        ownTint.tintColor = .red
        ownTint.tintAdjustmentMode = .normal
        let grandchild = TintProbe()
        ownTint.addSubview(grandchild)
        ownTint.changes = 0
        #expect(child.tintColor == .systemBlue)

        root.tintColor = .green
        #expect(child.tintColor == .green)
        #expect(child.changes == 1)
        #expect(ownTint.tintColor == .red)
        #expect(ownTint.changes == 0, "a view with its own tint and mode does not inherit")
        #expect(grandchild.changes == 0)
        root.tintColor = .green
        #expect(child.changes == 1, "the same tint again changes nothing")
        root.tintColor = nil
        #expect(child.tintColor == .systemBlue)
    }

    @Test func dimmedModeGreysTheTint() {
        let root = UIView()
        let child = TintProbe()
        root.addSubview(child)
        root.tintColor = .systemRed
        root.tintAdjustmentMode = .dimmed
        #expect(child.tintAdjustmentMode == .dimmed)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        #expect(child.tintColor.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(red == green && green == blue)
        #expect(child.changes == 2)
    }
}

/// Bar items styled through their proxies when their screen or bar enters a window.
@MainActor
@Suite(.freshRuntime) struct BarItemAppearanceTests {
    private final class ItemsScreen: UIViewController {
        let save = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        override func viewDidLoad() {
            super.viewDidLoad()
            edit.tintColor = .black
            navigationItem.rightBarButtonItems = [save, edit]
        }
    }

    @Test func barButtonItemsTakeTheProxiesValuesUnlessSetThemselves() {
        UIBarButtonItem.appearance().tintColor = .orange
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self])
            .setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self])
            .setTitleTextAttributes([.foregroundColor: UIColor.blue], for: .normal)
        let first = ItemsScreen()
        let navigation = UINavigationController(rootViewController: first)
        let window = showInWindow(navigation)
        #expect(first.save.tintColor == .orange)
        #expect(first.edit.tintColor == .black)
        #expect(first.save.titleTextAttributes(for: .highlighted)?[.foregroundColor] as? UIColor == .red)

        let second = ItemsScreen()
        navigation.pushViewController(second, animated: false)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(second.save.tintColor == .orange, "a pushed screen's items are styled as its view appears")
        withExtendedLifetime(window) {}
    }

    @Test func tabBarItemsAreStyledWithTheirBar() {
        UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.green], for: .selected)
        let tabs = UITabBarController()
        let screen = UIViewController()
        screen.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
        tabs.viewControllers = [screen]
        let window = showInWindow(tabs)
        #expect(screen.tabBarItem.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .green)
        #expect(screen.tabBarItem.titleTextAttributes(for: .normal) == nil)
        withExtendedLifetime(window) {}
    }
}
