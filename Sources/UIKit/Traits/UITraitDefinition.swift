import HeadlessCore
import Foundation

/// A trait that trait-change registrations name (iOS 17): `UITraitUserInterfaceStyle.self`,
/// `UITraitPreferredContentSizeCategory.self`…
public protocol UITraitDefinition {
    /// A unique name for the trait.
    static var identifier: String { get }
    /// A name for display.
    static var name: String { get }
    /// Whether a change of the trait can change how dynamic colours resolve.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var name: String { identifier }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait, as trait-change registrations take it.
public typealias UITrait = any UITraitDefinition.Type

/// The appearance trait (light or dark).
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static var identifier: String { "UITraitUserInterfaceStyle" }
    public static var affectsColorAppearance: Bool { true }
}

/// The Dynamic Type text-size trait.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static var identifier: String { "UITraitPreferredContentSizeCategory" }
}

/// The width-class trait.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static var identifier: String { "UITraitHorizontalSizeClass" }
}

/// The height-class trait.
public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static var identifier: String { "UITraitVerticalSizeClass" }
}

/// The display-scale trait.
public enum UITraitDisplayScale: UITraitDefinition {
    public static var identifier: String { "UITraitDisplayScale" }
    public static var affectsColorAppearance: Bool { true }
}

/// The idiom trait.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    public static var identifier: String { "UITraitUserInterfaceIdiom" }
}

/// A registration made by `registerForTraitChanges`, to pass to `unregisterForTraitChanges`.
@MainActor
public protocol UITraitChangeRegistration {}

/// One registration: the traits it watches and the handler.
@MainActor
final class TraitChangeHandler: UITraitChangeRegistration {
    let traits: Set<String>
    let handler: (AnyObject, UITraitCollection) -> Void
    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = Set(traits.map { $0.identifier })
        self.handler = handler
    }
}

/// What a view or controller keeps about traits beyond UIKit's stored properties: its
/// appearance override and its trait-change registrations. Made on first use, so that a plain
/// view pays one pointer.
@MainActor
final class TraitExtras {
    var overrideStyle: UIUserInterfaceStyle = .unspecified
    var registrations: [TraitChangeHandler] = []
    /// A view's content size category limits (kept here, off the view's own storage).
    var minimumContentSizeCategory: UIContentSizeCategory?
    var maximumContentSizeCategory: UIContentSizeCategory?
    /// A view's size-class variations from an Interface Builder file (References §64.2).
    var sizeClassVariations: IBSizeClassVariations?
}

/// An object whose trait changes can be observed with handlers (views, view controllers).
@MainActor
public protocol UITraitChangeObservable: AnyObject {
    /// Removes a registration.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

extension UITraitChangeObservable {
    /// Calls `handler` with the object and its previous traits after any of `traits` changes
    /// (after `traitCollectionDidChange(_:)`, with the new traits current). The handler's first
    /// parameter is typed as the caller writes it (`(self: Self, previous: UITraitCollection)`
    /// or a class name); it is not called when the object is not of that type.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        let registration = TraitChangeHandler(traits: traits) { object, previous in
            if let object = object as? Environment { handler(object, previous) }
        }
        traitHost?.traitExtrasForWriting.registrations.append(registration)
        return registration
    }
}

/// The side storage of views and controllers.
@MainActor
protocol TraitHost: AnyObject {
    var traitExtras: TraitExtras? { get set }
}

extension TraitHost {
    var traitExtrasForWriting: TraitExtras {
        if let extras = traitExtras { return extras }
        let extras = TraitExtras()
        traitExtras = extras
        return extras
    }
}

extension UITraitChangeObservable {
    var traitHost: TraitHost? { self as? TraitHost }
}
