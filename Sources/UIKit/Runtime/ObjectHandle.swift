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
///
/// **Invariant.** The handle names its object only while the object's memory is allocated:
/// the object clears it in its own `deinit` (its base class's, which runs after an app
/// subclass's `deinit` body). Reads answer nil from the moment deinitialization begins, also
/// while that subclass body runs, as a `weak` reference does, so that the framework never
/// hands out an object that is going away.
///
/// In the checked build (`--traits Checked`, `HEADLESS_CHECKED`) the handle holds a real
/// `weak` reference instead, which the runtime keeps safe by itself.
final class ObjectHandle<Object: AnyObject>: @unchecked Sendable {
    #if HEADLESS_CHECKED
    // Safety: nonisolated(unsafe) because the object's deinit clears it on the thread that releases the object; a weak reference is safe to read on any thread.
    nonisolated(unsafe) private weak var reference: Object?

    init() {}

    /// The object, or nil once its deinit has begun.
    var object: Object? { reference }

    /// Whether the handle still refers to `object`, compared by identity.
    func refers(to object: Object) -> Bool { reference === object }

    /// Points the handle at its object; called by the object's initializer.
    func attach(_ object: Object) { reference = object }
    #else
    // Safety: nonisolated(unsafe) because the object's deinit clears it on the thread that releases the object; otherwise only its initializer writes it.
    nonisolated(unsafe) private var reference: UnretainedLink<Object>?

    init() {}

    /// The object, or nil once its deinit has begun.
    var object: Object? { reference?.liveObject }

    /// Whether the handle still refers to `object`, compared by identity without a retain.
    func refers(to object: Object) -> Bool {
        reference?.refers(to: object) == true
    }

    /// Points the handle at its object; called by the object's initializer.
    func attach(_ object: Object) {
        reference = UnretainedLink(object)
    }
    #endif

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
