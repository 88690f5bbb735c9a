/// Outlets set through the property itself, so that its observers run.
///
/// On iOS, a storyboard connects an `@IBOutlet` by key-value coding, which calls the
/// property's setter: `didSet` and `willSet` run. The `lifecycle port` rewriter keeps an
/// `@IBOutlet`'s property as it is (dropping the attribute) and generates a setter for each
/// one, registered beside the class's selectors:
///
/// ```swift
/// // Generated from: @IBOutlet weak var titleLabel: UILabel! { didSet { titleLabel.text = "…" } }
/// SelectorTable.registerOutlets(ViewController.self, [
///     "titleLabel": OutletSetter("UILabel") { receiver, value in
///         guard let value = value as? UILabel else { return false }
///         (receiver as! ViewController).titleLabel = value
///         return true
///     },
/// ])
/// ```
///
/// The loader uses a registered setter before it looks for an ``Outlet`` wrapper, searching
/// the object's class and then its superclasses. An outlet collection's setter appends one
/// object per connection, in the file's order.
extension SelectorTable {
    // Static, not per process: like the selector tables, what a class declares (see SelectorTable).
    // Safety: nonisolated(unsafe) because generated code registers the setters once, per class, before the main actor loads any file; written and read on the main thread only.
    nonisolated(unsafe) private static var outlets: [ObjectIdentifier: [String: OutletSetter]] = [:]

    /// Adds outlet setters to the table of a class, by the property names the files use.
    public static func registerOutlets(_ type: AnyClass, _ setters: [String: OutletSetter]) {
        outlets[ObjectIdentifier(type), default: [:]].merge(setters) { _, new in new }
    }

    /// The setter of an outlet of a class or of one of its superclasses.
    public static func outletSetter(named name: String, inClass type: AnyClass) -> OutletSetter? {
        var current: AnyClass? = type
        while let candidate = current {
            loadModule(of: candidate)
            if let setter = outlets[ObjectIdentifier(candidate)]?[name] { return setter }
            current = _getSuperclass(candidate)
        }
        return nil
    }
}

/// Sets one outlet of an object: assigns through the property, so that its observers run.
import HeadlessCore
@_spi(Headless)
public struct OutletSetter {
    /// The class name of the objects the outlet holds, for the message about a wrong one.
    public let typeName: String
    let set: @MainActor (_ receiver: AnyObject, _ value: AnyObject) -> Bool

    /// Creates a setter that returns false when `value` is not of the outlet's type.
    public init(_ typeName: String, _ set: @escaping @MainActor (_ receiver: AnyObject, _ value: AnyObject) -> Bool) {
        self.typeName = typeName
        self.set = set
    }
}
