import HeadlessCore

/// The contract that overrides call `super`, checked as UIKit's runtime cannot.
///
/// Before delivering a checked callback the framework opens a frame; the base
/// implementation marks it. A frame closed unmarked is a missing `super` call; a base
/// implementation reached while another callback's frame is open is a wrong `super` call
/// (a `viewDidDisappear(_:)` that calls `super.viewWillDisappear(_:)`).
struct SuperCallFrame {
    let callback: Callback
    var called = false
    var wrong: [Callback] = []
}

extension UIViewController {
    /// Delivers a checked callback and reports a missing or wrong `super` call.
    func deliverChecked(_ callback: Callback, _ argument: @autoclosure () -> TraceArgument? = nil,
                        edge: @autoclosure () -> String? = nil, _ body: () -> Void) {
        superCallFrames.append(SuperCallFrame(callback: callback))
        runtime.deliver(self, callback, argument: argument(), edge: edge(), body)
        let frame = superCallFrames.removeLast()
        for wrong in frame.wrong {
            runtime.report(.warning, .viewControllerSuperWrong,
                           "\(traceClassName).\(callback.swiftName) called super.\(wrong.swiftName); call super.\(callback.swiftName) instead.",
                           about: self)
        }
        // A wrong super call already says what is missing.
        if !frame.called && frame.wrong.isEmpty {
            runtime.report(.warning, .viewControllerSuperMissing,
                           "\(traceClassName).\(callback.swiftName) did not call super.\(callback.swiftName). Overrides must call super so UIKit can keep its own state.",
                           about: self)
        }
    }

    /// Marks the open frame from a base implementation.
    func noteSuperCall(_ callback: Callback) {
        guard !superCallFrames.isEmpty else { return }
        let top = superCallFrames.count - 1
        if superCallFrames[top].callback == callback {
            superCallFrames[top].called = true
        } else {
            superCallFrames[top].wrong.append(callback)
        }
    }
}

extension UIViewController {
    /// Delivers `awakeFromNib()`, checking that an override calls `super`. The storyboard
    /// and nib loaders call it once every object of the archive is connected.
    func deliverAwakeFromNib() {
        deliverChecked(.awakeFromNib) { awakeFromNib() }
    }
}
