#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// `objc_sync_enter` succeeded, or `objc_sync_exit` released the lock.
public var OBJC_SYNC_SUCCESS: Int { 0 }
/// `objc_sync_exit` on an object whose lock the calling thread does not hold.
public var OBJC_SYNC_NOT_OWNING_THREAD_ERROR: Int { -1 }

/// Takes the lock of `obj` (Swift's spelling of `@synchronized`), waiting while another
/// thread holds it. The lock is recursive: a thread that holds it takes it again, and releases
/// it with as many `objc_sync_exit` calls.
///
/// ```swift
/// objc_sync_enter(self)
/// defer { objc_sync_exit(self) }
/// ```
///
/// The object is retained while its lock is held. Returns ``OBJC_SYNC_SUCCESS``.
@discardableResult
public func objc_sync_enter(_ obj: Any) -> Int32 {
    SyncTable.shared.enter(obj as AnyObject)
    return Int32(OBJC_SYNC_SUCCESS)
}

/// Releases the lock of `obj` taken by `objc_sync_enter` on this thread. Returns
/// ``OBJC_SYNC_SUCCESS``, or ``OBJC_SYNC_NOT_OWNING_THREAD_ERROR`` (and changes nothing) when
/// this thread does not hold it.
@discardableResult
public func objc_sync_exit(_ obj: Any) -> Int32 {
    SyncTable.shared.exit(obj as AnyObject) ? Int32(OBJC_SYNC_SUCCESS) : Int32(OBJC_SYNC_NOT_OWNING_THREAD_ERROR)
}

/// The objects whose locks are held, behind one condition: a thread waits on it while another
/// holds the object it wants. An object's record exists only while its lock is held.
final class SyncTable: @unchecked Sendable {
    // Safety: @unchecked Sendable because every read and write of `held` holds `condition`.
    static let shared = SyncTable()

    private struct Record {
        /// Retained while held, so that its address is not reused meanwhile.
        var object: AnyObject
        var owner: pthread_t
        var depth: Int
    }

    private let condition = NSCondition()
    private var held: [ObjectIdentifier: Record] = [:]

    func enter(_ object: AnyObject) {
        let id = ObjectIdentifier(object)
        let me = pthread_self()
        condition.lock()
        defer { condition.unlock() }
        while let record = held[id], pthread_equal(record.owner, me) == 0 {
            condition.wait()
        }
        if held[id] != nil {
            held[id]!.depth += 1
        } else {
            held[id] = Record(object: object, owner: me, depth: 1)
        }
    }

    func exit(_ object: AnyObject) -> Bool {
        let id = ObjectIdentifier(object)
        condition.lock()
        guard var record = held[id], pthread_equal(record.owner, pthread_self()) != 0 else {
            condition.unlock()
            return false
        }
        record.depth -= 1
        var released: Record?
        if record.depth == 0 {
            released = held.removeValue(forKey: id)
            condition.broadcast()
        } else {
            held[id] = record
        }
        condition.unlock()
        // The object is released outside the lock: its deinitializer may synchronize too.
        withExtendedLifetime(released) {}
        return true
    }
}
