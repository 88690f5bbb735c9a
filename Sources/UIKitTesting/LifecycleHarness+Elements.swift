@_spi(Headless) import UIKit
import HeadlessCore

/// Tapping what a person sees: the device's `tap <text>`, from a test.
extension LifecycleHarness {
    /// Taps the element a person means by `text` on the topmost screen (an accessibility
    /// identifier, else an accessibility label, else visible text: a button's title, a label's
    /// or cell's text, a bar button item's title, the back button's title, a tab's title, an
    /// alert action's title), runs until idle and checks the step. A hidden, disabled or
    /// ambiguous element, or text that nothing shows, fails the test with the device's message,
    /// which lists what is on screen.
    @discardableResult
    public func tap(_ text: String,
                    fileID: String = #fileID, filePath: StaticString = #filePath,
                    line: UInt = #line, column: UInt = #column) -> Trace {
        if device != nil {
            return act(DeviceAction("tap", [text]), fileID: fileID, filePath: filePath, line: line, column: column)
        }
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        var refusal: String?
        let trace = step("tap \(text)", site: site) {
            guard let window = runtime.keyWindow ?? self.window else {
                refusal = "tap \(text): no window is shown; call show(_:) or launch(_:) first."
                return
            }
            refusal = window.tapElement(text)
        }
        if let refusal { fail(.invariant, "The tap was refused: \(refusal)", at: site) }
        return trace
    }
}
