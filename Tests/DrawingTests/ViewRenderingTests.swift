import Foundation
import Testing
@_spi(Headless) import UIKit
@_spi(Headless) import CoreGraphics
import HeadlessCore
@_spi(Headless) import UIKitTesting
import UIKitSnapshotTesting

/// Views painted into pixels through Cairo (References §28).
@MainActor
@Suite(.freshRuntime) struct ViewRenderingTests {
    /// A card: white background, corner radius 12 clipping a red subview, a 2-point blue border.
    private func card() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        view.backgroundColor = .white
        view.layer.cornerRadius = 12
        view.layer.borderWidth = 2
        view.layer.borderColor = UIColor.blue.cgColor
        view.clipsToBounds = true
        let stripe = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 10))
        stripe.backgroundColor = .red
        view.addSubview(stripe)
        return view
    }

    @Test func cornerRadiusAndBorderMatchTheReferencePNG() {
        _ = HeadlessRuntime.current
        #expect(expectSnapshot(of: card(), named: "card-corner-radius-border"))
    }

    @Test func paintedPixelsFollowBackgroundBorderCornersAndClipping() throws {
        _ = HeadlessRuntime.current
        let image = try #require(card().renderedImage(scale: 2)?.cgImage)
        #expect(image.width == 120 && image.height == 80)
        // The corner outside the radius stays transparent; the subview is clipped there.
        #expect(image.pixel(x: 0, y: 0)!.alpha == 0)
        // The border, inside the bounds: 4 pixels wide at scale 2, blue.
        let border = image.pixel(x: 1, y: 40)!
        #expect(border.blue == 255 && border.red == 0 && border.alpha == 255)
        // The red stripe below the top border, the white background in the middle.
        let stripe = image.pixel(x: 60, y: 10)!
        #expect(stripe.red == 255 && stripe.green == 0)
        let middle = image.pixel(x: 60, y: 50)!
        #expect(middle.red == 255 && middle.green == 255 && middle.blue == 255)
    }

    @Test func hiddenViewsAndAlphaAreHonoured() throws {
        _ = HeadlessRuntime.current
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.backgroundColor = .black
        hidden.isHidden = true
        let faded = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        faded.backgroundColor = .black
        faded.alpha = 0.5
        root.addSubview(hidden)
        root.addSubview(faded)
        let image = try #require(root.renderedImage(scale: 1)?.cgImage)
        #expect(image.pixel(x: 5, y: 5)!.alpha == 0)
        let half = image.pixel(x: 15, y: 5)!.alpha
        #expect((126...129).contains(half))
    }

    @Test func shapeAndGradientSublayersArePainted() throws {
        _ = HeadlessRuntime.current
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 20, y: 0, width: 20, height: 20)
        shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        shape.fillColor = UIColor.green.cgColor
        view.layer.addSublayer(gradient)
        view.layer.addSublayer(shape)
        let image = try #require(view.renderedImage(scale: 1)?.cgImage)
        // Top to bottom, black to white.
        #expect(image.pixel(x: 10, y: 0)!.red < 20)
        #expect(image.pixel(x: 10, y: 19)!.red > 235)
        // The circle's centre is green; its bounding box's corner is not painted.
        #expect(image.pixel(x: 30, y: 10)!.green == 255 && image.pixel(x: 30, y: 10)!.red == 0)
        #expect(image.pixel(x: 20, y: 0)!.alpha == 0)
    }

    @Test func drawOverridesAndLabelsPaint() throws {
        let runtime = HeadlessRuntime.current
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let canvas = DiagonalView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let label = UILabel(frame: CGRect(x: 50, y: 0, width: 50, height: 30))
        label.text = "Hi"
        label.textColor = .black
        window.addSubview(canvas)
        window.addSubview(label)
        window.isHidden = false
        runtime.runLoop.runUntilIdle()
        let image = try #require(window.renderedImage(scale: 1)?.cgImage)
        // draw(_:) filled the top left quarter with red.
        #expect(image.pixel(x: 5, y: 5)!.red == 255 && image.pixel(x: 30, y: 30)!.alpha == 0)
        // The label's text: glyph boxes, so some of its pixels are black and opaque.
        var inked = 0
        for y in 0..<30 { for x in 50..<100 where image.pixel(x: x, y: y)!.alpha == 255 { inked += 1 } }
        #expect(inked > 20)
    }

    @Test func imageRendererGivesRealPixelsAtItsScale() throws {
        _ = HeadlessRuntime.current
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format)
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        }
        let bitmap = try #require(image.cgImage)
        #expect(bitmap.width == 30 && image.scale == 3 && image.size == CGSize(width: 10, height: 10))
        #expect(bitmap.pixel(x: 14, y: 29)!.red == 255 && bitmap.pixel(x: 15, y: 0)!.alpha == 0)
    }

    @Test func imageContextHonoursScaleAndZeroSizeGivesNil() throws {
        _ = HeadlessRuntime.current
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 2)
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 2))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        let bitmap = try #require(image?.cgImage)
        #expect(bitmap.width == 8 && bitmap.pixel(x: 0, y: 0)!.blue == 255 && bitmap.pixel(x: 0, y: 7)!.alpha == 0)
        UIGraphicsBeginImageContextWithOptions(.zero, false, 0)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()
    }

    @Test func nanPathCoordinatesPaintNothingAndDoNotSpoilLaterDrawing() throws {
        _ = HeadlessRuntime.current
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            let bad = UIBezierPath()
            bad.move(to: CGPoint(x: CGFloat.nan, y: 0))
            bad.addLine(to: CGPoint(x: 4, y: CGFloat.infinity))
            bad.addLine(to: CGPoint(x: 0, y: 4))
            bad.close()
            UIColor.black.setFill()
            bad.fill()
            bad.stroke()
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let bitmap = try #require(image.cgImage)
        #expect(bitmap.pixel(x: 0, y: 0)!.green == 255)
    }

    @Test func bitmapContextsHaveTheirOriginAtTheBottomLeft() throws {
        let context = try #require(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                                             space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: 1))
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        let image = try #require(context.makeImage())
        #expect(image.pixel(x: 0, y: 3)!.red == 255 && image.pixel(x: 0, y: 0)!.alpha == 0)
    }
}

/// Fills its top left quarter with red.
private final class DiagonalView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height / 2))
    }
}

