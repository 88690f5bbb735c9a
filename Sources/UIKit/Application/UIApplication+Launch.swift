import HeadlessCore
import Foundation

/// The launch: from not running to the foreground (References §1.2, §2.2).
extension UIApplication {
    /// Launches the app into the foreground.
    ///
    /// Without scenes: the main storyboard's window (`UIMainStoryboardFile`) is created and
    /// given to `delegate.window`; then `application(_:willFinishLaunchingWithOptions:)` and
    /// `application(_:didFinishLaunchingWithOptions:)`, in which a code app creates its window
    /// and calls `makeKeyAndVisible()` (root `loadView`, `viewDidLoad`, `viewWillAppear`
    /// happen there, synchronously); a storyboard window is shown after it returns. The app
    /// becomes active at the end of the first run-loop turn, after that turn's commit (layout
    /// and `viewDidAppear`), when `runtime.profile.viewDidAppearBeforeDidBecomeActive` is true
    /// (the default, seed 004's order); otherwise during the turn, before the commit.
    ///
    /// With scenes: the two launch methods, then the scene connects and enters the foreground
    /// (`sceneWillEnterForeground`, `sceneDidBecomeActive`) at once, so the root controller's
    /// `viewDidAppear` follows `sceneDidBecomeActive` when the turn commits.
    ///
    /// `discardedSessions` are the sessions the user discarded since the last run; the
    /// delegate hears of them after `didFinishLaunching`.
    func launch(delegate: UIApplicationDelegate?, info: InfoPlist, modules: [String],
                discardedSessions: Set<UISceneSession> = []) {
        self.info = info
        for problem in info.problems() {
            runtime.report(.error, problem.code, problem.message)
        }
        storedDelegate = delegate
        // The app's module may add methods called by selector to framework classes (an `@objc`
        // method in an extension of `UIResponder`): its selector tables are loaded now, not
        // only when one of its own classes is first looked up.
        if let delegate { SelectorTable.loadModule(of: type(of: delegate)) }
        usesScenes = info.sceneManifest != nil
        var storyboardWindow: UIWindow?
        if !usesScenes, let name = info.mainStoryboardName, let root = loadMainStoryboard(named: name, bundle: info.appBundle) {
            let window = UIWindow(frame: runtime.screen.bounds)
            window.rootViewController = root
            delegate?.window = window
            storyboardWindow = window
        }
        let launchedFrom = lifecycle
        guard lifecycle.canMove(to: .inactive) else {
            reportIllegalEdge(to: .inactive)
            return
        }
        lifecycle = .inactive
        let traced = deliverToDelegate(.willFinishLaunching, ["nil"], edge: launchedFrom.edge(to: .inactive), perState: false) {
            _ = $0.application(self, willFinishLaunchingWithOptions: nil)
        }
        if !traced { noteEdge(launchedFrom.edge(to: .inactive)) }
        deliverToDelegate(.didFinishLaunching, ["nil"], edge: nil, perState: false) {
            _ = $0.application(self, didFinishLaunchingWithOptions: nil)
        }
        post(UIApplication.didFinishLaunchingNotification)
        if !discardedSessions.isEmpty {
            deliverToDelegate(.didDiscardSceneSessions, [discardedSessions.map(\.persistentIdentifier).sorted().joined(separator: ", ")], edge: nil, perState: false) {
                $0.application(self, didDiscardSceneSessions: discardedSessions)
            }
        }
        if let storyboardWindow, !storyboardWindow.isShown { storyboardWindow.makeKeyAndVisible() }

        if usesScenes {
            connectScene(modules: modules)
            transition(to: .active)
        } else if runtime.profile.viewDidAppearBeforeDidBecomeActive {
            runtime.runLoop.performAfterCommit { [handle] in handle.object?.finishLaunch() }
        } else {
            runtime.runLoop.perform { [handle] in handle.object?.finishLaunch() }
        }
    }

    /// The end of an app-delegate launch: inactive → active, unless something moved the
    /// app meanwhile.
    private func finishLaunch() {
        guard lifecycle == .inactive else { return }
        runtime.withCause("launch") { transition(to: .active) }
    }

    /// Loads the initial view controller of a storyboard named by the Info.plist
    /// (`UIMainStoryboardFile`, `UISceneStoryboardFile`).
    ///
    /// This is the one place the launch reads a storyboard: the storyboard's initial view
    /// controller is instantiated (`init(coder:)`, `awakeFromNib()`; its view is not loaded).
    /// A storyboard that cannot be read, or has no initial view controller, is reported with
    /// UIKit's message and the app starts without the storyboard's window.
    func loadMainStoryboard(named name: String, bundle: Bundle?) -> UIViewController? {
        UIStoryboard.instantiateMainInterface(named: name, bundle: bundle)
    }
}
