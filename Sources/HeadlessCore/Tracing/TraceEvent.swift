import Foundation

/// One entry of a lifecycle trace: a callback the framework delivered, a device action,
/// a diagnostic or a note.
///
/// Events are value types so that a trace can be compared, encoded as JSON Lines and
/// rendered after the run without keeping any UIKit object alive.
public struct TraceEvent: Sendable, Hashable, Codable {
    /// What kind of entry this is.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A lifecycle callback delivered to an object.
        case callback
        /// A device action or in-app operation that started a chain of callbacks.
        case action
        /// A diagnostic reported through ``DiagnosticCenter``.
        case diagnostic
        /// A free-form marker added by a test or a tool.
        case note
    }

    /// Position in the trace, starting at 1.
    public var sequence: Int
    /// Virtual time, in seconds since the runtime started.
    public var time: Double
    /// The run-loop turn in which the event happened.
    public var turn: Int
    /// How deeply this callback is nested inside other delivered callbacks.
    public var depth: Int
    /// The kind of entry.
    public var kind: Kind
    /// The receiver's dynamic class name, or the actor for actions (`Device`).
    public var className: String
    /// The receiver's ordinal among instances of its class (1 for the first one created).
    public var ordinal: Int
    /// The Swift name of the callback, such as `viewWillAppear(_:)`.
    public var callback: String
    /// The Objective-C selector of the callback, such as `viewWillAppear:`.
    public var selector: String
    /// The rendered arguments, in declaration order.
    public var arguments: [String]
    /// The state-machine edge that this callback represents, such as `disappeared→appearing`.
    public var edge: String?
    /// Why the framework delivered it: the operation or action that caused it.
    public var cause: TraceCause?

    /// The stable identity of the receiver, such as `ViewController#1`.
    public var instance: String { Self.instanceName(className: className, ordinal: ordinal) }

    /// An object's name in traces and diagnostics, `ClassName#ordinal`: the one spelling that
    /// events, trace arguments and the framework's objects share.
    package static func instanceName(className: String, ordinal: Int) -> String {
        var name = className
        name.append("#")
        name.append(String(ordinal))
        return name
    }

    /// Creates an event; the recorder fills in sequence, time, turn and depth.
    public init(
        sequence: Int = 0, time: Double = 0, turn: Int = 0, depth: Int = 0,
        kind: Kind, className: String, ordinal: Int, callback: String, selector: String,
        arguments: [String] = [], edge: String? = nil, cause: TraceCause? = nil
    ) {
        self.sequence = sequence
        self.time = time
        self.turn = turn
        self.depth = depth
        self.kind = kind
        self.className = className
        self.ordinal = ordinal
        self.callback = callback
        self.selector = selector
        self.arguments = arguments
        self.edge = edge
        self.cause = cause
    }
}
