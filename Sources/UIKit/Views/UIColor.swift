import HeadlessCore
import Foundation

/// A colour in the sRGB space, with the constructors and named colours iOS code uses most.
public final class UIColor: Sendable, Hashable, CustomStringConvertible {
    /// Red, green, blue and alpha components, each from 0 to 1.
    public let red, green, blue, alpha: CGFloat

    /// Creates a colour from its components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        (lhs.red, lhs.green, lhs.blue, lhs.alpha) == (rhs.red, rhs.green, rhs.blue, rhs.alpha)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    public var description: String {
        "UIColor(r: \(red.traceNumber), g: \(green.traceNumber), b: \(blue.traceNumber), a: \(alpha.traceNumber))"
    }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let systemBackground = UIColor.white
    public static let secondarySystemBackground = UIColor(red: 0.949, green: 0.949, blue: 0.969, alpha: 1)
    public static let label = UIColor.black
    public static let systemBlue = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)
    public static let systemRed = UIColor(red: 1, green: 0.231, blue: 0.188, alpha: 1)
    public static let systemGreen = UIColor(red: 0.204, green: 0.78, blue: 0.349, alpha: 1)
}
