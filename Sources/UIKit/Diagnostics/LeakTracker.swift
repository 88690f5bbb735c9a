import HeadlessCore

/// Finds view controllers and views that outlive their screen, at the exact step they left,
/// with no timers.
///
/// The framework reports every departure (a pop, a dismissal, `removeFromParent()`,
/// `removeFromSuperview()`, a replaced root view controller, a window torn down, a scene
/// disconnected) through ``HeadlessRuntime/onDeparture``; the tracker keeps a weak reference
/// to each. ``check()``, called once the run loop has settled, gives a ``Leak`` for each one
/// still alive, unless it is back in use (added again somewhere) or allowed.
///
/// Views follow their owner: a departed view that a live object still holds in a stored
/// property (a cached subview, the root view of a live controller) is not a leak; the root
/// view of a leaked controller is reported as kept alive by it. A departed view controller
/// that is still alive is a leak unless allowed, or unless the app still holds it from one of
/// its own live objects (its delegates, windows and live controllers), as iOS counts leaks:
/// a stored alert or a login screen kept for later is not one; a controller that only a
/// retain cycle, a closure or an object registered with ``addRoot(_:named:)`` holds is.
///
/// Each verdict explains itself with the strong references the tracker can see: a walk of
/// stored properties from the roots (the windows, the live view controllers, the app
/// delegate, and objects registered with ``addRoot(_:named:)``), the retain cycles through
/// the object, and the closures stored near it, which may capture it.
@MainActor
@_spi(Headless) public final class LeakTracker {
    struct Pending {
        weak var object: UIResponder?
        let name: String
        var how: DepartureManner
        let step: String?
    }

    private struct WeakObject {
        weak var object: AnyObject?
        let name: String?
    }

    /// The runtime whose departures are tracked.
    public private(set) var runtime: HeadlessRuntime
    private var pending: [Pending] = []
    private var allowedObjects: [WeakObject] = []
    private var allowedClassNames: Set<String> = []
    private var allowedPredicates: [(UIResponder) -> Bool] = []
    private var registeredRoots: [WeakObject] = []
    /// The step under way (a device action, a test step), named in the verdicts of the
    /// objects that leave during it; when nil, the outermost cause of the departure is used.
    public var currentStep: String?
    /// Extra roots, such as the application delegate, looked up at each check.
    public var additionalRoots: (() -> [(label: String, object: AnyObject)])?

    /// Starts tracking the departures of `runtime`, chaining to an observer already installed.
    public init(runtime: HeadlessRuntime = .current) {
        self.runtime = runtime
        observe(runtime)
    }

    /// Moves to another process (the device started a new one after the app's process ended):
    /// the departures of the old process are forgotten (a dead process frees nothing), the
    /// allow-lists and roots are kept.
    public func follow(_ newRuntime: HeadlessRuntime) {
        guard newRuntime !== runtime else { return }
        runtime = newRuntime
        pending.removeAll()
        observe(newRuntime)
    }

    private func observe(_ runtime: HeadlessRuntime) {
        let previous = runtime.onDeparture
        runtime.onDeparture = { [weak self, weak runtime] departure in
            previous?(departure)
            guard let self, self.runtime === runtime else { return }
            self.note(departure)
        }
    }

    /// The departed objects not yet judged, by trace name.
    public var pendingNames: [String] { pending.map(\.name) }

    // MARK: Allow-lists and roots

    /// Allows one object to outlive its screen (a controller kept for reuse).
    public func allow(_ object: AnyObject) {
        allowedObjects.append(WeakObject(object: object, name: nil))
    }

    /// Allows every instance of a class to outlive its screen.
    public func allow(_ type: AnyObject.Type) {
        allowedClassNames.insert(String(describing: type))
    }

    /// Allows every departed object for which `predicate` is true.
    public func allow(where predicate: @escaping (UIResponder) -> Bool) {
        allowedPredicates.append(predicate)
    }

    /// Adds an object (a singleton, a service, a cache) to the roots that retain paths start
    /// from. The tracker holds it weakly.
    public func addRoot(_ object: AnyObject, named name: String? = nil) {
        registeredRoots.append(WeakObject(object: object, name: name))
    }

