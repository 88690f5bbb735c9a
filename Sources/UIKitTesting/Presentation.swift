@_spi(Headless) import UIKit
import HeadlessCore

/// One modal presentation seen by a ``LifecycleHarness``: what was presented, by whom, with
/// which style, and when it was dismissed.
///
/// Derived without swizzling: the framework runs each presentation under the cause
/// `present(B#1, animated: true)`, which the trace records with every callback it delivers,
/// and reports each dismissed controller as a departure; the presenter and the style are read
/// from the controllers' public state at the first callback of the presentation.
public struct Presentation: Sendable, Hashable, CustomStringConvertible {
    /// The presented controller's trace name, such as `AlertViewController#1`.
    public let presented: String
    /// The presented controller's class name.
    public let presentedClass: String
    /// The presenting controller's trace name (the controller that owns the presentation,
    /// which may be an ancestor of the one that called `present`).
    public let presenter: String?
    /// The style the presentation used (`.automatic` resolved).
    public let style: UIModalPresentationStyle?
    /// Whether it was animated.
    public let animated: Bool?
    /// The virtual time at which it started.
    public let presentedAt: TimeInterval
    /// The position in the trace of its first event.
    public let presentedAtSequence: Int
    /// The virtual time at which it was dismissed, if it was.
    public internal(set) var dismissedAt: TimeInterval?
    /// The position in the trace at which it was dismissed, if it was.
    public internal(set) var dismissedAtSequence: Int?

    /// Whether it was dismissed.
    public var isDismissed: Bool { dismissedAt != nil }

    /// `AlertViewController#1 presented by ListViewController#1 (pageSheet, animated) at 0.000s, dismissed at 1.500s`.
    public var description: String {
        var text = "\(presented) presented by \(presenter ?? "?")"
        var details: [String] = []
        if let style { details.append("\(style)") }
        if let animated { details.append(animated ? "animated" : "not animated") }
        if !details.isEmpty { text += " (\(details.joined(separator: ", ")))" }
        text += " at \(String(format: "%.3f", presentedAt))s"
        if let dismissedAt { text += ", dismissed at \(String(format: "%.3f", dismissedAt))s" }
        return text
    }
}

/// Follows presentations through the trace and the departures.
@MainActor
final class PresentationTracker {
    private(set) var records: [Presentation] = []
    private var openCauses: Set<TraceCause> = []
    var runtime: HeadlessRuntime

    init(runtime: HeadlessRuntime) {
        self.runtime = runtime
    }

    func observe(_ event: TraceEvent) {
        guard let cause = event.cause, cause.operation == "present", let name = cause.subjects.first,
              !openCauses.contains(cause) else { return }
        openCauses.insert(cause)
        let controller = runtime.allViewControllers.first { $0.traceName == name }
        let presenter = controller?.presentingViewController
        let style = presenter == nil ? nil : controller?.presentationController?.presentationStyle
        records.append(Presentation(
            presented: name, presentedClass: controller?.traceClassName ?? String(name.prefix { $0 != "#" }),
            presenter: presenter?.traceName, style: style, animated: cause.animated,
            presentedAt: event.time, presentedAtSequence: event.sequence))
    }

    func departed(_ departure: HeadlessRuntime.Departure, sequence: Int) {
        guard departure.how.kind == .dismissed,
              let index = records.lastIndex(where: { $0.presented == departure.name && !$0.isDismissed }) else { return }
        records[index].dismissedAt = runtime.runLoop.now
        records[index].dismissedAtSequence = sequence
        openCauses = openCauses.filter { $0.subjects.first != departure.name }
    }
}
