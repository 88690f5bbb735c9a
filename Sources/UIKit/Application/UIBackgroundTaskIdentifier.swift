import HeadlessCore

/// Identifies a background task started with `UIApplication.beginBackgroundTask(expirationHandler:)`.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The task's number.
    public let rawValue: Int

    /// Creates an identifier from its number.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The identifier returned when no task could be started.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)

    /// The identifier and its number.
    public var description: String { "UIBackgroundTaskIdentifier(\(rawValue))" }
}
