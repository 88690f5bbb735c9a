import HeadlessCore
import Foundation
#if canImport(CoreFoundation)
import CoreFoundation
#endif

/// Services the blocks that app code sent to `DispatchQueue.main`, for hosts that run the
/// simulated process on the real main thread (see ``MainRunLoop/drainsDispatchMainQueue``).
enum DispatchMainQueue {
    /// Runs one iteration of the main thread's run loop without waiting, which runs the
    /// blocks queued on the main queue before it started; returns whether any ran.
    ///
    /// Off the main run loop's thread (a test runner's worker thread) it does nothing.
    static func drainOnce() -> Bool {
        #if canImport(CoreFoundation)
        guard CFRunLoopGetCurrent() === CFRunLoopGetMain() else { return false }
        let result = CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0, true)
        return result == .handledSource
        #else
        return false
        #endif
    }
}
