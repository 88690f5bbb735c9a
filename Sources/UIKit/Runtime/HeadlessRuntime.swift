import HeadlessCore
import Foundation
@_spi(Headless) import QuartzCore

/// One simulated iOS process: its virtual clock and main run loop, its trace and its
/// diagnostics, and the bookkeeping that UIKit keeps per process.
///
/// Every UIKit object belongs to the runtime that was ``current`` when it was made
/// (HeadlessRuntime+Binding.swift): each ``LifecycleHarness`` and each `.freshRuntime` test has
/// its own, an executable has one. Tests start each scenario from a clean process with a
/// harness, the trait, or ``reset()``.
@MainActor
@_spi(Headless) public final class HeadlessRuntime {
    /// The runtime of the process when nothing else is bound (an executable's process).
    // Safety: unchecked exclusivity: main-actor state read at each object made; each access is one read or write, never held across a callback.
    @exclusivity(unchecked) static var processDefault = HeadlessRuntime()
    /// How many bindings are active, so that ``current`` with none is one test.
    // Safety: unchecked exclusivity: main-actor state, one read or write per access.
    @exclusivity(unchecked) static var bindingCount = 0
    /// The runtimes of the `withCurrent` scopes open now, innermost last.
    static var scopedBindings: [Binding] = []
    /// The runtimes bound to tasks by harnesses, by the task's identity.
    static var taskBindings: [Int: [TaskBinding]] = [:]
    /// The number of `withBoundRuntime` scopes open now, in any task.
    static var taskLocalBindings = 0
    /// The runtime `withBoundRuntime` bound to this task and the tasks it started.
    @TaskLocal static var boundToTask: Binding?

