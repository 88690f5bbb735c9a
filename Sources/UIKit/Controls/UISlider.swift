import HeadlessCore
import Foundation

/// A control that picks a value in a continuous range by dragging its thumb.
///
/// ``value`` is always within ``minimumValue``…``maximumValue``: setting a value outside is
/// clamped, as on iOS; a value that is not a number is refused with a diagnostic
/// (`control.value.notANumber`). The user's drag (a touch, or the device's `slide` action)
/// sends `.valueChanged` as the value changes when ``isContinuous``, else once at the end.
@preconcurrency @MainActor
open class UISlider: UIControl {
    private var storedValue: Float = 0
    private var storedMinimum: Float = 0
    private var storedMaximum: Float = 1

    /// The value, clamped to the range. Default 0.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    /// The lowest value. Default 0. A minimum above the maximum moves the maximum to it.
    open var minimumValue: Float {
        get { storedMinimum }
        set {
            guard !newValue.isNaN else { return reportNaN("minimumValue") }
            storedMinimum = newValue
            if storedMaximum < newValue { storedMaximum = newValue }
            storedValue = clamped(storedValue)
        }
    }

    /// The highest value. Default 1. A maximum below the minimum moves the minimum to it.
    open var maximumValue: Float {
        get { storedMaximum }
        set {
            guard !newValue.isNaN else { return reportNaN("maximumValue") }
            storedMaximum = newValue
            if storedMinimum > newValue { storedMinimum = newValue }
            storedValue = clamped(storedValue)
        }
    }

    /// Whether a drag sends `.valueChanged` as it goes (true, the default) or once at its end.
    open var isContinuous = true
    /// The colour of the track left of the thumb.
    open var minimumTrackTintColor: UIColor?
    /// The colour of the track right of the thumb.
    open var maximumTrackTintColor: UIColor?
    /// The colour of the thumb.
    open var thumbTintColor: UIColor?
    /// The image at the minimum end.
    open var minimumValueImage: UIImage?
    /// The image at the maximum end.
    open var maximumValueImage: UIImage?

    /// Sets the value, clamped to the range, without sending actions.
    open func setValue(_ value: Float, animated: Bool) {
        guard !value.isNaN else { return reportNaN("value") }
        storedValue = clamped(value)
    }

    /// 34 points tall, as the iOS slider; no intrinsic width.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 34) }

    private func clamped(_ value: Float) -> Float { min(max(value, storedMinimum), storedMaximum) }

    private func reportNaN(_ property: String) {
        runtime.report(.warning, .controlValueNotANumber,
                       "\(traceName).\(property) was set to NaN; it kept \(property == "value" ? String(storedValue) : property == "minimumValue" ? String(storedMinimum) : String(storedMaximum)). Pass a number.",
                       about: self)
    }

    /// The value under a point of the slider: the range laid along its width.
    func value(at location: CGPoint) -> Float {
        guard bounds.width > 0 else { return storedValue }
        let fraction = Float(min(max((location.x - bounds.minX) / bounds.width, 0), 1))
        return storedMinimum + fraction * (storedMaximum - storedMinimum)
    }

    /// The user moved the thumb to `newValue`: the value changes and, when it did and the
    /// slider is continuous, `.valueChanged` is sent.
    func userMoved(to newValue: Float, final: Bool) {
        let old = storedValue
        storedValue = clamped(newValue)
        if isContinuous ? storedValue != old : final { sendActions(for: .valueChanged) }
    }

    private var valueAtTrackingStart: Float = 0

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        valueAtTrackingStart = storedValue
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        userMoved(to: value(at: touch.location(in: self)), final: false)
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { userMoved(to: value(at: touch.location(in: self)), final: false) }
        if !isContinuous && storedValue != valueAtTrackingStart { sendActions(for: .valueChanged) }
    }
}
