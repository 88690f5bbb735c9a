/// The problems of the system's pickers (References §56.2).
extension DiagnosticCode {
    /// An image picker presented without a delegate: iOS dismisses it at once.
    public static let imagePickerNoDelegate: DiagnosticCode = "imagePicker.noDelegate"
    /// An image picker given a source type the device does not have (the camera, on the simulator).
    public static let imagePickerSourceUnavailable: DiagnosticCode = "imagePicker.sourceUnavailable"
    /// A photo picker (PhotosUI) answered while it has no delegate: nobody hears the pick (References §63).
    public static let photoPickerNoDelegate: DiagnosticCode = "photoPicker.noDelegate"
}
