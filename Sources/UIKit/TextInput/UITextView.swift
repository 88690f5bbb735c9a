import HeadlessCore
import Foundation

/// An editable (or read-only) scrolling region of multi-line text.
///
/// Editing follows the text field's order (`UITextField.swift`) with the text view's
/// delegate calls and no control events: `textViewShouldBeginEditing`, the previous first
/// responder resigning, `textViewDidBeginEditing`, `textDidBeginEditingNotification`, the
/// keyboard; for each typed character `textView(_:shouldChangeTextIn:replacementText:)`, the
/// change, `textViewDidChangeSelection`, `textViewDidChange`, `textDidChangeNotification`; the
/// return key types a newline; ending asks `textViewShouldEndEditing`, then
/// `textViewDidEndEditing` and `textDidEndEditingNotification`.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInputTraits, UIKeyInput, EditingTextInput, UIContentSizeCategoryAdjusting {
    /// Posted (object: the text view) after editing began.
    public nonisolated static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted (object: the text view) after each change of the text by the user.
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted (object: the text view) after editing ended.
    public nonisolated static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// The text.
    open var text: String! {
        get { storedText }
        set {
            storedText = newValue ?? ""
            storedAttributedText = nil
            storedSelectedRange = NSRange(location: (storedText as NSString).length, length: 0)
            invalidateIntrinsicContentSize()
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
    var storedAttributedText: NSAttributedString?
    /// The text with attributes.
    open var attributedText: NSAttributedString! {
        get { storedAttributedText ?? NSAttributedString(string: storedText, attributes: typingAttributes) }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string ?? ""
            storedSelectedRange = NSRange(location: (storedText as NSString).length, length: 0)
            invalidateIntrinsicContentSize()
        }
    }
    /// The font: the system font at 12 points by default, as on iOS.
    open var font: UIFont? {
        get { storedFont ?? .systemFont(ofSize: 12) }
        set { storedFont = newValue; invalidateIntrinsicContentSize() }
    }
    var storedFont: UIFont?
    /// The colour of the text.
    open var textColor: UIColor? = .label
    /// The alignment of the text.
    open var textAlignment: NSTextAlignment = .natural
    /// The selection (a location and length in UTF-16 units). Setting it clamps it to the text
    /// and tells the delegate `textViewDidChangeSelection` when it changed.
    open var selectedRange: NSRange {
        get { storedSelectedRange }
        set {
            let length = storedTextLength
            let location = min(max(0, newValue.location), length)
            let clamped = NSRange(location: location, length: min(max(0, newValue.length), length - location))
            guard clamped != storedSelectedRange else { return }
            storedSelectedRange = clamped
            if let delegate = textDelegate {
                runtime.deliver(toDelegate: delegate, .textViewDidChangeSelection, [traceName]) { delegate.textViewDidChangeSelection(self) }
            }
        }
    }
    var storedSelectedRange = NSRange(location: 0, length: 0)

    // MARK: UITextInput

    /// The selection as a text range; setting it sets ``selectedRange``.
    open var selectedTextRange: UITextRange? {
        get { IndexedTextRange(storedSelectedRange) }
        set {
            guard let newValue,
                  let range = TextPositions.range(newValue, in: self, length: (storedText as NSString).length) else { return }
            selectedRange = range
        }
    }
    /// The position before the first character.
    open var beginningOfDocument: UITextPosition { IndexedTextPosition(0) }
    /// The position after the last character.
    open var endOfDocument: UITextPosition { IndexedTextPosition((storedText as NSString).length) }
    /// The position `offset` UTF-16 units from `position`, or nil outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        TextPositions.position(from: position, offset: offset, in: self, length: (storedText as NSString).length)
    }
    /// The number of UTF-16 units from one position to another (negative when backwards).
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        let length = (storedText as NSString).length
        guard let start = TextPositions.offset(from, in: self, length: length),
              let end = TextPositions.offset(toPosition, in: self, length: length) else { return 0 }
        return end - start
    }
    /// The range between two positions.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let length = (storedText as NSString).length
        guard let start = TextPositions.offset(fromPosition, in: self, length: length),
              let end = TextPositions.offset(toPosition, in: self, length: length) else { return nil }
        return IndexedTextRange(NSRange(location: min(start, end), length: abs(end - start)))
    }
    /// The text in a range.
    open func text(in range: UITextRange) -> String? { TextPositions.text(in: range, of: storedText, owner: self) }
    /// Replaces the text in a range, as the keyboard's corrections do: the delegate is not
    /// asked; the selection follows the new text.
    open func replace(_ range: UITextRange, withText text: String) {
        guard let range = TextPositions.range(range, in: self, length: (storedText as NSString).length) else { return }
        replace(range, with: text, askingDelegate: false)
    }
    /// Whether the user may edit.
    /// Whether the text is drawn at the standard text scaling of Mac Catalyst (no effect on
    /// iPhone and iPad, as on iOS).
    open var usesStandardTextScaling = false

    /// Scrolls so that the line holding the range's start shows (References §56.3): the lines are
    /// the text wrapped to the view's width less its insets, each 1.19 × the font size high.
    open func scrollRangeToVisible(_ range: NSRange) {
        let text = storedText as NSString
        guard range.location != NSNotFound, range.location >= 0 else { return }
        let prefix = text.substring(to: min(range.location, text.length))
        let font = self.font ?? .systemFont(ofSize: 17)
        let width = bounds.width - textContainerInset.left - textContainerInset.right
        let lines = TextLines.wrap(prefix, width: width) { TextMetrics.width(of: $0, font: font) }
        let lineHeight = font.pointSize * 1.19
        let y = textContainerInset.top + CGFloat(max(0, lines.count - 1)) * lineHeight
        scrollRectToVisible(CGRect(x: 0, y: y, width: 1, height: lineHeight), animated: false)
    }

    open var isEditable = true
    /// Whether the user may select.
    open var isSelectable = true
    /// The attributes applied to typed text.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { storedTypingAttributes ?? [.font: font ?? UIFont.systemFont(ofSize: 12), .foregroundColor: textColor ?? UIColor.label] }
        set { storedTypingAttributes = newValue }
    }
    var storedTypingAttributes: [NSAttributedString.Key: Any]?
    /// Whether the user may change attributes.
    open var allowsEditingTextAttributes = false
    /// The inset of the text container (8 points above and below by default).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// Whether editing clears the text.
    open var clearsOnInsertion = false
    /// Whether a font from a text style follows the content size category.
    open var adjustsFontForContentSizeCategory = false
    /// The attributes of links.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]

    /// The delegate: a ``UITextViewDelegate`` hears of editing and scrolling.
    open override var delegate: UIScrollViewDelegate? {
        get { textDelegate }
        set { textDelegate = newValue as? UITextViewDelegate }
    }
    weak var textDelegate: UITextViewDelegate?

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

    /// Creates a text view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a text view with a frame and a text container (the container is not modelled).
    public convenience init(frame: CGRect, textContainer: AnyObject?) {
        self.init(frame: frame)
    }

    /// Creates a text view from a storyboard or xib (its `text`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let text = coder.decodeObject(forKey: "text") as? String { storedText = text }
    }

    /// Whether editing is under way (the view is first responder).
    var isEditingText = false

    // MARK: Touches

    /// A text view that can become first responder keeps the touches on it (they go no
    /// further up the responder chain, as a scroll view's); others pass them on.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !canBecomeFirstResponder { super.touchesBegan(touches, with: event) }
    }

    /// See ``touchesBegan(_:with:)``.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !canBecomeFirstResponder { super.touchesMoved(touches, with: event) }
    }

    /// A tap on an editable text view makes it first responder, as its tap recognizer does
    /// on iOS.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard canBecomeFirstResponder else { return super.touchesEnded(touches, with: event) }
        if isEditable { _ = focusFromTap() }
    }

    /// See ``touchesBegan(_:with:)``.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !canBecomeFirstResponder { super.touchesCancelled(touches, with: event) }
    }

    /// A text view becomes first responder when editable or selectable.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Begins editing: see the type's documentation.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard canBecomeFirstResponder else { return false }
        guard storedWindow != nil else { return super.becomeFirstResponder() }
        if let delegate = textDelegate {
            let allowed = runtime.ask(delegate, .textViewShouldBeginEditing, [traceName], default: true) {
                delegate.textViewShouldBeginEditing(self)
            }
            guard allowed else { return false }
        }
        guard super.becomeFirstResponder() else { return false }
        isEditingText = true
        if let delegate = textDelegate {
            runtime.deliver(toDelegate: delegate, .textViewDidBeginEditing, [traceName]) { delegate.textViewDidBeginEditing(self) }
        }
        runtime.postTraced(UITextView.textDidBeginEditingNotification, object: self)
        SimulatedKeyboard.update(in: runtime)
        return true
    }

    /// Ends editing: see the type's documentation.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if !runtime.textInput.forcingResignation, let delegate = textDelegate {
            let allowed = runtime.ask(delegate, .textViewShouldEndEditing, [traceName], default: true) {
                delegate.textViewShouldEndEditing(self)
            }
            guard allowed else { return false }
        }
        guard super.resignFirstResponder() else { return false }
        isEditingText = false
        if let delegate = textDelegate {
            runtime.deliver(toDelegate: delegate, .textViewDidEndEditing, [traceName]) { delegate.textViewDidEndEditing(self) }
        }
        runtime.postTraced(UITextView.textDidEndEditingNotification, object: self)
        SimulatedKeyboard.update(in: runtime)
        return true
    }

    /// Whether the view holds text.
    open var hasText: Bool { !storedText.isEmpty }

    /// Inserts text over the selection, through the delegate's permission.
    open func insertText(_ text: String) { replace(selectedRange, with: text) }

    /// Deletes the selection, or the character before the insertion point.
    open func deleteBackward() {
        if selectedRange.length > 0 { replace(selectedRange, with: ""); return }
        guard selectedRange.location > 0 else { return }
        let string = storedText as NSString
        let composed = string.rangeOfComposedCharacterSequence(at: selectedRange.location - 1)
        replace(composed, with: "")
    }

    /// The text's size in the font, wrapped at the view's width, inside the container inset.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let size = TextMetrics.size(of: storedText.isEmpty ? " " : storedText, font: font ?? .systemFont(ofSize: 12),
                                    numberOfLines: 0, maxWidth: bounds.width > 0 ? bounds.width : nil,
                                    scale: runtime.screen.scale)
        return CGSize(width: size.width, height: size.height + textContainerInset.top + textContainerInset.bottom)
    }
}