    /// Forgets every pending departure without judging it.
    public func forgetPending() { pending.removeAll() }

    // MARK: Verdicts

    /// Judges every departure since the last check: the objects still alive that are neither
    /// back in use nor allowed. Call it once the run loop has settled.
    public func check() -> [Leak] {
        let judged = pending
        pending.removeAll()
        var suspects: [(pending: Pending, object: UIResponder)] = []
        for entry in judged {
            guard let object = entry.object, !isAllowed(object), !isBackInUse(object) else { continue }
            suspects.append((entry, object))
        }
        guard !suspects.isEmpty else { return [] }

        var suspectIDs = Set(suspects.map { ObjectIdentifier($0.object) })
        // A controller the app still holds from one of its own live objects (a stored alert, a
        // login screen the app delegate keeps) is not a leak, as iOS counts leaks: only what
        // nothing live reaches (References §45.3). So is what it contains or presents.
        let appGraph = RetentionGraph(roots: roots(excluding: suspectIDs, includingRegistered: false), opaque: suspectIDs)
        var held = Set<ObjectIdentifier>()
        for (_, object) in suspects {
            if let controller = object as? UIViewController, appGraph.reaches(controller) { held.insert(ObjectIdentifier(controller)) }
        }
        if !held.isEmpty {
            suspects.removeAll { isHeld($0.object, held: held) }
            suspectIDs = Set(suspects.map { ObjectIdentifier($0.object) })
            guard !suspects.isEmpty else { return [] }
        }
        let graph = RetentionGraph(roots: roots(excluding: suspectIDs), opaque: suspectIDs)
        var leaks: [Leak] = []
        for (entry, object) in suspects {
            if let view = object as? UIView {
                if let owner = view.owningViewController, suspectIDs.contains(ObjectIdentifier(owner)) {
                    leaks.append(leak(entry, object, keptAliveBy: owner.traceName))
                    continue
                }
                if graph.reaches(view) { continue }
            }
            if let controller = object as? UIViewController, let parent = controller.storedParent,
               suspectIDs.contains(ObjectIdentifier(parent)) {
                leaks.append(leak(entry, object, keptAliveBy: parent.traceName))
                continue
            }
            leaks.append(explain(entry, object, graph: graph))
        }
        let controllersFirst = leaks.filter { $0.kind == .viewController } + leaks.filter { $0.kind != .viewController }
        return controllersFirst
    }

    // MARK: Internals

    func note(_ departure: HeadlessRuntime.Departure) {
        guard let object = departure.object else { return }
        add(object, name: departure.name, how: departure.how)
        // What leaves with it: a window's controllers, a controller's children and the
        // controllers it presents. Each must go too unless it is put back.
        var descendants: [UIViewController] = []
        if let window = object as? UIWindow, let root = window.storedRootViewController { descendants.append(root) }
        if let controller = object as? UIViewController { descendants += Self.contained(in: controller) }
        var index = 0
        while index < descendants.count, index < 10_000 {
            let controller = descendants[index]
            index += 1
            if controller !== object { add(controller, name: controller.traceName, how: DepartureManner(departure.how.kind, along: departure.name)) }
            descendants += Self.contained(in: controller).filter { candidate in !descendants.contains(identicalTo: candidate) }
        }
    }

    private func add(_ object: UIResponder, name: String, how: DepartureManner) {
        if let index = pending.firstIndex(where: { $0.object === object }) {
            if pending[index].how.kind.isGeneric && !how.kind.isGeneric {
                pending[index].how = how
            }
            return
        }
        pending.append(Pending(object: object, name: name, how: how, step: currentStep ?? (runtime.causes.first ?? nil)?.text))
    }

    private static func contained(in controller: UIViewController) -> [UIViewController] {
        controller.storedChildren + (controller.storedPresentedViewController.map { [$0] } ?? [])
    }

