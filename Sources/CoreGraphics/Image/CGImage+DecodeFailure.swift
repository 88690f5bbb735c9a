import Foundation

extension CGImage {
    /// Why data did not decode to an image. CoreGraphics is below UIKit and reports nothing
    /// itself; UIKit turns a refusal into a diagnostic that names the image.
    @_spi(Headless) public enum DecodeFailure: Error, Sendable, Equatable, CustomStringConvertible {
        /// Neither a PNG nor a JPEG signature.
        case unrecognized
        /// A PNG or JPEG that cannot be read: damaged, truncated, of a size of zero or over
        /// 32768 pixels a side, or of a colour space that is not read.
        case damaged(format: String)
        /// More pixels than ``DecodeBudget/maximumPixels``; nothing was allocated.
        case overPixelBudget(format: String, width: Int, height: Int, limit: Int)
        /// More memory than ``DecodeBudget/maximumBytes``; nothing was allocated.
        case overMemoryBudget(format: String, width: Int, height: Int, bytes: Int, limit: Int)
        /// A progressive JPEG with more scans than ``DecodeBudget/maximumScans``.
        case overScanBudget(width: Int, height: Int, limit: Int)

        /// Whether a budget refused the image (as opposed to data that cannot be read).
        public var isBudgetRefusal: Bool {
            switch self {
            case .overPixelBudget, .overMemoryBudget, .overScanBudget: true
            case .unrecognized, .damaged: false
            }
        }

        /// What went wrong, as a clause: "a JPEG of 16384 × 16384 pixels (268.4 megapixels),
        /// over the decode budget of 50 megapixels".
        public var description: String {
            switch self {
            case .unrecognized:
                "the data is neither a PNG nor a JPEG"
            case .damaged(let format):
                "the data is not a readable \(format) (damaged, truncated, or of a size or colour space that is not read)"
            case .overPixelBudget(let format, let width, let height, let limit):
                "a \(format) of \(width) × \(height) pixels (\(Self.megapixels(width * height)) megapixels), over the decode budget of \(Self.megapixels(limit)) megapixels"
            case .overMemoryBudget(let format, let width, let height, let bytes, let limit):
                "a \(format) of \(width) × \(height) pixels whose decoding needs \(Self.mebibytes(bytes)) MiB at once, over the decode budget of \(Self.mebibytes(limit)) MiB"
            case .overScanBudget(let width, let height, let limit):
                "a progressive JPEG of \(width) × \(height) pixels with more than \(limit) scans, over the decode budget of \(limit) scans"
            }
        }

        private static func megapixels(_ pixels: Int) -> String {
            String(format: "%.1f", Double(pixels) / 1_000_000)
        }

        private static func mebibytes(_ bytes: Int) -> String {
            String(format: "%.0f", Double(bytes) / Double(1 << 20))
        }
    }
}
