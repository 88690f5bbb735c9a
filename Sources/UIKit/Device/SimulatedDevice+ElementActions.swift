import HeadlessCore
import Foundation

/// UI tests' actions on the elements of an ``AccessibilitySnapshot``: taps, presses, swipes,
/// pinches, typing and slider adjustments, each a step of the device like its named actions
/// (legal only while the app is active and in front, traced under a cause, the run loop run
/// until idle afterwards, and refused with a reason that changes nothing).
///
/// An element the device's finder knows (a control, a cell, a bar button item, a tab, a
/// segment, an alert's action) is tapped as the device's `tap` action taps it; any other view
/// is touched at its centre through the window's touch delivery (hit testing, gesture
/// recognizers). Swipes, presses and pinches are touch sequences at the element's centre.
extension SimulatedDevice {
    /// A gesture on an element.
    public enum ElementGesture: Sendable, Hashable {
        case tap
        case doubleTap
        /// Touch and hold for a duration in seconds.
        case press(TimeInterval)
        case swipe(SwipeDirection)
        /// Two fingers move apart (scale above 1) or together.
        case pinch(CGFloat)
    }

    /// The direction of a swipe.
    public enum SwipeDirection: String, Sendable, Hashable, CaseIterable {
        case up, down, left, right
    }

    /// The accessibility tree of the app's key window now, under an application node labelled
    /// `applicationLabel`; nil when the app's process is not running.
    public func accessibilitySnapshot(applicationLabel: String = "") -> AccessibilitySnapshot? {
        guard application != nil, !processEnded else { return nil }
        guard let window = runtime.keyWindow else {
            let screen = runtime.screen.bounds
            return AccessibilitySnapshot(nodes: [
                AccessibilityNode(type: .application, depth: 0, identifier: "", label: applicationLabel, value: nil, title: "",
                                  placeholderValue: nil, frame: screen, isEnabled: true, isSelected: false, isHittable: true,
                                  hasFocus: false, objectName: "application", target: .none),
            ])
        }
        return window.accessibilitySnapshot(applicationLabel: applicationLabel)
    }

    /// Performs a gesture on an element of a snapshot taken now.
    public func perform(_ gesture: ElementGesture, on node: AccessibilityNode) throws(DeviceError) {
        let name = "\(gesture.actionName) \(node.objectName)"
        try elementStep(name) {
            if !node.isHittable, gesture != .tap || node.target.view != nil {
                return "\(node.type.displayName) \(node.objectName) is not hittable (off screen or covered at its centre)"
            }
            switch gesture {
            case .tap: return tap(node, name: name)
            case .doubleTap:
                if let problem = tap(node, name: name) { return problem }
                return tap(node, name: name)
            case .press(let duration): return touch(node, name: name) { window, point in
                window.runTouchSequence([[point, point]], interval: max(0, duration))
            }
            case .swipe(let direction): return touch(node, name: name) { window, start in
                let vector: CGPoint = switch direction {
                case .up: CGPoint(x: 0, y: -1)
                case .down: CGPoint(x: 0, y: 1)
                case .left: CGPoint(x: -1, y: 0)
                case .right: CGPoint(x: 1, y: 0)
                }
                let path = (0...UIWindow.swipeFrames).map { frame -> CGPoint in
                    let distance = UIWindow.swipeDistance * CGFloat(frame) / CGFloat(UIWindow.swipeFrames)
                    return CGPoint(x: start.x + vector.x * distance, y: start.y + vector.y * distance)
                }
                return window.runTouchSequence([path], interval: UIWindow.frameInterval)
            }
            case .pinch(let scale): return touch(node, name: name) { window, center in
                guard scale.isFinite, scale > 0 else { return "the scale \(scale) is not a number greater than 0" }
                var left: [CGPoint] = [], right: [CGPoint] = []
                for frame in 0...UIWindow.dragFrames {
                    let fraction = CGFloat(frame) / CGFloat(UIWindow.dragFrames)
                    let half = 40 * (1 + (min(scale, 100) - 1) * fraction)
                    left.append(CGPoint(x: center.x - half, y: center.y))
                    right.append(CGPoint(x: center.x + half, y: center.y))
                }
                return window.runTouchSequence([left, right], interval: UIWindow.frameInterval)
            }
            }
        }
    }

    /// Types `text` into the first responder, character by character (`insertText(_:)`, which
    /// asks the delegate), as the device's `type` action does; a newline presses return.
    public func typeText(_ text: String) throws(DeviceError) {
        try elementStep("type \(text)") {
            for character in text {
                let problem = character == "\n" ? pressReturnKey() : typeText(String(character))
                if let problem { return problem }
            }
            return nil
        }
    }

