import HeadlessCore
import Foundation

/// An editable single line of text.
///
/// It edits while it is first responder. The order of what it sends (each delegate call
/// traced, each notification traced as `NotificationCenter.post(_:object:)`):
/// - **beginning** (`becomeFirstResponder()`, a tap, the `focus` action):
///   `textFieldShouldBeginEditing` (no → nothing happens); the previous first responder
///   resigns (a text field ends editing as below); `textFieldDidBeginEditing`. Asking the
///   new field's delegate before the old field's `textFieldShouldEndEditing` is inferred
///   from the tap that focuses it, no log found (References §50.7). Then
///   `.editingDidBegin` actions; `textDidBeginEditingNotification`; then the keyboard comes
///   up if it was down (`SimulatedKeyboard.swift`);
/// - **typing** (`type <text>`, one character at a time): `textField(_:shouldChangeCharactersIn:replacementString:)`
///   (no → the character is not inserted and nothing else happens); the text changes;
///   `textFieldDidChangeSelection`; `.editingChanged` actions; `textDidChangeNotification`;
/// - **return**: `textFieldShouldReturn` (no → nothing more); `.editingDidEndOnExit`
///   actions, then `.primaryActionTriggered` ones; when an action is registered for
///   `.editingDidEndOnExit`, the field then resigns, as on iOS;
/// - **ending** (`resignFirstResponder()`, `endEditing(_:)`, `dismiss-keyboard`):
///   `textFieldShouldEndEditing` (no → the field stays first responder; skipped by
///   `endEditing(true)`); `textFieldDidEndEditing(_:reason:)`; `.editingDidEnd` actions;
///   `textDidEndEditingNotification`; then the keyboard goes down unless another text input
///   took over.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInputTraits, UIKeyInput, EditingTextInput, UIContentSizeCategoryAdjusting {
    /// Why editing ended.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned first responder.
        case committed = 0
        /// Editing was cancelled.
        case cancelled = 1
    }

    /// When an overlay view (the clear button, the left and right views) shows.
    public enum ViewMode: Int, Sendable {
        case never = 0, whileEditing, unlessEditing, always
    }

    /// The border drawn around the field.
    public enum BorderStyle: Int, Sendable {
        case none = 0, line, bezel, roundedRect
    }

    /// Posted (object: the field) after editing began.
    public nonisolated static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted (object: the field) after each change of the text by the user.
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted (object: the field) after editing ended.
    public nonisolated static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    // MARK: Text

    /// The text; an empty string rather than nil once set.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue ?? ""
            storedAttributedText = nil
            insertionPoint = storedText.utf16.count
            selectionLength = 0
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    var storedText = "" { didSet { cachedTextLength = -1 } }
    /// The text's length in UTF-16 units, or -1 when it must be counted again.
    private var cachedTextLength = -1
    /// The text's length in UTF-16 units (counted once per change: typing keeps it).
    var storedTextLength: Int {
        if cachedTextLength < 0 { cachedTextLength = storedText.utf16.count }
        return cachedTextLength
    }
    /// How many edits ``replace(_:with:askingDelegate:)`` made (a subclass compares counts
    /// instead of copies of the text).
    var textEditCount = 0
    var storedAttributedText: NSAttributedString?
    /// The text with attributes: what was set, or the text in the field's font and colour.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? NSAttributedString(string: storedText, attributes: defaultTextAttributes) }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string ?? ""
            insertionPoint = storedText.utf16.count
            selectionLength = 0
            invalidateIntrinsicContentSize()
        }
    }
    /// The text shown while the field is empty.
    open var placeholder: String? {
        get { storedPlaceholder?.string }
        set { storedPlaceholder = newValue.map { NSAttributedString(string: $0) }; invalidateIntrinsicContentSize() }
    }
    var storedPlaceholder: NSAttributedString?
    /// The placeholder with attributes.
    open var attributedPlaceholder: NSAttributedString? {
        get { storedPlaceholder }
        set { storedPlaceholder = newValue; invalidateIntrinsicContentSize() }
    }
    /// The font: the system font at 17 points by default.
    open var font: UIFont? {
        get { storedFont ?? .systemFont(ofSize: UIFont.labelFontSize) }
        set { storedFont = newValue; invalidateIntrinsicContentSize() }
    }
    var storedFont: UIFont?
    /// The colour of the text.
    open var textColor: UIColor? = .label
    /// The alignment of the text.
    open var textAlignment: NSTextAlignment = .natural
    /// The attributes of the text.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { [.font: font ?? UIFont.systemFont(ofSize: 17), .foregroundColor: textColor ?? UIColor.label] }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
        }
    }
    /// The attributes applied to typed text.
    open var typingAttributes: [NSAttributedString.Key: Any]?
    /// Whether the user may change attributes.
    open var allowsEditingTextAttributes = false
    /// Whether a font from a text style follows the content size category.
    open var adjustsFontForContentSizeCategory = false
    /// Whether the font shrinks to fit (recorded; measured at full size).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest font size when shrinking.
    open var minimumFontSize: CGFloat = 0

    // MARK: Appearance

    /// The border.
    open var borderStyle: BorderStyle = .none { didSet { invalidateIntrinsicContentSize() } }
    /// The background image.
    open var background: UIImage?
    /// The background image while disabled.
    open var disabledBackground: UIImage?
    /// When the clear button shows.
    open var clearButtonMode: ViewMode = .never
    /// Whether the text is cleared when editing begins.
    open var clearsOnBeginEditing = false
    /// Whether inserting text clears it (secure fields clear on the first typed character).
    open var clearsOnInsertion = false
    /// The view at the leading side.
    open var leftView: UIView? {
        didSet { sideViewDidChange(from: oldValue, to: leftView) }
    }
    /// When the left view shows.
    open var leftViewMode: ViewMode = .never { didSet { if leftView != nil { setNeedsLayout() } } }
    /// The view at the trailing side.
    open var rightView: UIView? {
        didSet { sideViewDidChange(from: oldValue, to: rightView) }
    }
    /// When the right view shows.
    open var rightViewMode: ViewMode = .never { didSet { if rightView != nil { setNeedsLayout() } } }

    // MARK: Editing

    /// The delegate.
    open weak var delegate: UITextFieldDelegate?
    /// Whether the field is editing (it is first responder).
    open private(set) var isEditing = false
    /// The start of the selection, as a UTF-16 offset (the insertion point when it is empty).
    var insertionPoint = 0
    /// The selection's length in UTF-16 units; typing replaces the selected text.
    var selectionLength = 0
    /// Called when the Return key is accepted, before the end-on-exit actions; a search field
    /// tells its search bar (`Chrome/UISearchTextField.swift`).
    func returnKeyAccepted() {}

    // MARK: UITextInput

    /// The selection, or the insertion point as an empty range. Setting it moves the selection
    /// (clamped to the text) and tells the delegate `textFieldDidChangeSelection`.
    open var selectedTextRange: UITextRange? {
        get { IndexedTextRange(NSRange(location: insertionPoint, length: selectionLength)) }
        set {
            let length = storedText.utf16.count
            guard let newValue, let range = TextPositions.range(newValue, in: self, length: length) else { return }
            setSelection(range)
        }
    }
    /// The position before the first character.
    open var beginningOfDocument: UITextPosition { IndexedTextPosition(0) }
    /// The position after the last character.
    open var endOfDocument: UITextPosition { IndexedTextPosition(storedText.utf16.count) }
    /// The position `offset` UTF-16 units from `position`, or nil outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        TextPositions.position(from: position, offset: offset, in: self, length: storedText.utf16.count)
    }
    /// The number of UTF-16 units from one position to another (negative when backwards).
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        let length = storedText.utf16.count
        guard let start = TextPositions.offset(from, in: self, length: length),
              let end = TextPositions.offset(toPosition, in: self, length: length) else { return 0 }
        return end - start
    }
    /// The range between two positions.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let length = storedText.utf16.count
        guard let start = TextPositions.offset(fromPosition, in: self, length: length),
              let end = TextPositions.offset(toPosition, in: self, length: length) else { return nil }
        return IndexedTextRange(NSRange(location: min(start, end), length: abs(end - start)))
    }
    /// The text in a range.
    open func text(in range: UITextRange) -> String? { TextPositions.text(in: range, of: storedText, owner: self) }
    /// Replaces the text in a range, as the keyboard's corrections do: the delegate is not
    /// asked; the insertion point follows the new text and `.editingChanged` is sent.
    open func replace(_ range: UITextRange, withText text: String) {
        guard let range = TextPositions.range(range, in: self, length: storedText.utf16.count) else { return }
        replace(range, with: text, askingDelegate: false)
    }

    /// The view shown instead of the keyboard.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    var storedInputView: UIView?
    /// The view shown above the keyboard.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    var storedInputAccessoryView: UIView?

    // MARK: Keyboard traits

    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!

    // MARK: Creating

    /// Creates a field with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a field from a storyboard or xib (its `text` and `placeholder`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let text = coder.decodeObject(forKey: "text") as? String { storedText = text }
        if let placeholder = coder.decodeObject(forKey: "placeholder") as? String { self.placeholder = placeholder }
    }

    // MARK: Responder

    /// A tap on the field (a touch that lifts inside it) makes it first responder.
    override func controlTapped(at location: CGPoint) {
        _ = focusFromTap()
    }

    /// A field can become first responder while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing: see the type's documentation for the order.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard canBecomeFirstResponder else { return false }
        guard storedWindow != nil else { return super.becomeFirstResponder() }
        if let delegate {
            let allowed = runtime.ask(delegate, .textFieldShouldBeginEditing, [traceName], default: true) {
                delegate.textFieldShouldBeginEditing(self)
            }
            guard allowed else { return false }
        }
        guard super.becomeFirstResponder() else { return false }
        beginEditing()
        return true
    }

    /// Ends editing: see the type's documentation for the order.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        let session = runtime.textInput
        if !session.forcingResignation, let delegate {
            let allowed = runtime.ask(delegate, .textFieldShouldEndEditing, [traceName], default: true) {
                delegate.textFieldShouldEndEditing(self)
            }
            guard allowed else { return false }
        }
        guard super.resignFirstResponder() else { return false }
        endEditingSession(reason: .committed)
        return true
    }

    // MARK: UIKeyInput

    /// Whether the field holds text.
    open var hasText: Bool { !storedText.isEmpty }

    /// Inserts text at the insertion point, through the delegate's permission.
    open func insertText(_ text: String) {
        replace(NSRange(location: insertionPoint, length: selectionLength), with: text)
    }

    /// Deletes the character before the insertion point, through the delegate's permission.
    open func deleteBackward() {
        if selectionLength > 0 {
            replace(NSRange(location: insertionPoint, length: selectionLength), with: "")
            return
        }
        let utf16 = storedText.utf16
        guard insertionPoint > 0 else { return }
        let index = utf16.index(utf16.startIndex, offsetBy: insertionPoint)
        let previous = storedText.index(before: String.Index(index, within: storedText) ?? storedText.endIndex)
        let start = previous.utf16Offset(in: storedText)
        replace(NSRange(location: start, length: insertionPoint - start), with: "")
    }

    // MARK: Geometry (References §56.3)

    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The text's rectangle: the bounds less the side views shown and the border's padding (7
    /// points for a rounded rectangle, 4 for a line or bezel, none without a border).
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let padding: CGFloat = borderStyle == .roundedRect ? 7 : (borderStyle == .none ? 0 : 4)
        var rect = bounds.insetBy(dx: padding, dy: 0)
        if shows(leftView, leftViewMode) { rect.origin.x = max(rect.minX, leftViewRect(forBounds: bounds).maxX) }
        let trailing = shows(rightView, rightViewMode) ? rightViewRect(forBounds: bounds).minX
            : showsClearButton() ? clearButtonRect(forBounds: bounds).minX : rect.maxX
        rect.size.width = max(0, min(rect.maxX, trailing) - rect.minX)
        return rect
    }

    /// The placeholder's rectangle: the text's.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The text's rectangle while editing: the text's.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The clear button's rectangle: 19 points square, 5 from the trailing edge, centred vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX - 24, y: bounds.midY - 9.5, width: 19, height: 19)
    }

    /// The left view's rectangle: its size, at the leading edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.bounds.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The right view's rectangle: its size, at the trailing edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.bounds.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Shows the left and right views their modes call for, in their rectangles.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeSideView(leftView, leftViewMode) { leftViewRect(forBounds: bounds) }
        placeSideView(rightView, rightViewMode) { rightViewRect(forBounds: bounds) }
    }

    // MARK: Sizing

    /// The text's (or placeholder's) size in the font, with 7 points around it in a rounded
    /// rectangle and none without a border.
    open override var intrinsicContentSize: CGSize {
        let font = self.font ?? .systemFont(ofSize: 17)
        let shown = storedText.isEmpty ? (storedPlaceholder?.string ?? "") : storedText
        let size = TextMetrics.size(of: shown.isEmpty ? " " : shown, font: font, numberOfLines: 1, maxWidth: nil,
                                    scale: runtime.screen.scale)
        let padding: CGFloat = borderStyle == .roundedRect ? 7 : (borderStyle == .none ? 0 : 4)
        return CGSize(width: (shown.isEmpty ? 0 : size.width) + 2 * padding, height: size.height + 2 * padding)
    }
}

