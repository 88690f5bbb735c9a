@_spi(Headless) import UIKit
import HeadlessCore
import Foundation

/// Checks JSON against the Trace Event Format that Perfetto and `chrome://tracing` read
/// (the "JSON Object Format": an object whose `traceEvents` array holds the events), for
/// the phases the renderer writes, and that complete slices nest properly on each track.
enum TraceEventFormatValidator {
    static let metadataNames: Set<String> = ["process_name", "process_labels", "process_sort_index", "thread_name", "thread_sort_index"]

    /// The problems found; empty when the JSON is valid.
    static func problems(in json: String) -> [String] {
        guard let data = json.data(using: .utf8),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return ["not a JSON object"]
        }
        guard let events = root["traceEvents"] as? [[String: Any]] else { return ["no traceEvents array of objects"] }
        var problems: [String] = []
        if let unit = root["displayTimeUnit"], !["ms", "ns"].contains(unit as? String ?? "") {
            problems.append("displayTimeUnit must be \"ms\" or \"ns\"")
        }
        var named: Set<String> = []
        var used: Set<String> = []
        var slices: [String: [(start: Double, end: Double, index: Int)]] = [:]
        for (index, event) in events.enumerated() {
            func fail(_ text: String) { problems.append("event \(index): \(text)") }
            guard let phase = event["ph"] as? String else {
                fail("no ph")
                continue
            }
            guard let pid = integer(event["pid"]), let tid = integer(event["tid"]) else {
                fail("pid and tid must be integers")
                continue
            }
            let track = "\(pid)/\(tid)"
            if let category = event["cat"], !(category is String) { fail("cat must be a string") }
            if let args = event["args"], !(args is [String: Any]) { fail("args must be an object") }
            guard let name = event["name"] as? String, !name.isEmpty else {
                fail("name must be a non-empty string")
                continue
            }
            switch phase {
            case "M":
                guard metadataNames.contains(name) else {
                    fail("unknown metadata event \(name)")
                    continue
                }
                let args = event["args"] as? [String: Any] ?? [:]
                if name.hasSuffix("_name") {
                    if !(args["name"] is String) { fail("\(name) needs args.name as a string") }
                    if name == "thread_name" { named.insert(track) }
                }
                if name.hasSuffix("_sort_index"), integer(args["sort_index"]) == nil { fail("\(name) needs an integer args.sort_index") }
            case "X":
                guard let ts = number(event["ts"]), let dur = number(event["dur"]) else {
                    fail("X needs numeric ts and dur")
                    continue
                }
                if ts < 0 || dur < 0 { fail("ts and dur cannot be negative") }
                used.insert(track)
                slices[track, default: []].append((ts, ts + dur, index))
            case "i", "I":
                guard number(event["ts"]) != nil else {
                    fail("an instant needs a numeric ts")
                    continue
                }
                if let scope = event["s"] {
                    if !["g", "p", "t"].contains(scope as? String ?? "") { fail("s must be g, p or t") }
                }
                used.insert(track)
            default:
                fail("phase \(phase) is not one the renderer writes")
            }
        }
        for track in used.subtracting(named) where !track.hasSuffix("/0") {
            problems.append("track \(track) has events but no thread_name")
        }
        for (track, list) in slices {
            // Slices on one track must nest: sorted by start, each one either ends before the
            // next starts or contains it.
            var open: [(start: Double, end: Double, index: Int)] = []
            for slice in list.sorted(by: { ($0.start, -$0.end) < ($1.start, -$1.end) }) {
                while let last = open.last, last.end <= slice.start { open.removeLast() }
                if let last = open.last, slice.end > last.end {
                    problems.append("track \(track): slice of event \(slice.index) overlaps event \(last.index) without nesting")
                }
                open.append(slice)
            }
        }
        return problems
    }

    static func integer(_ value: Any?) -> Int? {
        if let int = value as? Int { return int }
        if let number = value as? NSNumber, number.doubleValue == number.doubleValue.rounded() { return number.intValue }
        return nil
    }

    static func number(_ value: Any?) -> Double? {
        if let number = value as? NSNumber, !(value is Bool) { return number.doubleValue }
        return value as? Double
    }
}
