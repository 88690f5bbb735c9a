@_spi(Headless) import UIKit
import HeadlessCore

/// Workload 2: an animated push then pop of a 20-subview screen, over and over.
@MainActor
enum NavigationWorkloads {
    static func preparePushPop(_ run: PreparedRun, cycles: Int) {
        if run.variant == .direct {
            preparePushPopDirect(run, cycles: cycles)
            return
        }
        let runtime = HeadlessRuntime.current
        let root = ScreenController()
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        runtime.runLoop.runUntilIdle()
        Harness.attachRecorderIfRecorded(run)
        run.keep = [window, navigation]
        run.setBody { [unowned run] in
            for _ in 0..<cycles {
                navigation.pushViewController(ScreenController(), animated: true)
                runtime.runLoop.runUntilIdle()
                _ = navigation.popViewController(animated: true)
                runtime.runLoop.runUntilIdle()
            }
            if navigation.viewControllers.count != 1 || root.appearanceState != .appeared {
                run.problems.append("push-pop: the stack did not settle back on the root")
            }
        }
    }

    /// The callbacks of one push and one pop, delivered directly: the new screen loads,
    /// the two screens swap their appearance, the new view enters the window and is laid
    /// out and drawn, the old one leaves; then the reverse, and the popped screen is freed.
    static func preparePushPopDirect(_ run: PreparedRun, cycles: Int) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let container = UIView(frame: window.bounds)
        let navigation = UINavigationController(nibName: nil, bundle: nil)
        let root = ScreenController()
        Direct.load(root)
        run.keep = [window, container, navigation, root]
        run.setBody {
            for _ in 0..<cycles {
                let screen = ScreenController()
                screen.willMove(toParent: navigation)
                Direct.load(screen)
                root.viewWillDisappear(true)
                screen.viewWillAppear(true)
                Direct.enter(screen, container: container, window: window)
                screen.viewIsAppearing(true)
                Direct.layout(screen, subviews: true)
                Direct.display(screen)
                Direct.leave(root)
                root.viewDidDisappear(true)
                screen.viewDidAppear(true)
                screen.didMove(toParent: navigation)

                screen.willMove(toParent: nil)
                screen.viewWillDisappear(true)
                root.viewWillAppear(true)
                Direct.enter(root, container: container, window: window)
                root.viewIsAppearing(true)
                Direct.layout(root, subviews: false)
                Direct.leave(screen)
                screen.viewDidDisappear(true)
                root.viewDidAppear(true)
                screen.didMove(toParent: nil)
                Direct.detachOnFree(screen)
            }
        }
    }
}
