/// The delegate callbacks of the system's pickers: images, fonts, colours, documents
/// (References §56.2).
extension Callback {
    /// The person picked an image from the image picker.
    public static let imagePickerDidFinishPicking = Callback("imagePickerController(_:didFinishPickingMediaWithInfo:)",
                                                             selector: "imagePickerController:didFinishPickingMediaWithInfo:")
    /// The person cancelled the image picker.
    public static let imagePickerDidCancel = Callback("imagePickerControllerDidCancel(_:)",
                                                      selector: "imagePickerControllerDidCancel:")
    /// The person picked a font.
    public static let fontPickerDidPickFont = Callback("fontPickerViewControllerDidPickFont(_:)",
                                                       selector: "fontPickerViewControllerDidPickFont:")
    /// The person cancelled the font picker.
    public static let fontPickerDidCancel = Callback("fontPickerViewControllerDidCancel(_:)",
                                                     selector: "fontPickerViewControllerDidCancel:")
    /// The person picked a colour.
    public static let colorPickerDidSelect = Callback("colorPickerViewController(_:didSelect:continuously:)",
                                                      selector: "colorPickerViewController:didSelectColor:continuously:")
    /// The person closed the colour picker.
    public static let colorPickerDidFinish = Callback("colorPickerViewControllerDidFinish(_:)",
                                                      selector: "colorPickerViewControllerDidFinish:")
    /// The person picked documents.
    public static let documentPickerDidPick = Callback("documentPicker(_:didPickDocumentsAt:)",
                                                       selector: "documentPicker:didPickDocumentsAtURLs:")
    /// The person cancelled the document picker.
    public static let documentPickerWasCancelled = Callback("documentPickerWasCancelled(_:)",
                                                            selector: "documentPickerWasCancelled:")
    /// The person picked photos in, or cancelled, the photo picker (PhotosUI; References §63).
    public static let photoPickerDidFinishPicking = Callback("picker(_:didFinishPicking:)",
                                                             selector: "picker:didFinishPicking:")
}