    /// `removedFromParent` and `removedFromSuperview` are how every specific departure ends;
    /// `popped` or `dismissed` says more.
    private func isAllowed(_ object: UIResponder) -> Bool {
        if allowedObjects.contains(where: { $0.object === object }) { return true }
        if allowedClassNames.contains(object.traceClassName) { return true }
        return allowedPredicates.contains { $0(object) }
    }

    /// Whether a departed object was put back: added to a superview, or (for a controller)
    /// its outermost container is a window's root, presented, or on screen again.
    private func isBackInUse(_ object: UIResponder) -> Bool {
        if let window = object as? UIWindow {
            return window.isShown && !window.isHidden && window.storedRootViewController != nil
        }
        if let view = object as? UIView { return view.storedSuperview != nil }
        guard var top = object as? UIViewController else { return false }
        var hops = 0
        while let parent = top.storedParent, hops < 1_000 {
            top = parent
            hops += 1
        }
        // A search controller (and its results controller) is kept between searches by the
        // navigation item or the view that shows its bar.
        if let search = top as? UISearchController, search.isKeptForNextSearch { return true }
        if top.storedPresentingViewController != nil { return true }
        if top.storedView?.storedWindow != nil { return true }
        return runtime.allWindows.contains { $0.storedRootViewController === top }
    }

    /// Whether a departed object is, or belongs to, a controller in `held`: itself, one of its
    /// container or presenting ancestors, or (for a view) its controller's.
    private func isHeld(_ object: UIResponder, held: Set<ObjectIdentifier>) -> Bool {
        var controller = (object as? UIViewController) ?? (object as? UIView)?.owningViewController
        var hops = 0
        while let current = controller, hops < 1_000 {
            if held.contains(ObjectIdentifier(current)) { return true }
            controller = current.storedParent ?? current.storedPresentingViewController
            hops += 1
        }
        return false
    }

    /// The objects retain paths start from: the app's delegates, its windows and live
    /// controllers, ``additionalRoots``, and (unless `includingRegistered` is false) the objects
    /// registered with ``addRoot(_:named:)``, which a test adds to explain what holds a leak.
    private func roots(excluding excluded: Set<ObjectIdentifier>,
                       includingRegistered: Bool = true) -> [(label: String, object: AnyObject)] {
        var roots: [(label: String, object: AnyObject)] = additionalRoots?() ?? []
        if let application = ApplicationRegistry.application(of: runtime), !application.isImplicitHost {
            if let delegate = application.storedDelegate { roots.append(("app delegate", delegate)) }
            for scene in application.scenes where scene.isConnected {
                if let delegate = scene.storedDelegate { roots.append(("scene delegate", delegate)) }
            }
        }
        for root in registeredRoots where includingRegistered {
            if let object = root.object { roots.append((root.name ?? "registered root", object)) }
        }
        for window in runtime.allWindows { roots.append(("window", window)) }
        for controller in runtime.allViewControllers { roots.append(("live view controller", controller)) }
        return roots.filter { !excluded.contains(ObjectIdentifier($0.object)) }
    }

    private func leak(_ entry: Pending, _ object: UIResponder, keptAliveBy: String? = nil,
                      paths: [String] = [], cycles: [String] = [], suspects: [String] = []) -> Leak {
        let kind: Leak.Kind = object is UIViewController ? .viewController : object is UIView ? .view : .object
        return Leak(name: entry.name, className: object.traceClassName, kind: kind, how: entry.how, step: entry.step,
                    retainPaths: paths, cycles: cycles, suspects: suspects, keptAliveBy: keptAliveBy)
    }

    private func explain(_ entry: Pending, _ object: UIResponder, graph: RetentionGraph) -> Leak {
        let paths = graph.path(to: object).map { [$0] } ?? []
        let own = RetentionGraph(roots: [("leaked", object)], limit: 2_000)
        let cycles = Array(own.cyclesThroughRoots().prefix(3))
        var suspects = own.closureSites(limit: 5)
        if paths.isEmpty && cycles.isEmpty && suspects.isEmpty {
            suspects = graph.closureSites(limit: 5)
        }
        return leak(entry, object, paths: paths, cycles: cycles, suspects: suspects)
    }
}
