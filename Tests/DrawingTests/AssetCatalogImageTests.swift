import Foundation
import Testing
@_spi(Headless) import UIKit
@_spi(Headless) import CoreGraphics
import HeadlessCore
@_spi(Headless) import UIKitTesting
import _UIKitTestSupport

/// `UIImage(named:in:compatibleWith:)` reading asset catalogs (References §28.5).
@MainActor
@Suite(.freshRuntime) struct AssetCatalogImageTests {
    /// A PNG of a size in pixels, filled with one colour.
    private func png(_ pixels: Int, _ color: UIColor) throws -> Data {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: pixels, height: pixels), format: format).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: pixels, height: pixels))
        }
        return try #require(image.pngData())
    }

    /// A bundle folder with `Assets.xcassets`: `Icon` at @2x (red, 20 px) and @3x (blue, 30 px)
    /// inside a group, `Broken` with invalid JSON, `Missing` naming an absent file.
    private func makeBundle() throws -> Bundle {
        let root = TestScratch.url("drawing-assets")
        let catalog = root.appendingPathComponent("Assets.xcassets")
        let icon = catalog.appendingPathComponent("Group/Icon.imageset")
        let broken = catalog.appendingPathComponent("Broken.imageset")
        let missing = catalog.appendingPathComponent("Missing.imageset")
        for folder in [icon, broken, missing] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try png(20, .red).write(to: icon.appendingPathComponent("icon@2x.png"))
        try png(30, .blue).write(to: icon.appendingPathComponent("icon@3x.png"))
        try Data("""
            {"images":[{"idiom":"universal","scale":"1x"},
                       {"idiom":"universal","filename":"icon@2x.png","scale":"2x"},
                       {"idiom":"universal","filename":"icon@3x.png","scale":"3x"}],
             "info":{"version":1,"author":"xcode"}}
            """.utf8).write(to: icon.appendingPathComponent("Contents.json"))
        try Data("{\"images\": [".utf8).write(to: broken.appendingPathComponent("Contents.json"))
        try Data("""
            {"images":[{"idiom":"universal","filename":"gone.png","scale":"2x"}]}
            """.utf8).write(to: missing.appendingPathComponent("Contents.json"))
        return try #require(Bundle(path: root.path))
    }

    @Test func iPhoneSEGetsTheAt2xFile() throws {
        let runtime = HeadlessRuntime.current
        runtime.screen.use(try #require(DeviceModel(identifier: "iphone-se")))
        let image = try #require(UIImage(named: "Icon", in: try makeBundle(), compatibleWith: nil))
        #expect(image.scale == 2 && image.size == CGSize(width: 10, height: 10))
        #expect(image.cgImage?.pixel(x: 0, y: 0)?.red == 255)
    }

    @Test func iPhone15GetsTheAt3xFile() throws {
        let runtime = HeadlessRuntime.current
        runtime.screen.use(try #require(DeviceModel(identifier: "iphone-15")))
        let image = try #require(UIImage(named: "Icon", in: try makeBundle(), compatibleWith: nil))
        #expect(image.scale == 3 && image.size == CGSize(width: 10, height: 10))
        #expect(image.cgImage?.pixel(x: 0, y: 0)?.blue == 255)
    }

    @Test func brokenContentsAndMissingFilesGiveNilAndOneDiagnosticEach() throws {
        let runtime = HeadlessRuntime.current
        let bundle = try makeBundle()
        #expect(UIImage(named: "Broken", in: bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "Missing", in: bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "Nowhere", in: bundle, compatibleWith: nil) == nil)
        let codes = runtime.diagnostics.all.map(\.code)
        #expect(codes.filter { $0 == .imageAssetUnreadable }.count == 2)
    }
}
