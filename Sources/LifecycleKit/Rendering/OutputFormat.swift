@_spi(Headless) import UIKit
import HeadlessCore

/// The formats `lifecycle tour` and `lifecycle run` write.
public enum OutputFormat: String, Sendable, CaseIterable, Codable {
    /// The seeds' own style, `-[ViewController viewWillAppear:]`, one line per event.
    case seed
    /// Swift style, `ViewController.viewWillAppear(true)`, one line per event.
    case swift
    /// One JSON object per line: a `section` record, then the section's events.
    case jsonl
    /// Chrome trace-event JSON for Perfetto and `chrome://tracing`.
    case chrome
    /// A Mermaid sequence diagram (Markdown with one diagram per section when there are several).
    case mermaid
    /// One self-contained HTML page with diagrams, state timelines and the raw trace.
    case html

    /// The usual file extension for the format.
    public var fileExtension: String {
        switch self {
        case .seed, .swift: return "txt"
        case .jsonl: return "jsonl"
        case .chrome: return "json"
        case .mermaid: return "mmd"
        case .html: return "html"
        }
    }

    /// Renders a document.
    public func render(_ document: TraceDocument) -> String {
        switch self {
        case .seed: return TextTraceRenderer(lineFormat: .seed).render(document)
        case .swift: return TextTraceRenderer(lineFormat: .swift).render(document)
        case .jsonl: return TextTraceRenderer(lineFormat: .jsonl).render(document)
        case .chrome: return ChromeTraceRenderer().render(document)
        case .mermaid: return MermaidRenderer().render(document)
        case .html: return HTMLReportRenderer().render(document)
        }
    }
}

/// Renders sections as text, one line per shown event, in one of the framework's line
/// formats (`TraceFormat`), each section under its heading.
public struct TextTraceRenderer: Sendable {
    /// The format of the event lines.
    public var lineFormat: TraceFormat

    /// Creates a renderer.
    public init(lineFormat: TraceFormat) {
        self.lineFormat = lineFormat
    }

    /// The document as text.
    public func render(_ document: TraceDocument) -> String {
        document.sections.map(render).joined(separator: lineFormat == .jsonl ? "" : "\n")
    }

    /// One section: its heading and facts (or a `section` record in JSON Lines), then its events.
    public func render(_ section: TraceSection) -> String {
        var output = ""
        if lineFormat == .jsonl {
            var facts: [(String, JSONValue)] = []
            for fact in section.facts { facts.append((fact.label, .string(fact.text))) }
            output += JSONValue.object([
                ("kind", .string("section")), ("id", .string(section.id)), ("title", .string(section.title)),
                ("facts", .object(facts)),
            ]).serialized() + "\n"
        } else {
            output += heading(section)
            if !section.events.isEmpty { output += "\n" }
        }
        for event in section.visibleEvents {
            output += lineFormat.render(event) + "\n"
        }
        return output
    }

    /// The heading of a section: its id and title, then its facts aligned.
    public func heading(_ section: TraceSection) -> String {
        var output = "\(section.id) · \(section.title)\n"
        let width = (section.facts.map(\.label.count).max() ?? 0) + 1
        for fact in section.facts {
            let label = (fact.label + ":").padding(toLength: width + 1, withPad: " ", startingAt: 0)
            let lines = Self.wrap(fact.text, width: max(40, 96 - width - 3))
            for (i, line) in lines.enumerated() {
                output += "  " + (i == 0 ? label : String(repeating: " ", count: width + 1)) + line + "\n"
            }
        }
        return output
    }

    /// Splits text into lines of at most `width` characters at spaces.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.components(separatedBy: "\n") {
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                if line.isEmpty {
                    line = String(word)
                } else if line.count + 1 + word.count <= width {
                    line += " " + word
                } else {
                    lines.append(line)
                    line = String(word)
                }
            }
            lines.append(line)
        }
        return lines
    }
}
