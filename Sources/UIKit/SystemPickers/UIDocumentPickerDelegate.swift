import HeadlessCore
import Foundation

/// The object a document picker tells what the person picked, or that they cancelled. Every
/// method is optional; the default of `documentPicker(_:didPickDocumentsAt:)` calls the older
/// single-URL `documentPicker(_:didPickDocumentAt:)` with the first URL (References §56.2).
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: NSObjectProtocol {
    /// The person picked documents.
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// The person cancelled.
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    /// The person picked a document (deprecated in iOS 11).
    @available(iOS, deprecated: 11.0, message: "Implement documentPicker(_:didPickDocumentsAt:) instead")
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
    /// Calls `documentPicker(_:didPickDocumentAt:)` with the first URL.
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        if let first = urls.first { documentPicker(controller, didPickDocumentAt: first) }
    }
    /// Does nothing.
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
    /// Does nothing.
    @available(iOS, deprecated: 11.0, message: "Implement documentPicker(_:didPickDocumentsAt:) instead")
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {}
}
