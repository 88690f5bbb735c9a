import Foundation

/// Releasing objects on a thread other than the main one, for the tests of what the engine
/// does when an app's last reference goes away there (`OffMainRelease`).
public enum OffMainThread {
    /// A box whose reference a test hands to another thread.
    public final class Box: @unchecked Sendable {
        public var object: AnyObject?
        public init(_ object: AnyObject) { self.object = object }
    }

    /// Drops the box's reference on a thread of its own and waits for it.
    public static func release(_ box: Box) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.object = nil
            done.signal()
        }
        thread.start()
        done.wait()
    }
}
