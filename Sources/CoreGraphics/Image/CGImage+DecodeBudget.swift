import Foundation

extension CGImage {
    /// What one decode of PNG or JPEG data may spend, checked from the file's header before
    /// anything is allocated (References §39.2).
    ///
    /// An iOS app is bounded by its memory limit (jetsam ends it when it goes over), not by
    /// an image size: a decoded image costs `width × height × 4` bytes whatever the file's
    /// size, so a few hundred bytes of header can ask for gigabytes. Here a decode that would
    /// go over a budget is refused instead, and the image is nil:
    ///
    /// - ``maximumPixels``, 50 megapixels by default: above the largest photo an iPhone
    ///   takes (the 48-megapixel camera's 8064 × 6048 = 48.8 MP), so every real photo and
    ///   asset decodes, while a forged 16384 × 16384 header (268 MP) is refused.
    /// - ``maximumBytes``, 512 MiB by default: the most one decode holds at once, the RGBA
    ///   bitmap (4 bytes a pixel) plus, for a progressive or multi-scan JPEG, libjpeg's buffer of
    ///   every DCT coefficient (2 bytes a sample per component). Any PNG or RGB JPEG within the
    ///   pixel budget fits (50 MP progressive YCbCr: 200 MB + 300 MB); a 50 MP progressive CMYK
    ///   JPEG (200 MB + 400 MB) does not. 512 MiB is a quarter of the roughly 2 GB an app may use
    ///   on a 4 GB iPhone before jetsam ends it.
    /// - ``maximumScans``, 100 by default: a progressive JPEG is re-read once per scan, so its
    ///   decoding time grows with the number of scans times the image's size. Encoders write
    ///   a handful (libjpeg's standard progressive script has 10 for colour, 6 for greyscale;
    ///   optimised scripts a few more); a file with hundreds is a decoding-time bomb (2,000
    ///   scans took 28 s). The decode stops at the first scan over the limit.
    @_spi(Headless) public struct DecodeBudget: Sendable, Equatable {
        /// The most pixels (width × height) an image may have.
        public var maximumPixels: Int
        /// The most bytes one decode may hold at once.
        public var maximumBytes: Int
        /// The most scans a progressive JPEG may have.
        public var maximumScans: Int

        /// A budget; every limit must be positive.
        public init(maximumPixels: Int, maximumBytes: Int, maximumScans: Int) {
            self.maximumPixels = max(1, maximumPixels)
            self.maximumBytes = max(1, maximumBytes)
            self.maximumScans = max(1, maximumScans)
        }

        /// 50 megapixels, 512 MiB and 100 scans (see ``CGImage/DecodeBudget``).
        public static let standard = DecodeBudget(maximumPixels: 50_000_000, maximumBytes: 512 << 20, maximumScans: 100)
    }
}
