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
        if !frame.called && frame.wrong.isEmpty && skipsOnlyEmptyImplementation(callback) {
            // References §58.2: only UIViewController's own viewDidLoad() is skipped, which
            // Apple's page does not ask overrides to call; nothing changes.
            runtime.report(.notice, .viewControllerSuperMissing,
                           "\(traceClassName).\(callback.swiftName) did not call super.\(callback.swiftName). Nothing is skipped here (\(traceClassName) derives from UIViewController itself, whose \(callback.swiftName) overrides need not call), but a superclass's own \(callback.swiftName) would be: call super first.",
                           about: self)
        } else if !frame.called && frame.wrong.isEmpty {
            runtime.report(.warning, .viewControllerSuperMissing,
                           "\(traceClassName).\(callback.swiftName) did not call super.\(callback.swiftName). Overrides must call super so UIKit can keep its own state.",
                           about: self)
        }
    }

    /// Whether a missing `super` call to `callback` skips only an implementation that does
    /// nothing: `viewDidLoad()` of a class that derives from `UIViewController` itself.
    /// Apple's pages require a `super` call of overrides of the four appearance methods and of
    /// `awakeFromNib()`, not of `viewDidLoad()`; those stay warnings, as does a class whose
    /// superclass may have a `viewDidLoad()` of its own (References §58.2).
    private func skipsOnlyEmptyImplementation(_ callback: Callback) -> Bool {
        guard callback == .viewDidLoad, let parent = _getSuperclass(type(of: self)) else { return false }
        return ObjectIdentifier(parent) == ObjectIdentifier(UIViewController.self)
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
