import HeadlessCore
import Foundation
@_spi(Headless) import QuartzCore

/// Which simulated process is ``HeadlessRuntime/current``: one per test harness, one per
/// `.freshRuntime` test, or the process default of an executable.
///
/// Every framework object belongs to the runtime that was current when it was made and uses
/// that one from then on (``UIResponder``, ``UIGestureRecognizer`` keep it); `current` is read
/// only where something is made and at the static entry points (`UIApplication.shared`,
/// `UIScreen.main`, `UIDevice.current`, `UIStoryboard(name:bundle:)`…). It is, innermost
/// first:
/// 1. the runtime of a ``HeadlessRuntime/withCurrent(_:_:)`` scope (a harness wraps each of its
///    calls in one; synchronous, on the main actor, so nothing else runs inside it);
/// 2. the runtime bound to the current task with ``HeadlessRuntime/bind(_:toCurrentTaskFor:)``
///    (a harness binds its own for its lifetime: test code after an `await` still makes
///    objects in it, while another test's task sees its own);
/// 3. the runtime bound with ``HeadlessRuntime/withBoundRuntime(_:_:)`` to a task and the
///    tasks it starts (the `.freshRuntime` trait);
/// 4. the process default, which ``HeadlessRuntime/reset()`` replaces when nothing above is
///    bound: an executable's single process, as before.
///
/// With nothing bound (an executable, a benchmark) reading `current` is one test and one
/// load.
extension HeadlessRuntime {
    /// The slot a binding fills: ``reset()`` replaces the runtime in the innermost one.
    @MainActor
    @_spi(Headless) public final class Binding {
        /// The runtime bound here; its owner points it at the process that replaced the first
        /// one (a device's new process after the app's ended).
        public var runtime: HeadlessRuntime
        /// The task bindings made inside this `withBoundRuntime` scope, whose runtimes end
        /// with it.
        var dependents: [Binding] = []
        /// Whether an owner (a harness) took this scope's runtime as its own.
        var isAdopted = false
        init(_ runtime: HeadlessRuntime) { self.runtime = runtime }
    }

    /// A task's binding by a harness (or another owner), valid while its owner lives.
    struct TaskBinding {
        let binding: Binding
        weak var owner: AnyObject?
    }

    /// The runtime of the simulated process that is running now (see the list above).
    public static var current: HeadlessRuntime {
        if bindingCount == 0 { return processDefault }
        return innermostBinding()?.runtime ?? processDefault
    }

    /// The binding ``current`` reads now, if any.
    static func innermostBinding() -> Binding? {
        if let scoped = scopedBindings.last { return scoped }
        if !taskBindings.isEmpty {
            let key = currentTaskKey()
            guard let list = taskBindings[key] else { return boundToTask }
            // The newest binding whose owner is alive; bindings of owners gone are dropped.
            var live = list
            live.removeAll { $0.owner == nil }
            if live.count != list.count {
                taskBindings[key] = live.isEmpty ? nil : live
            }
            if let last = live.last { return last.binding }
        }
        return boundToTask
    }

    /// The identity of the current task; code that runs in no task (an XCTest test, an
    /// executable's top-level code) counts as one context of its own, key 0.
    private static func currentTaskKey() -> Int {
        withUnsafeCurrentTask { task in task?.hashValue ?? 0 }
    }

    /// Runs `body` with `runtime` as ``current``; objects made inside belong to it.
    public static func withCurrent<T>(_ runtime: HeadlessRuntime, _ body: () throws -> T) rethrows -> T {
        scopedBindings.append(Binding(runtime))
        bindingCount += 1
        defer {
            scopedBindings.removeLast()
            bindingCount -= 1
        }
        return try body()
    }

