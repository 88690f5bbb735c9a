import Foundation
import Testing
import CImageCodecs
@_spi(Headless) import UIKit
@_spi(Headless) import CoreGraphics
import HeadlessCore
@_spi(Headless) import UIKitTesting
import _UIKitTestSupport

/// Decoding within budgets, checked from the header before allocating, and CMYK/YCCK JPEGs
/// (References §39.2, §39.3). Each hostile file is made in the test.
@MainActor
@Suite(.freshRuntime) struct ImageDecodeBudgetTests {
    /// A PNG signature and an IHDR chunk claiming a size (8-bit RGBA), then an IEND: a few
    /// dozen bytes that ask for `width × height × 4` bytes of pixels.
    private func pngHeader(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8)
        for word in [width, height] { bytes += [UInt8(word >> 24), UInt8(word >> 16 & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word & 0xFF)] }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        bytes += [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
        return Data(bytes)
    }

    /// A small real JPEG whose frame header (SOF0) is rewritten to claim another size.
    private func jpegHeader(width: Int, height: Int) throws -> Data {
        var bytes = [UInt8](try #require(solid(.red, side: 8).jpegData(compressionQuality: 0.8)))
        let sof = try #require(bytes.indices.dropLast().first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        bytes[sof + 5] = UInt8(height >> 8); bytes[sof + 6] = UInt8(height & 0xFF)
        bytes[sof + 7] = UInt8(width >> 8); bytes[sof + 8] = UInt8(width & 0xFF)
        return Data(bytes)
    }

    private func solid(_ color: UIColor, side: Int) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    /// Bytes from one of CImageCodecs' test encoders.
    private func encoded(_ encode: (UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, UnsafeMutablePointer<Int>) -> Int32) throws -> Data {
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        #expect(encode(&output, &length) == 0)
        let bytes = try #require(output)
        defer { headless_jpeg_free(bytes) }
        return Data(bytes: bytes, count: length)
    }

    private func budgetDiagnostics() -> [Diagnostic] {
        HeadlessRuntime.current.diagnostics.all.filter { $0.code == .imageDecodeOverBudget }
    }

    @Test func aPNGHeaderClaiming16384SquaredIsRefusedBeforeDecoding() throws {
        let data = pngHeader(width: 16384, height: 16384)
        #expect(data.count < 64)
        #expect(CGImage.decoding(data) == .failure(.overPixelBudget(format: "PNG", width: 16384, height: 16384, limit: 50_000_000)))
        #expect(UIImage(data: data) == nil)
        let message = try #require(budgetDiagnostics().first?.message)
        #expect(message.contains("UIImage(data:) (\(data.count) bytes)"))
        #expect(message.contains("16384 × 16384") && message.contains("50.0 megapixels"))
        // The largest IHDR fields do not overflow.
        #expect(CGImage.decoding(pngHeader(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF)).isFailure)
        #expect(CGImage.decoding(pngHeader(width: 0xFFFF_FFFF, height: 0xFFFF_FFFF)) == .failure(.damaged(format: "PNG")))
    }

    @Test func aJPEGHeaderClaimingHugeDimensionsIsRefusedBeforeDecoding() throws {
        let data = try jpegHeader(width: 16000, height: 16000)
        #expect(CGImage.decoding(data) == .failure(.overPixelBudget(format: "JPEG", width: 16000, height: 16000, limit: 50_000_000)))
        #expect(UIImage(data: data) == nil)
        let message = try #require(budgetDiagnostics().first?.message)
        #expect(message.contains("a JPEG of 16000 × 16000 pixels (256.0 megapixels)"))
    }

    @Test func theMemoryBudgetIsCheckedFromTheHeaderToo() throws {
        let budget = CGImage.DecodeBudget(maximumPixels: 50_000_000, maximumBytes: 1 << 20, maximumScans: 100)
        #expect(CGImage.decoding(pngHeader(width: 1024, height: 1024), budget: budget)
            == .failure(.overMemoryBudget(format: "PNG", width: 1024, height: 1024, bytes: 4 << 20, limit: 1 << 20)))
        let jpeg = try jpegHeader(width: 1024, height: 1024)
        #expect(CGImage.decoding(jpeg, budget: budget)
            == .failure(.overMemoryBudget(format: "JPEG", width: 1024, height: 1024, bytes: 4 << 20, limit: 1 << 20)))
        // Within it, the same small files decode.
        let small = try #require(solid(.red, side: 8).pngData())
        #expect(try CGImage.decoding(small, budget: budget).get().width == 8)
    }

    @Test func aProgressiveJPEGWithTooManyScansIsRefused() throws {
        let gray = [UInt8](repeating: 128, count: 16 * 16)
        // 64 scans decode; 128 scans are over the budget of 100.
        let within = try encoded { headless_jpeg_encode_many_scans_for_testing(gray, 16, 16, 0, $0, $1) }
        let over = try encoded { headless_jpeg_encode_many_scans_for_testing(gray, 16, 16, 1, $0, $1) }
        let decoded = try #require(UIImage(data: within)?.cgImage)
        #expect(decoded.width == 16 && decoded.height == 16)
        let pixel = try #require(decoded.pixel(x: 3, y: 3))
        #expect(abs(Int(pixel.red) - 128) <= 2 && pixel.red == pixel.green && pixel.alpha == 255)
        #expect(budgetDiagnostics().isEmpty)
        #expect(CGImage.decoding(over) == .failure(.overScanBudget(width: 16, height: 16, limit: 100)))
        #expect(UIImage(data: over) == nil)
        #expect(budgetDiagnostics().first?.message.contains("more than 100 scans") == true)
    }

    @Test func anOversizedImageInABundleNamesTheImage() throws {
        let root = TestScratch.url("budget")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try pngHeader(width: 16384, height: 16384).write(to: root.appendingPathComponent("Huge.png"))
        let bundle = try #require(Bundle(path: root.path))
        #expect(UIImage(named: "Huge", in: bundle, compatibleWith: nil) == nil)
        let message = try #require(budgetDiagnostics().first?.message)
        #expect(message.hasPrefix("UIImage(named: \"Huge\") returned nil") && message.contains("16384 × 16384"))
    }

    /// Photoshop's CMYK: inverted (255 is no ink) with an Adobe marker. Red is no cyan, full
    /// magenta and yellow, no black.
    @Test(arguments: [Int32(0), Int32(1)]) func adobeCMYKAndYCCKJPEGsDecodeToRGB(ycck: Int32) throws {
        var cmyk: [UInt8] = []
        for y in 0..<16 {
            for _ in 0..<16 { cmyk += y < 8 ? [255, 0, 0, 255] : [0, 255, 255, 255] } // red, then cyan
        }
        let data = try encoded { headless_jpeg_encode_cmyk_for_testing(cmyk, 16, 16, ycck, $0, $1) }
        let image = try #require(UIImage(data: data)?.cgImage)
        #expect(image.width == 16 && image.height == 16)
        let red = try #require(image.pixel(x: 4, y: 2))
        #expect(red.red > 240 && red.green < 15 && red.blue < 15 && red.alpha == 255)
        let cyan = try #require(image.pixel(x: 4, y: 13))
        #expect(cyan.red < 15 && cyan.green > 240 && cyan.blue > 240)
    }

    /// Without the Adobe marker, CMYK is read as plain ink values (255 is full ink).
    @Test func plainCMYKWithoutTheAdobeMarkerIsReadAsInk() throws {
        let cmyk = [UInt8]((0..<64).flatMap { _ in [0, 255, 255, 0] as [UInt8] }) // red as ink
        var bytes = [UInt8](try encoded { headless_jpeg_encode_cmyk_for_testing(cmyk, 8, 8, 0, $0, $1) })
        // Drop the APP14 "Adobe" segment.
        let app14 = try #require(bytes.indices.dropLast().first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xEE })
        let length = Int(bytes[app14 + 2]) << 8 | Int(bytes[app14 + 3])
        bytes.removeSubrange(app14..<(app14 + 2 + length))
        let pixel = try #require(UIImage(data: Data(bytes))?.cgImage?.pixel(x: 2, y: 2))
        #expect(pixel.red > 240 && pixel.green < 15 && pixel.blue < 15)
    }

    @Test func ordinaryImagesDecodeAsBefore() throws {
        let image = solid(.blue, side: 12)
        let png = try #require(image.pngData())
        #expect(try CGImage.decoding(png).get() == image.cgImage)
        #expect(CGImage.decode(png) == image.cgImage)
        let jpeg = try #require(image.jpegData(compressionQuality: 1))
        let decoded = try #require(UIImage(data: jpeg)?.cgImage)
        #expect(decoded.width == 12 && (decoded.pixel(x: 5, y: 5)?.blue ?? 0) > 240)
        #expect(CGImage.decoding(Data("text".utf8)) == .failure(.unrecognized))
        #expect(budgetDiagnostics().isEmpty)
    }
}

private extension Result {
    var isFailure: Bool {
        if case .failure = self { return true }
        return false
    }
}