extension UITextField {
    /// Makes the field first responder as a tap on it does; returns why it could not, or nil.
    /// The device's `tap` and `focus` actions reach text fields through here.
    @_spi(Headless) public func focusFromTap() -> String? {
        if isFirstResponder { return nil }
        guard isEnabled else { return "\(traceName) is disabled (isEnabled is false)." }
        guard storedWindow != nil else { return "\(traceName) is not in a window." }
        return becomeFirstResponder() ? nil
            : "\(traceName) did not become first responder (its delegate's textFieldShouldBeginEditing, or the current first responder's textFieldShouldEndEditing, said no)."
    }

    func beginEditing() {
        isEditing = true
        if leftView != nil || rightView != nil { setNeedsLayout() }
        if clearsOnBeginEditing && !storedText.isEmpty { storedText = ""; storedAttributedText = nil }
        insertionPoint = storedText.utf16.count
        selectionLength = 0
        if let delegate {
            runtime.deliver(toDelegate: delegate, .textFieldDidBeginEditing, [traceName]) {
                delegate.textFieldDidBeginEditing(self)
            }
        }
        sendActions(for: .editingDidBegin)
        runtime.postTraced(UITextField.textDidBeginEditingNotification, object: self)
        SimulatedKeyboard.update(in: runtime)
    }

