import HeadlessCore
import Foundation
import Synchronization

/// An image's accessibility label and identifier, which VoiceOver and UI tests read where the
/// image shows without text: a segment made of an image, a bar button item's image (References
/// §56.3). `UIImage` is immutable and shared between threads, so the two strings live in a
/// lock-protected box of their own.
final class ImageAccessibility: Sendable {
    let strings = Mutex<(label: String?, identifier: String?)>((nil, nil))
}

extension UIImage {
    /// A short description of the image for assistive technologies.
    public var accessibilityLabel: String? {
        get { accessibility.strings.withLock { $0.label } }
        set { accessibility.strings.withLock { $0.label = newValue } }
    }

    /// The identifier UI tests find the image by.
    public var accessibilityIdentifier: String? {
        get { accessibility.strings.withLock { $0.identifier } }
        set { accessibility.strings.withLock { $0.identifier = newValue } }
    }
}
