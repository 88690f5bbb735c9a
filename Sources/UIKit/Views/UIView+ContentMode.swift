import Foundation

extension UIView {
    /// How a view's content fits its bounds.
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill, changing the aspect ratio if needed.
        case scaleToFill = 0
        /// Scaled to fit whole, keeping the aspect ratio.
        case scaleAspectFit = 1
        /// Scaled to fill, keeping the aspect ratio; parts may be cut.
        case scaleAspectFill = 2
        /// Drawn again when the bounds change.
        case redraw = 3
        /// Centred, not scaled.
        case center = 4
        /// Against the top edge.
        case top = 5
        /// Against the bottom edge.
        case bottom = 6
        /// Against the left edge.
        case left = 7
        /// Against the right edge.
        case right = 8
        /// In the top left corner.
        case topLeft = 9
        /// In the top right corner.
        case topRight = 10
        /// In the bottom left corner.
        case bottomLeft = 11
        /// In the bottom right corner.
        case bottomRight = 12
    }
}
