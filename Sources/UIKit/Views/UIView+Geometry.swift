import HeadlessCore
import Foundation

/// Frame, bounds and centre, and the layout requests their changes make.
extension UIView {
    /// The view's rectangle in its superview's coordinates.
    ///
    /// A change of size flags the view and its superview for layout; an unchanged value, or a
    /// change of origin only, does not.
    var frameMechanism: CGRect {
        get { hasTransform ? transformedFrame(of: storedFrame) : storedFrame }
        set {
            prepareLayerForAnimatedChange()
            let oldSize = storedFrame.size
            let oldFrame = storedFrame
            storedFrame = hasTransform ? untransformedFrame(for: newValue) : newValue
            syncLayerGeometry()
            if oldSize != storedFrame.size { sizeDidChange(from: oldSize) }
            if layoutState != nil, oldFrame != storedFrame { autoLayoutFrameDidChange() }
        }
    }

    /// The view's rectangle in its own coordinates.
    ///
    /// A change of size flags layout as ``frame`` does; a change of origin (scrolling) flags
    /// the view itself.
    var boundsMechanism: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            prepareLayerForAnimatedChange()
            let oldSize = storedFrame.size
            let oldOrigin = boundsOrigin
            let center = centerMechanism
            boundsOrigin = newValue.origin
            storedFrame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                                 width: newValue.width, height: newValue.height)
            syncLayerGeometry()
            if layoutState != nil { autoLayoutFrameDidChange() }
            if oldSize != newValue.size {
                sizeDidChange(from: oldSize)
            } else if oldOrigin != newValue.origin {
                setNeedsLayout()
            }
        }
    }

    /// The centre of the frame, in the superview's coordinates.
    var centerMechanism: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            prepareLayerForAnimatedChange()
            storedFrame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
            syncLayerGeometry()
            if layoutState != nil { autoLayoutFrameDidChange() }
        }
    }

    /// Flags the view and its superview, unless the superview is the one changing the size
    /// from its own `layoutSubviews()`: sizing subviews there is what layout is for, and
    /// flagging the superview again would lay it out twice per pass (the references say a
    /// size change lays out the superview, V-8, but not that it repeats the superview's pass).
    private func sizeDidChange(from oldSize: CGSize) {
        if !storedSubviews.isEmpty { autoresizeSubviews(from: oldSize) }
        if contentMode == .redraw { setNeedsDisplay() }
        setNeedsLayout()
        if let superview = storedSuperview, !superview.isLayingOutSubviews {
            superview.setNeedsLayout()
        }
    }

    /// A frame set by the app (not by the engine) becomes the view's frame constraints.
    private func autoLayoutFrameDidChange() {
        guard let engine = runtime.autoLayoutIfMade, !engine.isApplyingFrames, layoutState?.variables != nil else { return }
        engine.frameDidChange(of: self, sizeChanged: true)
        requestLayoutPass()
    }
}
