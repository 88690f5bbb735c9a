import HeadlessCore
import Foundation

/// The object that receives the app's lifecycle: launch, activation, the background, memory
/// warnings, termination, and, for scene-based apps, the configuration of new scenes.
///
/// Every method is optional: the protocol declares each one as a requirement and a protocol
/// extension supplies a default, so a conforming class implements only what it wants, and
/// the framework calls the class's own method through the protocol. (Declare the methods on
/// the class that states the conformance: a subclass cannot replace a method that its
/// superclass left to the default.)
///
/// In a scene-based app (an Info.plist with `UIApplicationSceneManifest`) UIKit sends the
/// per-state methods (`applicationDidBecomeActive(_:)`, `applicationWillResignActive(_:)`,
/// `applicationDidEnterBackground(_:)`, `applicationWillEnterForeground(_:)`) to the scene
/// delegates instead; the launch, memory-warning and termination methods still come here.
///
/// `@main` works on a conforming class as on iOS: see ``main()``.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The app's window, for apps without scenes. UIKit sets it when it loads the main
    /// storyboard; app code sets it when it creates the window itself.
    var window: UIWindow? { get set }

    /// Called when the launch has begun, before state restoration and the UI.
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Called when the launch is almost done: create and show the window here (code apps).
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Called when the app became active (inactive → active).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// Called when the app is about to become inactive (active → inactive).
    func applicationWillResignActive(_ application: UIApplication)
    /// Called when the app entered the background (inactive → background).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// Called when the app is about to leave the background (background → inactive).
    func applicationWillEnterForeground(_ application: UIApplication)
    /// Called when a running app is about to be terminated; never for a suspended app.
    func applicationWillTerminate(_ application: UIApplication)
    /// Called when the system is low on memory.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// Returns the configuration for a new scene. The default returns the Info.plist's first
    /// configuration for the session's role.
    func application(_ application: UIApplication,
                     configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// Called with the sessions the user discarded (in the app switcher) while the app was
    /// not running, during the next launch.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    /// No window by default.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// Returns true.
    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// Returns true.
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    /// Returns the Info.plist's first configuration for the session's role.
    public func application(_ application: UIApplication,
                            configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        application.defaultConfiguration(for: connectingSceneSession)
    }
    /// Does nothing.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

extension UIApplication {
    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's string.
        public let rawValue: String
        /// Creates a key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The app was launched to open a URL.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that asked to open the URL.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// The app was launched for a remote notification.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The app was launched in the background for a location event.
        public static let location = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
    }
}
