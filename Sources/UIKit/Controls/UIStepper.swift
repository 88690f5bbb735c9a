import HeadlessCore
import Foundation

/// A control with − and + buttons that steps a value.
///
/// A touch down on the right half adds ``stepValue``, on the left half subtracts it, and
/// sends `.valueChanged` (when ``isContinuous``; else on the touch's end). Past a bound, the
/// value stops there, or wraps to the other bound when ``wraps``. With ``autorepeat`` a held
/// touch steps again after 0.5 s of virtual time and then every 0.1 s (the project's figures;
/// Apple documents none).
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// A single tap is its default action: a superview's tap recognizer leaves it alone.
    override var keepsSingleTaps: Bool { true }

    private var storedValue: Double = 0
    private var storedMinimum: Double = 0
    private var storedMaximum: Double = 100
    private var storedStep: Double = 1

    /// The value, within the range. Default 0.
    open var value: Double {
        get { storedValue }
        set {
            guard !newValue.isNaN else { return reportNaN("value") }
            storedValue = min(max(newValue, storedMinimum), storedMaximum)
        }
    }
    /// The lowest value. Default 0.
    open var minimumValue: Double {
        get { storedMinimum }
        set {
            guard !newValue.isNaN else { return reportNaN("minimumValue") }
            storedMinimum = newValue
            if storedMaximum < newValue { storedMaximum = newValue }
            value = storedValue
        }
    }
    /// The highest value. Default 100.
    open var maximumValue: Double {
        get { storedMaximum }
        set {
            guard !newValue.isNaN else { return reportNaN("maximumValue") }
            storedMaximum = newValue
            if storedMinimum > newValue { storedMinimum = newValue }
            value = storedValue
        }
    }
    /// The step, above 0. Default 1. Zero, a negative step or NaN is refused with a diagnostic.
    open var stepValue: Double {
        get { storedStep }
        set {
            guard newValue > 0 else {
                runtime.report(.warning, .controlNegativeValue,
                               "\(traceName).stepValue must be greater than 0, not \(newValue); it kept \(storedStep).", about: self)
                return
            }
            storedStep = newValue
        }
    }
    /// Whether a step past a bound wraps to the other. Default false.
    open var wraps = false
    /// Whether a held touch keeps stepping. Default true.
    open var autorepeat = true
    /// Whether each step sends `.valueChanged` at once (true, the default) or at the touch's end.
    open var isContinuous = true

    /// The background, divider and glyph images per state (References §56.1).
    var backgroundImages = ControlStateImages()
    var dividerImages = ControlStateImages()
    var incrementImages = ControlStateImages()
    var decrementImages = ControlStateImages()

    /// Sets the background image of a state; a state without one uses the normal state's.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages.set(image, for: state)
    }

    /// The background image of a state, else the normal state's; nil when none is set.
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages.image(for: state) }

    /// Sets the image between the − and + halves for the states of the two halves.
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
                              rightSegmentState rightState: UIControl.State) {
        dividerImages.set(image, for: leftState, rightState)
    }

    /// The divider image for the states of the two halves, else the one for two normal halves.
    open func dividerImage(forLeftSegmentState state: UIControl.State, rightSegmentState state2: UIControl.State) -> UIImage? {
        dividerImages.image(for: state, state2)
    }

    /// Sets the + glyph of a state; drawn as a template in the tint colour.
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        incrementImages.set(image, for: state)
    }

    /// The + glyph of a state, else the normal state's, else the system's plus.
    open func incrementImage(for state: UIControl.State) -> UIImage? {
        incrementImages.image(for: state) ?? UIImage(systemName: "plus")
    }

    /// Sets the − glyph of a state; drawn as a template in the tint colour.
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        decrementImages.set(image, for: state)
    }

    /// The − glyph of a state, else the normal state's, else the system's minus.
    open func decrementImage(for state: UIControl.State) -> UIImage? {
        decrementImages.image(for: state) ?? UIImage(systemName: "minus")
    }

    private var repeatTimer: TimerHandle?
    private var changedWhileTracking = false
    /// The half the current touch began on: true for +, nil when not tracking.
    private(set) var trackingIncrements: Bool?

    /// 94 × 32 points, as the iOS stepper.
    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }

    /// Steps the value once, up or down, as a tap on + or − does; returns whether it changed.
    @discardableResult
    func step(up: Bool) -> Bool {
        let old = storedValue
        var next = up ? storedValue + storedStep : storedValue - storedStep
        if next > storedMaximum { next = wraps ? storedMinimum : storedMaximum }
        if next < storedMinimum { next = wraps ? storedMaximum : storedMinimum }
        storedValue = next
        guard next != old else { return false }
        if isContinuous { sendActions(for: .valueChanged) } else { changedWhileTracking = true }
        return true
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let up = touch.location(in: self).x >= bounds.midX
        changedWhileTracking = false
        trackingIncrements = up
        step(up: up)
        if autorepeat { scheduleRepeat(up: up, after: 0.5) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        stopRepeating()
        trackingIncrements = nil
        if changedWhileTracking { sendActions(for: .valueChanged) }
        changedWhileTracking = false
    }

    open override func cancelTracking(with event: UIEvent?) {
        stopRepeating()
        trackingIncrements = nil
    }

    private func scheduleRepeat(up: Bool, after delay: TimeInterval) {
        repeatTimer = runtime.runLoop.schedule(after: delay, settles: false) { [weak self] in
            guard let self, self.isTracking else { return }
            self.step(up: up)
            self.scheduleRepeat(up: up, after: 0.1)
        }
    }

    private func stopRepeating() {
        if let repeatTimer { runtime.runLoop.cancel(repeatTimer) }
        repeatTimer = nil
    }

    private func reportNaN(_ property: String) {
        runtime.report(.warning, .controlValueNotANumber, "\(traceName).\(property) was set to NaN and kept its value. Pass a number.", about: self)
    }
}

