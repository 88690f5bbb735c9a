/// The name of a method as Objective-C spells it: `buttonTapped:` for
/// `@objc func buttonTapped(_ sender: UIButton)`, `doThingWith:` for `doThing(with:)`.
///
/// On iOS a selector is a pointer the Objective-C runtime interns; Linux has no such runtime,
/// so here a selector is its name. Two selectors are equal when their names are. Code written
/// for iOS makes selectors with `#selector(...)`, which needs the Objective-C runtime; the
/// `lifecycle port` rewriter turns each `#selector(ViewController.buttonTapped(_:))` into the
/// string literal `"buttonTapped:"`, which this type accepts, and generates the table through
/// which the object answers the selector.
public struct Selector: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The selector's name, such as `buttonTapped:`.
    package let name: String

    /// Creates a selector from its Objective-C name, such as `"buttonTapped:"`.
    public init(_ name: String) {
        self.name = name
    }

    /// Creates a selector from a string literal: `let action: Selector = "buttonTapped:"`.
    public init(stringLiteral value: String) {
        self.name = value
    }

    /// The selector's name.
    public var description: String { name }
}

/// The name of a selector: `"buttonTapped:"`.
public func NSStringFromSelector(_ aSelector: Selector) -> String {
    aSelector.name
}

/// The selector with a name: `NSSelectorFromString("buttonTapped:")`.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    Selector(aSelectorName)
}
