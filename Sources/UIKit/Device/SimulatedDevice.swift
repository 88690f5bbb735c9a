import HeadlessCore
import Foundation

/// A simulated iPhone that runs one app and moves it through its lifecycle as the user and
/// the system act on the device.
///
/// The device owns the app's process state (``ApplicationLifecycleState``) and what the
/// screen shows: the app, the home screen, an overlay over them (Notification Center,
/// Control Center, a call, the app switcher), or the lock screen. Each action of
/// ``DeviceAction/definitions`` is legal only in some of those situations; an illegal one
/// throws ``DeviceError/illegalAction(_:reason:legalNow:)`` and changes nothing. After each
/// action the run loop runs until idle, and a background app whose work is over is suspended.
///
/// ```swift
/// HeadlessRuntime.reset()
/// let device = SimulatedDevice()
/// device.launch(AppDelegate.self)                  // cold launch, as a tap on the icon
/// try device.perform(.home)                        // APP-3
/// try device.perform("rotate landscape-left")
/// try device.perform(actions: "open, app-switcher, kill")
/// print(device.trace.lines().joined(separator: "\n"))
/// ```
///
/// The device drives the process of ``runtime``. When the app's process ends (`kill`,
/// `jetsam`, a termination), nothing in it runs any more; a later `open` starts a new
/// process: a fresh ``HeadlessRuntime`` becomes current, recording into the same ``trace``,
/// and the app cold-launches in it. The dead process's objects are kept alive (a killed
/// process deallocates nothing), so no `deinit` reaches the trace.
@MainActor
@_spi(Headless) public final class SimulatedDevice {
    /// The process the device runs the app in.
    public private(set) var runtime: HeadlessRuntime
    /// The trace of everything the device and the app did, across processes.
    public let trace: TraceRecorder
    /// The device's physical orientation.
    public internal(set) var orientation: UIDeviceOrientation
    /// The app's `beginGeneratingDeviceOrientationNotifications()` calls not yet ended.
    var orientationNotificationRequests = 0
    /// The app's application object, once launched (that of the last process).
    public private(set) var application: UIApplication?
    /// Whether `UIApplicationExitsOnSuspend` in the app's Info.plist is honoured (APP-12):
    /// the app terminates where it would be suspended. iOS 4–12 honoured the key; iOS 13 and
    /// later ignore it. The default, true, follows the seeds; set it to false for current iOS.
    public var honorsExitsOnSuspend = true
    /// How long a rotation's animation lasts, in seconds of virtual time.
    public var rotationDuration: TimeInterval = 0.3
    /// Called when the app's process ends.
    public var onProcessEnd: (@MainActor () -> Void)?

    /// What the screen shows, overlays and lock aside.
    var front: Front = .home
    /// The overlay shown over ``front``, if any.
    public internal(set) var overlay: Overlay?
    /// Whether the screen is locked.
    public internal(set) var isLocked = false
    /// Whether a phone call is in progress (over the app or not).
    public internal(set) var isCallInProgress = false
    /// The orientation the app's interface currently has.
    var interfaceOrientation: UIInterfaceOrientation = .portrait
    var recipe: LaunchRecipe?
    var processEnded = false
    var deadProcesses: [AnyObject] = []
    var discardedSessions: Set<UISceneSession> = []

    /// Whether the device records: it attaches ``trace`` to each process it starts.
    public let isRecording: Bool

    /// The handle through which the framework refers to the device without a `weak`
    /// reference, which would give it a side table (see ``ObjectHandle``); cleared first
    /// thing in `deinit`.
    nonisolated let handle = ObjectHandle<SimulatedDevice>()

    nonisolated deinit {
        handle.clear()
    }

    /// Creates a device that drives the process `runtime`, held in an orientation.
    ///
    /// The device records into the runtime's trace recorder, attaching one if there is none.
    /// With `recording` false it attaches none (an app process run without `--trace` keeps
    /// no trace, so its memory stays flat however long it runs); ``trace`` is then an empty
    /// recorder that nothing records into.
    public init(runtime: HeadlessRuntime = .current, orientation: UIDeviceOrientation = .portrait,
                recording: Bool = true) {
        self.runtime = runtime
        isRecording = recording
        trace = recording ? runtime.recorder ?? runtime.attach() : TraceRecorder()
        self.orientation = orientation.isValidInterfaceOrientation ? orientation : .portrait
        handle.attach(self)
        DeviceRegistry.register(self, in: runtime)
        applyInterfaceOrientation(animated: false)
    }

    /// What the screen shows under overlays and the lock.
    enum Front { case home, app }

    /// A system interface shown over the app or the home screen.
    public enum Overlay: String, Sendable, Hashable {
        case notificationCenter = "notification-center"
        case controlCenter = "control-center"
        case call
        case appSwitcher = "app-switcher"
    }

    /// How to start the app: what a cold launch needs, kept for relaunches.
    struct LaunchRecipe {
        let principalClass: UIApplication.Type
        let info: InfoPlist
        let modules: [String]
        let makeDelegate: @MainActor () -> UIApplicationDelegate?
    }

    // MARK: State

    /// The app's process state.
    public var appState: ApplicationLifecycleState { processEnded ? .notRunning : application?.lifecycle ?? .notRunning }

    /// Whether the app is on screen: in front, unlocked (an overlay may cover it).
    public var isAppInFront: Bool { front == .app && !isLocked && !processEnded && application != nil }

    /// Whether the app's process has ended (killed, reclaimed or terminated) and not been
    /// started again.
    public var hasProcessEnded: Bool { processEnded }

    /// The actions that are legal now, in table order.
    public var legalActions: [String] {
        DeviceAction.definitions.filter { $0.unavailableReason(self) == nil }.map(\.name)
    }

    // MARK: Launching

