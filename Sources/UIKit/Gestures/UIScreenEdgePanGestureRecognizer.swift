import HeadlessCore
import Foundation

/// A pan that starts at an edge of the screen: it fails unless its first finger goes down
/// within `edgeWidth` points of one of its ``edges``.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// How close to the edge the pan must start, in points. Apple does not document the
    /// figure; this is the project's choice.
    static let edgeWidth: CGFloat = 20

    /// The edges the pan may start from. Default none.
    open var edges: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, let touch = trackedTouches.first else { return }
        if !isNearItsEdges(touch) { state = .failed }
    }

    /// Whether a touch went down within ``edgeWidth`` points of one of the ``edges`` of its
    /// window.
    func isNearItsEdges(_ touch: UITouch) -> Bool {
        guard let window = touch.window else { return false }
        let point = touch.windowLocation
        let bounds = window.bounds
        var near: UIRectEdge = []
        if point.x - bounds.minX <= Self.edgeWidth { near.insert(.left) }
        if bounds.maxX - point.x <= Self.edgeWidth { near.insert(.right) }
        if point.y - bounds.minY <= Self.edgeWidth { near.insert(.top) }
        if bounds.maxY - point.y <= Self.edgeWidth { near.insert(.bottom) }
        return !near.intersection(edges).isEmpty
    }
}
