import Foundation
import Testing
@_spi(Headless) import UIKit
@_spi(Headless) import CoreGraphics
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// PNG and JPEG decoding and encoding (References §28.4).
@MainActor
@Suite(.freshRuntime) struct ImageCodecTests {
    private func sample() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            UIColor.blue.withAlphaComponent(0.5).setFill()
            context.fill(CGRect(x: 4, y: 0, width: 4, height: 4))
        }
    }

    @Test func pngRoundTripKeepsEveryPixel() throws {
        _ = HeadlessRuntime.current
        let image = sample()
        let data = try #require(image.pngData())
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.size == CGSize(width: 8, height: 4))
        #expect(decoded.cgImage == image.cgImage)
        let scaled = try #require(UIImage(data: data, scale: 2))
        #expect(scaled.size == CGSize(width: 4, height: 2) && scaled.scale == 2)
    }

    @Test func jpegRoundTripKeepsColoursApproximately() throws {
        _ = HeadlessRuntime.current
        let data = try #require(sample().jpegData(compressionQuality: 0.9))
        #expect(data.starts(with: [0xFF, 0xD8, 0xFF]))
        let decoded = try #require(UIImage(data: data)?.cgImage)
        #expect(decoded.width == 8 && decoded.height == 4)
        let red = decoded.pixel(x: 1, y: 1)!
        #expect(red.red > 230 && red.green < 30 && red.alpha == 255)
        let smaller = try #require(sample().jpegData(compressionQuality: 0))
        #expect(smaller.count <= data.count)
    }

    @Test func corruptOrForeignDataGivesNil() throws {
        _ = HeadlessRuntime.current
        let png = try #require(sample().pngData())
        let jpeg = try #require(sample().jpegData(compressionQuality: 0.8))
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(data: png.prefix(40)) == nil)
        var damaged = png
        for i in 20..<min(60, damaged.count) { damaged[i] = 0xAB }
        #expect(UIImage(data: damaged) == nil)
        #expect(UIImage(data: jpeg.prefix(30)) == nil)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46])) == nil)
    }

    @Test func imageWithoutPixelsHasNoData() {
        _ = HeadlessRuntime.current
        #expect(UIImage(systemName: "star")?.pngData() == nil)
    }
}