    /// The main run loop, which owns the virtual clock.
    public let runLoop: MainRunLoop
    /// This process's Core Animation: its open transactions and the animations waiting for
    /// its commit, on the run loop's clock (References §46.1).
    public let transactionContext: CATransactionContext
    /// Whether block animations animate (`UIView.setAnimationsEnabled(_:)`), for this process.
    var animationsEnabled = true
    /// The duration of the animation block running now; 0 outside one.
    var inheritedAnimationDuration: TimeInterval = 0
    /// The view animation contexts open now, innermost last; nil entries are
    /// `performWithoutAnimation` blocks (``ViewAnimationContext``).
    var animationContexts: [ViewAnimationContext?] = []
    /// Whether any presentation of this process has covered a context: until one has, no
    /// controller can host a context presentation, and appearance forwarding skips looking
    /// for them (a walk of the controller's whole view tree at every appearance).
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) var hasCoveredAContext = false
    /// The calls by selector this process scheduled with `perform(_:with:afterDelay:)`.
    let selectorCalls = SelectorCall.State()
    /// The channel for misuse and bad-input reports.
    public let diagnostics = DiagnosticCenter()
    /// The attached trace recorder, if any.
    // Safety: unchecked exclusivity: main-actor runtime state on the hot path of every callback; each access is one read or write, never held across a callback.
    @exclusivity(unchecked) public private(set) var recorder: TraceRecorder?
    /// ``recorder``, unretained: the framework records through it without retaining the
    /// recorder at every event (``recorder`` keeps it alive; both change together).
    // Safety: unchecked exclusivity: set only with `recorder`, read once per delivered callback, never held across a call.
    @exclusivity(unchecked) private(set) var recorderReference: Unmanaged<TraceRecorder>?
    /// Version-dependent choices of the simulated iOS.
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) public var profile = LifecycleProfile()
    /// The direction of the simulated language (`--rtl`), fixed for the process as changing
    /// the language relaunches an iOS app (References §22).
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    /// Whether every view callback checks that the view's `window` is its superview chain's
    /// window (References §15.1); the exploration turns it on. Off, it costs one test per
    /// delivery.
    // Safety: unchecked exclusivity: main-actor runtime state read on every delivered callback; each access is one read or write.
    @exclusivity(unchecked) public var checksViewAttachment = false
    /// The views whose `window` contradicted their superview chain inside a callback, as
    /// "View#1 in willMove(toWindow:): …" lines, while ``checksViewAttachment`` was on.
    public internal(set) var attachmentViolations: [String] = []

    /// The last ordinal handed out per trace class name, by the name's slot (``TraceNames``).
    // Safety: unchecked exclusivity: main-actor runtime state on the hot path of every callback; each access is one read or write, never held across a callback.
    @exclusivity(unchecked) var ordinalCounts: [Int] = []
    // Safety: unchecked exclusivity: main-actor runtime state on the hot path of every callback; each access is one read or write, never held across a callback.
    @exclusivity(unchecked) var causes: [TraceCause?] = []
    /// Names the state of `causes`: it changes whenever a cause begins or ends, and no two
    /// runtimes share a value (the serial is in the high bits), so a recorder that sees the
    /// key of its previous event again reuses that event's cause without reading it.
    // Safety: unchecked exclusivity: as `causes`.
    @exclusivity(unchecked) var causeKey = 0
    // Safety: unchecked exclusivity: main-actor runtime state on the hot path of every callback; each access is one read or write, never held across a callback.
    @exclusivity(unchecked) var depth = 0
    let layout = LayoutEngine()
    /// The Auto Layout engine, made when the first view takes part in Auto Layout.
    // Safety: unchecked exclusivity: read on every frame change (a nil check) and set once, on the main actor.
    @exclusivity(unchecked) var autoLayoutIfMade: AutoLayoutEngine?
    /// The Auto Layout engine.
    var autoLayout: AutoLayoutEngine {
        if let engine = autoLayoutIfMade { return engine }
        let engine = AutoLayoutEngine(runtime: self)
        autoLayoutIfMade = engine
        return engine
    }
    let appearance = AppearanceScheduler()
    /// What the app set through appearance proxies, made by the first `appearance()` call
    /// (`Appearance/AppearanceRegistry.swift`).
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) var appearanceProxies: AppearanceRegistry?
    /// The notification center of the `UserNotifications` stand-in, once the app used it
    /// (`Device/SimulatedDevice+Notifications.swift`).
    @_spi(Headless) public weak var notificationDelivery: (any NotificationDelivery)?
    /// The general pasteboard, made on first use (`Sharing/UIPasteboard.swift`).
    var generalPasteboard: UIPasteboard?
    /// The haptic feedback the app's generators gave, oldest first, as `Class: call`
    /// (`Feedback/UIFeedbackGenerator.swift`, References §57.3); past 2,000 the oldest 1,000 go.
    public private(set) var feedbackEvents: [String] = []

    /// Records a feedback a generator gave.
    func recordFeedback(_ feedback: String) {
        if feedbackEvents.count >= 2000 { feedbackEvents.removeFirst(1000) }
        feedbackEvents.append(feedback)
    }
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) var windows: [ObjectHandle<UIWindow>] = []
    @Handled var keyWindowStorage: UIWindow? = nil
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) var liveControllers: [ObjectHandle<UIViewController>] = []
    /// Loads nibs for view controllers, installed by the Interface Builder reader.
    var nibLoading: NibLoading?
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) var departureObserver: ((Departure) -> Void)?

    /// The simulated device's screen.
    public let screen = UIScreen()

    /// The gesture engine of this process, made at first use (`Gestures/GestureArena.swift`).
    var arenaIfMade: GestureArena?
    /// The gesture engine of this process.
    var gestureArena: GestureArena {
        if let arena = arenaIfMade { return arena }
        let arena = GestureArena(runtime: self)
        arenaIfMade = arena
        return arena
    }
    /// The first responder and the keyboard, made at first use.
    var textInputIfMade: TextInputSession?
    /// The first responder and the keyboard of this process.
    var textInput: TextInputSession {
        if let session = textInputIfMade { return session }
        let session = TextInputSession()
        textInputIfMade = session
        return session
    }
    /// The hardware keyboard and the main menu, made at first use (`HardwareKeyboard.swift`).
    var hardwareKeyboardIfMade: HardwareKeyboard?
    /// The menu on screen, made at first use.
    var menuSessionIfMade: MenuSession?
    /// The menu on screen in this process, if any, and its state.
    var menuSession: MenuSession {
        if let session = menuSessionIfMade { return session }
        let session = MenuSession(runtime: self)
        menuSessionIfMade = session
        return session
    }
    /// The launched application, through its handle (nil once it is gone); its device (or
    /// `UIApplicationMain`) keeps it alive.
    @Handled var launchedApplication: UIApplication? = nil
    /// The implicit host application, kept here.
    var applicationHost: UIApplication?
    /// The simulated device driving this process, through its handle.
    @Handled var simulatedDevice: SimulatedDevice? = nil
    /// What releases off the main actor left for this process (``OffMainRelease``).
    nonisolated let offMainReleases = OffMainRelease.Ledger()

    /// A number that no other runtime of this process has: the high bits of ``causeKey``.
    ///
    /// Nothing in the framework holds a runtime weakly: a weak reference gives the runtime a
    /// side table, and then every retain of it (one per object made) takes the Swift
    /// runtime's slow path. Objects hold their runtime strongly; the run loop's back-pointer
    /// is cleared by `deinit`.
    let serial: Int
    private static var lastSerial = 0

    /// Creates a fresh process, not yet current anywhere: bind it (``withCurrent(_:_:)``,
    /// ``bind(_:toCurrentTaskFor:)``) to make objects in it.
    public init() {
        Self.lastSerial += 1
        serial = Self.lastSerial
        causeKey = Self.lastSerial << 32
        let runLoop = MainRunLoop()
        self.runLoop = runLoop
        transactionContext = CATransactionContext(clock: RunLoopAnimationClock(runLoop: runLoop))
        runLoop.runtime = self
        nibLoading = InterfaceBuilderLoader()
        RunLoopAnimationClock.install()
        SelectorTableLookupHost.install()
        // Before any URLSession exists, so that the shared session consults it first.
        HeadlessURLProtocol.install()
    }

    nonisolated deinit {
        runLoop.runtime = nil
    }

    /// Attaches a recorder; every callback delivered from now on is recorded into it.
    @discardableResult
    public func attach(_ recorder: TraceRecorder = TraceRecorder()) -> TraceRecorder {
        self.recorder = recorder
        recorderReference = Unmanaged.passUnretained(recorder)
        return recorder
    }

    /// Detaches the recorder; nothing is recorded afterwards.
    public func detachRecorder() {
        recorder = nil
        recorderReference = nil
    }

    /// Adds a free-form marker to the trace.
    public func note(_ text: String) {
        recorder?.record(event(kind: .note, className: "", ordinal: 0, callback: text, selector: text))
    }

    /// Records an action (a device action or in-app operation) and runs `body` as its cause.
    public func perform<T>(action name: String, arguments: [String] = [], _ body: () throws -> T) rethrows -> T {
        recorder?.record(event(kind: .action, className: "Device", ordinal: 0, callback: name, selector: name, arguments: arguments))
        return try withCause(TraceCause(operation: name, text: arguments.isEmpty ? name : "\(name) \(arguments.joined(separator: " "))"), body)
    }

    /// Runs `body` with `cause` as the reason recorded for the callbacks it delivers.
    ///
    /// The cause is rendered only when someone can read it as `body` starts (a recorder is
    /// attached, or a departure observer such as the leak tracker is set): otherwise the
    /// description, which often names objects, costs nothing, and callbacks delivered in
    /// `body` carry no cause.
    public func withCause<T>(_ cause: @autoclosure () -> TraceCause, _ body: () throws -> T) rethrows -> T {
        // Causes nest a few deep: room for several at the first, rather than growing at each level.
        if causes.capacity == 0 { causes.reserveCapacity(8) }
        causes.append(recorder == nil && departureObserver == nil ? nil : cause())
        causeKey &+= 1
        defer {
            causes.removeLast()
            causeKey &+= 1
        }
        return try body()
    }

    /// Reports misuse or bad input through ``diagnostics`` and the trace.
    public func report(_ diagnostic: Diagnostic) {
        diagnostics.report(diagnostic)
        recorder?.record(event(kind: .diagnostic, className: diagnostic.subject ?? "", ordinal: 0,
                               callback: diagnostic.code.rawValue, selector: diagnostic.code.rawValue,
                               arguments: [diagnostic.description]))
    }

    func report(_ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ message: String, about subject: UIResponder? = nil) {
        report(Diagnostic(severity, code: code, message: message, subject: subject?.traceName))
    }

    func nextOrdinal(for type: AnyObject.Type) -> Int {
        nextOrdinal(slot: TraceNames.entry(of: type).slot)
    }

    func nextOrdinal(forClassNamed name: String) -> Int {
        nextOrdinal(slot: TraceNames.slot(ofName: name))
    }

    /// The next ordinal of the objects traced under the name in `slot` (``TraceNames``).
    func nextOrdinal(slot: Int) -> Int {
        if slot >= ordinalCounts.count {
            ordinalCounts.append(contentsOf: repeatElement(0, count: slot + 1 - ordinalCounts.count))
        }
        ordinalCounts[slot] += 1
        return ordinalCounts[slot]
    }

    func event(kind: TraceEvent.Kind, className: String, ordinal: Int, callback: String, selector: String,
               arguments: [String] = [], edge: String? = nil) -> TraceEvent {
        TraceEvent(time: runLoop.now, turn: runLoop.turn, depth: depth, kind: kind, className: className,
                   ordinal: ordinal, callback: callback, selector: selector, arguments: arguments,
                   edge: edge, cause: causes.last ?? nil)
    }
}
