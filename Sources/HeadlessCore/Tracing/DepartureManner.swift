/// How an object left the screen or its container for good, as the framework reports it to the
/// leak checks (``Leak/how``) and to the test kit.
public struct DepartureManner: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The operation that took the object away.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// Popped off a navigation stack.
        case popped
        /// Dismissed after a presentation.
        case dismissed
        /// Removed from its parent controller.
        case removedFromParent = "removeFromParent"
        /// Removed from its superview.
        case removedFromSuperview = "removeFromSuperview"
        /// Replaced as a window's root view controller.
        case rootReplaced = "rootViewController replaced"
        /// Its window was torn down.
        case windowTeardown = "window teardown"
        /// Its scene disconnected.
        case sceneDisconnect = "scene disconnect"

        /// Whether the kind says only that an object left its container, without the operation
        /// that took it away (a child removed by a pop is better described as popped).
        public var isGeneric: Bool { self == .removedFromParent || self == .removedFromSuperview }
    }

    /// The operation.
    public var kind: Kind
    /// The trace name of the controller the object left with (a view of a popped controller
    /// leaves with that controller), if it did not leave on its own.
    public var along: String?

    /// Creates a manner of departure.
    public init(_ kind: Kind, along: String? = nil) {
        self.kind = kind
        self.along = along
    }

    /// `popped`, or `popped with DetailViewController#1`.
    public var description: String {
        guard let along else { return kind.rawValue }
        return "\(kind.rawValue) with \(along)"
    }
}

extension DepartureManner {
    public static let popped = DepartureManner(.popped)
    public static let dismissed = DepartureManner(.dismissed)
    public static let removedFromParent = DepartureManner(.removedFromParent)
    public static let removedFromSuperview = DepartureManner(.removedFromSuperview)
    public static let rootReplaced = DepartureManner(.rootReplaced)
    public static let windowTeardown = DepartureManner(.windowTeardown)
    public static let sceneDisconnect = DepartureManner(.sceneDisconnect)
}
