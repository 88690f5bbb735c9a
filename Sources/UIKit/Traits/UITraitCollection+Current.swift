import HeadlessCore
import Foundation

extension UITraitCollection {
    /// The collection made current by ``performAsCurrent(_:)`` or by the framework while it
    /// delivers a trait change; nil outside them.
    @MainActor static var currentOverride: UITraitCollection?

    /// The traits dynamic colours and Dynamic Type fonts resolve against: those set by
    /// ``performAsCurrent(_:)`` or by the framework during a trait-change callback, else the
    /// screen's.
    @MainActor public static var current: UITraitCollection {
        get { currentOverride ?? HeadlessRuntime.current.screen.traitCollection }
        set { currentOverride = newValue }
    }

    /// Runs `actions` with the receiver as ``current``, then restores the previous one.
    @MainActor public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let saved = UITraitCollection.currentOverride
        UITraitCollection.currentOverride = self
        defer { UITraitCollection.currentOverride = saved }
        try actions()
    }

    /// The traits whose values differ between two collections, by ``UITraitDefinition`` identifier.
    func changedTraits(comparedTo other: UITraitCollection) -> Set<String> {
        var changed: Set<String> = []
        if horizontalSizeClass != other.horizontalSizeClass { changed.insert(UITraitHorizontalSizeClass.identifier) }
        if verticalSizeClass != other.verticalSizeClass { changed.insert(UITraitVerticalSizeClass.identifier) }
        if userInterfaceStyle != other.userInterfaceStyle { changed.insert(UITraitUserInterfaceStyle.identifier) }
        if displayScale != other.displayScale { changed.insert(UITraitDisplayScale.identifier) }
        if userInterfaceIdiom != other.userInterfaceIdiom { changed.insert(UITraitUserInterfaceIdiom.identifier) }
        if preferredContentSizeCategory != other.preferredContentSizeCategory {
            changed.insert(UITraitPreferredContentSizeCategory.identifier)
        }
        return changed
    }
}

extension UIUserInterfaceStyle: CustomStringConvertible {
    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .light: "light"
        case .dark: "dark"
        }
    }
}
