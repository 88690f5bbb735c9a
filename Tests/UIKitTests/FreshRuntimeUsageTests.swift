import Foundation
import Testing
import UIKitTesting

/// The project's tests that use the simulated process run through the `.freshRuntime` trait:
/// every suite in a file that names the runtime or the harness carries it, and no test starts
/// by resetting the runtime by hand (the trait has bound a fresh one to the test; see
/// Sources/UIKitTesting/FreshRuntime.swift). A harness owns its process and needs no trait: the
/// files of `harnessOwnedFiles` leave it out on purpose, to show it.
@Suite(.freshRuntime) struct FreshRuntimeUsageTests {
    static let testsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
    /// Targets whose tests never touch the simulated process.
    static let runtimeFreeTargets: Set<String> = ["LayoutSolverTests", "GraphicsTests", "PortRewriterTests"]
    /// Files whose suites rely on each harness owning its process, with no trait.
    static let harnessOwnedFiles: Set<String> = ["RuntimeIsolationTests.swift"]

    @Test func runtimeSuitesCarryTheTraitAndTestsDoNotResetByHand() throws {
        var problems: [String] = []
        var suites = 0
        let files = FileManager.default.enumerator(at: Self.testsFolder, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift", url.lastPathComponent != "FreshRuntimeUsageTests.swift" else { continue }
            let target = url.pathComponents[Self.testsFolder.pathComponents.count]
            guard !Self.runtimeFreeTargets.contains(target) else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            guard text.contains("HeadlessRuntime") || text.contains("LifecycleHarness(") else { continue }
            let lines = text.components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//") else { continue }
                let site = "\(target)/\(url.lastPathComponent):\(index + 1)"
                if code.hasPrefix("@Suite") || code.hasPrefix("@MainActor @Suite"),
                   !Self.harnessOwnedFiles.contains(url.lastPathComponent) {
                    suites += 1
                    if !code.contains(".freshRuntime") { problems.append("\(site): add .freshRuntime to \(code)") }
                }
                let previous = index > 0 ? lines[index - 1] : ""
                if code.contains("HeadlessRuntime.reset()"), previous.contains("@Test"), previous.contains("func ") {
                    problems.append("\(site): the trait has reset the runtime; use HeadlessRuntime.current")
                }
            }
        }
        #expect(suites > 50)
        #expect(problems == [])
    }
}
