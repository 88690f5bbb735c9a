import HeadlessCore
import Foundation

/// Text input, Dynamic Type and appearance on the simulated device: `focus`, `type`,
/// `return`, `dismiss-keyboard`, `text-size` and `appearance`.
///
/// `text-size` and `appearance` change the screen's traits and deliver the change to every
/// window on screen through the window's own trait propagation (`UIWindow+SizeTransition.swift`:
/// `traitCollectionDidChange(_:)` on each controller and view, parents first, each followed
/// by its registered trait-change handlers; labels, fields and text views that adjust for the
/// content size category re-scale their fonts), lay the windows out, and `text-size` then
/// posts `UIContentSizeCategory.didChangeNotification`. In the background nothing is delivered
/// until the app comes back (the traits are read from the screen then).
extension SimulatedDevice {
    /// The `focus` action: the text field or text view a person means by `text` (found as
    /// every device action finds an element: accessibility identifier, accessibility label,
    /// then what it shows, its placeholder included) becomes first responder, as a tap on it
    /// makes it.
    func focusTextInput(_ text: String) -> String? {
        keyWindowGesture { window in
            let name = "focus \(text)"
            let isTextInput: (UIView) -> Bool = { $0 is UITextField || $0 is UITextView }
            let view: UIView
            switch window.findElement(text, action: name, accepting: { $0.view(where: isTextInput, below: window) != nil }) {
            case .refused(let message): return message
            case .found(let element):
                if let hidden = element.hiddenReason { return "\(name): \(element.description) \(hidden)." }
                guard let found = element.view(where: isTextInput, below: window) else {
                    return "\(name): \(element.description) is not a text field or text view, nor in one, nor holds exactly one; focus works on those."
                }
                view = found
            }
            return runtime.withCause(TraceCause(stringLiteral: name)) {
                let problem = (view as? UITextField)?.focusFromTap() ?? (view as? UITextView)?.focusFromTap()
                return problem.map { "\(name): \($0)" }
            }
        }
    }

    /// The first responder, when it takes typed text and is on screen.
    private var textInputResponder: (UIResponder & UIKeyInput)? {
        guard let responder = runtime.textInput.firstResponder as? (UIResponder & UIKeyInput) else { return nil }
        if let view = responder as? UIView, view.storedWindow == nil { return nil }
        return responder
    }

    private var noFirstResponderReason: String {
        "no text field or text view is first responder, so the keyboard is down; focus one first (focus <placeholder|identifier>, or tap it)"
    }

    /// The `type` action: each character goes through `insertText(_:)`, which asks the delegate.
    func typeText(_ text: String) -> String? {
        guard let responder = textInputResponder else { return noFirstResponderReason }
        for character in text {
            guard runtime.textInput.firstResponder === responder else { break }
            responder.insertText(String(character))
        }
        return nil
    }

    /// The `return` action: a text field's return handling; a text view types a newline.
    func pressReturnKey() -> String? {
        guard let responder = textInputResponder else { return noFirstResponderReason }
        if let field = responder as? UITextField {
            field.pressReturn()
        } else {
            responder.insertText("\n")
        }
        return nil
    }

    /// The `dismiss-keyboard` action: the first responder resigns (its delegate may refuse).
    func dismissKeyboard() -> String? {
        guard let responder = textInputResponder else { return noFirstResponderReason }
        if !responder.resignFirstResponder() {
            return "\(responder.traceName) refused to resign first responder (its delegate's should-end-editing said no); the keyboard stays up"
        }
        return nil
    }

    /// The `text-size` action.
    func changeTextSize(to category: UIContentSizeCategory) {
        let screen = runtime.screen
        guard screen.preferredContentSizeCategory != category else { return }
        changeScreenTraits { screen.preferredContentSizeCategory = category }
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: application,
                                        userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
        if let recorder = runtime.recorder {
            recorder.record(runtime.event(kind: .callback, className: "NotificationCenter", ordinal: 0,
                                          callback: Callback.postNotification.swiftName, selector: Callback.postNotification.selector,
                                          arguments: [UIContentSizeCategory.didChangeNotification.rawValue,
                                                      application?.traceName ?? "nil"]))
        }
    }

    /// The `appearance` action.
    func changeAppearance(to style: UIUserInterfaceStyle) {
        let screen = runtime.screen
        guard screen.userInterfaceStyle != style else { return }
        changeScreenTraits { screen.userInterfaceStyle = style }
    }

    /// Changes the screen's traits with `change` and delivers the new traits to each window on
    /// screen, then lays them out.
    private func changeScreenTraits(_ change: () -> Void) {
        let screen = runtime.screen
        let previous = screen.traitCollection
        let windows = processEnded ? [] : runtime.allWindows.filter(\.isShown)
        for window in windows where window.windowTraits == nil { window.windowTraits = previous }
        change()
        let traits = screen.traitCollection
        for window in windows {
            traits.performAsCurrent { window.applyWindowTraits(traits) }
            window.setNeedsLayout()
            window.layoutIfNeeded()
        }
    }
}
