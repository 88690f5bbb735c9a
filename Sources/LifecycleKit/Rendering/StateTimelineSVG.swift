@_spi(Headless) import UIKit
import HeadlessCore

/// Draws a section's state timeline as inline SVG: one lane per app, scene or view
/// controller, coloured by state, with the actions marked across all lanes.
struct StateTimelineSVG {
    static let laneHeight = 26.0
    static let eventWidth = 16.0

    let analysis: TraceAnalysis
    let timeline: StateTimeline

    static let knownColors: [String: String] = [
        "disappeared": "#c9ccd3", "appearing": "#a8dcb0", "appeared": "#3fa45b", "disappearing": "#f2b46b",
        "notRunning": "#c9ccd3", "unattached": "#c9ccd3", "terminated": "#8c8f96", "disconnected": "#8c8f96",
        "inactive": "#f4d35e", "foregroundInactive": "#f4d35e",
        "active": "#3fa45b", "foregroundActive": "#3fa45b",
        "background": "#5b8fd6", "suspended": "#9a7fd1",
    ]

    static func color(for state: String) -> String {
        if let known = knownColors[state] { return known }
        var hash: UInt32 = 2166136261
        for byte in state.utf8 { hash = (hash ^ UInt32(byte)) &* 16777619 }
        return "hsl(\(hash % 360), 55%, 62%)"
    }

    func render() -> String {
        guard !timeline.lanes.isEmpty else {
            return "<p class=\"empty\">No state changes were traced in this run.</p>\n"
        }
        let labelWidth = max(220, (timeline.lanes.map { HTML.textWidth($0.name, fontSize: 12) + HTML.textWidth(" (\($0.category.rawValue))", fontSize: 11) }.max() ?? 0) + 24)
        let length = max(timeline.length, 1)
        let plotWidth = max(480, Double(length) * Self.eventWidth)
        let width = labelWidth + plotWidth + 20
        let top = 46.0
        let height = top + Double(timeline.lanes.count) * Self.laneHeight + 40
        func px(_ position: Int) -> Double { labelWidth + Double(position) / Double(length) * plotWidth }

        var svg = "<svg class=\"timeline\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"State timeline\">\n"
        // Actions across every lane.
        // Labels alternate between two rows and are cut short; the full text is the tooltip.
        var row = 0
        var rowEnds = [-Double.infinity, -Double.infinity]
        for item in analysis.events where item.event.kind == .action {
            let ax = px(item.index)
            let label = item.event.arguments.isEmpty ? item.event.callback : "\(item.event.callback) \(item.event.arguments.joined(separator: " "))"
            let shown = label.count > 40 ? String(label.prefix(39)) + "…" : label
            row = rowEnds[0] <= ax ? 0 : (rowEnds[1] <= ax ? 1 : (row + 1) % 2)
            rowEnds[row] = ax + HTML.textWidth(shown, fontSize: 10) + 8
            let ty = top - 10 - Double(1 - row) * 13
            svg += "<g class=\"action\"><title>\(HTML.escape(label))</title>"
            svg += "<line x1=\"\(Int(ax))\" y1=\"\(Int(ty + 3))\" x2=\"\(Int(ax))\" y2=\"\(Int(height - 30))\" stroke=\"#d9b84a\" stroke-dasharray=\"3 3\"/>"
            svg += "<text x=\"\(Int(ax + 3))\" y=\"\(Int(ty))\" class=\"tick\">\(HTML.escape(shown))</text></g>\n"
        }
        for (i, lane) in timeline.lanes.enumerated() {
            let y = top + Double(i) * Self.laneHeight
            svg += "<text x=\"6\" y=\"\(Int(y + 17))\" class=\"lane\">\(HTML.escape(lane.name))<tspan class=\"category\"> (\(lane.category.rawValue))</tspan></text>\n"
            for segment in lane.segments {
                let x0 = px(segment.start)
                let x1 = max(x0 + 2, px(segment.end))
                let label = HTML.textWidth(segment.state, fontSize: 10) + 6 < x1 - x0 ? HTML.escape(segment.state) : ""
                svg += "<g class=\"segment\"><title>\(HTML.escape(lane.name)): \(HTML.escape(segment.state))</title>"
                svg += "<rect x=\"\(f(x0))\" y=\"\(f(y + 4))\" width=\"\(f(x1 - x0))\" height=\"\(f(Self.laneHeight - 8))\" fill=\"\(Self.color(for: segment.state))\" stroke=\"#fff\"/>"
                if !label.isEmpty {
                    svg += "<text x=\"\(f(x0 + 4))\" y=\"\(f(y + 17))\" class=\"state\">\(label)</text>"
                }
                svg += "</g>\n"
            }
            if let end = lane.end {
                let ex = px(end)
                svg += "<text x=\"\(f(ex + 2))\" y=\"\(f(y + 18))\" class=\"deinit\">✕ deinit</text>\n"
            }
        }
        // Legend.
        let states = Array(Set(timeline.lanes.flatMap { $0.segments.map(\.state) })).sorted()
        var lx = labelWidth
        let ly = height - 22
        for state in states {
            svg += "<rect x=\"\(f(lx))\" y=\"\(f(ly))\" width=\"12\" height=\"12\" fill=\"\(Self.color(for: state))\"/>"
            svg += "<text x=\"\(f(lx + 16))\" y=\"\(f(ly + 10))\" class=\"legend\">\(HTML.escape(state))</text>\n"
            lx += 26 + HTML.textWidth(state, fontSize: 11)
        }
        svg += "</svg>\n"
        return svg
    }

    private func f(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
