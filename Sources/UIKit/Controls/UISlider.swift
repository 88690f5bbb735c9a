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

    /// The thumb and track images per state (References §56.1).
    var thumbImages = ControlStateImages()
    var minimumTrackImages = ControlStateImages()
    var maximumTrackImages = ControlStateImages()

    /// Sets the thumb image of a state; a state without one uses the normal state's.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages.set(image, for: state)
    }

    /// Sets the image of the track left of the thumb for a state.
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        minimumTrackImages.set(image, for: state)
    }

    /// Sets the image of the track right of the thumb for a state.
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        maximumTrackImages.set(image, for: state)
    }

    /// The thumb image of a state, else the normal state's; nil when none is set.
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages.image(for: state) }
    /// The minimum track image of a state, else the normal state's; nil when none is set.
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages.image(for: state) }
    /// The maximum track image of a state, else the normal state's; nil when none is set.
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages.image(for: state) }

    /// The thumb image for the current state; nil when the slider draws its own thumb.
    open var currentThumbImage: UIImage? { thumbImage(for: state) }
    /// The minimum track image for the current state.
    open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }
    /// The maximum track image for the current state.
    open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }

    /// Where the minimum value image goes: its size, at the leading end, centred vertically.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = minimumValueImage?.size else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the maximum value image goes: its size, at the trailing end, centred vertically.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = maximumValueImage?.size else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track: between the value images (with 8 points of space beside each), as high as a
    /// track image (4 points without one), centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let minimumImage = minimumValueImageRect(forBounds: bounds)
        let maximumImage = maximumValueImageRect(forBounds: bounds)
        let minX = minimumImage.width > 0 ? minimumImage.maxX + 8 : bounds.minX
        let maxX = maximumImage.width > 0 ? maximumImage.minX - 8 : bounds.maxX
        let height = max(currentMinimumTrackImage?.size.height ?? 0, currentMaximumTrackImage?.size.height ?? 0, 0) > 0
            ? max(currentMinimumTrackImage?.size.height ?? 0, currentMaximumTrackImage?.size.height ?? 0) : 4
        return CGRect(x: minX, y: bounds.midY - height / 2, width: max(0, maxX - minX), height: height)
    }

    /// The thumb for a value: the thumb image's size (28 points square without one), its centre
    /// moving along the track so that the thumb stays inside it.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: 28, height: 28)
        let span = storedMaximum - storedMinimum
        let fraction = span > 0 ? CGFloat(min(max((value - storedMinimum) / span, 0), 1)) : 0
        let travel = max(0, rect.width - size.width)
        return CGRect(x: rect.minX + travel * fraction, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

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

extension UISlider: AppearanceImagePainting {
    /// The value images at the ends, the minimum track image up to the thumb's centre and the
    /// maximum track image after it, then the thumb image over them (References §56.1).
    var appearanceImagePlacements: [AppearanceImagePlacement] {
        var placements: [AppearanceImagePlacement] = []
        if let image = minimumValueImage { placements.append(.init(image: image, rect: minimumValueImageRect(forBounds: bounds))) }
        if let image = maximumValueImage { placements.append(.init(image: image, rect: maximumValueImageRect(forBounds: bounds))) }
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: value)
        if let image = currentMinimumTrackImage {
            placements.append(.init(image: image, rect: CGRect(x: track.minX, y: track.minY,
                                                               width: max(0, thumb.midX - track.minX), height: track.height)))
        }
        if let image = currentMaximumTrackImage {
            placements.append(.init(image: image, rect: CGRect(x: thumb.midX, y: track.minY,
                                                               width: max(0, track.maxX - thumb.midX), height: track.height)))
        }
        if let image = currentThumbImage { placements.append(.init(image: image, rect: thumb)) }
        return placements
    }
}
