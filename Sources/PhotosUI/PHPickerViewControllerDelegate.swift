import Foundation
@_spi(Headless) import UIKit

/// What a ``PHPickerViewController`` tells the app: the assets picked, or an empty array when
/// the person cancelled. The picker does not dismiss itself; the delegate does (Apple's
/// documentation; References §63.2).
@preconcurrency @MainActor
public protocol PHPickerViewControllerDelegate: NSObjectProtocol {
    /// The person is done: `results` holds what they picked, empty on cancel.
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}
