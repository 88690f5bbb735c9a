import HeadlessCore
import ObjectiveC
import Foundation

/// The base of every object that takes part in the lifecycle: views, view controllers,
/// the application and its delegate.
///
/// Each responder gets a stable identity at creation: its class name and its ordinal among
/// the instances of that class (`ViewController#2`), which the trace uses.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    // Safety: nonisolated(unsafe) because the nonisolated deinit reads it; written once in init on the main actor.
    nonisolated(unsafe) var traceOrdinal = 0
    // Safety: nonisolated(unsafe) because subclasses' nonisolated deinits set it; every object is released on the main actor (see deinit).
    nonisolated(unsafe) var deinitTraced = false
    /// The slot of ``traceClassNameAtCreation`` in `TraceNames`, which the recorder stores.
    // Safety: nonisolated(unsafe) because the nonisolated deinit reads it; written once in init on the main actor.
    nonisolated(unsafe) var traceNameSlot: Int32 = 0
    /// The ``traceClassName`` read at creation, for the `deinit` line of the trace.
    // Safety: nonisolated(unsafe) because the nonisolated deinit reads it; written once in init on the main actor.
    nonisolated(unsafe) var traceClassNameAtCreation = ""
    /// The simulated process the responder belongs to: the one current when it was made. It
    /// keeps the process alive (an object left over from a test keeps its process, as it
    /// would on iOS) and is what the framework uses for it, whichever process is current.
    nonisolated let runtime: HeadlessRuntime

    /// Creates a responder.
    ///
    /// Ordinals count instances per trace class name, so that every name in a trace is unique.
    public override init() {
        runtime = HeadlessRuntime.current
        super.init()
        #if HEADLESS_CHECKED
        LiveObjects.insert(self)
        #endif
        let name = traceClassName
        traceClassNameAtCreation = name
        // An appearance proxy is never shown: it takes no ordinal and leaves no trace.
        if runtime.appearanceProxies?.isMakingProxy == true {
            deinitTraced = true
            return
        }
        // The class's own name (unless a subclass traces under another) has its slot cached
        // with the class: no hashing of the name for each object made.
        let entry = TraceNames.entry(of: type(of: self))
        let slot = entry.name == name ? entry.slot : TraceNames.slot(ofName: name)
        traceNameSlot = Int32(truncatingIfNeeded: slot)
        traceOrdinal = runtime.nextOrdinal(slot: slot)
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
        // Values associated with the object (objc_setAssociatedObject) go with it, as on iOS.
        _releaseAssociatedObjects(of: ObjectIdentifier(self))
        #if HEADLESS_CHECKED
        // The last of the object's deinitializers: links to it are verified until here.
        LiveObjects.remove(self)
        #endif
        guard !deinitTraced else { return }
        OffMainRelease.run(self) {
            $0.runtime.recordDeinit(of: $0)
        }
    }

    /// Called after the object was loaded from a storyboard or nib and its connections were made.
    open func awakeFromNib() {}

    /// The next responder in the chain, or nil.
    open var next: UIResponder? { nil }

    /// Whether this object can become the first responder.
    open var canBecomeFirstResponder: Bool { false }

    /// Asks to become the first responder; returns whether it did: the receiver must accept
    /// (``canBecomeFirstResponder``; a view must be in a window) and the current first
    /// responder must give up (Responders/UIResponder+FirstResponder.swift).
    @discardableResult
    open func becomeFirstResponder() -> Bool { becomeFirstResponderMechanism() }

    /// Whether this object gives up first-responder status when asked.
    open var canResignFirstResponder: Bool { true }

    /// Asks to give up first-responder status; returns whether it did.
    @discardableResult
    open func resignFirstResponder() -> Bool { resignFirstResponderMechanism() }

    /// Whether this object is the first responder.
    open var isFirstResponder: Bool { isFirstResponderMechanism }

    /// The view shown instead of the keyboard while this object is first responder.
    open var inputView: UIView? { nil }

    /// The view shown above the keyboard while this object is first responder.
    open var inputAccessoryView: UIView? { nil }

    /// Updates the keyboard for a changed ``inputView`` or ``inputAccessoryView``.
    open func reloadInputViews() { reloadInputViewsMechanism() }

    /// One or more fingers touched down on the receiver (or a view below it that passed the
    /// touches on). By default the next responder gets the call.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardTouches(.began, touches, with: event)
    }

    /// Fingers moved. By default the next responder gets the call.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardTouches(.moved, touches, with: event)
    }

    /// Fingers lifted. By default the next responder gets the call.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardTouches(.ended, touches, with: event)
    }

    /// The system cancelled the touches, such as when a gesture recognizer recognized its
    /// gesture. By default the next responder gets the call.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardTouches(.cancelled, touches, with: event)
    }

    /// A physical button or key went down (References §55.2). By default the next responder
    /// gets the call.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forwardPresses(.began, presses, with: event)
    }

    /// A pressed button's force changed. By default the next responder gets the call.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forwardPresses(.changed, presses, with: event)
    }

    /// A pressed button or key came up. By default the next responder gets the call.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forwardPresses(.ended, presses, with: event)
    }

    /// The system cancelled presses. By default the next responder gets the call.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forwardPresses(.cancelled, presses, with: event)
    }

    /// The key commands this responder offers; they apply to the whole responder chain below
    /// it (References §55.3). None by default.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Adds to or edits the main menu: UIKit calls it on the application and its delegate when
    /// the main menu is built (``UIMenuSystem``; References §55.5). Does nothing by default.
    open func buildMenu(with builder: UIMenuBuilder) {}

    /// Updates a command's title, image or state before it is shown. Does nothing by default.
    open func validate(_ command: UICommand) {}

    // MARK: Standard edit actions (UIResponderStandardEditActions)
    // A responder performs one of these when its class overrides the method (found in its
    // virtual-method table: `UIResponder+StandardEditActions.swift`).

    /// Cut the selection to the pasteboard.
    open func cut(_ sender: Any?) {}
    /// Copy the selection to the pasteboard.
    open func copy(_ sender: Any?) {}
    /// Paste the pasteboard's contents.
    open func paste(_ sender: Any?) {}
    /// Select the next word or item.
    open func select(_ sender: Any?) {}
    /// Select everything.
    open func selectAll(_ sender: Any?) {}
    /// Delete the selection.
    open func delete(_ sender: Any?) {}
    /// Make the text left to right.
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}
    /// Make the text right to left.
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}
    /// Toggle bold.
    open func toggleBoldface(_ sender: Any?) {}
    /// Toggle italics.
    open func toggleItalics(_ sender: Any?) {}
    /// Toggle underline.
    open func toggleUnderline(_ sender: Any?) {}
    /// Make the text larger.
    open func increaseSize(_ sender: Any?) {}
    /// Make the text smaller.
    open func decreaseSize(_ sender: Any?) {}

    /// Whether the responder performs an action sent with `sender`: by default, whether it
    /// has a method for the selector (see `SelectorTable`), or, for a standard edit action
    /// such as `selectAll:`, whether its class overrides the method.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if let standard = StandardEditAction(action), standard.isImplemented(by: self) { return true }
        return runtime.responds(self, to: action)
    }

    /// The object that performs an action: this responder, or the first one up the
    /// responder chain, whose ``canPerformAction(_:withSender:)`` answers true; nil when none
    /// does.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        firstResponderInChain(performing: action, withSender: sender)
    }

    /// The class name the trace shows for the receiver: by default its dynamic class name.
    ///
    /// A class that stands for several classes, such as the generic logging controllers that
    /// the `lifecycle run` command builds from a scenario file, overrides it with a value
    /// set before `super.init` and never changed afterwards.
    @_spi(Headless) open var traceClassName: String { TraceNames.className(of: type(of: self)) }

    /// The receiver's stable identity in traces and diagnostics, such as `ViewController#1`.
    @_spi(Headless) public var traceName: String {
        // The name read at creation: ``traceClassName`` does not change after `init`, and
        // the stored copy spares a lookup by class on every trace argument.
        TraceEvent.instanceName(className: traceClassNameAtCreation, ordinal: traceOrdinal)
    }

    /// The receiver as a trace argument: its ``traceName``, rendered when the trace is read.
    var traceArgument: TraceArgument { .object(classSlot: traceNameSlot, ordinal: traceOrdinal) }

    /// `<ClassName: #ordinal>`, the receiver's class and its stable ordinal in traces, where iOS
    /// prints the class and the address.
    open override var description: String {
        "<\(traceClassNameAtCreation): #\(traceOrdinal)>"
    }
}
