import Foundation

/// One argument of a recorded event, kept as what it is and rendered to text only when the
/// event is read: the framework's hot callbacks pass a flag, a frame or an object, and
/// rendering each of them on every delivery (a new string, an array for the arguments) cost
/// more than the rest of recording.
package enum TraceArgument {
    /// Text rendered by the caller: the fallback for anything without a payload of its own.
    case text(String)
    /// An object's trace name, `ClassName#ordinal`: its class name by slot in ``TraceNames``
    /// (the one a responder keeps from its creation), so that the argument holds no string.
    case object(classSlot: Int32, ordinal: Int)
    /// An absent object: `nil` (not `none`, which a `TraceArgument?` would read as no argument).
    case absent
    /// A flag: `true` or `false`.
    case bool(Bool)
    /// An integer, in decimal.
    case int(Int)
    /// A rectangle, as ``CGRect/traceDescription`` renders it.
    case rect(CGRect)
    /// Edge insets, as `UIEdgeInsets` renders them in a trace (``TraceNumbers/insets(top:left:bottom:right:)``).
    case insets(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)

    /// The argument as it appears in a ``TraceEvent``.
    @MainActor package var rendered: String {
        switch self {
        case .text(let text): text
        case .object(let classSlot, let ordinal): TraceEvent.instanceName(className: TraceNames.name(ofSlot: classSlot), ordinal: ordinal)
        case .absent: "nil"
        case .bool(let value): String(value)
        case .int(let value): String(value)
        case .rect(let rect): rect.traceDescription
        case .insets(let top, let left, let bottom, let right): TraceNumbers.insets(top: top, left: left, bottom: bottom, right: right)
        }
    }
}
