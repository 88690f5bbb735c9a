import HeadlessCore
import Foundation

/// A transition between two view controllers of a storyboard.
///
/// A segue from a storyboard performs its kind when ``perform()`` runs: `show` shows the
/// destination (a push inside a navigation controller, else a presentation), `showDetail`
/// shows it as the detail, `presentation` presents it modally with the style the file gives,
/// `embed` makes it a child whose view fills the container view, `unwind` returns to an
/// earlier controller. A subclass named in the file (`customClass`) overrides ``perform()``;
/// calling `super.perform()` performs the kind.
@preconcurrency @MainActor
open class UIStoryboardSegue {
    /// The identifier the storyboard gives the segue.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue leads to.
    public let destination: UIViewController
    /// What the segue's kind does, for segues made from a storyboard.
    var kindPerformer: ((UIStoryboardSegue) -> Void)?
    private var performHandler: (() -> Void)?
    let traceOrdinal: Int

    /// Creates a segue; a subclass named in a storyboard is created with this initializer.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        traceOrdinal = HeadlessRuntime.current.nextOrdinal(for: Self.self)
    }

    /// Creates a segue that runs a block when performed.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Performs the transition.
    open func perform() {
        if let performHandler {
            performHandler()
        } else {
            kindPerformer?(self)
        }
    }

    /// `ShowSegue#1`, for traces and diagnostics.
    var traceName: String { TraceEvent.instanceName(className: String(describing: type(of: self)), ordinal: traceOrdinal) }
}

/// The source of an unwind segue, as containers see it while searching for the destination.
@preconcurrency @MainActor
public final class UIStoryboardUnwindSegueSource {
    /// The controller the unwind segue starts from.
    public let source: UIViewController
    /// The destination's action, as the storyboard names it (`unwindToMaster:`).
    public let unwindAction: String
    /// The object that triggered the segue.
    public let sender: Any?

    init(source: UIViewController, unwindAction: String, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
    }
}

extension HeadlessRuntime {
    /// Delivers a segue's `perform()`, tracing it like a callback.
    func deliver(_ segue: UIStoryboardSegue, _ arguments: [String] = []) {
        if let recorder {
            recorder.record(event(kind: .callback, className: String(describing: type(of: segue)),
                                  ordinal: segue.traceOrdinal, callback: Callback.performSegue.swiftName,
                                  selector: Callback.performSegue.selector, arguments: arguments))
        }
        depth += 1
        segue.perform()
        depth -= 1
    }
}
