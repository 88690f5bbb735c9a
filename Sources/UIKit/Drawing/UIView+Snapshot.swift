import HeadlessCore
import Foundation
@_spi(Headless) import CoreGraphics

extension UIView {
    /// Draws the view's hierarchy, scaled to a rectangle of the current context; false when
    /// there is no current context or the view is empty.
    ///
    /// `afterScreenUpdates` is ignored: the tree is painted as it is now.
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0,
              rect.width > 0, rect.height > 0, rect.origin.x.isFinite, rect.origin.y.isFinite,
              rect.width.isFinite, rect.height.isFinite else { return false }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        ViewRenderer.render(self, in: context)
        context.restoreGState()
        return true
    }

    /// `snapshotView(afterScreenUpdates:)`: a plain view the size of the receiver's bounds
    /// (at the origin) whose layer's contents are the hierarchy painted now, at the screen's
    /// scale. Later changes to the receiver do not show in it. Screen updates are not waited
    /// for: the tree is painted as it is, its pending layout included.
    func snapshotViewMechanism() -> UIView? {
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return nil }
        layoutIfNeeded()
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        if let image = ViewRenderer.image(of: self, scale: nil) {
            snapshot.layer.contents = image
            snapshot.layer.contentsScale = CGFloat(image.width) / bounds.width
        }
        return snapshot
    }

    /// The view and its subviews painted into an image at `scale` pixels per point (the
    /// screen's when nil); nil for an empty view. See `ViewRenderer` for what is painted.
    @_spi(Headless) public func renderedImage(scale: CGFloat? = nil) -> UIImage? {
        guard let bitmap = ViewRenderer.image(of: self, scale: scale) else { return nil }
        return UIImage(cgImage: bitmap, scale: bitmap.width > 0 ? CGFloat(bitmap.width) / bounds.width : 1, orientation: .up)
    }

    /// The view and its subviews as PNG data, at `scale` pixels per point (the screen's when
    /// nil): the one entry point for snapshots (`lifecycle run --snapshot`, the test kit's
    /// `snapshotPNG()`, snapshot-testing strategies). Nil for an empty view.
    @_spi(Headless) public func renderedPNGData(scale: CGFloat? = nil) -> Data? {
        ViewRenderer.image(of: self, scale: scale)?.pngData()
    }
}
