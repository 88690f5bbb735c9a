import Foundation

extension Wireframe {
    /// The wireframe as a self-contained SVG picture: the screen's outline, each element a box
    /// (filled by kind), with its text; `scale` points to pixels (0.5 draws an iPhone
    /// 195 pixels wide). Each box carries `data-name` and `data-frame` attributes, so a checker
    /// can find it where its frame says.
    public func svg(scale: Double = 0.5, title: String? = nil) -> String {
        let scale = scale.isFinite && scale > 0 ? min(scale, 4) : 0.5
        let width = max(Double(size.width), 1) * scale
        let height = max(Double(size.height), 1) * scale
        func number(_ value: Double) -> String {
            let rounded = (value * 100).rounded() / 100
            return rounded == rounded.rounded() && abs(rounded) < 1e12 ? String(Int(rounded)) : String(rounded)
        }
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"wireframe\" width=\"\(number(width))\" height=\"\(number(height))\" viewBox=\"0 0 \(number(width)) \(number(height))\" role=\"img\">"
        if let title { svg += "<title>\(Self.escape(title))</title>" }
        svg += "<rect class=\"screen\" x=\"0\" y=\"0\" width=\"\(number(width))\" height=\"\(number(height))\" fill=\"#ffffff\" stroke=\"#333333\"/>"
        for element in elements {
            let frame = element.frame.standardized
            guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite else { continue }
            let (fill, stroke) = Self.colours(element.kind)
            let x = Double(frame.minX) * scale, y = Double(frame.minY) * scale
            let w = Double(frame.width) * scale, h = Double(frame.height) * scale
            svg += "<g class=\"element \(element.kind.rawValue)\" data-name=\"\(Self.escape(element.name))\" data-frame=\"\(Self.escape(element.frame.traceDescription))\">"
            svg += "<rect x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(w))\" height=\"\(number(h))\" fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"0.5\"/>"
            if let text = element.text, !text.isEmpty, h >= 6 {
                let shown = text.count > 40 ? String(text.prefix(39)) + "…" : text
                svg += "<text x=\"\(number(x + 2))\" y=\"\(number(y + min(h, 12 * scale * 2) / 2 + 3))\" font-family=\"-apple-system, Helvetica, sans-serif\" font-size=\"\(number(max(6, 13 * scale)))\" fill=\"#111111\">\(Self.escape(shown))</text>"
            }
            svg += "</g>"
        }
        return svg + "</svg>"
    }

    private static func colours(_ kind: Kind) -> (fill: String, stroke: String) {
        switch kind {
        case .window: ("none", "#333333")
        case .view: ("none", "#8a8a8a")
        case .label: ("#fff6cc", "#c9a400")
        case .control: ("#d7e8ff", "#1f6fd6")
        case .text: ("#e9f7e9", "#2f8f2f")
        case .image: ("#eeeeee", "#777777")
        case .scroll: ("none", "#7a4fd6")
        case .cell: ("#f5f0ff", "#7a4fd6")
        case .bar: ("#f2f2f7", "#555555")
        }
    }

    private static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
