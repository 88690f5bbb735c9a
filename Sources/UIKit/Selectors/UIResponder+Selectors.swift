import HeadlessCore
import Foundation

/// The search of the responder chain behind ``UIResponder/target(forAction:withSender:)``.
extension UIResponder {
    /// The first responder from this one up the chain that can perform `action`.
    func firstResponderInChain(performing action: Selector, withSender sender: Any?) -> Any? {
        var responder: UIResponder? = self
        var steps = 0
        while let current = responder, steps < 10_000 {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
            steps += 1
        }
        return nil
    }
}

extension NSObject {
    /// Whether the object has a method for a selector (see ``SelectorTable``). Main-actor
    /// code as the selector tables are, declared `@preconcurrency` so that Swift 5 code calls
    /// it from closures as it calls `NSObjectProtocol`'s on iOS (References §57.10).
    @preconcurrency @MainActor
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return HeadlessRuntime.current.responds(self, to: aSelector)
    }

    /// Calls the method for a selector that takes no argument.
    @MainActor @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        SelectorCall.perform(aSelector, on: self, [])
    }

    /// Calls the method for a selector with one argument.
    @MainActor @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        SelectorCall.perform(aSelector, on: self, [object])
    }

    /// Calls the method for a selector, with an argument, after `delay` seconds of virtual
    /// time (see `UIResponder.perform(_:with:afterDelay:)`).
    @MainActor
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        SelectorCall.schedule(aSelector, on: self, argument: anArgument, delay: delay)
    }

    /// Calls the method for a selector with two arguments.
    @MainActor @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        SelectorCall.perform(aSelector, on: self, [object1, object2])
    }

    /// Cancels the calls scheduled with ``perform(_:with:afterDelay:)`` on a target.
    @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        SelectorCall.cancel(target: aTarget as AnyObject, selector: nil, argument: nil, matchArgument: false)
    }

    /// Cancels the calls of a selector with an argument (compared with `==` when both are
    /// hashable, else by identity) scheduled on a target.
    @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        SelectorCall.cancel(target: aTarget as AnyObject, selector: aSelector, argument: anArgument, matchArgument: true)
    }
}

/// The calls by selector that `perform` makes now or schedules on the run loop.
@MainActor
enum SelectorCall {
    fileprivate struct Pending {
        weak var target: AnyObject?
        let selector: Selector
        let argument: Any?
        let handle: TimerHandle
    }

    private final class HandleBox {
        var handle: TimerHandle?
    }

    /// What one simulated process remembers of its calls; it goes with the process at a reset,
    /// as its run loop's timers do.
    final class State {
        /// The last few results handed back, kept alive for the caller.
        fileprivate var recentResults: [AnyObject] = []
        /// Scheduled calls, by target; a call leaves the list when it runs or is cancelled.
        fileprivate var pending: [ObjectIdentifier: [Pending]] = [:]
    }

    private static var state: State { HeadlessRuntime.current.selectorCalls }

    /// The process `target` belongs to: its own for a responder or a gesture recognizer,
    /// else the current one.
    static func runtime(of target: AnyObject) -> HeadlessRuntime {
        if let responder = target as? UIResponder { return responder.runtime }
        if let recognizer = target as? UIGestureRecognizer { return recognizer.runtime }
        return HeadlessRuntime.current
    }

    static func perform(_ selector: Selector?, on target: AnyObject, _ arguments: [Any?]) -> Unmanaged<AnyObject>? {
        guard let selector else { return nil }
        let runtime = runtime(of: target)
        let result = runtime.sendReturning(selector, to: target, arguments: arguments).result
        guard let object = result.flatMap({ $0 as AnyObject? }) else { return nil }
        // iOS hands the result back autoreleased; here the last few results are kept alive
        // instead, long enough for the caller to take it (`takeUnretainedValue()`).
        let state = runtime.selectorCalls
        state.recentResults.append(object)
        if state.recentResults.count > 8 { state.recentResults.removeFirst() }
        return Unmanaged.passUnretained(object)
    }

    static func schedule(_ selector: Selector, on target: AnyObject, argument: Any?, delay: TimeInterval) {
        let key = ObjectIdentifier(target)
        let runtime = runtime(of: target)
        let runLoop = runtime.runLoop
        let fired = HandleBox()
        let handle = runLoop.schedule(after: delay, settles: false) {
            if let handle = fired.handle { remove(handle, from: key) }
            runtime.send(selector, to: target, arguments: [argument])
        }
        fired.handle = handle
        runtime.selectorCalls.pending[key, default: []].append(Pending(target: target, selector: selector, argument: argument, handle: handle))
    }

    static func cancel(target: AnyObject, selector: Selector?, argument: Any?, matchArgument: Bool) {
        let key = ObjectIdentifier(target)
        let runtime = runtime(of: target)
        let state = runtime.selectorCalls
        guard let calls = state.pending[key] else { return }
        let runLoop = runtime.runLoop
        var kept: [Pending] = []
        for call in calls {
            let matches = call.target === target && (selector == nil || call.selector == selector)
                && (!matchArgument || sameArgument(call.argument, argument))
            if matches { runLoop.cancel(call.handle) } else { kept.append(call) }
        }
        state.pending[key] = kept.isEmpty ? nil : kept
    }

    private static func remove(_ handle: TimerHandle, from key: ObjectIdentifier) {
        let state = self.state
        state.pending[key]?.removeAll { $0.handle == handle }
        if state.pending[key]?.isEmpty == true { state.pending[key] = nil }
    }

    private static func sameArgument(_ lhs: Any?, _ rhs: Any?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case let (left as AnyHashable, right as AnyHashable): return left == right
        case let (left?, right?): return (left as AnyObject) === (right as AnyObject)
        default: return false
        }
    }
}

extension UIApplication {
    /// Sends an action: to `target`, or, when it is nil, to the first responder up the chain
    /// from `sender` that can perform it.
    static func dispatchAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let runtime = HeadlessRuntime.current
        if let target {
            return runtime.send(action, to: target as AnyObject, arguments: [sender, event])
        }
        // From the sender up its chain; when that finds nothing (or there is no sender, as in
        // `sendAction(_:to: nil, from: nil, for: nil)`), from the first responder, then from
        // the key window, whose chain ends at the application and its delegate, as UIKit
        // sends a nil-targeted action to the first responder and up from there.
        let starts: [UIResponder?] = [sender as? UIResponder, runtime.textInput.firstResponder, runtime.keyWindowStorage]
        var found: Any?
        for case let start? in starts {
            if let target = start.target(forAction: action, withSender: sender) {
                found = target
                break
            }
        }
        guard let found else {
            runtime.report(.warning, .selectorNoResponder,
                           "No responder up the chain from \((sender as? UIResponder)?.traceName ?? "the sender") performs \"\(action.name)\", sent to the first responder; nothing happened. Declare the method with @objc in a controller or view on the chain.",
                           about: sender as? UIResponder)
            return false
        }
        return runtime.send(action, to: found as AnyObject, arguments: [sender, event])
    }
}
