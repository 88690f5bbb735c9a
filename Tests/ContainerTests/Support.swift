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
    let skipped: Set<String> = ["viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "viewIsAppearing(_:)",
                                "loadView()", "init(nibName:bundle:)", "init(coder:)", "layoutSubviews()", "draw(_:)"]
    return recorder.callbacks
        .filter { classes.contains($0.className) }
        .filter { !skipped.contains($0.callback) || extra.contains($0.callback) }
        .map { TraceFormat.swift.render($0) }
}

