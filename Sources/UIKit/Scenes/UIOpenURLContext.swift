import HeadlessCore
import Foundation

/// A URL that a scene is asked to open, with where the request came from.
public final class UIOpenURLContext: Hashable, Sendable {
    /// The URL to open.
    public let url: URL
    /// The bundle identifier of the app that asked, if known.
    public let sourceApplication: String?

    init(url: URL, sourceApplication: String? = nil) {
        self.url = url
        self.sourceApplication = sourceApplication
    }

    /// Contexts are equal when they are the same object.
    public static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool { lhs === rhs }
    /// Hashes the context by identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
