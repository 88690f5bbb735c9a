import Foundation
import Testing

/// Every Swift code block of every DocC article is compiled by this target (issue 21): each block
/// stands, line for line, between `// snippet: <Article> <n>` and `// end snippet` in one of this
/// target's files, where the compiler checks it and, where it is a test or a runnable example,
/// runs it. This test keeps the two copies the same, so an article cannot drift from code that
/// compiles.
///
/// The comparison ignores indentation (a block may be compiled inside a function or a
/// namespace) and trailing spaces. A block's `import` lines are not repeated in its region: each
/// must instead be among the imports of the file that holds the region, or its module named in
/// the region's marker as standing for this target (`// snippet: RunYourIOSAppOnLinux 2,
/// Counter is this target`). Blocks of a package manifest (`.testTarget(…)`) cannot compile
/// here; their product names are checked against `Package.swift` instead.
@Suite struct ArticleSnippetTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let snippetFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    @Test func everyArticleBlockIsCompiledInThisTarget() throws {
        let regions = try SnippetRegion.all(in: Self.snippetFolder)
        var problems: [String] = []
        var used = Set<String>()
        var blocks = 0
        for article in try Article.all(under: Self.root.appendingPathComponent("Sources")) {
            for (index, block) in article.swiftBlocks.enumerated() {
                blocks += 1
                let key = "\(article.name) \(index + 1)"
                if block.isManifestFragment {
                    problems += Self.checkManifestFragment(block, of: key)
                    continue
                }
                guard let region = regions[key] else {
                    problems.append("\(article.path):\(block.line): this block has no `// snippet: \(key)` region in Tests/DocumentationSnippetTests; copy it there so that it compiles.")
                    continue
                }
                used.insert(key)
                problems += region.check(against: block, at: "\(article.path):\(block.line)")
            }
        }
        for key in Set(regions.keys).subtracting(used).sorted() {
            problems.append("\(regions[key]!.site): `// snippet: \(key)` matches no Swift block of an article; remove it or renumber it.")
        }
        #expect(blocks >= 25)
        #expect(problems == [], "\(problems.joined(separator: "\n"))")
    }

    /// A package-manifest block names only products this package declares.
    static func checkManifestFragment(_ block: Article.Block, of key: String) -> [String] {
        let manifest = (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        var problems: [String] = []
        let pattern = #/\.product\(name: "([^"]+)", package: "HeadlessUIKit"\)/#
        for match in block.text.matches(of: pattern) {
            let product = String(match.output.1)
            if !manifest.contains(".library(name: \"\(product)\"") && !manifest.contains(".executable(name: \"\(product)\"") {
                problems.append("\(key): the manifest block names a product \"\(product)\" that Package.swift does not declare.")
            }
        }
        return problems
    }
}

/// A DocC article and its Swift code blocks.
struct Article {
    struct Block {
        /// The block's first line of code, 1-based, in the article.
        let line: Int
        let lines: [String]
        var text: String { lines.joined(separator: "\n") }
        var isManifestFragment: Bool {
            let first = lines.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?
                .trimmingCharacters(in: .whitespaces) ?? ""
            return [".testTarget(", ".target(", ".executableTarget(", ".package("].contains { first.hasPrefix($0) }
        }
    }

    let name: String
    let path: String
    let swiftBlocks: [Block]

    static func all(under sources: URL) throws -> [Article] {
        var articles: [Article] = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "md", url.pathComponents.contains(where: { $0.hasSuffix(".docc") }) else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            let relative = url.path.replacingOccurrences(of: ArticleSnippetTests.root.path + "/", with: "")
            articles.append(Article(name: url.deletingPathExtension().lastPathComponent, path: relative,
                                    swiftBlocks: blocks(in: text)))
        }
        return articles.sorted { $0.path < $1.path }
    }

    static func blocks(in text: String) -> [Block] {
        var blocks: [Block] = []
        var current: [String]?
        var start = 0
        var isSwift = false
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil {
                if trimmed.hasPrefix("```") {
                    current = []
                    start = index + 2
                    isSwift = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces) == "swift"
                }
            } else if trimmed == "```" {
                if isSwift, let lines = current { blocks.append(Block(line: start, lines: lines)) }
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }
}

/// The lines between `// snippet: <Article> <n>` and `// end snippet` in a file of this target.
struct SnippetRegion {
    let site: String
    let lines: [String]
    /// The file's own top-level `import` lines.
    let fileImports: Set<String>
    /// Modules the marker says this target stands for.
    let standIns: Set<String>

    static func all(in folder: URL) throws -> [String: SnippetRegion] {
        var regions: [String: SnippetRegion] = [:]
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift", url.lastPathComponent != "ArticleSnippetTests.swift" else { continue }
            let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            let imports = Set(lines.filter(isImport).map(normalized))
            var open: (key: String, standIns: Set<String>, start: Int)?
            for (index, line) in lines.enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("// snippet: ") {
                    let marker = code.dropFirst("// snippet: ".count).components(separatedBy: ", ")
                    let standIns = marker.dropFirst().compactMap { clause -> String? in
                        clause.hasSuffix(" is this target") ? String(clause.dropLast(" is this target".count)) : nil
                    }
                    open = (marker[0], Set(standIns), index + 1)
                } else if code == "// end snippet", let region = open {
                    regions[region.key] = SnippetRegion(site: "\(url.lastPathComponent):\(region.start)",
                                                        lines: Array(lines[region.start..<index]),
                                                        fileImports: imports, standIns: region.standIns)
                    open = nil
                }
            }
        }
        return regions
    }

    static func isImport(_ line: String) -> Bool {
        line.range(of: #"^(@[\w()]+\s+)*import\s+\w+"#, options: .regularExpression) != nil
    }

    static func normalized(_ line: String) -> String {
        line.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
    }

    /// The lines without their common indentation and trailing spaces, blank lines at the ends dropped.
    static func dedented(_ lines: [String]) -> [String] {
        var lines = lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.isEmpty ? $0 : String($0.dropFirst(indent)) }
    }

    func check(against block: Article.Block, at site: String) -> [String] {
        var problems: [String] = []
        var code: [String] = []
        for line in block.lines {
            guard Self.isImport(line) else {
                code.append(line)
                continue
            }
            let module = line.split(separator: " ").last.map(String.init) ?? ""
            if !fileImports.contains(Self.normalized(line)) && !standIns.contains(module) {
                problems.append("\(site): `\(Self.normalized(line))` is not among the imports of \(self.site.split(separator: ":")[0]); add it there.")
            }
        }
        let expected = Self.dedented(code)
        let actual = Self.dedented(lines)
        if expected != actual {
            let firstDifference = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expected.count, actual.count)
            let article = firstDifference < expected.count ? expected[firstDifference] : "(end of block)"
            let compiled = firstDifference < actual.count ? actual[firstDifference] : "(end of region)"
            problems.append("\(site): the block differs from its compiled copy at \(self.site) from line \(firstDifference + 1) of the block: the article has `\(article)`, the copy has `\(compiled)`.")
        }
        return problems
    }
}
