import Foundation
@_spi(Headless) import UIKit

/// `UIImage` reads the image types the device decodes (PNG and JPEG), so a picked photo's
/// provider loads it with `loadObject(ofClass: UIImage.self)` (References §63.3).
extension UIImage: NSItemProviderReading {
    public static var readableTypeIdentifiersForItemProvider: [String] {
        ["public.png", "public.jpeg", "public.image"]
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> UIImage {
        guard let image = UIImage(data: data) else {
            throw NSItemProvider.error(.unexpectedValueClassError,
                                       "the \(typeIdentifier) data (\(data.count) bytes) is not an image the device decodes (PNG or JPEG)")
        }
        return image
    }
}
