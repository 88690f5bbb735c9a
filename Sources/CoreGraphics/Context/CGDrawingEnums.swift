import Foundation

/// How the ends of stroked lines are drawn.
public enum CGLineCap: Int32, Sendable {
    /// Square ends at the end points.
    case butt = 0
    /// Round ends.
    case round = 1
    /// Square ends extended by half the line width.
    case square = 2
}

/// How the joins of stroked lines are drawn.
public enum CGLineJoin: Int32, Sendable {
    /// Mitred joins.
    case miter = 0
    /// Round joins.
    case round = 1
    /// Bevelled joins.
    case bevel = 2
}

/// The rule that decides which points a path encloses.
public enum CGPathFillRule: Int, Sendable {
    /// The non-zero winding rule.
    case winding = 0
    /// The even-odd rule.
    case evenOdd = 1
}

/// How a context paints its current path.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0
    case eoFill = 1
    case stroke = 2
    case fillStroke = 3
    case eoFillStroke = 4
}

/// How painted pixels combine with those already in the context.
public enum CGBlendMode: Int32, Sendable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn
    case softLight, hardLight, difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn
    case destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

/// Options for drawing gradients past their end points.
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Extends the first colour before the start point.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Extends the last colour after the end point.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// The layout of the components of a bitmap's pixels.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// Interpolation quality when images are scaled.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0, none, low, medium, high
}
