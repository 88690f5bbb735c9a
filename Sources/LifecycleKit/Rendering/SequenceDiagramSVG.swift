@_spi(Headless) import UIKit
import HeadlessCore

/// Draws a section's sequence diagram as inline SVG, for the HTML report, which cannot load
/// Mermaid's script.
///
/// The layout follows the Mermaid diagram: one column per participant, one row per shown
/// event; an arrow from caller to receiver for each callback, an activation bar on the
/// receiver while the callback runs, bands for actions and notes for diagnostics and
/// observations.
struct SequenceDiagramSVG {
    static let rowHeight = 24.0
    static let headerHeight = 46.0
    static let fontSize = 12.0
    static let margin = 16.0

    let analysis: TraceAnalysis

    func render() -> String {
        let participants = analysis.participants.isEmpty ? [Participant.app] : analysis.participants
        let widest = participants.map { HTML.textWidth($0.name, fontSize: Self.fontSize) }.max() ?? 60
        let longestMessage = analysis.events.filter { $0.event.kind == .callback }
            .map { HTML.textWidth(MermaidRenderer.callText($0.event), fontSize: 11) }.max() ?? 0
        let column = max(150, widest + 30, min(longestMessage + 24, 320))
        var x: [Participant: Double] = [:]
        for (i, participant) in participants.enumerated() {
            x[participant] = Self.margin + column * (Double(i) + 0.5)
        }
        let widestNote = analysis.events.filter { $0.event.kind == .diagnostic || $0.event.kind == .note }
            .map { min(90, Self.noteText($0.event).count) }.max() ?? 0
        let width = Self.margin * 2 + column * Double(participants.count) + max(60, Double(widestNote) * 11 * 0.61 + 30)
        let rows = max(analysis.events.count, 1)
        let height = Self.headerHeight + Double(rows) * Self.rowHeight + 30
        func rowY(_ index: Int) -> Double { Self.headerHeight + Double(index) * Self.rowHeight + Self.rowHeight / 2 + 6 }

        var svg = "<svg class=\"sequence\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"Sequence diagram\">\n"
        svg += "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"#334\"/></marker></defs>\n"

        // Lifelines and heads.
        for participant in participants {
            let cx = x[participant] ?? 0
            let label = participant.name
            let boxWidth = max(70, HTML.textWidth(label, fontSize: Self.fontSize) + 18)
            let fill = participant.kind == .object ? "#e8eefc" : "#fdf2d8"
            svg += "<line class=\"lifeline\" x1=\"\(f(cx))\" y1=\"36\" x2=\"\(f(cx))\" y2=\"\(f(height - 8))\" stroke=\"#99a\" stroke-dasharray=\"4 4\"/>\n"
            svg += "<rect x=\"\(f(cx - boxWidth / 2))\" y=\"8\" width=\"\(f(boxWidth))\" height=\"28\" rx=\"5\" fill=\"\(fill)\" stroke=\"#557\"/>\n"
            svg += "<text class=\"head\" x=\"\(f(cx))\" y=\"27\" text-anchor=\"middle\">\(HTML.escape(label))</text>\n"
        }

        // Activation bars: one per callback, from its row to its last nested event's row.
        var open: [Participant: [Int]] = [:]
        for item in analysis.events where item.event.kind == .callback {
            var stack = open[item.subject] ?? []
            stack.removeAll { $0 < item.index }
            let stackDepth = stack.count
            stack.append(item.lastDescendant)
            open[item.subject] = stack
            let cx = (x[item.subject] ?? 0) + Double(stackDepth) * 4
            let top = rowY(item.index) - 6
            let bottom = rowY(item.lastDescendant) + 6
            svg += "<rect class=\"activation\" x=\"\(f(cx - 4))\" y=\"\(f(top))\" width=\"8\" height=\"\(f(bottom - top))\" fill=\"#dfe6f7\" stroke=\"#6d7fb2\"/>\n"
        }

        for item in analysis.events {
            let event = item.event
            let y = rowY(item.index)
            switch event.kind {
            case .callback:
                let from = x[item.caller] ?? 0
                let to = x[item.subject] ?? 0
                let text = HTML.escape(MermaidRenderer.callText(event))
                let title = HTML.escape(TraceFormat.seed.render(event) + (event.edge.map { "  [\($0)]" } ?? ""))
                if abs(from - to) < 1 {
                    svg += "<g class=\"call self\"><title>\(title)</title><path d=\"M\(f(from + 4)),\(f(y - 7)) h26 v10 h-22\" fill=\"none\" stroke=\"#334\" marker-end=\"url(#arrow)\"/>"
                    svg += "<text x=\"\(f(from + 36))\" y=\"\(f(y - 1))\" class=\"msg\">\(text)</text></g>\n"
                } else {
                    let direction = to > from ? 1.0 : -1.0
                    svg += "<g class=\"call\"><title>\(title)</title><line x1=\"\(f(from + 4 * direction))\" y1=\"\(f(y))\" x2=\"\(f(to - 5 * direction))\" y2=\"\(f(y))\" stroke=\"#334\" marker-end=\"url(#arrow)\"/>"
                    svg += "<text x=\"\(f((from + to) / 2))\" y=\"\(f(y - 4))\" text-anchor=\"middle\" class=\"msg\">\(text)</text></g>\n"
                }
            case .action:
                let label = event.arguments.isEmpty ? event.callback : "\(event.callback) \(event.arguments.joined(separator: " "))"
                svg += "<g class=\"action\"><rect x=\"\(f(Self.margin / 2))\" y=\"\(f(y - 10))\" width=\"\(f(width - Self.margin))\" height=\"18\" rx=\"3\" fill=\"#fff4c2\" stroke=\"#d9b84a\"/>"
                svg += "<text x=\"\(f(Self.margin))\" y=\"\(f(y + 3))\" class=\"band\">▶ \(HTML.escape(label))</text></g>\n"
            case .diagnostic, .note:
                let cx = x[item.subject] ?? Self.margin
                let text = Self.noteText(event)
                let shown = text.count > 90 ? String(text.prefix(89)) + "…" : text
                let boxWidth = HTML.textWidth(shown, fontSize: 11) + 14
                let fill = event.kind == .diagnostic ? "#fde2e1" : "#eef2ee"
                let stroke = event.kind == .diagnostic ? "#c0504d" : "#8a9a8a"
                svg += "<g class=\"\(event.kind.rawValue)\"><title>\(HTML.escape(text))</title><rect x=\"\(f(cx + 10))\" y=\"\(f(y - 10))\" width=\"\(f(boxWidth))\" height=\"18\" rx=\"3\" fill=\"\(fill)\" stroke=\"\(stroke)\"/>"
                svg += "<text x=\"\(f(cx + 17))\" y=\"\(f(y + 3))\" class=\"note\">\(HTML.escape(shown))</text></g>\n"
            }
        }
        svg += "</svg>\n"
        return svg
    }

    static func noteText(_ event: TraceEvent) -> String {
        event.kind == .diagnostic ? "⚠ " + (event.arguments.first ?? event.callback) : event.callback
    }

    private func f(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
