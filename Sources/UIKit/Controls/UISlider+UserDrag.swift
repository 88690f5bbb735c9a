import HeadlessCore
import Foundation

extension UISlider {
    /// A person drags the thumb to `value` (inside the range) and lets go: `.touchDown`, the
    /// value changes (`.valueChanged` as it moves when continuous, once at the end
    /// otherwise), `.touchUpInside`. The device's `slide` action and UI tests'
    /// `adjust(toNormalizedSliderPosition:)` both drag this way.
    func performUserDrag(to value: Float) {
        let start = self.value
        isHighlighted = true
        sendActions(for: .touchDown)
        userMoved(to: value, final: false)
        isHighlighted = false
        if !isContinuous && self.value != start { sendActions(for: .valueChanged) }
        sendActions(for: .touchUpInside)
    }
}
