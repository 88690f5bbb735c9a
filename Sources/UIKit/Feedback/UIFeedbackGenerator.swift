import HeadlessCore
import Foundation

/// The base of the haptic feedback generators (References §57.3).
///
/// The simulated device has no Taptic Engine: each feedback a generator gives is recorded in
/// its process (`HeadlessRuntime.feedbackEvents`, SPI) so that a test can assert on it, and
/// `prepare()` does nothing that can be seen, as on a device whose engine is already awake.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// The process the generator belongs to.
    let runtime: HeadlessRuntime

    public override init() {
        runtime = HeadlessRuntime.current
        super.init()
    }

    /// Wakes the haptic engine so that the next feedback comes without latency.
    open func prepare() {}

    /// Records a feedback the generator gave.
    func record(_ feedback: String) {
        runtime.recordFeedback("\(String(describing: type(of: self))): \(feedback)")
    }
}
