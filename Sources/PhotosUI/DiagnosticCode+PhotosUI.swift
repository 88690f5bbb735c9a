import HeadlessCore

/// The problems particular to the PhotosUI stand-in (References §63.2); the picker's other
/// codes and its callback sit with the system pickers' in HeadlessCore.
extension DiagnosticCode {
    /// A photo picker asked for from an archive (a storyboard or nib): iOS does not allow it.
    public static let photoPickerFromCoder: DiagnosticCode = "photoPicker.fromCoder"
}
