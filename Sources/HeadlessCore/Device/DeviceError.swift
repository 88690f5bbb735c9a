/// Why the device refused an action.
public enum DeviceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The action's name is not one of the device's actions.
    case unknownAction(String, legal: [String])
    /// The action's arguments are missing, extra or malformed.
    case malformedAction(String, reason: String, usage: String)
    /// The action is not possible in the app's or the device's current state; nothing changed.
    case illegalAction(String, reason: String, legalNow: [String])
    /// The action needs an app, and none was launched on the device.
    case noApplication(String)

    /// Whether this is a usage error (the action or its arguments are wrong), rather than an
    /// action the current state does not allow.
    public var isUsageError: Bool {
        switch self {
        case .unknownAction, .malformedAction: true
        case .illegalAction, .noApplication: false
        }
    }

    /// The message: what was refused and why, and what is legal.
    public var description: String {
        // The names and reasons echo what was typed: escaped, so that NUL or ESC is shown, not
        // sent to the terminal.
        TerminalText.escaped(unescapedDescription)
    }

    private var unescapedDescription: String {
        switch self {
        case let .unknownAction(name, legal):
            "unknown action \"\(name)\"; the actions are: \(legal.joined(separator: ", "))"
        case let .malformedAction(name, reason, usage):
            "malformed action \"\(name)\": \(reason); usage: \(usage)"
        case let .illegalAction(name, reason, legalNow):
            "\(name): \(reason); nothing changed. Legal now: \(legalNow.isEmpty ? "none" : legalNow.joined(separator: ", "))"
        case let .noApplication(name):
            "\(name): no app was launched on this device; launch one first with SimulatedDevice.launch(_:)"
        }
    }
}
