/// A view controller or view that left the screen and was still alive once the run loop
/// had settled: the verdict of a `LeakTracker`.
public struct Leak: Sendable, Hashable, CustomStringConvertible {
    /// Whether the leaked object is a view controller or a view.
    public enum Kind: String, Sendable, Hashable {
        /// A `UIViewController`.
        case viewController
        /// A `UIView` (or window).
        case view
        /// Any other responder.
        case object
    }

    /// The object's trace name, such as `DetailViewController#1`.
    public let name: String
    /// The object's class name.
    public let className: String
    /// What the object is.
    public let kind: Kind
    /// How it left: `popped`, `dismissed`, `removeFromParent`, `removeFromSuperview`, …
    public let how: DepartureManner
    /// The action or operation during which it left, when one was recorded.
    public let step: String?
    /// Shortest chains of strong references from a root (a window, a live view controller,
    /// the app delegate, an object registered with the tracker) to the object.
    public let retainPaths: [String]
    /// Retain cycles through the object that stored properties show.
    public let cycles: [String]
    /// Closures that may hold the object: stored in the object itself or in objects it holds
    /// (a cycle through a closure that captures `self`), or, when nothing else explains the
    /// leak, in live objects. Mirror cannot look inside closures, so these are only suspects.
    public let suspects: [String]
    /// The leaked object that keeps this one alive, for a view owned by a leaked controller.
    public let keptAliveBy: String?

    /// Creates a verdict.
    public init(name: String, className: String, kind: Kind, how: DepartureManner, step: String?,
                retainPaths: [String] = [], cycles: [String] = [], suspects: [String] = [], keptAliveBy: String? = nil) {
        self.name = name
        self.className = className
        self.kind = kind
        self.how = how
        self.step = step
        self.retainPaths = retainPaths
        self.cycles = cycles
        self.suspects = suspects
        self.keptAliveBy = keptAliveBy
    }

    /// The most likely reason, in a few words.
    public var reason: String {
        if let keptAliveBy { return "kept alive by the leaked \(keptAliveBy)" }
        if let path = retainPaths.first { return "held by \(path)" }
        if let cycle = cycles.first { return "retain cycle \(cycle)" }
        if let suspect = suspects.first { return "held by a closure stored in \(suspect)?" }
        return "no strong reference visible: a local variable, a global, or a closure outside the roots?"
    }

    /// One line for standard error: `leak: DetailViewController#1 (popped): held by a closure …`.
    public var line: String {
        "leak: \(name) (\(how)\(step.map { " during \($0)" } ?? "")): \(reason)"
    }

    /// The full report: how it left, every path, cycle and suspect, and what to do.
    public var description: String {
        var lines = ["\(kindName) \(name) is still alive after it left (\(how)\(step.map { " during \($0)" } ?? "")) and the run loop settled."]
        if let keptAliveBy {
            lines.append("  kept alive by the leaked \(keptAliveBy), which owns it; fix that leak first.")
        }
        for path in retainPaths { lines.append("  retained by: \(path)") }
        for cycle in cycles { lines.append("  retain cycle: \(cycle)") }
        for suspect in suspects {
            lines.append("  suspect: a closure stored in \(suspect) may capture it (Mirror cannot look inside closures); capture it weakly with [weak self].")
        }
        if keptAliveBy == nil && retainPaths.isEmpty && cycles.isEmpty && suspects.isEmpty {
            lines.append("  no strong reference is visible from the windows, live view controllers, the app delegate or registered roots: a local variable, a global, a singleton or a closure held elsewhere keeps it. Register such an object as a root to see the path.")
        }
        if keptAliveBy == nil {
            lines.append("  If it is meant to outlive its screen, put it on the leak allow-list.")
        }
        return lines.joined(separator: "\n")
    }

    private var kindName: String {
        switch kind {
        case .viewController: return "View controller"
        case .view: return "View"
        case .object: return "Object"
        }
    }
}
