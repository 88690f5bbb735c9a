@_spi(Headless) import UIKit
import HeadlessCore

/// Renders traces as Chrome trace-event JSON, which Perfetto and `chrome://tracing` open.
///
/// Each section is a process and each traced object a thread (a track); every callback is
/// a complete (`X`) slice, nested by the depth at which it was delivered; device actions,
/// app operations, diagnostics and notes are instant (`i`) events. Timestamps are virtual
/// time in microseconds; events at the same virtual time are spread ``step`` microseconds
/// apart so that they keep their order.
public struct ChromeTraceRenderer: Sendable {
    /// The spacing, in microseconds, between consecutive events at the same virtual time.
    public static let step = 10

    /// Creates a renderer.
    public init() {}

    /// The document as one JSON object with a `traceEvents` array, one event per line.
    public func render(_ document: TraceDocument) -> String {
        var lines: [String] = []
        for (offset, section) in document.sections.enumerated() {
            lines += events(for: section, pid: offset + 1).map { $0.serialized() }
        }
        let other = JSONValue.object([("generator", .string("lifecycle")), ("title", .string(document.title))])
        return "{\"traceEvents\":[\n" + lines.joined(separator: ",\n") + "\n],\n\"displayTimeUnit\":\"ms\",\n\"otherData\":"
            + other.serialized() + "}\n"
    }

    /// The trace events of one section, metadata first.
    func events(for section: TraceSection, pid: Int) -> [JSONValue] {
        let analysis = TraceAnalysis(section)
        var tids: [Participant: Int] = [:]
        var output: [JSONValue] = [
            metadata("process_name", pid: pid, tid: 0, args: [("name", .string("\(section.id) · \(section.title)"))]),
            metadata("process_sort_index", pid: pid, tid: 0, args: [("sort_index", .int(pid))]),
        ]
        for (i, participant) in analysis.participants.enumerated() {
            let tid = i + 1
            tids[participant] = tid
            output.append(metadata("thread_name", pid: pid, tid: tid, args: [("name", .string(participant.name))]))
            output.append(metadata("thread_sort_index", pid: pid, tid: tid, args: [("sort_index", .int(tid))]))
        }

        var stamps: [Int] = []
        var previous = Int.min
        for item in analysis.events {
            let base = Int((item.event.time * 1_000_000).rounded())
            let stamp = previous == Int.min ? base : max(base, previous + Self.step)
            stamps.append(stamp)
            previous = stamp
        }

        for item in analysis.events {
            let event = item.event
            let ts = stamps[item.index]
            let tid = tids[item.subject] ?? 0
            switch event.kind {
            case .callback:
                let end = stamps[item.lastDescendant] + Self.step - min(item.nesting, Self.step - 1)
                output.append(.object([
                    ("name", .string(event.callback)), ("cat", .string("callback")), ("ph", .string("X")),
                    ("ts", .int(ts)), ("dur", .int(end - ts)), ("pid", .int(pid)), ("tid", .int(tid)),
                    ("args", arguments(of: event, caller: item.caller)),
                ]))
            case .action:
                output.append(.object([
                    ("name", .string(actionLabel(event))), ("cat", .string("action")), ("ph", .string("i")),
                    ("s", .string("p")), ("ts", .int(ts)), ("pid", .int(pid)), ("tid", .int(tid)),
                    ("args", arguments(of: event, caller: nil)),
                ]))
            case .diagnostic, .note:
                output.append(.object([
                    ("name", .string(event.callback)), ("cat", .string(event.kind.rawValue)), ("ph", .string("i")),
                    ("s", .string("t")), ("ts", .int(ts)), ("pid", .int(pid)), ("tid", .int(tid)),
                    ("args", arguments(of: event, caller: nil)),
                ]))
            }
        }
        return output
    }

    private func metadata(_ name: String, pid: Int, tid: Int, args: [(String, JSONValue)]) -> JSONValue {
        .object([("name", .string(name)), ("ph", .string("M")), ("pid", .int(pid)), ("tid", .int(tid)),
                 ("args", .object(args))])
    }

    private func actionLabel(_ event: TraceEvent) -> String {
        event.arguments.isEmpty ? event.callback : "\(event.callback) \(event.arguments.joined(separator: " "))"
    }

    private func arguments(of event: TraceEvent, caller: Participant?) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("sequence", .int(event.sequence)),
            ("virtualTime", .double(event.time)),
            ("turn", .int(event.turn)),
        ]
        if event.kind == .callback {
            pairs.append(("receiver", .string(event.instance)))
            pairs.append(("selector", .string(event.selector)))
        }
        if !event.arguments.isEmpty {
            pairs.append(("arguments", .array(event.arguments.map(JSONValue.string))))
        }
        if let edge = event.edge { pairs.append(("edge", .string(edge))) }
        if let cause = event.cause { pairs.append(("cause", .string(cause.text))) }
        if let caller { pairs.append(("caller", .string(caller.name))) }
        return .object(pairs)
    }
}
