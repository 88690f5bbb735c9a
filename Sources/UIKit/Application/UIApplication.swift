import HeadlessCore
import Foundation

/// The one application object of a process: its delegate, its state, its windows and
/// scenes, and the background time it has left.
///
/// `UIApplicationMain` (or `@main` on the app delegate) creates it, from the principal
/// class, and a `SimulatedDevice` moves it through the states of
/// `ApplicationLifecycleState`. Code that runs without a launched app (a test that shows a
/// window directly) sees an implicit host application, active, as a hosted unit test does
/// on iOS.
///
/// Every overridable member is declared here; the mechanisms live in
/// `UIApplication+*.swift`.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    var lifecycle: ApplicationLifecycleState = .notRunning
    var storedDelegate: UIApplicationDelegate?
    var info = InfoPlist()
    var sceneSessions: [UISceneSession] = []
    var scenes: [UIScene] = []
    var usesScenes = false
    var isImplicitHost = false
    var backgroundTasks: [BackgroundTask] = []
    var nextBackgroundTaskNumber = 0
    var backgroundDeadline: TimeInterval?
    var expirationTimer: TimerHandle?
    /// Called when the app's background work is over (its last background task ended), so
    /// that the device can suspend it.
    var onBackgroundWorkFinished: (@MainActor () -> Void)?
    /// Called when the background time ran out while tasks were still running, so that the
    /// device can kill the app.
    var onBackgroundTimeExhausted: (@MainActor () -> Void)?

    /// Sends an action to a target, or, when `target` is nil, to the first object up the
    /// responder chain from `sender` that performs it. Returns whether an object performed it.
    ///
    /// A target without a method for the action is reported as iOS's "unrecognized
    /// selector" (as an error diagnostic, not an exception) and false is returned.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        UIApplication.dispatchAction(action, to: target, from: sender, for: event)
    }

    /// Creates the application. Only `UIApplicationMain` should: a second instance in one
    /// process is reported, as UIKit raises an exception for it.
    public override init() {
        super.init()
        handle.attach(self)
        noteCreation()
    }

    /// The handle through which the framework refers to the application without a `weak`
    /// reference, which would give it a side table (see ``ObjectHandle``); cleared first
    /// thing in `deinit`.
    nonisolated let handle = ObjectHandle<UIApplication>()

    nonisolated deinit {
        handle.clear()
    }

    /// The application of the current process.
    public class var shared: UIApplication { sharedApplication() }

    /// The application delegate, which receives the app's lifecycle.
    open var delegate: UIApplicationDelegate? {
        get { storedDelegate }
        set { storedDelegate = newValue }
    }

    /// Whether the app is active, inactive, or in the background.
    ///
    /// In a scene-based app, the state of its most active connected scene: a scene-based app
    /// launches in the background and moves as its scenes connect, change state and disconnect
    /// (Apple's `applicationState`; References §45.5). Without scenes, the app's own state.
    open var applicationState: UIApplication.State {
        usesScenes ? stateOfMostActiveScene : lifecycle.applicationState
    }

    /// The application state that the most active connected scene stands for.
    var stateOfMostActiveScene: UIApplication.State {
        var state = UIApplication.State.background
        for scene in scenes where scene.isConnected {
            switch scene.storedActivationState {
            case .foregroundActive: return .active
            case .foregroundInactive: state = .inactive
            case .background, .unattached: break
            }
        }
        return state
    }

    /// The direction of the app's language: right to left for Arabic or Hebrew
    /// (`--rtl` on the simulated device).
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { runtime.userInterfaceLayoutDirection }

    /// The app's windows, in creation order, hidden ones included.
    open var windows: [UIWindow] { runtime.allWindows }

    /// The key window.
    open var keyWindow: UIWindow? { runtime.keyWindow }

    /// The scenes connected to the app.
    open var connectedScenes: Set<UIScene> { Set(connectedScenesInOrder) }

    /// The sessions of the app's scenes, connected or not.
    open var openSessions: Set<UISceneSession> { Set(sceneSessions) }

    /// Whether the app may show more than one scene (Info.plist
    /// `UIApplicationSupportsMultipleScenes`); the simulated phone shows one at a time.
    open var supportsMultipleScenes: Bool { info.sceneManifest?.supportsMultipleScenes ?? false }

    /// How long the app may still run in the background, in seconds of virtual time.
    ///
    /// In the foreground it is effectively unlimited (`Double.greatestFiniteMagnitude`); from
    /// the moment the app enters the background it counts down from
    /// `backgroundTimeAllowance`.
    open var backgroundTimeRemaining: TimeInterval { remainingBackgroundTime() }

    /// Starts a background task that keeps the app running in the background until it ends
    /// or the background time runs out; `handler` runs just before then, on the main actor.
    ///
    /// Returns ``UIBackgroundTaskIdentifier/invalid`` when the background time is already over.
    open func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTaskMechanism(name: nil, expirationHandler: handler)
    }

    /// Starts a named background task; see ``beginBackgroundTask(expirationHandler:)``.
    open func beginBackgroundTask(withName taskName: String?,
                                  expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTaskMechanism(name: taskName, expirationHandler: handler)
    }

    /// Ends a background task. Ending an unknown or already ended task is reported.
    open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        endBackgroundTaskMechanism(identifier)
    }

    /// Whether the screen may dim and lock while the app is in front.
    open var isIdleTimerDisabled = false

    /// The number shown on the app's icon.
    open var applicationIconBadgeNumber = 0

    var storedStatusBarStyle: UIStatusBarStyle = .default
    var storedStatusBarHidden = false

    /// The status bar's style, as the controller that decides it last answered
    /// (`preferredStatusBarStyle`, read at `setNeedsStatusBarAppearanceUpdate()`).
    open var statusBarStyle: UIStatusBarStyle { storedStatusBarStyle }

    /// Whether the status bar is hidden, as the deciding controller's `prefersStatusBarHidden`
    /// last answered.
    open var isStatusBarHidden: Bool { storedStatusBarHidden }
}

extension UIApplication {
    /// The app's state as the app itself can see it.
    public enum State: Int, Sendable, Hashable, CustomStringConvertible {
        /// In the foreground, receiving events.
        case active
        /// In the foreground, not receiving events.
        case inactive
        /// In the background.
        case background

        /// The state's name, such as `active`.
        public var description: String {
            switch self {
            case .active: "active"
            case .inactive: "inactive"
            case .background: "background"
            }
        }
    }

    /// The state of the app's process, including the two states the app cannot observe
    /// itself (suspended, not running).
    @_spi(Headless) public var lifecycleState: ApplicationLifecycleState { lifecycle }

    /// Whether the app uses scenes (its Info.plist has a `UIApplicationSceneManifest`).
    @_spi(Headless) public var isSceneBased: Bool { usesScenes }
}
