import Foundation
import Testing
@_spi(Headless) import UIKit
@_spi(Headless) import CoreGraphics
import HeadlessCore
@_spi(Headless) import UIKitTesting
import UIKitSnapshotTesting

/// Shadows, masks and template images painted into pixels (References §28, §33).
@MainActor
@Suite(.freshRuntime) struct LayerEffectsRenderingTests {
    /// A 60 × 60 transparent stage with a white 30 × 30 card at (10, 10).
    private func stage(_ configure: (UIView) -> Void) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        card.backgroundColor = .white
        configure(card)
        root.addSubview(card)
        return root
    }

    @Test func aSharpShadowIsTheShapeMovedByTheOffsetUnderTheLayer() throws {
        _ = HeadlessRuntime.current
        let image = try #require(stage { card in
            card.layer.shadowColor = UIColor.black.cgColor
            card.layer.shadowOpacity = 1
            card.layer.shadowRadius = 0
            card.layer.shadowOffset = CGSize(width: 6, height: 6)
        }.renderedImage(scale: 1)?.cgImage)
        // Under the card: the card (white); below and right of it: the shadow (black).
        let card = image.pixel(x: 20, y: 20)!
        #expect(card.red == 255 && card.alpha == 255)
        let shadow = image.pixel(x: 43, y: 43)!
        #expect(shadow.red == 0 && shadow.alpha == 255)
        // Beyond the shadow, and above-left of the card, nothing.
        #expect(image.pixel(x: 47, y: 47)!.alpha == 0)
        #expect(image.pixel(x: 8, y: 8)!.alpha == 0)
    }

    @Test func aBlurredShadowFadesOutAndMatchesTheReference() throws {
        _ = HeadlessRuntime.current
        let view = stage { card in
            card.layer.cornerRadius = 6
            card.layer.shadowColor = UIColor.blue.cgColor
            card.layer.shadowOpacity = 0.8
            card.layer.shadowRadius = 6
            card.layer.shadowOffset = CGSize(width: 0, height: 4)
        }
        #expect(expectSnapshot(of: view, named: "card-blurred-shadow", scale: 2))
        let image = try #require(view.renderedImage(scale: 2)?.cgImage)
        // Below the card's bottom edge (y 80 at scale 2) the shadow fades with distance.
        let near = image.pixel(x: 50, y: 84)!.alpha, far = image.pixel(x: 50, y: 96)!.alpha
        #expect(near > far && far > 0 && near < 255)
        #expect(image.pixel(x: 50, y: 84)!.blue > 0 && image.pixel(x: 50, y: 84)!.red == 0)
        #expect(image.pixel(x: 50, y: 119)!.alpha == 0)
    }

    @Test func shadowPathShapesTheShadowAndClippingRemovesIt() throws {
        _ = HeadlessRuntime.current
        let shaped = try #require(stage { card in
            card.backgroundColor = .clear
            card.layer.shadowOpacity = 1
            card.layer.shadowRadius = 0
            card.layer.shadowOffset = .zero
            card.layer.shadowPath = CGPath(ellipseIn: card.bounds, transform: nil)
        }.renderedImage(scale: 1)?.cgImage)
        // The ellipse's centre is shadowed, the bounds' corner is not.
        #expect(shaped.pixel(x: 25, y: 25)!.alpha == 255)
        #expect(shaped.pixel(x: 11, y: 11)!.alpha == 0)
        let clipped = try #require(stage { card in
            card.clipsToBounds = true
            card.layer.shadowOpacity = 1
            card.layer.shadowRadius = 0
            card.layer.shadowOffset = CGSize(width: 6, height: 6)
        }.renderedImage(scale: 1)?.cgImage)
        #expect(clipped.pixel(x: 43, y: 43)!.alpha == 0, "masksToBounds clips the shadow away")
    }

    @Test func aMaskLayerKeepsOnlyWhatItsAlphaCovers() throws {
        _ = HeadlessRuntime.current
        let view = stage { card in
            card.backgroundColor = .red
            let circle = CAShapeLayer()
            circle.frame = card.bounds
            circle.path = CGPath(ellipseIn: card.bounds, transform: nil)
            card.layer.mask = circle
        }
        #expect(expectSnapshot(of: view, named: "card-circle-mask", scale: 2))
        let image = try #require(view.renderedImage(scale: 1)?.cgImage)
        #expect(image.pixel(x: 25, y: 25)!.red == 255 && image.pixel(x: 25, y: 25)!.alpha == 255)
        #expect(image.pixel(x: 11, y: 11)!.alpha == 0, "outside the circle the mask hides the card")
    }

    /// An image view shows a template image as its shape in its tint colour; an original image
    /// keeps its colours; `withTintColor` draws in its own colour anywhere.
    @Test func templateImagesTakeTheTintColour() throws {
        _ = HeadlessRuntime.current
        let glyph = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        root.tintColor = .red
        for (index, image) in [glyph.withRenderingMode(.alwaysTemplate), glyph, glyph.withTintColor(.green)].enumerated() {
            let imageView = UIImageView(image: image)
            imageView.frame = CGRect(x: CGFloat(index) * 10, y: 0, width: 10, height: 10)
            root.addSubview(imageView)
        }
        let image = try #require(root.renderedImage(scale: 1)?.cgImage)
        let template = image.pixel(x: 2, y: 5)!, original = image.pixel(x: 12, y: 5)!, tinted = image.pixel(x: 22, y: 5)!
        #expect(template.red == 255 && template.green == 0 && template.alpha == 255)
        #expect(original.red == 0 && original.green == 0 && original.alpha == 255)
        #expect(tinted.green == 255 && tinted.red == 0)
        #expect(image.pixel(x: 7, y: 5)!.alpha == 0, "the transparent half stays transparent")
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
            glyph.withTintColor(.green).draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(try #require(drawn.cgImage).pixel(x: 2, y: 2)!.green == 255)
    }
}
