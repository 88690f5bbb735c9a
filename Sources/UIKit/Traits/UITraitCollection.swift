import HeadlessCore
import Foundation

/// The width or height class of an interface.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable, CustomStringConvertible {
    case unspecified, compact, regular

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .compact: "compact"
        case .regular: "regular"
        }
    }
}

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    case unspecified, light, dark
}

/// The kind of device.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    case unspecified = -1, phone, pad
}

/// The traits of an interface environment: size classes, appearance, scale and idiom.
public final class UITraitCollection: Sendable, Hashable, CustomStringConvertible {
    /// The width class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Light or dark appearance.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Points to pixels.
    public let displayScale: CGFloat
    /// The kind of device.
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    /// Creates a collection with every trait given.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
                displayScale: CGFloat = 0,
                userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = displayScale
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// A collection with only a width class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified)
    }

    /// A collection with only a height class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass)
    }

    /// The traits of an iPhone screen of a size: compact width, and regular height in
    /// portrait, compact in landscape.
    static func phone(size: CGSize, scale: CGFloat, style: UIUserInterfaceStyle = .light) -> UITraitCollection {
        UITraitCollection(horizontalSizeClass: .compact,
                          verticalSizeClass: size.height >= size.width ? .regular : .compact,
                          userInterfaceStyle: style, displayScale: scale, userInterfaceIdiom: .phone)
    }

    static func pad(scale: CGFloat, style: UIUserInterfaceStyle = .light) -> UITraitCollection {
        UITraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular,
                          userInterfaceStyle: style, displayScale: scale, userInterfaceIdiom: .pad)
    }

    /// Whether a size class differs between the two collections.
    public func hasDifferentSizeClass(comparedTo other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return horizontalSizeClass != other.horizontalSizeClass || verticalSizeClass != other.verticalSizeClass
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.userInterfaceStyle == rhs.userInterfaceStyle && lhs.displayScale == rhs.displayScale
            && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(userInterfaceStyle)
    }

    public var description: String { "(H: \(horizontalSizeClass), V: \(verticalSizeClass))" }
}

/// An object that has traits and hears when they change.
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The current traits.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// An object whose content can adapt to size and trait changes.
@preconcurrency @MainActor
public protocol UIContentContainer: NSObjectProtocol {
    /// Called before the traits change.
    func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
    /// Called before the size changes.
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
}
