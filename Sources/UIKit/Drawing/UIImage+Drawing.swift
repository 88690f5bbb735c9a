import HeadlessCore
import Foundation
@_spi(Headless) import CoreGraphics

extension UIImage {
    /// Draws the image, the right way up, stretched to a rectangle of the current context.
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image at its size in points with its top left corner at a point.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image at a point with a blend mode and an alpha.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image in a rectangle with a blend mode and an alpha.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), let bitmap = drawableBitmap else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(context.state.alpha * (alpha.isFinite ? min(1, max(0, alpha)) : 1))
        context.drawUpright(bitmap, in: rect)
        context.restoreGState()
    }

    /// The bitmap painted when the image is drawn: its own pixels, or its shape in its tint
    /// colour when made with `withTintColor`; nil for an image that has none (a name found
    /// without pixels).
    var drawableBitmap: CGImage? {
        guard let tint = tintColor else { return cgImage }
        return cgImage?.filled(with: tint.cgColor)
    }

    /// Whether an image view shows the image as a template, its shape in the view's tint
    /// colour: `.alwaysTemplate`, or `.automatic` for a symbol; an image with its own tint
    /// colour keeps it (References §33).
    var isDrawnAsTemplate: Bool {
        guard tintColor == nil else { return false }
        return renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage)
    }
}
