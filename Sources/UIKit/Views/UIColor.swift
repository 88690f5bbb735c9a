import HeadlessCore
import Foundation

/// A colour in the sRGB space: fixed components, or dynamic (a system colour such as
/// `.label`, a `UIColor(dynamicProvider:)`, a named asset colour with a dark appearance) and
/// resolved against a trait collection.
///
/// A dynamic colour's components (``cgColor``, ``getRed(_:green:blue:alpha:)``) are those it
/// resolves to under `UITraitCollection.current`, as on iOS. Two fixed colours are equal when
/// their components are; a dynamic colour equals itself (and a system colour of the same name).
///
/// An `NSObject`, as on iOS, so that `[.foregroundColor: color, .font: font]` infers as it does
/// there (References §56.3).
// Safety: unchecked Sendable: every stored property is a `let` of Sendable values (the
// components, a @Sendable provider, a name); NSObject's own state is not used.
public final class UIColor: NSObject, @unchecked Sendable {
    /// Red, green, blue and alpha of a fixed colour (unused for a dynamic one).
    let fixed: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    /// How a dynamic colour resolves, or nil for a fixed one.
    let provider: (@Sendable (UITraitCollection) -> UIColor)?
    /// The system name of a system colour (`systemRedColor`), for equality and descriptions.
    let systemName: String?

    /// Creates a colour from its components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        fixed = (red, green, blue, alpha)
        provider = nil
        systemName = nil
        super.init()
    }

    init(systemName: String?, provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        fixed = (0, 0, 0, 0)
        self.provider = provider
        self.systemName = systemName
        super.init()
    }

    /// A colour whose components the provider gives for each trait collection, such as one
    /// colour in light appearance and another in dark.
    public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.init(systemName: nil, provider: dynamicProvider)
    }

    /// Creates a grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour in the Display P3 space (taken as sRGB: no colour management here).
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: displayP3Red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour for a trait collection: a fixed colour is itself; a dynamic one is what its
    /// provider gives (resolved again if that is dynamic too, at most a few levels).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var color = self
        var levels = 0
        while let provider = color.provider, levels < 8 {
            color = provider(traitCollection)
            levels += 1
        }
        return color.provider == nil ? color : .clear
    }

    /// Whether the colour depends on traits.
    var isDynamic: Bool { provider != nil }

    /// The components under the current traits.
    var components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard provider != nil else { return fixed }
        return resolvedColor(with: UIColor.currentTraits).fixed
    }

    /// `UITraitCollection.current` on the main thread; light traits elsewhere.
    static var currentTraits: UITraitCollection {
        OffMainRelease.isOnMainActor ? MainActor.assumeIsolated { UITraitCollection.current } : UITraitCollection(userInterfaceStyle: .light)
    }

    var red: CGFloat { components.red }
    var green: CGFloat { components.green }
    var blue: CGFloat { components.blue }
    var alpha: CGFloat { components.alpha }

    /// The same colour with another alpha (a dynamic colour stays dynamic).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard let provider else { return UIColor(red: fixed.red, green: fixed.green, blue: fixed.blue, alpha: alpha) }
        return UIColor(systemName: nil) { provider($0).withAlphaComponent(alpha) }
    }

    /// Equal to the same colour: fixed colours by their components, dynamic ones by identity
    /// (or system name).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if self === other { return true }
        if provider != nil || other.provider != nil {
            return systemName != nil && systemName == other.systemName
        }
        return (fixed.red, fixed.green, fixed.blue, fixed.alpha)
            == (other.fixed.red, other.fixed.green, other.fixed.blue, other.fixed.alpha)
    }

    public override var hash: Int {
        var hasher = Hasher()
        if provider != nil {
            if let systemName { hasher.combine(systemName) } else { hasher.combine(ObjectIdentifier(self)) }
            return hasher.finalize()
        }
        hasher.combine(fixed.red)
        hasher.combine(fixed.green)
        hasher.combine(fixed.blue)
        hasher.combine(fixed.alpha)
        return hasher.finalize()
    }

    public override var description: String {
        if provider != nil { return "UIDynamicColor(\(systemName ?? "provider"))" }
        return "UIColor(r: \(fixed.red.traceNumber), g: \(fixed.green.traceNumber), b: \(fixed.blue.traceNumber), a: \(fixed.alpha.traceNumber))"
    }

    // MARK: Fixed colours

    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Black text for light backgrounds.
    public static let darkText = UIColor(white: 0, alpha: 1)
    /// White text at 60 % for dark backgrounds.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
}
