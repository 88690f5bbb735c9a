import Foundation
@_spi(Headless) import UIKit
import HeadlessCore

/// An element of the app's screen, found by a query each time it is used (as in XCUITest, an
/// element is a description of how to find it, not a reference to a view).
///
/// Reading an attribute or acting needs exactly one match: none, several, or an app that is
/// not running fails the test with a message that says what was asked and shows the screen's
/// element tree (and attaches a wireframe and a PNG of the screen). `exists` and the waits
/// never fail the test.
@MainActor
open class XCUIElement: XCUIElementTypeQueryProvider {
    /// The application the element belongs to; nil for the application itself (it is `self`).
    let owner: XCUIApplication?
    let locator: ElementLocator

    init(application: XCUIApplication?, locator: ElementLocator) {
        owner = application
        self.locator = locator
    }

    /// The application: `self` for an ``XCUIApplication``.
    var application: XCUIApplication {
        owner ?? (self as? XCUIApplication) ?? XCUIApplication.detached
    }

    // MARK: Resolving

    /// What resolving the element found.
    enum Match {
        case node(AccessibilityNode, index: Int, snapshot: AccessibilitySnapshot)
        case failure(String, snapshot: AccessibilitySnapshot?)
    }

    /// The one element the locator finds now.
    func match(for action: String) -> Match {
        guard let session = application.session, session.isRunning, let snapshot = session.snapshot() else {
            return .failure("Failed to \(action) \(self.shortDescription): the application is not running\(application.session == nil ? " (it was never launched: call launch() first)" : " (it was terminated or its process ended)").", snapshot: nil)
        }
        switch locator.resolve(in: snapshot) {
        case .ambiguous(let count, let step):
            return .failure("Failed to \(action) \(self.shortDescription): multiple matching elements found (\(count) for \(step)). Give the one you mean an accessibilityIdentifier, or pick one with element(boundBy:) or firstMatch.", snapshot: snapshot)
        case .found(let indices):
            if indices.isEmpty {
                return .failure("Failed to \(action) \(self.shortDescription): no matches found for \(locator.description).", snapshot: snapshot)
            }
            if indices.count > 1 {
                let listed = indices.prefix(5).map { snapshot.nodes[$0].summary }.joined(separator: "; ")
                return .failure("Failed to \(action) \(self.shortDescription): multiple matching elements found for \(locator.description) (\(indices.count): \(listed)\(indices.count > 5 ? "; …" : "")). Give the one you mean an accessibilityIdentifier, or pick one with element(boundBy:) or firstMatch.", snapshot: snapshot)
            }
            return .node(snapshot.nodes[indices[0]], index: indices[0], snapshot: snapshot)
        }
    }

    /// The element now, or nil after recording why there is not exactly one.
    func resolved(for action: String) -> AccessibilityNode? {
        switch match(for: action) {
        case .node(let node, _, _): return node
        case .failure(let message, let snapshot):
            UITestFailure.record(message, session: application.session, snapshot: snapshot)
            return nil
        }
    }

    /// How messages name the element.
    var shortDescription: String {
        guard let last = locator.steps.last else { return "Application '\(application.session?.applicationLabel ?? "")'" }
        switch last {
        case .index(let index): return "element \(index) of \"\(ElementLocator(steps: locator.steps.dropLast()).description)\""
        case .first: return "the first match of \"\(ElementLocator(steps: locator.steps.dropLast()).description)\""
        default: return "\"\(locator.description)\""
        }
    }

    // MARK: Existence

    /// Whether the element is on the screen now (at least one element matches).
    open var exists: Bool {
        guard let session = application.session, session.isRunning, let snapshot = session.snapshot() else { return false }
        if locator.steps.isEmpty { return true }
        switch locator.resolve(in: snapshot) {
        case .found(let indices): return !indices.isEmpty
        case .ambiguous: return true
        }
    }

    /// Waits, in the app's virtual time, until the element exists or `timeout` seconds pass;
    /// whether it exists. A negative timeout fails the test and returns false at once.
    @discardableResult
    open func waitForExistence(timeout: TimeInterval) -> Bool {
        wait(named: "waitForExistence", timeout: timeout, until: true)
    }

    /// Waits, in the app's virtual time, until the element no longer exists or `timeout`
    /// seconds pass; whether it is gone.
    @discardableResult
    open func waitForNonExistence(timeout: TimeInterval) -> Bool {
        wait(named: "waitForNonExistence", timeout: timeout, until: false)
    }

