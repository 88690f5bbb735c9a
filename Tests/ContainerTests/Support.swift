import Testing
@_spi(Headless) import UIKit
import HeadlessCore

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
    let skipped: Set<String> = ["viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "viewIsAppearing(_:)",
                                "loadView()", "init(nibName:bundle:)", "init(coder:)", "layoutSubviews()", "draw(_:)"]
    return recorder.callbacks
        .filter { classes.contains($0.className) }
        .filter { !skipped.contains($0.callback) || extra.contains($0.callback) }
        .map { TraceFormat.swift.render($0) }
}

/// A window showing `root`, made key and visible, with the run loop settled.
@MainActor
func showInWindow(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = root
    window.makeKeyAndVisible()
    HeadlessRuntime.current.runLoop.runUntilIdle()
    return window
}

/// The codes of the diagnostics reported so far.
@MainActor
var diagnosticCodes: [String] { HeadlessRuntime.current.diagnostics.all.map(\.code.rawValue) }

/// Whether two lists hold the same objects in the same order (UIKit objects are compared by
/// identity, as NSObject's `==` does on iOS).
func same(_ lhs: [AnyObject?], _ rhs: [AnyObject?]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}
