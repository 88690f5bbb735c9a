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

    /// Creates a responder by its class alone, through ``init()``, which dispatches to the
    /// subclass's `init()` override if it has one.
    ///
    /// This is how `UIApplicationMain` and `@main` create the objects an iOS app names by
    /// class (the application delegate, a principal `UIApplication` subclass, a scene
    /// delegate): Swift can only call a `required` initializer on a class found at run time,
    /// and `init?(coder:)` is the one required initializer that iOS code already provides
    /// wherever a subclass declares initializers of its own (views and view controllers
    /// must). A subclass with no initializers, such as the usual
    /// `class AppDelegate: UIResponder, UIApplicationDelegate`, or one that only overrides
    /// `init()`, inherits it. `UIView` and `UIViewController` replace it with their archive
    /// decoding.
    public required convenience init?(coder: NSCoder) {
        self.init()
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