    func endEditingSession(reason: DidEndEditingReason) {
        isEditing = false
        if leftView != nil || rightView != nil { setNeedsLayout() }
        if let delegate {
            runtime.deliver(toDelegate: delegate, .textFieldDidEndEditingReason, [traceName, ".\(reason == .committed ? "committed" : "cancelled")"]) {
                delegate.textFieldDidEndEditing(self, reason: reason)
            }
        }
        sendActions(for: .editingDidEnd)
        runtime.postTraced(UITextField.textDidEndEditingNotification, object: self)
        SimulatedKeyboard.update(in: runtime)
    }

    /// Replaces a range of the text by `string` if the delegate allows; returns whether it did.
    @discardableResult
    func replace(_ range: NSRange, with string: String, askingDelegate: Bool = true) -> Bool {
        if askingDelegate, let delegate {
            let allowed = runtime.ask(delegate, .textFieldShouldChangeCharacters,
                                      [traceName, "{\(range.location), \(range.length)}", string.debugDescription], default: true) {
                delegate.textField(self, shouldChangeCharactersIn: range, replacementString: string)
            }
            guard allowed else { return false }
        }
        let length = storedTextLength
        let inserted = string.utf16.count
        guard storedText.replaceUTF16Range(range, length: length, with: string) else { return false }
        cachedTextLength = length - range.length + inserted
        textEditCount += 1
        storedAttributedText = nil
        insertionPoint = range.location + inserted
        selectionLength = 0
        invalidateIntrinsicContentSize()
        if let delegate {
            runtime.deliver(toDelegate: delegate, .textFieldDidChangeSelection, [traceName]) {
                delegate.textFieldDidChangeSelection(self)
            }
        }
        sendActions(for: .editingChanged)
        runtime.postTraced(UITextField.textDidChangeNotification, object: self)
        return true
    }

