import Foundation

/// The base of every object that takes part in the lifecycle: views, view controllers,
/// the application and its delegate.
///
/// Each responder gets a stable identity at creation: its class name and its ordinal among
/// the instances of that class (`ViewController#2`), which the trace uses.
@MainActor
open class UIResponder {
    nonisolated(unsafe) var traceOrdinal = 0
    nonisolated(unsafe) var deinitTraced = false

    /// Creates a responder.
    public init() {
        traceOrdinal = HeadlessRuntime.current.nextOrdinal(for: type(of: self))
    }

    nonisolated deinit {
        guard !deinitTraced else { return }
        let name = String(describing: type(of: self))
        let ordinal = traceOrdinal
        MainActor.assumeIsolated {
            HeadlessRuntime.current.recordDeinit(className: name, ordinal: ordinal)
        }
    }

    /// Called after the object was loaded from a storyboard or nib and its connections were made.
    open func awakeFromNib() {}

    /// The next responder in the chain, or nil.
    open var next: UIResponder? { nil }

    /// Whether this object can become the first responder.
    open var canBecomeFirstResponder: Bool { false }

    /// Asks to become the first responder; returns whether it did.
    @discardableResult
    open func becomeFirstResponder() -> Bool { canBecomeFirstResponder }

    /// Asks to give up first-responder status; returns whether it did.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    /// The receiver's dynamic class name, as the trace shows it.
    public var traceClassName: String { String(describing: type(of: self)) }

    /// The receiver's stable identity in traces and diagnostics, such as `ViewController#1`.
    public var traceName: String { "\(traceClassName)#\(traceOrdinal)" }

    var runtime: HeadlessRuntime { HeadlessRuntime.current }
}
