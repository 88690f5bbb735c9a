import Foundation

extension CGContext {
    /// Draws an image the right way up in a y-down user space (Core Graphics draws an image
    /// with its first row at the rectangle's maximum y, so the space is flipped around it).
    @_spi(Headless) public func drawUpright(_ image: CGImage, in rect: CGRect) {
        saveGState()
        translateBy(x: 0, y: rect.minY + rect.maxY)
        scaleBy(x: 1, y: -1)
        draw(image, in: rect)
        restoreGState()
    }
}
