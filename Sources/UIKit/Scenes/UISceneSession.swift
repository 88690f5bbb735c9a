import HeadlessCore
import Foundation

/// The system's record of one scene: its role and configuration, kept while the scene
/// connects and disconnects, until the user discards it.
@preconcurrency @MainActor
public final class UISceneSession {
    /// The kind of scene.
    public let role: Role
    /// A stable identifier.
    public let persistentIdentifier: String
    /// The configuration the scene was created from.
    public internal(set) var configuration: UISceneConfiguration
    /// The connected scene, if any.
    public internal(set) weak var scene: UIScene?
    /// App data kept with the session.
    public var userInfo: [String: Any]?

    init(role: Role, persistentIdentifier: String) {
        self.role = role
        self.persistentIdentifier = persistentIdentifier
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
    }

    /// The role of a scene.
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's string.
        public let rawValue: String
        /// Creates a role from its string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The app's main interface on the device's screen.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// An interface on an external display.
        public static let windowExternalDisplayNonInteractive =
            Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}

extension UISceneSession: Hashable {
    /// Sessions are equal when they are the same object.
    public nonisolated static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    /// Hashes the session by identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
