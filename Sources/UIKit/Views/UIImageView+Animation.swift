import HeadlessCore
import Foundation

/// An image view's animation images on the virtual clock (References §56.3): the frame shown is
/// worked out from the time since `startAnimating()`, so no timer runs and a `wait` shows the
/// frame of that moment.
extension UIImageView {
    /// The images the animation cycles through in the current highlight.
    var currentAnimationImages: [UIImage]? {
        isHighlighted ? (highlightedAnimationImages ?? animationImages) : animationImages
    }

    /// The time one cycle takes: ``animationDuration``, or 1/30 s per image when it is 0.
    var effectiveAnimationDuration: TimeInterval {
        let count = currentAnimationImages?.count ?? 0
        return animationDuration > 0 ? animationDuration : Double(count) / 30
    }

    /// The index of the image shown now, or nil when the animation is stopped or has run its
    /// cycles.
    func animationFrame() -> Int? {
        guard let start = animationStart, let images = currentAnimationImages, !images.isEmpty else { return nil }
        let duration = effectiveAnimationDuration
        guard duration > 0, duration.isFinite else { return 0 }
        let elapsed = max(0, runtime.runLoop.now - start)
        let cycles = elapsed / duration
        if animationRepeatCount > 0 && cycles >= Double(animationRepeatCount) { return nil }
        let fraction = cycles - cycles.rounded(.down)
        return min(images.count - 1, Int(fraction * Double(images.count)))
    }

    /// The image painted now: the animation's current image while it runs, else the
    /// (highlighted) image.
    var displayedImage: UIImage? {
        if let frame = animationFrame(), let images = currentAnimationImages { return images[frame] }
        return isHighlighted ? (highlightedImage ?? image) : image
    }
}
