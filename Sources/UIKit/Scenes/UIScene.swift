import HeadlessCore
import Foundation

/// One instance of the app's user interface, with its own lifecycle, reported to its
/// ``UISceneDelegate``.
///
/// UIKit creates scenes for a scene-based app (an Info.plist with
/// `UIApplicationSceneManifest`): the app delegate's
/// `application(_:configurationForConnecting:options:)` picks a configuration, UIKit creates
/// the scene and its delegate by class, then calls
/// ``UISceneDelegate/scene(_:willConnectTo:options:)``. The scene moves through
/// ``ActivationState`` along legal edges only (References §2.1).
@preconcurrency @MainActor
open class UIScene: UIResponder {
    var storedActivationState: ActivationState = .unattached
    var storedDelegate: UISceneDelegate?
    /// Whether the scene is connected: from `scene(_:willConnectTo:options:)` to `sceneDidDisconnect(_:)`.
    var isConnected = false
    let storedSession: UISceneSession

    /// Creates a scene for a session. UIKit calls it, with the class named by the scene's
    /// configuration.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        storedSession = session
        super.init()
    }

    /// Scenes are not archived; this initializer fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The session the scene belongs to.
    open var session: UISceneSession { storedSession }

    /// The scene's delegate, which the scene keeps (a strong reference, as on iOS).
    open var delegate: UISceneDelegate? {
        get { storedDelegate }
        set { storedDelegate = newValue }
    }

    /// Where the scene is in its lifecycle.
    open var activationState: ActivationState { storedActivationState }

    /// The scene's title, shown by the system.
    open var title: String?
}

extension UIScene {
    /// The states of a scene.
    public enum ActivationState: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// Not connected to the app.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2

        /// The name used in trace edges, such as `foregroundActive`.
        public var description: String {
            switch self {
            case .unattached: "unattached"
            case .foregroundActive: "foregroundActive"
            case .foregroundInactive: "foregroundInactive"
            case .background: "background"
            }
        }

        /// The state named `name` in a trace edge, such as `foregroundActive`.
        @_spi(Headless) public init?(name: String) {
            guard let match = Self.allCases.first(where: { $0.description == name }) else { return nil }
            self = match
        }

        /// The states a scene may move to from this one in a single edge.
        @_spi(Headless) public var legalSuccessors: Set<ActivationState> {
            switch self {
            case .unattached: [.foregroundInactive, .background]
            case .foregroundInactive: [.foregroundActive, .background, .unattached]
            case .foregroundActive: [.foregroundInactive]
            case .background: [.foregroundInactive, .unattached]
            }
        }

        /// The scene state that follows an application state, or nil when the scenes stay
        /// where they are (a suspended app's scenes stay in the background).
        init?(followingApplicationState state: ApplicationLifecycleState) {
            switch state {
            case .active: self = .foregroundActive
            case .inactive: self = .foregroundInactive
            case .background: self = .background
            case .suspended, .notRunning: return nil
            }
        }
    }

    /// What the system tells a scene about why it is connecting.
    public final class ConnectionOptions {
        /// The bundle identifier of the app that caused the connection, if any.
        public let sourceApplication: String?
        /// The URLs the scene was asked to open.
        public let urlContexts: Set<UIOpenURLContext>

        init(sourceApplication: String? = nil, urlContexts: Set<UIOpenURLContext> = []) {
            self.sourceApplication = sourceApplication
            self.urlContexts = urlContexts
        }
    }
}
