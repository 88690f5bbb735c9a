import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// A container that leaves the screen while its transition is in flight completes the
/// transition first, so no child is left between a "will" and a "did" callback.
@MainActor
@Suite(.freshRuntime) struct InterruptedTransitionTests {
    /// A push not yet committed when the window's root is replaced: its transition would have
    /// started at the commit's layout (References §17), so the pushed controller is never
    /// shown; the shown controller disappears with the navigation controller, and the pushed
    /// one waits, unloaded, on top of the stack.
    @Test func pushNotYetCommittedWhenTheRootIsReplacedIsNeverShown() {
        let runtime = HeadlessRuntime.current
        let (a, nav, window, recorder) = showNavigationThenTrace()
        let b = BViewController()
        nav.pushViewController(b, animated: false)
        window.rootViewController = CViewController()
        runtime.runLoop.runUntilIdle()

        #expect(lifecycle(recorder, of: ["AViewController", "BViewController", "UINavigationController"]) == [
            "BViewController.willMove(toParent: UINavigationController#1)",
            "UINavigationController.viewWillDisappear(false)",
            "AViewController.viewWillDisappear(false)",
            "UINavigationController.viewDidDisappear(false)",
            "AViewController.viewDidDisappear(false)",
            "BViewController.didMove(toParent: UINavigationController#1)",
        ])
        #expect(a.appearanceState == .disappeared)
        #expect(b.appearanceState == .disappeared)
        #expect(!b.isViewLoaded)
        #expect(nav.topViewController === b)
        #expect(a.viewIfLoaded?.superview == nil)
    }

    /// An animated pop interrupted by a full-screen presentation over the navigation
    /// controller: the pop completes before the presentation covers it.
    @Test func animatedPopInterruptedByPresentationCompletes() {
        let runtime = HeadlessRuntime.current
        let b = BViewController()
        let (a, nav, window, recorder) = showNavigationThenTrace(pushing: b)
        nav.popViewController(animated: true)
        runtime.runLoop.runOneTurn()  // the pop starts in the commit (References §17)
        let cover = CViewController()
        cover.modalPresentationStyle = .fullScreen
        nav.present(cover, animated: false, completion: nil)
        // The pop completed when the navigation controller began to disappear.
        #expect(a.appearanceState == .disappearing)
        #expect(b.appearanceState == .disappeared)
        #expect(b.parent == nil)
        runtime.runLoop.runUntilIdle()
        #expect(a.appearanceState == .disappeared)
        #expect(window.rootViewController === nav)
        #expect(lifecycle(recorder, of: ["AViewController", "BViewController", "CViewController", "UINavigationController"]) == [
            "BViewController.willMove(toParent: nil)",
            "AViewController.viewDidLoad()",
            "BViewController.viewWillDisappear(true)",
            "AViewController.viewWillAppear(true)",
            "CViewController.viewDidLoad()",
            "UINavigationController.viewWillDisappear(false)",
            "BViewController.viewDidDisappear(true)",
            "AViewController.viewDidAppear(true)",
            "BViewController.didMove(toParent: nil)",
            "AViewController.viewWillDisappear(false)",
            "CViewController.viewWillAppear(false)",
            "CViewController.viewDidAppear(false)",
            "UINavigationController.viewDidDisappear(false)",
            "AViewController.viewDidDisappear(false)",
        ])
    }
}

/// Navigation and tab bar controllers lay their child's view out to their bounds whenever
/// they are laid out, and presented views follow the window.
@MainActor
@Suite(.freshRuntime) struct ContainerChildLayoutTests {
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let tabs = UITabBarController()
            tabs.viewControllers = [UINavigationController(rootViewController: AViewController()), BViewController()]
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = tabs
            window?.makeKeyAndVisible()
            return true
        }
    }

    @Test func rotationResizesTheChildrenOfNestedContainersAndPresentedViews() throws {
        let device = SimulatedDevice()
        device.launch(AppDelegate.self)
        let window = try #require(HeadlessRuntime.current.keyWindow)
        let tabs = try #require(window.rootViewController as? UITabBarController)
        let nav = try #require(tabs.viewControllers?.first as? UINavigationController)
        let sheet = UINavigationController(rootViewController: CViewController())
        sheet.modalPresentationStyle = .pageSheet
        tabs.present(sheet, animated: false, completion: nil)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(sheet.view.frame.size == CGSize(width: 375, height: 637))
        #expect(sheet.topViewController?.view.frame.size == CGSize(width: 375, height: 637))

        try device.perform(.rotate(.landscapeLeft))
        HeadlessRuntime.current.runLoop.runUntilIdle()
        let landscape = CGSize(width: 667, height: 375)
        #expect(window.bounds.size == landscape)
        #expect(nav.view.frame.size == landscape)
        #expect(nav.topViewController?.view.frame.size == landscape)
        #expect(sheet.view.superview?.frame.size == landscape)
        // In compact height a sheet that is not edge-attached covers the screen (Apple,
        // prefersEdgeAttachedInCompactHeight; References §50.4).
        #expect(sheet.view.frame.size == landscape)
        #expect(sheet.topViewController?.view.frame.size == landscape)
    }

    /// A tab selected after the rotation comes in at the new size, and one resized by hand
    /// is laid out back to the container's bounds at the next layout pass.
    @Test func childViewFollowsTheContainerBoundsAtEveryLayout() {
        let runtime = HeadlessRuntime.current
        let (a, nav, window) = showNavigation()
        a.view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        nav.view.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        runtime.runLoop.runOneTurn()
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(window.rootViewController === nav)
    }
}

/// Replacing the window's root while controllers are presented over it.
@MainActor
@Suite(.freshRuntime) struct RootReplacementWithPresentationTests {
    /// A full-screen presentation in flight completes, then the presented controller
    /// disappears and its container leaves the window with the old root.
    @Test func presentationInFlightCompletesAndLeavesWithTheOldRoot() {
        let runtime = HeadlessRuntime.current
        let a = AViewController()
        let window = showInWindow(a)
        let b = BViewController()
        b.modalPresentationStyle = .fullScreen
        let recorder = runtime.attach()
        a.present(b, animated: true, completion: nil)
        window.rootViewController = CViewController()
        #expect(lifecycle(recorder, of: ["AViewController", "BViewController"]) == bPresentedFullScreenOverA + [
            "BViewController.viewWillDisappear(false)",
            "BViewController.viewDidDisappear(false)",
        ])
        #expect(b.appearanceState == .disappeared)
        #expect(b.viewIfLoaded?.window == nil)
        #expect(b.presentingViewController === a)
        runtime.runLoop.runUntilIdle()
        #expect(window.subviews.count == 1)
    }
}
