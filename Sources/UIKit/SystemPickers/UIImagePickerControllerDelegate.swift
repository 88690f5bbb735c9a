import HeadlessCore
import Foundation

/// The object an image picker tells what the person picked, or that they cancelled.
///
/// The delegate dismisses the picker (Apple: "The delegate methods are responsible for
/// dismissing the picker"). A delegate that does not implement a method gets the default,
/// which dismisses the picker, as the picker does on iOS when its delegate does not answer
/// (References §56.2).
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    /// The person picked an image: `info` holds it under ``UIImagePickerController/InfoKey/originalImage``.
    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The person tapped Cancel.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    /// Dismisses the picker.
    public func imagePickerController(_ picker: UIImagePickerController,
                                      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picker.dismissWithoutDelegateAnswer()
    }

    /// Dismisses the picker.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismissWithoutDelegateAnswer()
    }
}
