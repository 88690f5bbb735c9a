@_spi(Headless) import UIKit
import HeadlessCore

/// Whether the subjects run under the direct-call baseline rather than the engine.
///
/// The subjects' own code is the same in both; the one difference is where a screen's
/// subviews go. Under the engine `viewDidLoad()` adds them with `addSubview(_:)`; under the
/// baseline it keeps them in ``ScreenController/baselineSubviews``, and the baseline delivers
/// the callbacks the engine's `addSubview(_:)` would, by direct calls, without the hierarchy
/// bookkeeping that is the engine's cost.
@MainActor
public enum Baseline {
    /// True while a direct-call baseline runs.
    public static var isActive = false
}

/// A view whose overridden callbacks only count: the floor every workload is compared with.
public final class CountingView: UIView {
    public override func willMove(toSuperview newSuperview: UIView?) { Tally.hit(.willMoveToSuperview) }
    public override func didMoveToSuperview() { Tally.hit(.didMoveToSuperview) }
    public override func willMove(toWindow newWindow: UIWindow?) { Tally.hit(.willMoveToWindow) }
    public override func didMoveToWindow() { Tally.hit(.didMoveToWindow) }
    public override func didAddSubview(_ subview: UIView) { Tally.hit(.didAddSubview) }
    public override func willRemoveSubview(_ subview: UIView) { Tally.hit(.willRemoveSubview) }
    public override func layoutSubviews() { Tally.hit(.layoutSubviews) }
    public override func draw(_ rect: CGRect) { Tally.hit(.draw) }
}

/// A screen: a root ``CountingView`` with 20 ``CountingView`` subviews, whose overrides call
/// `super` (as iOS code must) and count.
public final class ScreenController: UIViewController {
    /// How many subviews each screen has.
    public static let subviewCount = 20
    /// The subviews made under the baseline, which does not link them (see ``Baseline``).
    public var baselineSubviews: [CountingView] = []

    public override func loadView() {
        Tally.hit(.loadView)
        view = CountingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        Tally.hit(.viewDidLoad)
        for index in 0..<Self.subviewCount {
            let subview = CountingView(frame: CGRect(x: 0, y: Double(index) * 40, width: 390, height: 40))
            if Baseline.isActive {
                baselineSubviews.append(subview)
            } else {
                view.addSubview(subview)
            }
        }
    }

    public override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); Tally.hit(.viewWillAppear) }
    public override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); Tally.hit(.viewIsAppearing) }
    public override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); Tally.hit(.viewDidAppear) }
    public override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); Tally.hit(.viewWillDisappear) }
    public override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); Tally.hit(.viewDidDisappear) }
    public override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); Tally.hit(.viewWillLayoutSubviews) }
    public override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); Tally.hit(.viewDidLayoutSubviews) }
    public override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent); Tally.hit(.willMoveToParent) }
    public override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent); Tally.hit(.didMoveToParent) }
}

/// An app delegate whose launch shows a navigation controller with three screens.
public final class NavigationAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?

    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Tally.hit(.willFinishLaunching)
        return true
    }

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Tally.hit(.didFinishLaunching)
        let window = UIWindow(frame: UIScreen.main.bounds)
        let screens = [ScreenController(), ScreenController(), ScreenController()]
        if Baseline.isActive {
            baselineInterface = BaselineInterface(window: window, navigation: UINavigationController(nibName: nil, bundle: nil),
                                                  screens: screens)
            return true
        }
        let navigation = UINavigationController(rootViewController: screens[0])
        navigation.setViewControllers(screens, animated: false)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    /// The objects the launch creates, kept unlinked under the baseline.
    public struct BaselineInterface {
        public let window: UIWindow
        public let navigation: UINavigationController
        public let screens: [ScreenController]
    }

    /// Set by the launch under the baseline instead of ``window``.
    public var baselineInterface: BaselineInterface?

    public func applicationDidBecomeActive(_ application: UIApplication) { Tally.hit(.didBecomeActive) }
    public func applicationWillResignActive(_ application: UIApplication) { Tally.hit(.willResignActive) }
    public func applicationDidEnterBackground(_ application: UIApplication) { Tally.hit(.didEnterBackground) }
    public func applicationWillEnterForeground(_ application: UIApplication) { Tally.hit(.willEnterForeground) }
}
