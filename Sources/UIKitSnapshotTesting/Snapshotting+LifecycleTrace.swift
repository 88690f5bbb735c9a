import Foundation
import SnapshotTesting
@_spi(Headless) import UIKit
import UIKitTesting

extension Snapshotting where Value == Trace, Format == String {
    /// A trace as text, one event a line, in the kit's seed style with every layout callback.
    ///
    /// ```swift
    /// let trace = harness.perform("push") { navigation.pushViewController(detail, animated: true) }
    /// assertSnapshot(of: trace, as: .lines)
    /// ```
    public static var lines: Snapshotting<Trace, String> {
        .lines(filter: .all, style: .seed, foldingLayout: false)
    }

    /// A trace as text, filtered and styled as the kit's `Trace/lines(_:foldingLayout:)`
    /// writes it, stored in a `.trace` file.
    ///
    /// - Parameters:
    ///   - filter: the events kept.
    ///   - style: the line format.
    ///   - foldingLayout: whether each run of layout callbacks becomes one `[layout]` line.
    public static func lines(filter: TraceFilter = .all, style: TraceStyle = .seed,
                             foldingLayout: Bool = false) -> Snapshotting<Trace, String> {
        Snapshotting<String, String>.trace.pullback { trace in
            trace.filtered(filter).lines(style, foldingLayout: foldingLayout).joined(separator: "\n") + "\n"
        }
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Text stored in a `.trace` file and compared line by line, ignoring lines that start with
    /// `#` (comments a person added to explain the golden).
    public static var trace: Snapshotting<String, String> {
        Snapshotting(pathExtension: "trace", diffing: .linesIgnoringComments)
    }
}

extension Diffing where Value == String {
    /// Line diffing that compares only the lines that do not start with `#`; the stored file
    /// keeps its comments.
    public static var linesIgnoringComments: Diffing<String> {
        let lines = Diffing<String>.lines
        return Diffing.diff(toData: lines.toData, fromData: lines.fromData) { old, new in
            func content(_ text: String) -> String {
                text.split(separator: "\n", omittingEmptySubsequences: false)
                    .filter { !$0.hasPrefix("#") }.joined(separator: "\n")
            }
            return lines.diffV2(content(old), content(new))
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The lifecycle trace of the simulated process the controller lives in, as the kit's
    /// harness records it: every callback, action and diagnostic since the trace recorder was
    /// attached, with each run of layout callbacks folded into one `[layout]` line (how many
    /// layout passes a transition takes is not part of UIKit's contract).
    ///
    /// What is captured:
    /// - A controller already on screen under a `LifecycleHarness` (or any
    ///   recorder attached to the runtime): the run loop first runs until idle, then the whole
    ///   trace recorded so far is captured: the harness's steps, device actions and the
    ///   callbacks they caused, controllers that left included.
    /// - A controller that is not in a window: the strategy attaches a recorder if none is
    ///   attached, shows the controller as the root of a new key window (as
    ///   `LifecycleHarness/show(_:fileID:filePath:line:column:)` does), runs until
    ///   idle and captures that trace.
    ///
    /// ```swift
    /// let harness = LifecycleHarness()
    /// let navigation = UINavigationController(rootViewController: ListViewController())
    /// harness.show(navigation)
    /// harness.act("rotate landscape-left")
    /// assertSnapshot(of: navigation, as: .lifecycleTrace)
    /// ```
    public static var lifecycleTrace: Snapshotting<UIViewController, String> {
        .lifecycleTrace(filter: .all, style: .seed, foldingLayout: true)
    }

    /// The lifecycle trace of the controller's process (see ``lifecycleTrace``), filtered and
    /// styled as given.
    public static func lifecycleTrace(filter: TraceFilter = .all, style: TraceStyle = .seed,
                                      foldingLayout: Bool = true) -> Snapshotting<UIViewController, String> {
        Snapshotting<Trace, String>.lines(filter: filter, style: style, foldingLayout: foldingLayout)
            .pullback { controller in
                MainActor.assumeIsolated { SnapshotCapture.trace(of: controller) }
            }
    }
}

/// How the strategies reach the simulated process a value lives in.
@MainActor
enum SnapshotCapture {
    /// The trace of the runtime the controller lives in, showing the controller first when it
    /// is in no window (see ``Snapshotting/lifecycleTrace``).
    static func trace(of controller: UIViewController) -> Trace {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.recorder ?? runtime.attach()
        if controller.viewIfLoaded?.window == nil && controller.parent == nil
            && controller.presentingViewController == nil {
            let window = UIWindow(frame: runtime.screen.bounds)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            shownWindows.append(window)
        }
        _ = runtime.runLoop.runUntilIdle()
        return Trace(recorder.events)
    }

    /// Windows the strategies put on screen, kept alive for the rest of the process as a
    /// harness keeps its window.
    static var shownWindows: [UIWindow] = []

    /// The window a view or controller is shown in, running the run loop until idle first so
    /// that pending layout is done.
    static func window(of view: UIView) -> UIWindow? {
        _ = HeadlessRuntime.current.runLoop.runUntilIdle()
        return view.window ?? (view as? UIWindow)
    }
}
