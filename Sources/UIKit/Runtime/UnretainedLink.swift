internal import CSwiftRuntime
import Foundation
#if HEADLESS_CHECKED
import Synchronization
#endif

/// A link from one framework object to another that does not keep it alive: a view's
/// superview and window, a root view's controller, a recognizer's view.
///
/// **Invariant.** The object the link names clears the link (sets it to nil) before its
/// memory is freed: a superview detaches its subviews in its `deinit`, a window clears the
/// window of its subtree, a controller clears its view's link back, a view detaches its
/// recognizers. That holds on every thread an object is released on (``OffMainRelease``
/// severs the links when the release happens off the main actor).
///
/// Two ways to read it:
/// - ``object``, for the engine's own walks, which may need the object while its `deinit`
///   runs (a superview's teardown delivers `willMove(toSuperview: nil)` to its subviews);
/// - ``liveObject``, for everything an app can reach (`superview`, `window`, `next`,
///   a recognizer's `view`): nil from the moment the object's deinitialization begins, as a
///   Swift `weak` reference reads, so that an app cannot retain an object that is going away.
///
/// Why not `weak`: a weak reference gives its object a side table, and every later retain
/// and release of the object takes the runtime's slow path; every superview and window
/// would pay that at each step of a transition (Benchmarks/README.md, Round 6).
///
/// In the checked build (`swift build --traits Checked`, which defines `HEADLESS_CHECKED`),
/// every read verifies the invariant: the object must still be allocated (``LiveObjects``),
/// and a link that outlived its object stops the process with a message naming the link,
/// instead of reading freed memory.
struct UnretainedLink<Object: AnyObject> {
    private let reference: Unmanaged<Object>

    init(_ object: Object) {
        reference = Unmanaged.passUnretained(object)
    }

    /// The object, also while its `deinit` runs; for the engine's walks.
    var object: Object {
        #if HEADLESS_CHECKED
        LiveObjects.verify(reference.toOpaque(), link: "\(Object.self)")
        #endif
        return reference.takeUnretainedValue()
    }

    /// The object, or nil once its deinitialization has begun.
    var liveObject: Object? {
        isDeallocating ? nil : object
    }

    /// Whether the object's deinitialization has begun.
    var isDeallocating: Bool {
        #if HEADLESS_CHECKED
        LiveObjects.verify(reference.toOpaque(), link: "\(Object.self)")
        #endif
        return headless_object_is_deallocating(reference.toOpaque())
    }

    /// The object's address, for identity comparisons without a retain.
    var address: UnsafeMutableRawPointer { reference.toOpaque() }

    /// Whether the link names `other`, by identity, without a retain.
    func refers(to other: Object) -> Bool {
        reference.toOpaque() == Unmanaged.passUnretained(other).toOpaque()
    }
}

extension Optional {
    /// The addresses of two optional links compared, nil equal to nil.
    static func sameTarget<Object>(_ lhs: UnretainedLink<Object>?, _ rhs: UnretainedLink<Object>?) -> Bool
    where Wrapped == UnretainedLink<Object> {
        lhs?.address == rhs?.address
    }
}

/// Whether an object's deinitialization has begun (what a `weak` reference checks).
func objectIsDeallocating(_ object: AnyObject) -> Bool {
    headless_object_is_deallocating(Unmanaged.passUnretained(object).toOpaque())
}

#if HEADLESS_CHECKED
/// The addresses of the framework objects that are allocated now, for the checked build's
/// verification of ``UnretainedLink`` and ``ObjectHandle``: an object is entered when
/// `UIResponder.init` runs and leaves at the end of `UIResponder.deinit`, the last of its
/// deinitializers.
enum LiveObjects {
    private static let addresses = Mutex<Set<UInt>>([])

    static func insert(_ object: AnyObject) {
        let address = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
        addresses.withLock { _ = $0.insert(address) }
    }

    static func remove(_ object: AnyObject) {
        let address = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
        addresses.withLock { _ = $0.remove(address) }
    }

    /// Stops the process if `address`, named by a link, is not a live object's.
    static func verify(_ address: UnsafeMutableRawPointer, link: String) {
        let known = addresses.withLock { $0.contains(UInt(bitPattern: address)) }
        precondition(known, "HEADLESS_CHECKED: an unretained link to a \(link) outlived its object (the object was freed without clearing the link). Report this as an engine bug.")
    }
}
#endif
