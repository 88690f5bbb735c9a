import Foundation
import Testing

/// Every opt-out of Swift's safety checks in the project's sources says why at its site: the
/// line before each `@exclusivity(unchecked)`, `nonisolated(unsafe)` or `unowned(unsafe)` is a
/// `// Safety:` comment.
@Suite struct SafetyAnnotationTests {
    static let sourcesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    @Test func everyUncheckedOrUnsafeDeclarationSaysWhy() throws {
        let markers = ["@exclusivity(unchecked)", "nonisolated(unsafe)", "unowned(unsafe)"]
        var unexplained: [String] = []
        var sites = 0
        let files = FileManager.default.enumerator(at: Self.sourcesFolder, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//"), markers.contains(where: code.contains) else { continue }
                sites += 1
                let previous = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
                if !previous.hasPrefix("// Safety:") {
                    unexplained.append("\(url.lastPathComponent):\(index + 1): \(code)")
                }
            }
        }
        #expect(sites > 0)
        #expect(unexplained == [], "add a `// Safety:` line saying why, above each of these")
    }
}