    /// Makes `runtime` ``current`` for the current task (not the tasks it starts) for as long
    /// as `owner` lives, or until ``unbind(_:)``; the newest binding of a task wins. Code that
    /// runs in no task (an XCTest test) is one context of its own.
    ///
    /// Bindings are keyed by the task's identity: an owner that outlives its task should be
    /// unbound when its task ends (a harness is released at the end of its test).
    @discardableResult
    public static func bind(_ runtime: HeadlessRuntime, toCurrentTaskFor owner: AnyObject) -> Binding {
        let key = currentTaskKey()
        let binding = Binding(runtime)
        taskBindings[key, default: []].append(TaskBinding(binding: binding, owner: owner))
        recountBindings()
        // Inside a `withBoundRuntime` scope (a `.freshRuntime` test), the process ends with it.
        boundToTask?.dependents.append(binding)
        return binding
    }

    /// Ends a binding made by ``bind(_:toCurrentTaskFor:)``.
    public static func unbind(_ binding: Binding) {
        for (key, list) in taskBindings where list.contains(where: { $0.binding === binding }) {
            let rest = list.filter { $0.binding !== binding && $0.owner != nil }
            taskBindings[key] = rest.isEmpty ? nil : rest
        }
        recountBindings()
    }

    /// Runs `body` with `runtime` bound to the current task and every task it starts
    /// (child tasks and `Task {}` inherit it): what the `.freshRuntime` trait does for a test.
    /// When `body` ends, the test is over: the runtime bound then (a ``reset()`` inside
    /// `body` replaces it) and those of the harnesses made inside are retired (``retire()``),
    /// so that they and their objects can be freed. Returns the runtime bound at the end.
    @discardableResult
    public static func withBoundRuntime(_ runtime: HeadlessRuntime,
                                        _ body: @Sendable () async throws -> Void) async rethrows -> HeadlessRuntime {
        taskLocalBindings += 1
        recountBindings()
        defer {
            taskLocalBindings -= 1
            recountBindings()
        }
        let binding = Binding(runtime)
        defer {
            binding.runtime.retire()
            for dependent in binding.dependents { dependent.runtime.retire() }
        }
        try await $boundToTask.withValue(binding) { try await body() }
        return binding.runtime
    }

    /// The runtime of the innermost ``withBoundRuntime(_:_:)`` of this task, after any
    /// ``reset()`` inside it.
    public static var boundRuntime: HeadlessRuntime? { boundToTask?.runtime }

    /// The runtime of the innermost ``withBoundRuntime(_:_:)`` of this task, for the first
    /// owner that asks (a test's first harness takes the test's process, with the objects
    /// the test made before it); nil when there is none or it was taken.
    public static func adoptBoundRuntime() -> HeadlessRuntime? {
        guard let binding = boundToTask, !binding.isAdopted else { return nil }
        binding.isAdopted = true
        return binding.runtime
    }

    private static func recountBindings() {
        bindingCount = scopedBindings.count + taskBindings.count + taskLocalBindings
    }

    /// Replaces the current runtime with a fresh one and returns it: the runtime of the
    /// innermost binding (a harness call, a harness's task, a `.freshRuntime` test), or the
    /// process default when nothing is bound.
    @discardableResult
    public static func reset() -> HeadlessRuntime {
        // The old runtime may hold the last references to objects of the previous scenario
        // (queued blocks, timers); their deinitializers use their own runtime, which stays
        // alive as long as they do.
        let fresh = HeadlessRuntime()
        let old: HeadlessRuntime
        if let binding = innermostBinding() {
            old = binding.runtime
            binding.runtime = fresh
        } else {
            old = processDefault
            processDefault = fresh
        }
        old.retire()
        return fresh
    }

    /// Ends the process: drops its pending work (queued blocks, timers, layout) and what it
    /// keeps for its objects (the application, the gesture arena, the sessions, the appearance
    /// proxies), which also refer to it, so that the process and its objects can be freed.
    /// Objects still held elsewhere keep it alive and can still be read, but their gestures,
    /// first responder and application are gone: retire a process only when nothing will use
    /// it again (``reset()``, the end of a `.freshRuntime` test).
    public func retire() {
        runLoop.discardPendingWork()
        transactionContext.discardPendingWork()
        layout.abandon()
        arenaIfMade?.detachAllViews()
        arenaIfMade = nil
        textInputIfMade = nil
        menuSessionIfMade = nil
        hardwareKeyboardIfMade = nil
        applicationHost = nil
        appearanceProxies = nil
        generalPasteboard = nil
    }
}
