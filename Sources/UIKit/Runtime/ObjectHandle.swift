import Foundation

/// A reference to an object that reads `nil` once the object's `deinit` has begun: what a
/// `weak` reference gives, for the framework's own links to its long-lived objects.
///
/// A `weak` reference gives its object a side table, and from then on every retain and
/// release of the object takes the runtime's slow path (some 100 instructions a pair instead
/// of a few). View controllers and windows are retained at nearly every step of a
/// transition, so the framework's bookkeeping (the registry of live controllers and windows,
/// a child's parent, a navigation item's controller, work scheduled for later) refers to
/// them through the handle each of them owns, and the object clears its handle first thing
/// in its `deinit`. An app's own `weak` references work as they always do.
///
/// Reads happen on the main actor; the clearing happens on whatever thread the object is
/// released on (a release off the main thread is itself reported, see ``OffMainRelease``).
final class ObjectHandle<Object: AnyObject>: @unchecked Sendable {
    // Safety: nonisolated(unsafe) because the object's deinit clears it on the thread that releases the object; otherwise only its initializer writes it.
    nonisolated(unsafe) private var reference: Unmanaged<Object>?

    init() {}

    /// The object, or nil once its deinit has begun.
    var object: Object? { reference?.takeUnretainedValue() }

    /// Whether the handle still refers to `object`, compared by identity without a retain.
    func refers(to object: Object) -> Bool {
        reference?.toOpaque() == Unmanaged.passUnretained(object).toOpaque()
    }

    /// Points the handle at its object; called by the object's initializer.
    func attach(_ object: Object) {
        reference = Unmanaged.passUnretained(object)
    }

    /// Called first thing in the object's deinit.
    func clear() {
        reference = nil
    }
}

extension ObjectHandle where Object == UIViewController {
    /// The controller as the subclass that made the handle its own.
    func controller<Controller: UIViewController>(as type: Controller.Type) -> Controller? {
        object.map { unsafeDowncast($0, to: Controller.self) }
    }
}

/// An object that owns the handle through which the framework refers to it.
protocol HandleOwner: AnyObject {
    associatedtype HandleObject: AnyObject
    /// Cleared first thing in the object's `deinit`.
    var handle: ObjectHandle<HandleObject> { get }
}

extension UIViewController: HandleOwner {}
extension UIWindow: HandleOwner {}
extension UIApplication: HandleOwner {}
extension SimulatedDevice: HandleOwner {}

/// A property that refers to a controller, a window, the application or the device through
/// its handle: it reads like a `weak` property (nil once the object is gone) without giving
/// the object a side table.
@propertyWrapper
struct Handled<Value: HandleOwner> {
    private var handle: ObjectHandle<Value.HandleObject>?

    init(wrappedValue: Value?) {
        handle = wrappedValue?.handle
    }

    var wrappedValue: Value? {
        // The handle is the one `Value` owns (or a subclass of it), so the downcast holds.
        get { handle?.object.map { unsafeDowncast($0, to: Value.self) } }
        set { handle = newValue?.handle }
    }
}
