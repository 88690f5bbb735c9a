import Testing
import Foundation
@_spi(Headless) import CoreGraphics

@Suite struct CGColorTests {
    @Test func rgbAndGreyColours() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(red.components == [1, 0, 0, 0.5])
        #expect(red.alpha == 0.5 && red.numberOfComponents == 4)
        #expect(red.colorSpace?.model == .rgb)
        #expect(red.copy(alpha: 1)?.components == [1, 0, 0, 1])
        let grey = CGColor(gray: 0.25, alpha: 1)
        #expect(grey.numberOfComponents == 2 && grey.colorSpace?.model == .monochrome)
        #expect(grey.rgbaComponents == (0.25, 0.25, 0.25, 1))
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.numberOfComponents == 3)
        #expect(CGColorSpace(name: "nonsense") == nil)
    }

    @Test func gradientNeedsMatchingLocations() {
        let colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)]
        #expect(CGGradient(colorsSpace: nil, colors: colors, locations: nil)?.locations == [0, 1])
        #expect(CGGradient(colorsSpace: nil, colors: colors, locations: [0]) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: [], locations: nil) == nil)
    }

    @Test func imagesValidateTheirPixels() {
        #expect(CGImage(width: 0, height: 1, rgbaPixels: []) == nil)
        #expect(CGImage(width: 2, height: 1, rgbaPixels: [0, 0, 0]) == nil)
        let image = CGImage(width: 2, height: 1, rgbaPixels: [255, 0, 0, 255, 0, 0, 255, 255])
        #expect(image?.width == 2 && image?.bitsPerComponent == 8 && image?.bytesPerRow == 8)
        #expect(image?.pixel(x: 1, y: 0)?.blue == 255)
        #expect(image?.cropping(to: CGRect(x: 1, y: 0, width: 5, height: 5))?.width == 1)
    }
}

@Suite struct CGContextTests {
    @Test func fillsAreRecordedInDeviceSpaceWithTheirState() throws {
        let context = CGContext(recordingWidth: 100, height: 100)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.saveGState()
        context.translateBy(x: 10, y: 20)
        context.scaleBy(x: 2, y: 2)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        context.restoreGState()
        context.setLineWidth(3)
        context.setLineCap(.round)
        context.stroke(CGRect(x: 0, y: 0, width: 1, height: 1))
        guard case .fill(let path, .winding, let state) = try #require(context.operations.first { if case .fill = $0 { true } else { false } }) else {
            Issue.record("no fill"); return
        }
        #expect(path.boundingBox == CGRect(x: 10, y: 20, width: 10, height: 10))
        #expect(state.fillColor.components == [1, 0, 0, 1])
        #expect(context.ctm == .identity)
        guard case .stroke(let strokePath, let strokeState) = context.operations.last else {
            Issue.record("no stroke"); return
        }
        #expect(strokePath.boundingBox == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(strokeState.lineWidth == 3 && strokeState.lineCap == .round)
    }

    @Test func clipsNarrowTheClipBox() {
        let context = CGContext(recordingWidth: 100, height: 50)
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 100, height: 50))
        context.clip(to: CGRect(x: 10, y: 10, width: 200, height: 20))
        #expect(context.boundingBoxOfClipPath == CGRect(x: 10, y: 10, width: 90, height: 20))
        context.restoreGState()  // unbalanced: ignored
        #expect(context.state.clipPaths.count == 1)
    }

    @Test func bitmapContextRejectsBadSizes() {
        let space = CGColorSpaceCreateDeviceRGB()
        #expect(CGContext(data: nil, width: 0, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: space,
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        let context = CGContext(data: nil, width: 4, height: 3, bitsPerComponent: 8, bytesPerRow: 16, space: space,
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        #expect(context?.makeImage()?.height == 3)
    }
}
