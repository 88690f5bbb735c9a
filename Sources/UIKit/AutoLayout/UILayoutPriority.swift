import HeadlessCore
import Foundation

/// How strongly Auto Layout holds a constraint: a number from 1 to 1000, where 1000 is
/// required.
public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Sendable {
    /// The priority's value.
    public var rawValue: Float

    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A constraint that must hold (1000).
    public static let required = UILayoutPriority(1000)
    /// The priority of a button's content hugging and compression resistance (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority at which a split view's divider may resize its scene (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which a window keeps its size (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority just below ``sceneSizeStayPut`` (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The default content-hugging priority (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority `systemLayoutSizeFitting(_:)` uses for the fitting size (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// A priority raised by `rhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    /// A priority lowered by `rhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }
}

/// Insets for each edge of a rectangle.
public struct UIEdgeInsets: Hashable, Equatable, Sendable {
    /// The inset of the top edge.
    public var top: CGFloat
    /// The inset of the left edge.
    public var left: CGFloat
    /// The inset of the bottom edge.
    public var bottom: CGFloat
    /// The inset of the right edge.
    public var right: CGFloat

    /// Insets of zero.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// Insets for each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of zero on every edge.
    public static let zero = UIEdgeInsets()
}

/// Insets for each edge of a rectangle, leading and trailing following the layout direction.
public struct NSDirectionalEdgeInsets: Hashable, Equatable, Sendable {
    /// The inset of the top edge.
    public var top: CGFloat
    /// The inset of the leading edge.
    public var leading: CGFloat
    /// The inset of the bottom edge.
    public var bottom: CGFloat
    /// The inset of the trailing edge.
    public var trailing: CGFloat

    /// Insets of zero.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Insets for each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of zero on every edge.
    public static let zero = NSDirectionalEdgeInsets()
}

extension CGRect {
    /// The rectangle with each edge moved inwards by `insets`.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right,
               height: size.height - insets.top - insets.bottom)
    }
}

extension UIEdgeInsets {
    /// The insets with leading as left (the headless runtime lays out left to right).
    init(_ directional: NSDirectionalEdgeInsets) {
        self.init(top: directional.top, left: directional.leading, bottom: directional.bottom, right: directional.trailing)
    }

    /// The insets as directional insets, left as leading.
    var directional: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }

    var traceDescription: String {
        TraceNumbers.insets(top: top, left: left, bottom: bottom, right: right)
    }

    /// The insets as a trace argument, rendered as ``traceDescription`` when the trace is read.
    var traceArgument: TraceArgument {
        .insets(top: top, left: left, bottom: bottom, right: right)
    }
}

