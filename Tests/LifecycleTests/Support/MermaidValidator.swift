@_spi(Headless) import UIKit
import HeadlessCore
import Foundation

/// A strict checker for the subset of Mermaid's sequence-diagram grammar that the renderer
/// writes, following the lexer and grammar of Mermaid's `sequenceDiagram.jison`:
///
/// - the first line is `sequenceDiagram`;
/// - `title TEXT`;
/// - `participant ID as TEXT`, each ID declared once before use;
/// - `ID ARROW ID: TEXT` with one of Mermaid's arrows;
/// - `Note over ID[,ID]: TEXT`, `Note left of ID: TEXT`, `Note right of ID: TEXT`;
/// - `%%` comments and blank lines.
///
/// TEXT must not hold what ends a statement or opens a comment in that grammar (`;`, a `#`
/// that does not start an entity code such as `#35;`, a line break), must not be empty, and
/// must not start with `wrap:`/`nowrap:`; the raw markup characters `<`, `>` and `&` are
/// refused too, since the renderer writes them as entity codes. An ID is a plain word that
/// does not start with one of the lexer's keywords, which it would match first.
enum MermaidValidator {
    static let keywords = [
        "box", "participant", "actor", "create", "destroy", "loop", "rect", "opt", "alt", "else", "par", "and",
        "critical", "option", "break", "end", "left", "right", "links", "link", "properties", "details", "over",
        "note", "activate", "deactivate", "title", "acctitle", "accdescr", "sequencediagram", "autonumber", "off",
    ]
    static let arrows = ["-->>", "->>", "-->", "->", "--x", "-x", "--)", "-)"]

    /// The problems found; empty when the diagram is valid.
    static func problems(in diagram: String) -> [String] {
        var problems: [String] = []
        var declared: Set<String> = []
        let lines = diagram.components(separatedBy: "\n")
        var sawHeader = false
        for (offset, raw) in lines.enumerated() {
            let number = offset + 1
            func fail(_ text: String) { problems.append("line \(number): \(text): \(raw)") }
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("%%") { continue }
            if !sawHeader {
                if line != "sequenceDiagram" { fail("the diagram must start with sequenceDiagram") }
                sawHeader = true
                continue
            }
            if line.hasPrefix("title ") {
                if let problem = textProblem(String(line.dropFirst(6))) { fail(problem) }
                continue
            }
            if line.hasPrefix("participant ") {
                let rest = line.dropFirst("participant ".count)
                guard let range = rest.range(of: " as ") else {
                    fail("a participant needs `as` and a label")
                    continue
                }
                let id = String(rest[..<range.lowerBound])
                if let problem = idProblem(id) { fail(problem) }
                if declared.contains(id) { fail("participant \(id) declared twice") }
                declared.insert(id)
                if let problem = textProblem(String(rest[range.upperBound...])) { fail(problem) }
                continue
            }
            if line.hasPrefix("Note ") {
                let rest = line.dropFirst(5)
                guard let colon = rest.firstIndex(of: ":") else {
                    fail("a note needs a colon and text")
                    continue
                }
                let placement = String(rest[..<colon])
                var ids: [String] = []
                if placement.hasPrefix("over ") {
                    ids = placement.dropFirst(5).split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                    if ids.count > 2 { fail("Note over takes one or two participants") }
                } else if placement.hasPrefix("left of ") {
                    ids = [String(placement.dropFirst(8))]
                } else if placement.hasPrefix("right of ") {
                    ids = [String(placement.dropFirst(9))]
                } else {
                    fail("a note is placed over, left of or right of a participant")
                }
                for id in ids where !declared.contains(id) { fail("participant \(id) is not declared") }
                if let problem = textProblem(String(rest[rest.index(after: colon)...])) { fail(problem) }
                continue
            }
            // A message: ID ARROW ID: TEXT
            let idCharacters = line.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            let afterFrom = line.dropFirst(idCharacters.count)
            guard let arrow = arrows.first(where: { afterFrom.hasPrefix($0) }) else {
                fail("not a statement of the subset")
                continue
            }
            let afterArrow = afterFrom.dropFirst(arrow.count)
            guard let colon = afterArrow.firstIndex(of: ":") else {
                fail("a message needs a colon and text")
                continue
            }
            let from = String(idCharacters)
            let to = String(afterArrow[..<colon])
            for id in [from, to] {
                if let problem = idProblem(id) { fail(problem) }
                if !declared.contains(id) { fail("participant \(id) is not declared") }
            }
            if let problem = textProblem(String(afterArrow[afterArrow.index(after: colon)...])) { fail(problem) }
        }
        if !sawHeader { problems.append("empty diagram") }
        return problems
    }

    static func idProblem(_ id: String) -> String? {
        guard let first = id.unicodeScalars.first, CharacterSet.letters.contains(first),
              id.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || $0 == "_" }) else {
            return "participant id '\(id)' is not a plain word"
        }
        if let keyword = keywords.first(where: { id.lowercased().hasPrefix($0) }) {
            return "participant id '\(id)' starts with the keyword '\(keyword)'"
        }
        return nil
    }

    static func textProblem(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return "empty text" }
        if trimmed.lowercased().hasPrefix("wrap:") || trimmed.lowercased().hasPrefix("nowrap:") { return "text starting with wrap:" }
        for forbidden in [";", "\n", "\r", "<", ">", "&", "%%"] where text.replacingEntities().contains(forbidden) {
            return "raw '\(forbidden)' in text"
        }
        if text.replacingEntities().contains("#") { return "a # that is not an entity code" }
        return nil
    }
}

private extension String {
    /// The text with Mermaid's entity codes (`#35;`, `#lt;`) removed.
    func replacingEntities() -> String {
        replacingOccurrences(of: #"#[0-9]+;|#[A-Za-z]+;"#, with: "", options: .regularExpression)
    }
}
