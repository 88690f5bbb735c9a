import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_exported import _UIKitTestSupport

/// A view controller that records nothing itself: the trace recorder sees its callbacks.
/// Subclasses exist so that traces name the role each controller plays.
class ScreenViewController: UIViewController {}
final class AViewController: ScreenViewController {}
final class BViewController: ScreenViewController {}
final class CViewController: ScreenViewController {}
final class DViewController: ScreenViewController {}

/// The lifecycle lines of a trace, as `B.viewWillAppear(true)`, for the given class names;
/// layout, `viewIsAppearing`, `loadView` and initialisers are left out unless asked for.
@MainActor
func lifecycle(_ recorder: TraceRecorder, of classes: Set<String>, including extra: Set<String> = []) -> [String] {
    let skipped: Set<String> = Set(["viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "viewIsAppearing(_:)",
                                "loadView()", "init(nibName:bundle:)", "init(coder:)", "layoutSubviews()", "draw(_:)"])
        .union(Callback.insetChanges)
    return recorder.callbacks
        .filter { classes.contains($0.className) }
        .filter { !skipped.contains($0.callback) || extra.contains($0.callback) }
        .map { TraceFormat.swift.render($0) }
}


/// A navigation delegate that only listens: the trace recorder sees its `willShow` and `didShow`.
final class Delegate: NSObject, UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

/// A navigation controller whose root is a new `AViewController`, with `delegate`, and `pushed`
/// pushed on it without animation, shown in a key window with the run loop settled.
@MainActor
func showNavigation(pushing pushed: UIViewController? = nil, delegate: Delegate? = nil)
    -> (a: AViewController, nav: UINavigationController, window: UIWindow) {
    let a = AViewController()
    let nav = UINavigationController(rootViewController: a)
    nav.delegate = delegate
    if let pushed { nav.pushViewController(pushed, animated: false) }
    return (a, nav, showInWindow(nav))
}

/// `showNavigation`, then a trace recorder attached: it sees what follows once the navigation
/// controller is settled on screen.
@MainActor
func showNavigationThenTrace(pushing pushed: UIViewController? = nil, delegate: Delegate? = nil)
    -> (a: AViewController, nav: UINavigationController, window: UIWindow, recorder: TraceRecorder) {
    let (a, nav, window) = showNavigation(pushing: pushed, delegate: delegate)
    return (a, nav, window, HeadlessRuntime.current.attach())
}

/// Pushes the controller `make` gives on `nav` without animation and settles the run loop; the
/// caller keeps only the returned weak reference, to see the controller released when it leaves.
@MainActor
func pushWeakly(on nav: UINavigationController, _ make: () -> UIViewController) -> () -> UIViewController? {
    let pushed = make()
    nav.pushViewController(pushed, animated: false)
    HeadlessRuntime.current.runLoop.runUntilIdle()
    return { [weak pushed] in pushed }
}

/// B presented full screen over A with animation: A leaves the window once B is on screen.
let bPresentedFullScreenOverA = [
    "BViewController.viewDidLoad()",
    "AViewController.viewWillDisappear(true)",
    "BViewController.viewWillAppear(true)",
    "BViewController.viewDidAppear(true)",
    "AViewController.viewDidDisappear(true)",
]

/// B, on top of A, popped with animation (VC-6), then released (VC-4).
let bPoppedBackToA = [
    "BViewController.willMove(toParent: nil)",
    "BViewController.viewWillDisappear(true)",
    "AViewController.viewWillAppear(true)",
    "BViewController.viewDidDisappear(true)",
    "AViewController.viewDidAppear(true)",
    "BViewController.didMove(toParent: nil)",
    "BViewController.deinit",
]

/// `presenter` shown in a key window, then `presented` presented over it, the run loop settled.
@MainActor
func showPresenting(_ presented: UIViewController, over presenter: UIViewController, animated: Bool) -> UIWindow {
    let window = showInWindow(presenter)
    presenter.present(presented, animated: animated)
    HeadlessRuntime.current.runLoop.runUntilIdle()
    return window
}
