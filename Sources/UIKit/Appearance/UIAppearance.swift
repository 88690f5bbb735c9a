import Foundation

/// A class whose instances can contain views styled by a container-specific appearance proxy.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

/// A class whose appearance can be styled for all its instances through a proxy.
///
/// Properties set on a proxy are applied to each instance of the class (and its subclasses)
/// when it enters a window, unless the instance set the property itself; a proxy for a trait
/// collection or for containers applies only to instances under those traits or inside those
/// containers. The proxy is an instance of the class that is never shown.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {
    /// The proxy for every instance.
    static func appearance() -> Self
    /// The proxy for instances inside containers of these classes, innermost first.
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
    /// The proxy for instances whose traits include `trait`.
    static func appearance(for trait: UITraitCollection) -> Self
    /// The proxy for instances with the traits and inside the containers given.
    static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

// The proxies of the framework's styled classes, views and bar items. An app's own conforming
// type implements the four requirements itself, as Swift requires of it on iOS, so these serve
// only `UIView` and `UIBarItem` and their subclasses.
extension UIAppearance {
    public static func appearance() -> Self {
        appearanceProxy(trait: nil, containers: [])
    }

    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearanceProxy(trait: nil, containers: containerTypes)
    }

    public static func appearance(for trait: UITraitCollection) -> Self {
        appearanceProxy(trait: trait, containers: [])
    }

    public static func appearance(for trait: UITraitCollection,
                                  whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearanceProxy(trait: trait, containers: containerTypes)
    }

    /// The proxy of a scope: an instance of this class itself (`AppearanceRegistry+Making.swift`).
    private static func appearanceProxy(trait: UITraitCollection?, containers: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceRegistry.proxy(of: self, trait: trait, containers: containers)
    }
}
