import Foundation

/// One asset the person picked: a provider that loads it, and its identifier in the photo
/// library (References §63.1).
public struct PHPickerResult: Equatable, Hashable {
    /// Loads the picked asset (`loadObject(ofClass: UIImage.self)`).
    public let itemProvider: NSItemProvider
    /// The asset's local identifier: nil here, as on iOS for a picker not made with a photo
    /// library (``PHPickerConfiguration`` has no `init(photoLibrary:)` headless).
    public let assetIdentifier: String?

    init(itemProvider: NSItemProvider, assetIdentifier: String? = nil) {
        self.itemProvider = itemProvider
        self.assetIdentifier = assetIdentifier
    }
}
