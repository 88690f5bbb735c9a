import Foundation

/// The test targets that come over with an app (issue 35): each unit-test or UI-test target
/// of the Xcode project, or, without a project, each folder `<Name>Tests` at the top of the
/// app's folder (`<Name>UITests` holds UI tests). The ported package builds each as a test
/// target that links the app's module (`@testable import App`), rewritten by the port plugin
/// (`TestSourceRewriter`).
extension PortPlan {
    /// A test target of the ported package.
    public struct TestTarget: Equatable {
        /// The target's name, a module name (`MyAppTests`).
        public var name: String
        /// Whether it holds UI tests (run with `XCUIAutomation`).
        public var isUITests: Bool
        /// Its Swift files, relative to the app's folder.
        public var swiftFiles: [String]
        /// Its language mode: 6 when `SWIFT_VERSION` is 6 or more, else 5.
        public var languageMode: Int
    }

    /// The most Swift files a test target's folder is searched for.
    static let testFileLimit = 10_000

    /// The test targets of the app's folder.
    static func testTargets(root: String, project: XcodeProject?, projectFolder: String, appName: String,
                            notes: inout [String]) -> [TestTarget] {
        func fromProject(_ path: String) -> String { projectFolder.isEmpty || path.hasPrefix("/") ? path : projectFolder + "/" + path }
        var targets: [TestTarget] = []
        let appMode = languageMode(project?.buildSettings["SWIFT_VERSION"])
        if let project, !project.testTargets.isEmpty {
            for test in project.testTargets {
                var files = ListedFiles(test.sourceFiles.map(fromProject), root: root, foldersAllowed: false).found.map(\.real)
                for folder in test.synchronizedFolders {
                    files += swiftFiles(inFolder: fromProject(folder), root: root)
                }
                if files.isEmpty { files = swiftFiles(inFolder: fromProject(test.name), root: root) }
                guard !files.isEmpty else {
                    notes.append("the test target \(test.name) has no Swift files in the folder; it does not come over")
                    continue
                }
                targets.append(TestTarget(name: XcodeProject.c99Name(test.name), isUITests: test.isUITests, swiftFiles: files,
                                          languageMode: test.swiftVersion.map { languageMode($0) } ?? appMode))
            }
        } else {
            let folders = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
            for folder in folders where folder.hasSuffix("Tests") && !folder.hasPrefix(".") && ConfinedPath.isFolder(root + "/" + folder) {
                let files = swiftFiles(inFolder: folder, root: root)
                guard !files.isEmpty else { continue }
                targets.append(TestTarget(name: XcodeProject.c99Name(folder), isUITests: folder.hasSuffix("UITests"),
                                          swiftFiles: files, languageMode: appMode))
            }
        }
        // A test target named as the app would clash with the app's module.
        return targets.filter { $0.name != appName }
    }

    /// Whether one of `files` declares a type named `XCUIApplication` (`final class
    /// XCUIApplication: XCUIAutomation.XCUIApplication`, a type alias): read line by line, one
    /// pass over each file; an `extension XCUIApplication` does not count.
    static func declaresXCUIApplication(in files: [String], root: URL) -> Bool {
        let kinds: Set<Substring> = ["class", "struct", "enum", "actor", "typealias"]
        let modifiers: Set<Substring> = ["public", "internal", "private", "fileprivate", "package", "open", "final"]
        for file in files {
            guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ";" })[...]
                while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) { words = words.dropFirst() }
                guard let kind = words.first, kinds.contains(kind), let name = words.dropFirst().first else { continue }
                if name.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" }) == "XCUIApplication" { return true }
            }
        }
        return false
    }

    /// 6 for a `SWIFT_VERSION` of 6 or more, else 5 (Xcode's new projects say 5.0).
    static func languageMode(_ version: String?) -> Int {
        guard let version, let major = Int(version.split(separator: ".").first ?? "") else { return 5 }
        return major >= 6 ? 6 : 5
    }

    /// The Swift files inside a folder of the app's folder, relative to the app's folder,
    /// sorted; only files that resolve inside the app's folder, at most ``testFileLimit``.
    static func swiftFiles(inFolder folder: String, root: String) -> [String] {
        guard case .inside(let real, _) = ConfinedPath.locate(folder, in: root), ConfinedPath.isFolder(root + "/" + real),
              let enumerator = FileManager.default.enumerator(atPath: root + "/" + real) else { return [] }
        var files: [String] = []
        while let entry = enumerator.nextObject() as? String, files.count < testFileLimit {
            guard entry.hasSuffix(".swift"), !entry.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            if case .inside(let file, _) = ConfinedPath.locate(real + "/" + entry, in: root), !ConfinedPath.isFolder(root + "/" + file) {
                files.append(file)
            }
        }
        return files.sorted()
    }

    /// The name of the app's entry type: the class or struct marked `@main` or
    /// `@UIApplicationMain`, read from the lines of its files; nil when there is none.
    func entryTypeName() -> String? {
        for file in swiftFiles {
            guard let text = try? String(contentsOf: sourceRoot.appendingPathComponent(file), encoding: .utf8) else { continue }
            var marked = false
            for line in text.split(separator: "\n") {
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                if trimmed.hasPrefix("@main") || trimmed.hasPrefix("@UIApplicationMain") { marked = true }
                guard marked else { continue }
                let words = trimmed.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "<" })
                if let keyword = words.firstIndex(where: { $0 == "class" || $0 == "struct" || $0 == "enum" }), keyword + 1 < words.count {
                    return String(words[keyword + 1])
                }
            }
        }
        return nil
    }
}