    /// Moves the selection and tells the delegate, when it changed.
    func setSelection(_ range: NSRange) {
        guard range.location != insertionPoint || range.length != selectionLength else { return }
        insertionPoint = range.location
        selectionLength = range.length
        if let delegate {
            runtime.deliver(toDelegate: delegate, .textFieldDidChangeSelection, [traceName]) {
                delegate.textFieldDidChangeSelection(self)
            }
        }
    }

    /// The return key: see the type's documentation.
    func pressReturn() {
        if let delegate {
            let allowed = runtime.ask(delegate, .textFieldShouldReturn, [traceName], default: true) {
                delegate.textFieldShouldReturn(self)
            }
            guard allowed else { return }
        }
        returnKeyAccepted()
        let resigns = hasActions(for: .editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        sendActions(for: .primaryActionTriggered)
        if resigns && isFirstResponder { resignFirstResponder() }
    }

    /// The clear button: `textFieldShouldClear`, then the text empties as typed deletions do.
    func pressClear() {
        if let delegate {
            let allowed = runtime.ask(delegate, .textFieldShouldClear, [traceName], default: true) {
                delegate.textFieldShouldClear(self)
            }
            guard allowed else { return }
        }
        replace(NSRange(location: 0, length: (storedText as NSString).length), with: "")
    }

    /// Whether any action or target-action pair is registered for an event.
    func hasActions(for event: Event) -> Bool { !allControlEvents.isDisjoint(with: event) }
}

extension UITextField {
    /// Whether a side view with a mode shows now.
    func shows(_ view: UIView?, _ mode: ViewMode) -> Bool {
        guard view != nil else { return false }
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    /// Whether the clear button shows now: its mode allows it and there is text.
    func showsClearButton() -> Bool {
        guard hasText else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    /// A side view was replaced: the old one leaves the field, the new one is placed at the next layout.
    func sideViewDidChange(from old: UIView?, to new: UIView?) {
        guard old !== new else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        setNeedsLayout()
    }

    /// Adds a side view in its rectangle when its mode shows it, else hides it.
    func placeSideView(_ view: UIView?, _ mode: ViewMode, rect: () -> CGRect) {
        guard let view else { return }
        if shows(view, mode) {
            if view.superview !== self { addSubview(view) }
            view.frame = rect()
            view.isHidden = false
        } else if view.superview === self {
            view.isHidden = true
        }
    }
}
