import Foundation

/// A bitmap image. This implementation keeps every image as 8-bit RGBA, premultiplied
/// alpha last, rows top to bottom.
public final class CGImage: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Bits per colour component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row: four per pixel.
    public var bytesPerRow: Int { width * 4 }
    /// The colour space: sRGB.
    public var colorSpace: CGColorSpace? { .srgbSpace }
    /// The alpha layout: premultiplied, last.
    public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }
    /// The pixels, RGBA8, `bytesPerRow * height` bytes.
    @_spi(Headless) public let rgbaPixels: [UInt8]

    /// An image from RGBA8 pixels; nil (never a crash) when a dimension is not positive or
    /// the byte count is not `width * height * 4`.
    @_spi(Headless) public init?(width: Int, height: Int, rgbaPixels: [UInt8]) {
        guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15,
              rgbaPixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.rgbaPixels = rgbaPixels
    }

    /// The RGBA components of a pixel; nil outside the image.
    @_spi(Headless) public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let i = (y * width + x) * 4
        return (rgbaPixels[i], rgbaPixels[i + 1], rgbaPixels[i + 2], rgbaPixels[i + 3])
    }

    /// A copy of a rectangle of the image, clipped to its bounds; nil when nothing is left.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
        let x0 = Int(r.minX), y0 = Int(r.minY), w = Int(r.width), h = Int(r.height)
        var pixels: [UInt8] = []
        pixels.reserveCapacity(w * h * 4)
        for row in y0..<(y0 + h) {
            let start = (row * width + x0) * 4
            pixels.append(contentsOf: rgbaPixels[start..<(start + w * 4)])
        }
        return CGImage(width: w, height: h, rgbaPixels: pixels)
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.rgbaPixels == rhs.rgbaPixels
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
    }

    public var description: String { "CGImage(\(width)×\(height))" }
}