    private func wait(named name: String, timeout: TimeInterval, until existence: Bool) -> Bool {
        guard timeout.isFinite, timeout >= 0 else {
            UITestFailure.record("\(name)(timeout: \(timeout)) on \(shortDescription): the timeout must be a number of seconds, 0 or more.",
                                 session: application.session, snapshot: application.session?.snapshot())
            return false
        }
        guard let session = application.session, session.isRunning else {
            UITestFailure.record("\(name)(timeout: \(timeout)) on \(shortDescription): the application is not running; launch() it first.",
                                 session: application.session, snapshot: nil)
            return false
        }
        let met = session.wait(timeout: timeout) { exists == existence }
        if !met {
            UITestFailure.log("\(name)(timeout: \(timeout)) on \(shortDescription): the element \(existence ? "did not appear" : "is still there") after \(timeout) s of virtual time.",
                              snapshot: session.snapshot())
        }
        return met
    }

    /// Whether a tap at the element's centre would reach it. False (without failing) when it
    /// does not exist.
    open var isHittable: Bool {
        guard exists, case .node(let node, _, _) = match(for: "read isHittable of") else { return false }
        return node.isHittable
    }

    // MARK: Attributes

    /// The accessibility identifier.
    open var identifier: String { resolved(for: "read the identifier of")?.identifier ?? "" }
    /// The frame in screen coordinates.
    open var frame: CGRect { resolved(for: "read the frame of")?.frame ?? .zero }
    /// The value: a switch's "0" or "1", a slider's percentage, a text field's text (its
    /// placeholder when empty), a text view's text.
    open var value: Any? { resolved(for: "read the value of")?.value }
    /// The title.
    open var title: String { resolved(for: "read the title of")?.title ?? "" }
    /// The accessibility label.
    open var label: String { resolved(for: "read the label of")?.label ?? "" }
    /// The element's type.
    open var elementType: XCUIElement.ElementType {
        resolved(for: "read the type of").map { ElementType($0.type) } ?? .any
    }
    /// Whether the element is enabled.
    open var isEnabled: Bool { resolved(for: "read isEnabled of")?.isEnabled ?? false }
    /// Whether the element is selected.
    open var isSelected: Bool { resolved(for: "read isSelected of")?.isSelected ?? false }
    /// Whether the keyboard types into the element.
    open var hasFocus: Bool { resolved(for: "read hasFocus of")?.hasFocus ?? false }
    /// A text field's placeholder.
    open var placeholderValue: String? { resolved(for: "read the placeholder of")?.placeholderValue }
    /// A slider's position between 0 and 1.
    open var normalizedSliderPosition: CGFloat {
        guard let node = resolved(for: "read the slider position of") else { return 0 }
        guard let slider = node.view as? UISlider, slider.maximumValue > slider.minimumValue else { return 0 }
        return CGFloat((slider.value - slider.minimumValue) / (slider.maximumValue - slider.minimumValue))
    }

    // MARK: Queries

    /// The element itself, as `firstMatch` of a query returns the first one.
    open var firstMatch: XCUIElement { self }

