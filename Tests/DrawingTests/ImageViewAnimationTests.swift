import Foundation
import Testing
@_spi(Headless) @testable import UIKit
@_spi(Headless) import CoreGraphics
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// An image view's animation images on the virtual clock (References §56.3).
@MainActor
@Suite(.freshRuntime) struct ImageViewAnimationTests {
    private func swatch(_ color: UIColor) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
    }

    @Test func theFramesFollowTheClockAndTheRepeatCountEndsTheAnimation() throws {
        let harness = LifecycleHarness()
        let still = swatch(.black), red = swatch(.red), green = swatch(.green)
        let view = UIImageView(image: still)
        view.animationImages = [red, green]
        view.animationDuration = 2
        view.animationRepeatCount = 2
        #expect(!view.isAnimating && view.displayedImage === still)
        view.startAnimating()
        #expect(view.isAnimating && view.displayedImage === red)
        harness.advance(by: 1.5)
        #expect(view.displayedImage === green)
        let pixel = try #require(view.renderedImage(scale: 1)?.cgImage?.pixel(x: 1, y: 1))
        #expect(pixel.green == 255 && pixel.red == 0)
        harness.advance(by: 1)
        #expect(view.displayedImage === red)
        harness.advance(by: 2)
        #expect(!view.isAnimating && view.displayedImage === still)
        view.startAnimating()
        #expect(view.displayedImage === red)
        view.stopAnimating()
        #expect(!view.isAnimating && view.displayedImage === still)
    }

    @Test func withoutADurationEachImageTakesAThirtiethOfASecond() {
        let harness = LifecycleHarness()
        let view = UIImageView()
        view.startAnimating()
        #expect(!view.isAnimating)
        view.animationImages = (0..<3).map { _ in swatch(.blue) }
        #expect(view.effectiveAnimationDuration == 0.1)
        view.startAnimating()
        harness.advance(by: 10)
        #expect(view.isAnimating)
    }
}
