import Foundation

extension CGContext {
    /// A blank context of the receiver's size and orientation, with its CTM and no clip: for
    /// painting a group (a layer and its sublayers) apart, to composite it back with
    /// ``drawDevicePixels(_:offsetBy:)`` once its pixels have been worked on (a mask, a shadow).
    @_spi(Headless) public func makeOffscreenContext() -> CGContext {
        let offscreen = CGContext(width: width, height: height, bottomUp: isBottomUp)
        offscreen.concatenate(state.ctm)
        return offscreen
    }

    /// Paints an image of the context's own size in pixels (one made by an offscreen context
    /// of ``makeOffscreenContext()``) pixel for pixel over the destination, moved by an offset
    /// in device space, with the clip, alpha and blend mode in force.
    @_spi(Headless) public func drawDevicePixels(_ image: CGImage, offsetBy offset: CGSize = .zero) {
        guard state.ctm.isInvertible, offset.width.isFinite, offset.height.isFinite else { return }
        saveGState()
        concatenate(state.ctm.inverted())
        let rect = CGRect(x: offset.width, y: offset.height, width: CGFloat(width), height: CGFloat(height))
        // Core Graphics puts an image's first row at the rectangle's maximum y: right for a
        // bottom-up device space, upside down for a top-down one.
        if isBottomUp { draw(image, in: rect) } else { drawUpright(image, in: rect) }
        restoreGState()
    }

    /// The factor lengths in user space are multiplied by in device space.
    @_spi(Headless) public var deviceScale: CGFloat { state.ctm.uniformScale }
}