extension UITextView {
    /// Makes the view first responder as a tap does; returns why it could not, or nil.
    @_spi(Headless) public func focusFromTap() -> String? {
        if isFirstResponder { return nil }
        guard isEditable || isSelectable else { return "\(traceName) is neither editable nor selectable." }
        guard storedWindow != nil else { return "\(traceName) is not in a window." }
        return becomeFirstResponder() ? nil
            : "\(traceName) did not become first responder (its delegate's textViewShouldBeginEditing, or the current first responder, said no)."
    }

    /// Replaces a range if the view is editable and the delegate allows; returns whether it did.
    @discardableResult
    func replace(_ range: NSRange, with string: String, askingDelegate: Bool = true) -> Bool {
        guard isEditable else { return false }
        if askingDelegate, let delegate = textDelegate {
            let allowed = runtime.ask(delegate, .textViewShouldChangeText,
                                      [traceName, "{\(range.location), \(range.length)}", string.debugDescription], default: true) {
                delegate.textView(self, shouldChangeTextIn: range, replacementText: string)
            }
            guard allowed else { return false }
        }
        let length = storedTextLength
        let inserted = string.utf16.count
        guard storedText.replaceUTF16Range(range, length: length, with: string) else { return false }
        cachedTextLength = length - range.length + inserted
        storedAttributedText = nil
        storedSelectedRange = NSRange(location: range.location + inserted, length: 0)
        invalidateIntrinsicContentSize()
        if let delegate = textDelegate {
            runtime.deliver(toDelegate: delegate, .textViewDidChangeSelection, [traceName]) { delegate.textViewDidChangeSelection(self) }
            runtime.deliver(toDelegate: delegate, .textViewDidChange, [traceName]) { delegate.textViewDidChange(self) }
        }
        runtime.postTraced(UITextView.textDidChangeNotification, object: self)
        return true
    }
}

extension UITextView: ContentSizeCategoryAdjusting {
    func adjustFontForContentSizeCategory(_ traits: UITraitCollection) {
        guard adjustsFontForContentSizeCategory, let font = storedFont,
              let scaled = font.rescaled(for: traits.preferredContentSizeCategory) else { return }
        self.font = scaled
    }
}

extension UITextField: ContentSizeCategoryAdjusting {
    func adjustFontForContentSizeCategory(_ traits: UITraitCollection) {
        guard adjustsFontForContentSizeCategory, let font = storedFont,
              let scaled = font.rescaled(for: traits.preferredContentSizeCategory) else { return }
        self.font = scaled
    }
}