    /// Cold-launches an app whose delegate class is `delegateType`, as a tap on its icon.
    ///
    /// The delegate is created by class, as `UIApplicationMain` does; `principalClass` is the
    /// application's class unless the Info.plist names one (`NSPrincipalClass`).
    @discardableResult
    public func launch<Delegate: UIResponder & UIApplicationDelegate>(
        _ delegateType: Delegate.Type, principalClass: UIApplication.Type? = nil, infoPlist: InfoPlist = InfoPlist()
    ) -> UIApplication {
        let modules = ClassLookup.moduleCandidates(executable: nil, delegateType: delegateType)
        return launch(principalClass: principalClass, infoPlist: infoPlist, modules: modules) {
            Delegate(coder: LaunchCoder())
        }
    }

    /// Cold-launches an app whose delegate `makeDelegate` creates (or none, when it returns
    /// nil); the device calls it again for each new process.
    @discardableResult
    public func launch(principalClass: UIApplication.Type? = nil, infoPlist: InfoPlist = InfoPlist(),
                       delegate makeDelegate: @escaping @MainActor () -> UIApplicationDelegate?) -> UIApplication {
        launch(principalClass: principalClass, infoPlist: infoPlist, modules: ["UIKit"], makeDelegate: makeDelegate)
    }

    func launch(principalClass: UIApplication.Type?, infoPlist: InfoPlist, modules: [String],
                makeDelegate: @escaping @MainActor () -> UIApplicationDelegate?) -> UIApplication {
        if let application, !processEnded {
            runtime.report(.error, .deviceLaunchRunning,
                           "The device already runs \(application.traceName); an app is launched once per process. Use perform(.open) to bring it back, or kill it first.",
                           about: application)
            return application
        }
        let principal = principalClass ?? infoPlist.principalClassName.flatMap {
            ClassLookup.type(named: $0, modules: modules) as? UIApplication.Type
        } ?? UIApplication.self
        recipe = LaunchRecipe(principalClass: principal, info: infoPlist, modules: modules, makeDelegate: makeDelegate)
        if processEnded { startNewProcess() }
        runtime.perform(action: "launch") { coldLaunch() }
        settle()
        return application ?? UIApplication.shared
    }

    /// Starts the app in the current process, into the foreground.
    func coldLaunch() {
        guard let recipe else { return }
        applyInterfaceOrientation(animated: false)
        let application = UIApplication.makePrincipal(recipe.principalClass, in: runtime)
        self.application = application
        application.onBackgroundWorkFinished = { [handle] in handle.object?.backgroundWorkFinished() }
        application.onBackgroundTimeExhausted = { [handle] in handle.object?.backgroundTimeExhausted() }
        front = .app
        overlay = nil
        let discarded = discardedSessions
        discardedSessions = []
        application.launch(delegate: recipe.makeDelegate(), info: recipe.info, modules: recipe.modules,
                           discardedSessions: discarded)
        for scene in application.scenes {
            (scene as? UIWindowScene)?.storedInterfaceOrientation = interfaceOrientation
        }
    }

    /// Replaces the ended process with a new one that records into the same trace.
    func startNewProcess() {
        let old = runtime
        deadProcesses.append(old)
        if let application { deadProcesses.append(application) }
        let fresh = HeadlessRuntime.reset()
        fresh.profile = old.profile
        fresh.screen.use(old.screen.model)
        fresh.diagnostics.onReport = old.diagnostics.onReport
        fresh.runLoop.drainsDispatchMainQueue = old.runLoop.drainsDispatchMainQueue
        if isRecording { fresh.attach(trace) }
        runtime = fresh
        application = nil
        processEnded = false
        DeviceRegistry.register(self, in: fresh)
        interfaceOrientation = .portrait
        applyInterfaceOrientation(animated: false)
    }

    /// Marks the process as ended: nothing in it runs any more.
    func processDidEnd() {
        processEnded = true
        front = .home
        overlay = nil
        onProcessEnd?()
    }

    // MARK: Performing actions

    /// Performs an action, then runs the run loop until idle.
    ///
    /// Throws, and changes nothing, when the action is unknown, malformed, or not legal in
    /// the current state.
    public func perform(_ action: DeviceAction) throws(DeviceError) {
        let definition = try action.definition()
        if let problem = definition.checkArguments(action.arguments) {
            throw .malformedAction(action.description, reason: problem, usage: definition.usage)
        }
        if let reason = definition.unavailableReason(self) {
            if reason == Self.noApplicationReason { throw .noApplication(action.name) }
            throw .illegalAction(action.description, reason: reason, legalNow: legalActions)
        }
        let failure = runtime.perform(action: action.name, arguments: action.arguments) {
            definition.run(self, action.arguments)
        }
        if let failure {
            let prefix = action.description + ": "
            let reason = failure.hasPrefix(prefix) ? String(failure.dropFirst(prefix.count)) : failure
            throw .illegalAction(action.description, reason: reason, legalNow: legalActions)
        }
        settle()
    }

    /// Parses and performs one action, such as `"rotate landscape-left"`.
    public func perform(_ text: String) throws(DeviceError) {
        try perform(DeviceAction(parsing: text))
    }

    /// Parses a comma-separated list of actions and performs them in order, stopping at the
    /// first error or when the app's process ends. A malformed list performs nothing.
    public func perform(actions list: String) throws(DeviceError) {
        for action in try DeviceAction.parseList(list) {
            guard !processEnded else { return }
            try perform(action)
        }
    }

    /// Runs the run loop until idle, then suspends a background app whose work is over.
    func settle() {
        guard !processEnded else { return }
        runtime.runLoop.runUntilIdle()
        suspendIfBackgroundWorkIsOver()
    }

    static let noApplicationReason = "no app was launched on this device"
}
