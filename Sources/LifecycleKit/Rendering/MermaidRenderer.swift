@_spi(Headless) import UIKit
import HeadlessCore

/// Renders traces as Mermaid sequence diagrams, which GitHub shows as pictures.
///
/// Participants are the device, the app's own code, UIKit's run loop and each traced
/// object; an arrow goes from the caller (the receiver of the enclosing callback, or the
/// device, the app or the run loop for a callback at the top) to the receiver. Actions are
/// notes across the diagram, diagnostics and the demos' observations notes beside the
/// object. A document with several sections becomes Markdown with one fenced diagram per
/// section.
///
/// Only a small subset of the grammar is written (`participant … as …`, `->>` messages,
/// `Note over`, `Note right of`, `title`), and text is escaped with Mermaid's entity codes so
/// that no label can end a statement early.
public struct MermaidRenderer: Sendable {
    /// The longest note or message text written, in characters; longer text is cut.
    public static let textLimit = 160

    /// Creates a renderer.
    public init() {}

    /// The document as Mermaid text (one section) or Markdown (several).
    public func render(_ document: TraceDocument) -> String {
        if document.sections.count == 1, let section = document.sections.first {
            return diagram(for: section)
        }
        var output = "# \(document.title)\n"
        for section in document.sections {
            output += "\n## \(section.id) · \(section.title)\n\n"
            for fact in section.facts {
                output += "- **\(fact.label)**: \(fact.text)\n"
            }
            output += "\n```mermaid\n" + diagram(for: section) + "```\n"
        }
        return output
    }

    /// One section as a sequence diagram.
    public func diagram(for section: TraceSection) -> String {
        let analysis = TraceAnalysis(section)
        var ids: [Participant: String] = [:]
        var lines = ["sequenceDiagram", "    title \(Self.escape("\(section.id) · \(section.title)"))"]
        var participants = analysis.participants
        if participants.isEmpty { participants = [.app] }
        for (i, participant) in participants.enumerated() {
            let id = "P\(i + 1)"
            ids[participant] = id
            lines.append("    participant \(id) as \(Self.escape(participant.name))")
        }
        let first = ids[participants[0]] ?? "P1"
        let last = ids[participants[participants.count - 1]] ?? first
        let span = first == last ? first : "\(first),\(last)"
        if analysis.events.isEmpty, let status = section.facts.first(where: { $0.label == "status" }) {
            lines.append("    Note over \(span): \(Self.escape(status.text))")
        }
        for item in analysis.events {
            let event = item.event
            let subject = ids[item.subject] ?? first
            switch event.kind {
            case .callback:
                let caller = ids[item.caller] ?? first
                lines.append("    \(caller)->>\(subject): \(Self.escape(Self.callText(event)))")
            case .action:
                let label = event.arguments.isEmpty ? event.callback : "\(event.callback) \(event.arguments.joined(separator: " "))"
                lines.append("    Note over \(span): \(Self.escape("▶ " + label))")
            case .diagnostic:
                lines.append("    Note right of \(subject): \(Self.escape("⚠ " + (event.arguments.first ?? event.callback)))")
            case .note:
                lines.append("    Note right of \(subject): \(Self.escape(event.callback))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The call as Swift writes it, without the receiver: `viewWillAppear(true)`.
    static func callText(_ event: TraceEvent) -> String {
        let rendered = TraceFormat.swift.render(event)
        let prefix = event.className + "."
        return rendered.hasPrefix(prefix) ? String(rendered.dropFirst(prefix.count)) : rendered
    }

    /// Text made safe for a Mermaid label or message: the characters that end a statement,
    /// start a comment or read as markup become entity codes, and line breaks become spaces.
    public static func escape(_ text: String) -> String {
        var shortened = text
        if shortened.count > textLimit {
            shortened = String(shortened.prefix(textLimit - 1)) + "…"
        }
        var output = ""
        for character in shortened {
            switch character {
            case "#": output += "#35;"
            case ";": output += "#59;"
            case "%": output += "#37;"
            case "<": output += "#60;"
            case ">": output += "#62;"
            case "&": output += "#38;"
            case "\n", "\r", "\t": output += " "
            default: output.append(character)
            }
        }
        let trimmed = output.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return "·" }
        let lowered = trimmed.lowercased()
        if lowered.hasPrefix("wrap:") || lowered.hasPrefix("nowrap:") { return "'" + trimmed }
        return trimmed
    }
}
