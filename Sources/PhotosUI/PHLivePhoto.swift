import Foundation
@_spi(Headless) import UIKit

/// A Live Photo (Photos' class, which `import PhotosUI` brings on iOS): a still image with
/// motion and sound (References §63.4).
///
/// The headless photo library holds still images only, so no provider ever loads one:
/// `canLoadObject(ofClass: PHLivePhoto.self)` is false for every picked photo and apps take
/// their still-image path, as on iOS for a photo that is not live.
open class PHLivePhoto: NSObject, NSItemProviderReading {
    /// The photo's size in pixels.
    open private(set) var size: CGSize = .zero

    /// The Live Photo bundle type, the one Apple's class reads.
    public static var readableTypeIdentifiersForItemProvider: [String] { ["com.apple.live-photo-bundle"] }

    /// Never succeeds here: there is no Live Photo data to read.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        throw NSItemProvider.error(.unavailableCoercionError,
                                   "a Live Photo cannot be made from \(typeIdentifier) data headless; the library holds still images only")
    }
}

/// A view that shows a ``PHLivePhoto`` (References §63.4). It holds the photo and whether its
/// sound is muted; playback has nothing to play, since no Live Photo loads headless.
open class PHLivePhotoView: UIView {
    /// The Live Photo shown.
    open var livePhoto: PHLivePhoto?
    /// Whether playback is silent.
    open var isMuted = false
}
