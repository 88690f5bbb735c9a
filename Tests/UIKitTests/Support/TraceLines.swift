import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_exported import _UIKitTestSupport

extension TraceRecorder {
    /// The recorded callbacks of receivers whose class is in `classes`, in Swift style
    /// (`Probe.willMove(toSuperview: Host#1)`), leaving out the callbacks in `skipping`.
    func swiftLines(of classes: Set<String>, skipping: Set<String> = ["draw(_:)"]) -> [String] {
        callbacks
            .filter { classes.contains($0.className) && !skipping.contains($0.callback) }
            .map { TraceFormat.swift.render($0) }
    }

    /// The recorded callbacks of receivers whose class is in `classes`, in the seeds' style
    /// (`-[Probe willMoveToSuperview:]`), leaving out the callbacks in `skipping`.
    func seedLines(of classes: Set<String>, skipping: Set<String> = ["draw(_:)"]) -> [String] {
        callbacks
            .filter { classes.contains($0.className) && !skipping.contains($0.callback) }
            .map { TraceFormat.seed.render($0) }
    }

    /// The recorded callbacks other than initializers and `draw(_:)`.
    var lifecycleCallbacks: [TraceEvent] { callbacks.filter { !initializers.contains($0.callback) } }

    /// The Swift names of the callbacks one instance received, in order.
    func callbackNames(of instance: String) -> [String] {
        callbacks.filter { $0.instance == instance }.map(\.callback)
    }
}

/// Callbacks that a golden trace about hierarchy order leaves out.
let initializers: Set<String> = ["init(frame:)", "init(coder:)", "init(nibName:bundle:)", "draw(_:)"]
