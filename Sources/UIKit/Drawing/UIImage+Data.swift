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
    /// Nil and an `image.decode.overBudget` diagnostic when the image is over a
    /// `CGImage.DecodeBudget` (too many pixels, too much memory, a progressive JPEG with too
    /// many scans), checked from its header before decoding (References §39.2).
    public convenience init?(data: Data, scale: CGFloat) {
        guard let bitmap = Self.decodeReporting(data, source: "UIImage(data:) (\(data.count) bytes)") else { return nil }
        self.init(cgImage: bitmap, scale: scale, orientation: .up)
    }

    /// An image read from a PNG or JPEG file; nil when the file is missing or unreadable, and
    /// nil with an `image.decode.overBudget` diagnostic when it is over a decode budget.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let name = (path as NSString).deletingPathExtension
        let scale: CGFloat = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
        guard let bitmap = Self.decodeReporting(data, source: "UIImage(contentsOfFile: \"\(InfoPlist.printable(path))\")") else { return nil }
        self.init(cgImage: bitmap, scale: scale, orientation: .up)
    }

    /// The bitmap of PNG or JPEG data; nil for data that is neither or is damaged (silently,
    /// as on iOS), and nil with an `image.decode.overBudget` diagnostic, on the main actor,
    /// when a budget refuses it.
    private static func decodeReporting(_ data: Data, source: String) -> CGImage? {
        switch CGImage.decoding(data) {
        case .success(let bitmap):
            return bitmap
        case .failure(let failure):
            if failure.isBudgetRefusal, OffMainRelease.isOnMainActor {
                MainActor.assumeIsolated {
                    HeadlessRuntime.current.report(Diagnostic(.warning, code: .imageDecodeOverBudget, message:
                        "\(source) returned nil: the data is \(failure). Scale the image down to the size the screen shows (References §39.2).",
                        subject: nil))
                }
            }
            return nil
        }
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
