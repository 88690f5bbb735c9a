import Foundation

/// The text formats a trace can be printed in.
public enum TraceFormat: String, Sendable, CaseIterable, Codable {
    /// The seeds' own style: `-[ViewController viewWillAppear:]`.
    case seed
    /// Swift style: `ViewController.viewWillAppear(true)`.
    case swift
    /// One JSON object per line.
    case jsonl

    /// Renders one event as a single line.
    public func render(_ event: TraceEvent) -> String {
        switch self {
        case .seed: return Self.seedLine(event)
        case .swift: return Self.swiftLine(event)
        case .jsonl: return Self.jsonLine(event)
        }
    }

    package static func seedLine(_ event: TraceEvent) -> String {
        switch event.kind {
        case .callback: return "-[\(event.className) \(event.selector)]"
        case .action: return "== \(event.callback)\(event.arguments.isEmpty ? "" : " " + event.arguments.joined(separator: " "))"
        case .diagnostic: return "!! \(event.arguments.first ?? event.callback)"
        case .note: return "// \(event.callback)"
        }
    }

    package static func swiftLine(_ event: TraceEvent) -> String {
        switch event.kind {
        case .callback:
            guard event.callback != "deinit" else { return "\(event.className).deinit" }
            let name = Callback(event.callback, selector: event.selector)
            let labels = name.argumentLabels
            // A callback recorded without its argument values prints its declaration name.
            guard event.arguments.count >= labels.count else { return "\(event.className).\(event.callback)" }
            let parts = zip(labels, event.arguments).map { label, value in label == "_" ? value : "\(label): \(value)" }
            return "\(event.className).\(name.baseName)(\(parts.joined(separator: ", ")))"
        default:
            return seedLine(event)
        }
    }

    package static func jsonLine(_ event: TraceEvent) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(event) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