    /// Presses one key of a hardware keyboard with modifiers held, as the `press-key` action
    /// does: `input` is a character or one of `UIKeyCommand`'s input strings (`inputUpArrow`,
    /// `inputEscape`, `"\r"`, `"\u{8}"` for Delete); References §55.7.
    public func pressKey(input: String, modifierFlags: UIKeyModifierFlags) throws(DeviceError) {
        guard let stroke = KeyStroke.fromInput(input, modifiers: modifierFlags) else {
            throw .illegalAction("press-key", reason: "\(input.debugDescription) is not a key of a US keyboard nor a UIKeyCommand input string",
                                 legalNow: legalActions)
        }
        let name = KeyStroke.describe(stroke.makeKey())
        try elementStep("press-key \(name)") { pressKey(stroke, named: name, holding: 0) }
    }

    /// Ends the app's process at once, in whatever state it is, with no callback (as UI
    /// tests' `terminate()` and a SIGKILL end it); nothing when it is not running.
    public func terminateApp() {
        guard application != nil, !processEnded else { return }
        application?.kill()
        processDidEnd()
    }

    /// Drags a slider's thumb to a position between 0 (its minimum) and 1 (its maximum).
    public func adjustSlider(_ node: AccessibilityNode, toNormalizedPosition position: CGFloat) throws(DeviceError) {
        try elementStep("adjust \(node.objectName) to \(position)") {
            guard let slider = node.target.view as? UISlider else {
                return "\(node.type.displayName) \(node.objectName) is not a slider"
            }
            guard position.isFinite, position >= 0, position <= 1 else {
                return "the normalized position \(position) is outside 0…1"
            }
            guard slider.isEnabled else { return "\(slider.traceName) is disabled (isEnabled is false)" }
            let value = slider.minimumValue + Float(position) * (slider.maximumValue - slider.minimumValue)
            slider.performUserDrag(to: value)
            return nil
        }
    }

    /// Turns a picker wheel, as a person does, to the row whose title is `value`: the row is
    /// selected and the picker's delegate hears `pickerView(_:didSelectRow:inComponent:)`.
    public func adjustPickerWheel(_ node: AccessibilityNode, toValue value: String) throws(DeviceError) {
        try elementStep("adjust \(node.objectName) to \(value)") {
            guard case .pickerWheel(let picker, let component) = node.target else {
                return "\(node.type.displayName) \(node.objectName) is not a picker wheel"
            }
            // A picker that is a text field's input view is in no window; it acts in the key one.
            guard let window = picker.storedWindow ?? runtime.keyWindow else { return "\(picker.traceName) is not in a window" }
            return window.turnWheel(component, of: picker, to: value, name: "adjust \(node.objectName)")
        }
    }

    /// Runs an element action as a device step: refused when gestures cannot reach the app,
    /// traced under `name`, then the run loop runs until idle.
    private func elementStep(_ name: String, _ body: () -> String?) throws(DeviceError) {
        if let reason = gestureUnavailable {
            if reason == Self.noApplicationReason { throw .noApplication(name) }
            throw .illegalAction(name, reason: reason, legalNow: legalActions)
        }
        let failure = runtime.perform(action: name) { runtime.withCause(TraceCause(stringLiteral: name)) { body() } }
        if let failure { throw .illegalAction(name, reason: failure, legalNow: legalActions) }
        settle()
    }

    private func tap(_ node: AccessibilityNode, name: String) -> String? {
        switch node.target {
        case .element(let element):
            return element.activate(name: name)
        case .view(let view):
            if let field = view as? UITextField { return field.focusFromTap() }
            if let textView = view as? UITextView { return textView.focusFromTap() }
            return touch(node, name: name) { window, point in window.performTaps(at: point, count: 1) }
        case .point, .pickerWheel:
            return touch(node, name: name) { window, point in window.performTaps(at: point, count: 1) }
        case .key(let key):
            switch key {
            case "Return": return pressReturnKey()
            case "space": return typeText(" ")
            case "delete":
                guard let responder = runtime.textInput.firstResponder as? (UIResponder & UIKeyInput) else {
                    return "no text field or text view is first responder, so the keyboard is down"
                }
                responder.deleteBackward()
                return nil
            default: return typeText(key)
            }
        case .none:
            return "\(node.type.displayName) \(node.objectName) does nothing when tapped (it is not a control, cell or view)"
        }
    }

    /// Runs a touch gesture at the element's point in its window.
    private func touch(_ node: AccessibilityNode, name: String, _ gesture: (UIWindow, CGPoint) -> String?) -> String? {
        guard let view = node.target.view, let window = view.storedWindow else {
            return "\(node.type.displayName) \(node.objectName) has no view in a window to touch"
        }
        let point: CGPoint
        if case .point(let target, let local) = node.target {
            point = target.convert(local, to: window)
        } else {
            point = CGPoint(x: node.frame.midX, y: node.frame.midY)
        }
        if let problem = window.touchProblem(at: point) { return problem }
        return gesture(window, point)
    }
}

extension SimulatedDevice.ElementGesture {
    /// How traces and messages name the gesture.
    var actionName: String {
        switch self {
        case .tap: "tap"
        case .doubleTap: "double-tap"
        case .press(let duration): "press \(duration)s on"
        case .swipe(let direction): "swipe \(direction.rawValue) on"
        case .pinch(let scale): "pinch \(scale) on"
        }
    }
}
