import Synchronization
import Foundation
import Testing
import UIKitTesting
@_spi(Headless) @testable import UIKit

// Keys as apps write them: the address of a variable of their own.
@MainActor private var titleKey: UInt8 = 0
@MainActor private var otherKey: UInt8 = 0
@MainActor private var ownerKey: UInt8 = 0

/// An object whose release a test can see.
private final class Token {
    let name: String
    init(_ name: String) { self.name = name }
}

/// A counter that threads update under `objc_sync_enter` (as SkeletonView's `DispatchQueue`
/// helpers do); its state is guarded by that lock alone.
private final class SyncCounter: @unchecked Sendable {
    // Safety: @unchecked Sendable because `value` is read and written under objc_sync_enter(self).
    var value = 0
}

/// The Objective-C runtime's functions apps and libraries call from Swift (the `ObjectiveC`
/// module, re-exported by UIKit).
@MainActor
@Suite(.freshRuntime) struct ObjectiveCRuntimeTests {
    @Test func anAssociationIsKeyedByTheObjectAndTheKeysAddress() {
        let first = UIView(), second = UIView()
        objc_setAssociatedObject(first, &titleKey, "first", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(second, &titleKey, "second", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(first, &otherKey, 42, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(first, &titleKey) as? String == "first")
        #expect(objc_getAssociatedObject(second, &titleKey) as? String == "second")
        #expect(objc_getAssociatedObject(first, &otherKey) as? Int == 42)
        #expect(objc_getAssociatedObject(second, &otherKey) == nil)
        objc_setAssociatedObject(first, &titleKey, "replaced", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        #expect(objc_getAssociatedObject(first, &titleKey) as? String == "replaced")
        objc_setAssociatedObject(first, &titleKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(first, &titleKey) == nil)
        #expect(objc_getAssociatedObject(first, &otherKey) as? Int == 42)
        objc_removeAssociatedObjects(first)
        #expect(objc_getAssociatedObject(first, &otherKey) == nil)
    }

    /// A retained value lives as long as its object: a view releases it as it goes, as on iOS.
    @Test func aRetainedValueGoesWithItsView() {
        weak var token: Token?
        do {
            let view = UIView()
            let value = Token("badge")
            token = value
            objc_setAssociatedObject(view, &titleKey, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        #expect(token == nil)
    }

    /// A replaced value is released at once; an assigned one is not retained (it reads nil
    /// once gone, where iOS would dangle).
    @Test func assignDoesNotRetainAndReplacingReleases() {
        let view = UIView()
        weak var replaced: Token?
        do {
            let value = Token("old")
            replaced = value
            objc_setAssociatedObject(view, &titleKey, value, .OBJC_ASSOCIATION_RETAIN)
        }
        #expect(replaced != nil)
        objc_setAssociatedObject(view, &titleKey, Token("new"), .OBJC_ASSOCIATION_RETAIN)
        #expect(replaced == nil)
        #expect((objc_getAssociatedObject(view, &titleKey) as? Token)?.name == "new")
        var owner: UIViewController? = UIViewController()
        objc_setAssociatedObject(view, &ownerKey, owner, .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(view, &ownerKey) as? UIViewController === owner)
        owner = nil
        #expect(objc_getAssociatedObject(view, &ownerKey) == nil)
    }

    /// The copy policies store a copy of an `NSCopying` value: a mutable string changed after
    /// the call does not change the association.
    @Test func copyStoresACopy() {
        let view = UIView()
        let text = NSMutableString(string: "draft")
        objc_setAssociatedObject(view, &titleKey, text, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        text.append(" 2")
        #expect((objc_getAssociatedObject(view, &titleKey) as? NSString).map { $0 as String } == "draft")
    }

    /// A plain Swift object's associations: found while it lives; once it is gone, an object
    /// that gets its address does not see them.
    @Test func aGoneObjectsAssociationsAreNotInheritedByItsAddress() {
        final class WeakToken { weak var token: Token?; init(_ token: Token) { self.token = token } }
        var values: [WeakToken] = []
        for index in 0..<200 {
            let owner = Token("owner \(index)")
            let value = Token("value \(index)")
            values.append(WeakToken(value))
            #expect(objc_getAssociatedObject(owner, &titleKey) == nil)
            objc_setAssociatedObject(owner, &titleKey, value, .OBJC_ASSOCIATION_RETAIN)
            #expect((objc_getAssociatedObject(owner, &titleKey) as? Token)?.name == "value \(index)")
        }
        // Values of gone plain objects are released by later association calls (a stale entry
        // at a reused address, or a sweep), not kept for ever.
        #expect(values.filter { $0.token != nil }.count < 100)
    }

    @Test func objcSyncIsARecursiveLockPerObject() {
        let counter = SyncCounter()
        #expect(Int(objc_sync_enter(counter)) == OBJC_SYNC_SUCCESS)
        #expect(Int(objc_sync_enter(counter)) == OBJC_SYNC_SUCCESS)
        #expect(Int(objc_sync_exit(counter)) == OBJC_SYNC_SUCCESS)
        #expect(Int(objc_sync_exit(counter)) == OBJC_SYNC_SUCCESS)
        #expect(Int(objc_sync_exit(counter)) == OBJC_SYNC_NOT_OWNING_THREAD_ERROR)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<500 {
                objc_sync_enter(counter)
                let read = counter.value
                counter.value = read + 1
                objc_sync_exit(counter)
            }
        }
        #expect(counter.value == 4000)
    }

    /// Another thread cannot release a lock this thread holds, and waits for it.
    @Test func objcSyncExitFromAnotherThreadIsRefused() {
        let counter = SyncCounter()
        objc_sync_enter(counter)
        // A thread of its own: a task could run on this very thread once this one waits.
        let refused = ThreadResult()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            refused.value.withLock { $0 = objc_sync_exit(counter) }
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(Int(refused.value.withLock { $0 }) == OBJC_SYNC_NOT_OWNING_THREAD_ERROR)
        #expect(Int(objc_sync_exit(counter)) == OBJC_SYNC_SUCCESS)
    }

    /// Methods are found by selector through the selector tables; a framework method is not,
    /// and a warning says so.
    @Test func methodLookupGoesThroughTheSelectorTables() throws {
        let method = try #require(class_getInstanceMethod(SelectorController.self, "refresh"))
        #expect(method.description == "-[SelectorController refresh]")
        #expect(class_getInstanceMethod(SelectorController.self, "baseAction:") != nil)
        #expect(class_respondsToSelector(SelectorController.self, "buttonTapped:"))
        #expect(!class_respondsToSelector(SelectorBaseController.self, "buttonTapped:"))
        #expect(HeadlessRuntime.current.diagnostics.all.isEmpty)
        #expect(class_getInstanceMethod(UIView.self, "layoutSubviews") == nil)
        let warnings = HeadlessRuntime.current.diagnostics.with(codePrefix: "objc.method")
        #expect(warnings.map(\.severity) == [.warning])
        #expect(warnings.first?.message.contains("UIView has no method \"layoutSubviews\"") == true)
    }

    /// Swizzling cannot be honoured: each method keeps its implementation, and an error names
    /// both.
    @Test func swizzlingIsRefusedWithAnError() throws {
        let refresh = try #require(class_getInstanceMethod(SelectorController.self, "refresh"))
        let base = try #require(class_getInstanceMethod(SelectorController.self, "baseAction:"))
        method_exchangeImplementations(refresh, base)
        #expect(!class_addMethod(SelectorController.self, "added", method_getImplementation(refresh), method_getTypeEncoding(refresh)))
        #expect(class_replaceMethod(SelectorController.self, "refresh", method_getImplementation(base), nil) == nil)
        let errors = HeadlessRuntime.current.diagnostics.with(codePrefix: "objc.swizzling")
        #expect(errors.map(\.severity) == [.error, .error, .error])
        #expect(errors.first?.message.contains("-[SelectorController refresh] and -[SelectorController baseAction:]") == true)
        let controller = SelectorController()
        _ = controller.perform("refresh")
        #expect(controller.log == ["refresh"])
    }
}

/// What another thread computed, handed back under a lock.
final class ThreadResult: Sendable {
    let value = Mutex<Int32>(0)
}
