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

/// The direction of an interface environment's layout, as its traits give it.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    case unspecified = -1, leftToRight, rightToLeft
}

/// The traits of an interface environment: size classes, appearance, scale, idiom, text size
/// and layout direction.
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
    /// The text size the user chose (Dynamic Type).
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The layout direction of the language (References §22). A view that forces a direction
    /// with its semantic content attribute shows it in `effectiveUserInterfaceLayoutDirection`.
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    /// Creates a collection with every trait given.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
                displayScale: CGFloat = 0,
                userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified,
                preferredContentSizeCategory: UIContentSizeCategory = .unspecified,
                layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = displayScale
        self.userInterfaceIdiom = userInterfaceIdiom
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
    }


    /// A collection with only a width class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified, userInterfaceStyle: .unspecified)
    }

    /// A collection with only a height class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass, userInterfaceStyle: .unspecified)
    }

    /// A collection with only an appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(horizontalSizeClass: .unspecified, userInterfaceStyle: userInterfaceStyle)
    }

    /// A collection with only a text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(horizontalSizeClass: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
    }

    /// A collection with only a display scale.
    public convenience init(displayScale scale: CGFloat) {
        self.init(horizontalSizeClass: .unspecified, displayScale: scale)
    }

    /// A collection with only a layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(horizontalSizeClass: .unspecified, layoutDirection: layoutDirection)
    }

    /// A collection with only an idiom.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(horizontalSizeClass: .unspecified, userInterfaceIdiom: idiom)
    }

    /// The traits of several collections combined: for each trait, the last specified value.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var h = UIUserInterfaceSizeClass.unspecified, v = UIUserInterfaceSizeClass.unspecified
        var style = UIUserInterfaceStyle.unspecified, scale: CGFloat = 0
        var idiom = UIUserInterfaceIdiom.unspecified, category = UIContentSizeCategory.unspecified
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        for traits in traitCollections {
            if traits.horizontalSizeClass != .unspecified { h = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { v = traits.verticalSizeClass }
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.displayScale != 0 { scale = traits.displayScale }
            if traits.userInterfaceIdiom != .unspecified { idiom = traits.userInterfaceIdiom }
            if traits.preferredContentSizeCategory != .unspecified { category = traits.preferredContentSizeCategory }
            if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
        }
        self.init(horizontalSizeClass: h, verticalSizeClass: v, userInterfaceStyle: style, displayScale: scale,
                  userInterfaceIdiom: idiom, preferredContentSizeCategory: category, layoutDirection: direction)
    }

    /// The same collection with another appearance.
    func with(userInterfaceStyle style: UIUserInterfaceStyle) -> UITraitCollection {
        guard style != .unspecified, style != userInterfaceStyle else { return self }
        return UITraitCollection(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
                                 userInterfaceStyle: style, displayScale: displayScale,
                                 userInterfaceIdiom: userInterfaceIdiom,
                                 preferredContentSizeCategory: preferredContentSizeCategory,
                                 layoutDirection: layoutDirection)
    }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.preferredContentSizeCategory == .unspecified
                || trait.preferredContentSizeCategory == preferredContentSizeCategory)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
    }

    /// Whether dynamic colours may resolve differently: the appearance or the scale differ.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return userInterfaceStyle != traitCollection.userInterfaceStyle || displayScale != traitCollection.displayScale
    }

    /// The traits of an iPhone screen of a size: compact width, and regular height in
    /// portrait, compact in landscape.
    static func phone(size: CGSize, scale: CGFloat, style: UIUserInterfaceStyle = .light,
                      category: UIContentSizeCategory = .large,
                      direction: UITraitEnvironmentLayoutDirection = .leftToRight) -> UITraitCollection {
        UITraitCollection(horizontalSizeClass: .compact,
                          verticalSizeClass: size.height >= size.width ? .regular : .compact,
                          userInterfaceStyle: style, displayScale: scale, userInterfaceIdiom: .phone,
                          preferredContentSizeCategory: category, layoutDirection: direction)
    }

    static func pad(scale: CGFloat, style: UIUserInterfaceStyle = .light,
                    category: UIContentSizeCategory = .large,
                    direction: UITraitEnvironmentLayoutDirection = .leftToRight) -> UITraitCollection {
        UITraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular,
                          userInterfaceStyle: style, displayScale: scale, userInterfaceIdiom: .pad,
                          preferredContentSizeCategory: category, layoutDirection: direction)
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
            && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
            && lhs.layoutDirection == rhs.layoutDirection
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
