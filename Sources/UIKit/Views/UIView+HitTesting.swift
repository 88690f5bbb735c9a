import HeadlessCore
import Foundation

/// Hit testing and converting points and rectangles between views.
///
/// A point goes from a view to its superview through the view's bounds origin, its transform
/// around its centre, and its frame; a view and another view meet at their common root (the
/// window), and views of different windows meet on the screen through the windows' frames.
extension UIView {
    /// UIKit's hit test: nil when the view is hidden, almost transparent (alpha below 0.01),
    /// ignores touches, or `point` is outside it (``point(inside:with:)``); otherwise the
    /// front-most subview's hit (subviews from last to first, each asked in its own
    /// coordinates), else the view itself.
    ///
    /// The search follows UIKit's recursion through the overridable `hitTest(_:with:)` of each
    /// subview, so its depth is the depth of the view tree the app built.
    func hitTestMechanism(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in storedSubviews.reversed() {
            let local = subview.convertFromSuperview(point)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return isTransparentSearchInterface ? nil : self
    }

    /// Whether this is the view of an active search controller that neither obscures the
    /// content under it nor shows a results controller: a touch that lands on no subview of it
    /// reaches that content, as when results are shown in the searched screen itself
    /// (`obscuresBackgroundDuringPresentation = false`; References §62.6).
    private var isTransparentSearchInterface: Bool {
        guard let search = owningViewController as? UISearchController, search.storedView === self else { return false }
        return search.passesTouchesToContent
    }

    /// A point in the superview's coordinates, in the receiver's.
    func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        if hasTransform {
            let center = centerMechanism
            let offset = CGPoint(x: point.x - center.x, y: point.y - center.y).applying(transformMechanism.inverted())
            let bounds = boundsMechanism
            return CGPoint(x: offset.x + bounds.midX, y: offset.y + bounds.midY)
        }
        return CGPoint(x: point.x - storedFrame.origin.x + boundsOrigin.x, y: point.y - storedFrame.origin.y + boundsOrigin.y)
    }

    /// A point in the receiver's coordinates, in its superview's.
    func convertToSuperview(_ point: CGPoint) -> CGPoint {
        if hasTransform {
            let bounds = boundsMechanism
            let offset = CGPoint(x: point.x - bounds.midX, y: point.y - bounds.midY).applying(transformMechanism)
            let center = centerMechanism
            return CGPoint(x: center.x + offset.x, y: center.y + offset.y)
        }
        return CGPoint(x: point.x - boundsOrigin.x + storedFrame.origin.x, y: point.y - boundsOrigin.y + storedFrame.origin.y)
    }

    /// The top of the receiver's hierarchy (its window, or the top-most superview) and the
    /// point in its coordinates.
    private func toRoot(_ point: CGPoint) -> (root: UIView, point: CGPoint) {
        var current = self
        var point = point
        while let superview = current.storedSuperview {
            point = current.convertToSuperview(point)
            current = superview
        }
        return (current, point)
    }

    /// A point in the root's coordinates, in the receiver's, or nil when the root is not the
    /// receiver's.
    private func fromRoot(_ point: CGPoint, root: UIView) -> CGPoint? {
        var chain: [UIView] = []
        var current: UIView? = self
        while let view = current {
            chain.append(view)
            current = view.storedSuperview
        }
        guard chain.last === root else { return nil }
        var point = point
        for view in chain.reversed().dropFirst() {
            point = view.convertFromSuperview(point)
        }
        return point
    }

    /// A point of the receiver in `view`'s coordinates (the window's, or the screen's when the
    /// receiver has no window, when `view` is nil).
    func convertPoint(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let (root, rootPoint) = toRoot(point)
        guard let view else {
            return root is UIWindow || storedWindow == nil ? rootPoint : root.convertToSuperview(rootPoint)
        }
        if let local = view.fromRoot(rootPoint, root: root) { return local }
        // Different hierarchies meet on the screen, through their roots' frames.
        let screenPoint = root.convertToSuperview(rootPoint)
        let (otherRoot, _) = view.toRoot(.zero)
        return view.fromRoot(otherRoot.convertFromSuperview(screenPoint), root: otherRoot) ?? screenPoint
    }

    /// A point of `view` (the window, or the screen, when nil) in the receiver's coordinates.
    func convertPoint(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else {
            let (root, _) = toRoot(.zero)
            let rootPoint = root is UIWindow || storedWindow == nil ? point : root.convertFromSuperview(point)
            return fromRoot(rootPoint, root: root) ?? point
        }
        return view.convertPoint(point, to: self)
    }

    /// A rectangle converted through its four corners: the bounding box of the results.
    func convertRect(_ rect: CGRect, using convert: (CGPoint) -> CGPoint) -> CGRect {
        guard !rect.isNull, !rect.isInfinite else { return rect }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(convert)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}
