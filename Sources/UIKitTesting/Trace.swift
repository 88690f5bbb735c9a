@_spi(Headless) import UIKit
import HeadlessCore

/// A recorded lifecycle trace, as a value: filter it, write it as lines, and check it
/// against an expectation or a golden file.
///
/// ```swift
/// let trace = harness.perform("pop") { navigation.popViewController(animated: true) }
/// trace.filtered(.objects(detail)).expect([
///     "-[DetailViewController viewWillDisappear:]",
///     "-[DetailViewController viewDidDisappear:]",
///     "-[DetailViewController dealloc]",
/// ])
/// ```
public struct Trace: Sendable, Hashable, CustomStringConvertible {
    /// The events, in order.
    public let events: [TraceEvent]

    /// A trace of some events.
    public init(_ events: [TraceEvent]) {
        self.events = events
    }

    /// The events that a filter keeps.
    public func filtered(_ filter: TraceFilter) -> Trace {
        Trace(events.filter(filter.includes))
    }

    /// The trace as lines.
    ///
    /// - Parameters:
    ///   - style: the line format (``TraceStyle/seed`` by default).
    ///   - foldingLayout: whether each run of consecutive layout-pass callbacks
    ///     (`viewWillLayoutSubviews()`, `layoutSubviews()`, `viewDidLayoutSubviews()` and the
    ///     safe-area and margin changes the pass reports) becomes
    ///     one `[layout]` line, as the reference documents write them: how many layout passes
    ///     a transition takes is not part of UIKit's contract.
    public func lines(_ style: TraceStyle = .seed, foldingLayout: Bool = false) -> [String] {
        var lines: [String] = []
        var inLayoutRun = false
        for event in events {
            if foldingLayout && Self.isLayout(event) {
                if !inLayoutRun { lines.append(TraceStyle.layoutToken) }
                inLayoutRun = true
                continue
            }
            inLayoutRun = false
            lines.append(style.render(event))
        }
        return lines
    }

    /// The callbacks delivered to one instance, by trace name.
    public func callbacks(of instance: String) -> [String] {
        events.filter { $0.kind == .callback && $0.instance == instance }.map(\.callback)
    }

    /// The trace in the seeds' style, one event a line.
    public var description: String { lines().joined(separator: "\n") }

    static let layoutCallbacks: Set<String> = Set(Callback.layoutPass.map(\.swiftName))

    static func isLayout(_ event: TraceEvent) -> Bool {
        event.kind == .callback && layoutCallbacks.contains(event.callback)
    }
}