    /// The element's descendants of a type (`.any` for all).
    open func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(application: application, locator: locator.appending(.descendants(type)))
    }

    /// The element's children of a type (`.any` for all).
    open func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(application: application, locator: locator.appending(.children(type)))
    }

    /// The element and its descendants, one per line, with their types, frames and
    /// attributes; the element marked with `→`.
    open var debugDescription: String {
        guard let session = application.session, session.isRunning, let snapshot = session.snapshot() else {
            return "\(shortDescription): the application is not running."
        }
        if case .node(let node, let index, _) = match(for: "describe") {
            return "Attributes: \(node.summary)\nElement subtree:\n\(snapshot.treeDescription(marking: index))"
        }
        return "\(shortDescription) does not match exactly one element.\nThe screen:\n\(snapshot.treeDescription())"
    }

    // MARK: Actions

    /// Taps the element.
    open func tap() { act("tap", .tap) }
    /// Taps the element twice.
    open func doubleTap() { act("double-tap", .doubleTap) }
    /// Touches and holds the element for `duration` seconds.
    open func press(forDuration duration: TimeInterval) {
        guard duration.isFinite, duration >= 0 else {
            UITestFailure.record("press(forDuration: \(duration)) on \(shortDescription): the duration must be a number of seconds, 0 or more.",
                                 session: application.session, snapshot: application.session?.snapshot())
            return
        }
        act("press", .press(duration))
    }
    /// Swipes up on the element.
    open func swipeUp() { act("swipe up on", .swipe(.up)) }
    /// Swipes down on the element.
    open func swipeDown() { act("swipe down on", .swipe(.down)) }
    /// Swipes left on the element.
    open func swipeLeft() { act("swipe left on", .swipe(.left)) }
    /// Swipes right on the element.
    open func swipeRight() { act("swipe right on", .swipe(.right)) }
    /// Pinches the element: a scale above 1 zooms in (fingers apart), below 1 zooms out.
    open func pinch(withScale scale: CGFloat, velocity: CGFloat) {
        guard scale.isFinite, scale > 0 else {
            UITestFailure.record("pinch(withScale: \(scale)) on \(shortDescription): the scale must be greater than 0.",
                                 session: application.session, snapshot: application.session?.snapshot())
            return
        }
        act("pinch", .pinch(scale))
    }

    /// Types one key of a hardware keyboard with modifier keys held, as the device's
    /// `press-key` action does: text input, key commands, then `pressesBegan/Ended` from the
    /// first responder (References §55.7).
    open func typeKey(_ key: String, modifierFlags flags: XCUIElement.KeyModifierFlags) {
        let input = XCUIKeyboardKey(rawValue: key).keyInput ?? key
        guard resolved(for: "type a key into") != nil else { return }
        perform("type key \(key.debugDescription) into") { (device: SimulatedDevice) throws(DeviceError) in
            try device.pressKey(input: input, modifierFlags: flags.keyModifierFlags)
        }
    }

    /// Types one of the keys without a character, such as ``XCUIKeyboardKey/upArrow``.
    open func typeKey(_ key: XCUIKeyboardKey, modifierFlags flags: XCUIElement.KeyModifierFlags) {
        typeKey(key.rawValue, modifierFlags: flags)
    }

    /// Types text into the element, which must have keyboard focus (tap a text field first).
    open func typeText(_ text: String) {
        guard let node = resolved(for: "type into") else { return }
        guard node.hasFocus || node.type == .application else {
            UITestFailure.record("Failed to type \"\(text)\" into \(shortDescription): neither the element nor any descendant has keyboard focus. Tap the text field first.",
                                 session: application.session, snapshot: application.session?.snapshot())
            return
        }
        perform("type into") { (device: SimulatedDevice) throws(DeviceError) in try device.typeText(text) }
    }

    /// Drags a slider's thumb to a position between 0 and 1.
    open func adjust(toNormalizedSliderPosition normalizedSliderPosition: CGFloat) {
        guard let node = resolved(for: "adjust") else { return }
        perform("adjust") { (device: SimulatedDevice) throws(DeviceError) in try device.adjustSlider(node, toNormalizedPosition: normalizedSliderPosition) }
    }

    /// Turns a picker wheel to the row whose title is `pickerWheelValue`, as a person does:
    /// the picker's delegate hears `pickerView(_:didSelectRow:inComponent:)`.
    open func adjust(toPickerWheelValue pickerWheelValue: String) {
        guard let node = resolved(for: "adjust") else { return }
        perform("adjust") { (device: SimulatedDevice) throws(DeviceError) in try device.adjustPickerWheel(node, toValue: pickerWheelValue) }
    }

    /// A picture of the element: the screen, cropped to the element's frame.
    open func screenshot() -> XCUIScreenshot {
        let frame = locator.steps.isEmpty ? nil : resolved(for: "take a screenshot of")?.frame
        return XCUIScreenshot(session: application.session, crop: frame)
    }

    private func act(_ name: String, _ gesture: SimulatedDevice.ElementGesture) {
        guard let node = resolved(for: name) else { return }
        perform(name) { (device: SimulatedDevice) throws(DeviceError) in try device.perform(gesture, on: node) }
    }

    /// Runs a device step and records its refusal, with the screen, as the test's failure.
    private func perform(_ name: String, _ body: (SimulatedDevice) throws(DeviceError) -> Void) {
        guard let session = application.session, let device = session.device else { return }
        do throws(DeviceError) {
            try body(device)
        } catch {
            UITestFailure.record("Failed to \(name) \(shortDescription): \(error)", session: session, snapshot: session.snapshot())
        }
    }
}