extension UIStepper: AppearanceImagePainting {
    /// The state of each half: disabled when the control is, or when its value is at the bound
    /// that half moves towards (and it does not wrap); highlighted while touched.
    func halfStates() -> (decrement: UIControl.State, increment: UIControl.State) {
        var decrement = state.subtracting(.highlighted)
        var increment = decrement
        if !wraps && value <= minimumValue { decrement.insert(.disabled) }
        if !wraps && value >= maximumValue { increment.insert(.disabled) }
        if isHighlighted, let up = trackingIncrements {
            if up { increment.insert(.highlighted) } else { decrement.insert(.highlighted) }
        }
        return (decrement, increment)
    }

    /// The background stretched over each half in that half's state, the divider between them,
    /// and the glyphs centred in their halves (References §56.1).
    var appearanceImagePlacements: [AppearanceImagePlacement] {
        let halves = halfStates()
        let left = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width / 2, height: bounds.height)
        let right = CGRect(x: bounds.midX, y: bounds.minY, width: bounds.width / 2, height: bounds.height)
        var placements: [AppearanceImagePlacement] = []
        if let image = backgroundImage(for: halves.decrement) { placements.append(.init(image: image, rect: left)) }
        if let image = backgroundImage(for: halves.increment) { placements.append(.init(image: image, rect: right)) }
        if let image = dividerImage(forLeftSegmentState: halves.decrement, rightSegmentState: halves.increment) {
            let width = min(image.size.width, bounds.width)
            placements.append(.init(image: image, rect: CGRect(x: bounds.midX - width / 2, y: bounds.minY,
                                                               width: width, height: bounds.height)))
        }
        if let image = decrementImage(for: halves.decrement) {
            placements.append(.init(image: image, rect: left.centered(image.size), automaticIsTemplate: true))
        }
        if let image = incrementImage(for: halves.increment) {
            placements.append(.init(image: image, rect: right.centered(image.size), automaticIsTemplate: true))
        }
        return placements
    }
}
