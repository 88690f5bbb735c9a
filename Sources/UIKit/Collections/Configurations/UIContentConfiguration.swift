import HeadlessCore
import Foundation

/// The state of a view that a configuration reads: its traits and any custom values.
@preconcurrency @MainActor
public protocol UIConfigurationState {
    /// The traits of the view.
    var traitCollection: UITraitCollection { get set }
    /// A custom value of the state.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The key of a custom value of a configuration state.
public struct UIConfigurationStateCustomKey: Hashable, Sendable, RawRepresentable {
    /// The key's name.
    public var rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a key.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A description of a view's content, which makes the view that shows it.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// Makes a view that shows this configuration.
    func makeContentView() -> UIView & UIContentView
    /// The configuration as it should look in a state (selected, highlighted, …).
    func updated(for state: UIConfigurationState) -> Self
}

/// A view made by a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration the view shows.
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (when not, the cell makes a new view).
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Whether the configuration is of the same type as the view's current one.
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// A transformation of a colour that depends on state, such as the grey of a disabled cell.
public struct UIConfigurationColorTransformer: Sendable {
    /// The transformation.
    public let transform: @Sendable (UIColor) -> UIColor

    /// Creates a transformer.
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }

    /// Applies the transformation.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// Turns a colour into its grey of the same brightness.
    public static let grayscale = UIConfigurationColorTransformer { color in
        guard let parts = color.cgColor.components, parts.count == 4 else { return color }
        return UIColor(white: 0.299 * parts[0] + 0.587 * parts[1] + 0.114 * parts[2], alpha: parts[3])
    }

    /// Replaces a colour with the tint colour (the system blue in the headless runtime).
    public static let preferredTint = UIConfigurationColorTransformer { _ in .systemBlue }

    /// Replaces a colour with the tint colour's monochrome rendition.
    public static let monochromeTint = UIConfigurationColorTransformer { _ in .gray }
}
