import HeadlessCore
import Foundation

/// The presentation of a popover: where it points (a view and a rectangle in it, or a bar
/// button item) and which arrow directions it may use.
///
/// Stored for the element it anchors to; an action sheet on iPad needs a source, as on iOS.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in ``sourceView`` the popover points at.
    open var sourceRect: CGRect = .zero
    /// The bar button item the popover points at.
    open var barButtonItem: UIBarButtonItem?
    /// The directions the popover's arrow may point.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// Views the user can still touch while the popover shows.
    open var passthroughViews: [UIView]?
    /// The popover's background colour.
    open var backgroundColor: UIColor?

    /// The direction the arrow points once presented.
    open var arrowDirection: UIPopoverArrowDirection { storedPresented == nil ? .unknown : .up }

    /// Whether a source was given.
    var hasSource: Bool { sourceView != nil || barButtonItem != nil }
}

/// The directions of a popover's arrow.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    /// Creates directions from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Down.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Left.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Right.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not known yet.
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
