import Foundation
import Testing

/// Every ordering source the code cites resolves inside the repository: a `References §N`
/// citation names a section of `Documentation/References.md`, and no citation points at the
/// shared reference file outside the repository any more.
@Suite struct ReferencesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The old citation prefix, spelled in two parts so that this file does not cite it.
    static let outsideCitation = "lifecycle" + "-orderings"

    /// The section numbers of the references document: `## 4.` and `### 4.1` headings.
    static func sections() throws -> Set<String> {
        let text = try String(contentsOf: root.appendingPathComponent("Documentation/References.md"), encoding: .utf8)
        var sections: Set<String> = []
        for line in text.split(separator: "\n") where line.hasPrefix("## ") || line.hasPrefix("### ") {
            let title = line.drop { $0 == "#" }.drop { $0 == " " }
            let number = title.prefix { $0.isNumber || $0 == "." }
            let trimmed = number.hasSuffix(".") ? number.dropLast() : number
            if !trimmed.isEmpty { sections.insert(String(trimmed)) }
        }
        return sections
    }

    /// The text files under `folder` (Swift sources, DocC articles, golden files), by path.
    static func files(under folder: String) -> [(path: String, text: String)] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        var files: [(String, String)] = []
        for case let url as URL in walker where ["swift", "md", "txt"].contains(url.pathExtension) {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            files.append((String(url.path.dropFirst(root.path.count + 1)), text))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// The section numbers a text cites: `References §4.1`, `References §1.2, §2.2`,
    /// `References §5.1–§5.3`, `References §9.2(d)`.
    static func citations(in text: String) throws -> [String] {
        let citation = try NSRegularExpression(
            pattern: #"References §[0-9][0-9.]*(\([a-d]\))?(\s*(,|–|-)\s*§?[0-9][0-9.]*(\([a-d]\))?)*"#)
        let number = try NSRegularExpression(pattern: #"[0-9]+(\.[0-9]+)*"#)
        var cited: [String] = []
        for match in citation.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let range = Range(match.range, in: text) else { continue }
            let span = String(text[range])
            for found in number.matches(in: span, range: NSRange(span.startIndex..., in: span)) {
                if let inner = Range(found.range, in: span) { cited.append(String(span[inner])) }
            }
        }
        return cited
    }

    @Test func everyCitedSectionExists() throws {
        let sections = try Self.sections()
        #expect(sections.isSuperset(of: ["0", "1.2", "4.1", "7.4", "9.2", "14"]))
        var count = 0
        for file in Self.files(under: "Sources") + Self.files(under: "Tests") + Self.files(under: "Examples") {
            for section in try Self.citations(in: file.text) {
                count += 1
                let exists = sections.contains(section)
                #expect(exists, "\(file.path) cites References §\(section), which Documentation/References.md does not have")
            }
        }
        #expect(count >= 40, "the scan found only \(count) citations; is the citation pattern still right?")
    }

    @Test func noCitationLeavesTheRepository() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        var files = Self.files(under: "Sources") + Self.files(under: "Tests") + Self.files(under: "Examples")
        files.append(("README.md", readme))
        for file in files where !file.path.hasSuffix("ReferencesTests.swift") {
            let citesOutside = file.text.contains(Self.outsideCitation)
            #expect(!citesOutside,
                    "\(file.path) cites \(Self.outsideCitation); cite `References §N` (Documentation/References.md) instead")
        }
    }

    @Test func citationPatternReadsRangesAndLists() throws {
        #expect(try Self.citations(in: "(References §1.2, §2.2)") == ["1.2", "2.2"])
        #expect(try Self.citations(in: "References §5.1–§5.3 and") == ["5.1", "5.3"])
        #expect(try Self.citations(in: "References §7.2–7.4") == ["7.2", "7.4"])
        #expect(try Self.citations(in: "References §3.6. An overlay") == ["3.6"])
        #expect(try Self.citations(in: "References §9.2(d) leaves") == ["9.2"])
    }
}
