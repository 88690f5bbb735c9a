import HeadlessCore
import Foundation
@_spi(Headless) import CoreGraphics

extension UIImage {
    /// An image decoded from PNG or JPEG data at scale 1; nil when the data is neither or is
    /// damaged (never a crash).
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image decoded from PNG or JPEG data, with a scale; nil when the data cannot be read.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let bitmap = CGImage.decode(data) else { return nil }
        self.init(cgImage: bitmap, scale: scale, orientation: .up)
    }

    /// An image read from a PNG or JPEG file; nil when the file is missing or unreadable.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let name = (path as NSString).deletingPathExtension
        let scale: CGFloat = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// The image as PNG data; nil for an image without pixels.
    public func pngData() -> Data? {
        drawableBitmap?.pngData()
    }

    /// The image as JPEG data at a quality from 0 (smallest) to 1 (best); nil for an image
    /// without pixels. Transparent pixels come out black, as on iOS.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        drawableBitmap?.jpegData(quality: compressionQuality)
    }
}

extension UIGraphicsImageRenderer {
    /// Runs `actions` and returns the image as PNG data.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Runs `actions` and returns the image as JPEG data.
    public func jpegData(withCompressionQuality compressionQuality: CGFloat,
                         actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}
