@_spi(Headless) import UIKit
import HeadlessCore

/// How a trace is written as lines for expectations and golden files.
public struct TraceStyle: Sendable, Hashable {
    /// The line format: the seeds' `-[Class selector]`, Swift's `Class.method(args)`, or JSON.
    public var format: TraceFormat
    /// Whether receivers are named with their ordinal (`DetailViewController#2`), which
    /// tells two instances of a class apart.
    public var showsInstances: Bool

    /// Creates a style.
    public init(format: TraceFormat, showsInstances: Bool = false) {
        self.format = format
        self.showsInstances = showsInstances
    }

    /// `-[DetailViewController viewWillAppear:]`, as the seeds print.
    public static let seed = TraceStyle(format: .seed)
    /// `-[DetailViewController#1 viewWillAppear:]`.
    public static let seedInstances = TraceStyle(format: .seed, showsInstances: true)
    /// `DetailViewController.viewWillAppear(true)`.
    public static let swift = TraceStyle(format: .swift)
    /// `DetailViewController#1.viewWillAppear(true)`.
    public static let swiftInstances = TraceStyle(format: .swift, showsInstances: true)

    /// The token that stands for a run of layout callbacks when layout is folded.
    public static let layoutToken = "[layout]"

    /// Renders one event.
    public func render(_ event: TraceEvent) -> String {
        guard showsInstances, event.kind == .callback else { return format.render(event) }
        var named = event
        named.className = event.instance
        return format.render(named)
    }
}
