import Foundation

/// A colour: as a view, a `UIView` filled with it; as a modifier's argument, the `UIColor`
/// it names (References §59.3).
nonisolated public struct Color: View, Hashable, Sendable {
    let uiColor: UIColor

    public init(_ color: UIColor) { uiColor = color }
    public init(uiColor: UIColor) { self.uiColor = uiColor }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        uiColor = UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
    }

    public static let primary = Color(UIColor.label)
    public static let secondary = Color(UIColor.secondaryLabel)
    public static let accentColor = Color(UIColor.systemBlue)
    public static let black = Color(UIColor.black)
    public static let white = Color(UIColor.white)
    public static let gray = Color(UIColor.systemGray)
    public static let red = Color(UIColor.systemRed)
    public static let green = Color(UIColor.systemGreen)
    public static let blue = Color(UIColor.systemBlue)
    public static let orange = Color(UIColor.systemOrange)
    public static let yellow = Color(UIColor.systemYellow)
    public static let clear = Color(UIColor.clear)

    public typealias Body = Never
    public var body: Never { primitiveBody(of: Self.self) }
}
