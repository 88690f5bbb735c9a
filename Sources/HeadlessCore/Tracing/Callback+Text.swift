/// The callbacks of text input, appearance and Dynamic Type (fonts, colours, text fields,
/// text views, the keyboard).
extension Callback {
    // MARK: Traits
    /// A handler registered with `registerForTraitChanges(_:handler:)`; the argument names the traits that changed.
    public static let traitChangeHandler = Callback("traitChangeHandler(_:)", selector: "traitChangeHandler:")
    public static let postNotification = Callback("post(_:object:)", selector: "postNotificationName:object:")

    // MARK: Responders
    public static let becomeFirstResponder = Callback("becomeFirstResponder()", selector: "becomeFirstResponder")
    public static let resignFirstResponder = Callback("resignFirstResponder()", selector: "resignFirstResponder")

    // MARK: UITextFieldDelegate
    public static let textFieldShouldBeginEditing = Callback(
        "textFieldShouldBeginEditing(_:)", selector: "textFieldShouldBeginEditing:")
    public static let textFieldDidBeginEditing = Callback("textFieldDidBeginEditing(_:)", selector: "textFieldDidBeginEditing:")
    public static let textFieldShouldEndEditing = Callback(
        "textFieldShouldEndEditing(_:)", selector: "textFieldShouldEndEditing:")
    public static let textFieldDidEndEditing = Callback("textFieldDidEndEditing(_:)", selector: "textFieldDidEndEditing:")
    public static let textFieldDidEndEditingReason = Callback(
        "textFieldDidEndEditing(_:reason:)", selector: "textFieldDidEndEditing:reason:")
    public static let textFieldShouldChangeCharacters = Callback(
        "textField(_:shouldChangeCharactersIn:replacementString:)",
        selector: "textField:shouldChangeCharactersInRange:replacementString:")
    public static let textFieldDidChangeSelection = Callback(
        "textFieldDidChangeSelection(_:)", selector: "textFieldDidChangeSelection:")
    public static let textFieldShouldClear = Callback("textFieldShouldClear(_:)", selector: "textFieldShouldClear:")
    public static let textFieldShouldReturn = Callback("textFieldShouldReturn(_:)", selector: "textFieldShouldReturn:")

    // MARK: UITextViewDelegate
    public static let textViewShouldBeginEditing = Callback(
        "textViewShouldBeginEditing(_:)", selector: "textViewShouldBeginEditing:")
    public static let textViewDidBeginEditing = Callback("textViewDidBeginEditing(_:)", selector: "textViewDidBeginEditing:")
    public static let textViewShouldEndEditing = Callback("textViewShouldEndEditing(_:)", selector: "textViewShouldEndEditing:")
    public static let textViewDidEndEditing = Callback("textViewDidEndEditing(_:)", selector: "textViewDidEndEditing:")
    public static let textViewShouldChangeText = Callback(
        "textView(_:shouldChangeTextIn:replacementText:)", selector: "textView:shouldChangeTextInRange:replacementText:")
    public static let textViewDidChange = Callback("textViewDidChange(_:)", selector: "textViewDidChange:")
    public static let textViewDidChangeSelection = Callback(
        "textViewDidChangeSelection(_:)", selector: "textViewDidChangeSelection:")
}
