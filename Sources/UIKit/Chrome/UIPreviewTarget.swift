import HeadlessCore
import Foundation

/// Where a context menu's preview sits while it shows or goes away: a point in a container
/// view's coordinates, and a transform applied there.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
    /// The view whose coordinates ``center`` is in (it must be in a window when the preview shows).
    open private(set) var container: UIView
    /// The preview's center, in ``container``'s coordinates.
    open private(set) var center: CGPoint
    /// The transform applied to the preview at its target.
    open private(set) var transform: CGAffineTransform

    /// Creates a target with a transform.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }

    /// Creates a target without a transform.
    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }

}
