import HeadlessCore

/// An outlet: a property that a storyboard or xib connects to one of its objects.
///
/// iOS code marks outlets with `@IBOutlet`, which needs the Objective-C runtime. Here the
/// smallest change is to write `@Outlet` instead; the type and the optionality stay:
///
/// ```swift
/// final class ProfileViewController: UIViewController {
///     @Outlet var nameLabel: UILabel!          // was: @IBOutlet weak var nameLabel: UILabel!
///     @Outlet(.strong) var footer: UIView?     // was: @IBOutlet var footer: UIView?
///     @OutletCollection var stars: [UIImageView]  // was: @IBOutlet var stars: [UIImageView]!
/// }
/// ```
///
/// The loader finds the outlet by the property name the file gives (`nameLabel`) through
/// `Mirror`, which shows the wrapper's storage as `_nameLabel`, in the class and its
/// superclasses. An outlet holds its object weakly, like `@IBOutlet weak var`, unless declared
/// `@Outlet(.strong)`. A connection to a property that is not an outlet, or to an object of
/// another type, is reported (on iOS the first raises `NSUnknownKeyException`).
@propertyWrapper
@_spi(Headless) public struct Outlet<Value: AnyObject> {
    /// How an outlet holds its object.
    public enum Ownership: Sendable {
        /// The outlet does not keep the object alive (`@IBOutlet weak var`).
        case weak
        /// The outlet keeps the object alive (`@IBOutlet var`).
        case strong
    }

    let storage: OutletStorage<Value>

    /// Creates an empty outlet that holds its object weakly.
    public init() {
        storage = OutletStorage(ownership: .weak)
    }

    /// Creates an empty outlet with an ownership.
    public init(_ ownership: Ownership) {
        storage = OutletStorage(ownership: ownership)
    }

    /// Creates an outlet with an initial object.
    public init(wrappedValue: Value?, _ ownership: Ownership = .weak) {
        storage = OutletStorage(ownership: ownership)
        storage.value = wrappedValue
    }

    /// The connected object, or nil.
    public var wrappedValue: Value? {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }
}

/// The shared storage of an ``Outlet``, so that a copy made by `Mirror` connects the
/// original.
final class OutletStorage<Value: AnyObject> {
    let ownership: Outlet<Value>.Ownership
    private weak var weakValue: Value?
    private var strongValue: Value?

    init(ownership: Outlet<Value>.Ownership) {
        self.ownership = ownership
    }

    var value: Value? {
        get { ownership == .weak ? weakValue : strongValue }
        set {
            if ownership == .weak { weakValue = newValue } else { strongValue = newValue }
        }
    }
}

/// An outlet collection: an array property that a file fills with several of its objects.
///
/// Write `@OutletCollection var buttons: [UIButton]` where iOS code has
/// `@IBOutlet var buttons: [UIButton]!`. The array holds its objects strongly, in the order
/// of the file's connections.
@propertyWrapper
@_spi(Headless) public struct OutletCollection<Value: AnyObject> {
    let storage: OutletCollectionStorage<Value>

    /// Creates an empty collection.
    public init() {
        storage = OutletCollectionStorage()
    }

    /// Creates a collection with initial objects.
    public init(wrappedValue: [Value]) {
        storage = OutletCollectionStorage()
        storage.values = wrappedValue
    }

    /// The connected objects.
    public var wrappedValue: [Value] {
        get { storage.values }
        nonmutating set { storage.values = newValue }
    }
}

/// The shared storage of an ``OutletCollection``.
final class OutletCollectionStorage<Value: AnyObject> {
    var values: [Value] = []
}

/// What connecting an outlet came to.
enum OutletConnectionResult: Equatable {
    case connected
    case wrongType(expected: String)
    case notFound
}

/// An outlet that the loader can connect without knowing its type.
protocol ConnectableOutlet {
    func connect(_ object: AnyObject) -> OutletConnectionResult
}

extension Outlet: ConnectableOutlet {
    func connect(_ object: AnyObject) -> OutletConnectionResult {
        guard let value = object as? Value else { return .wrongType(expected: String(describing: Value.self)) }
        storage.value = value
        return .connected
    }
}

extension OutletCollection: ConnectableOutlet {
    func connect(_ object: AnyObject) -> OutletConnectionResult {
        guard let value = object as? Value else { return .wrongType(expected: String(describing: Value.self)) }
        storage.values.append(value)
        return .connected
    }
}
