import Foundation
import Testing
@_spi(Headless) import UIKit
import _UIKitTestSupport

/// An app's data container: the folders iOS makes, fresh at each run unless it lasts, and the
/// environment that points Foundation at it (`Application/AppContainer.swift`, References §45.1).
/// The end-to-end check (UserDefaults and Documents across runs of an executable) is in
/// `ExampleExecutableTests`.
@Suite struct AppContainerTests {
    private let root = TestScratch.url("app-container-tests")

    private func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    @Test func aFreshContainerHasTheFoldersOfAnInstalledApp() throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try AppContainer.make(bundleIdentifier: "com.example.App", lasting: false, temporaryRoot: root)
        let second = try AppContainer.make(bundleIdentifier: "com.example.App", lasting: false, temporaryRoot: root)
        #expect(first.url != second.url, "each run gets its own container")
        for folder in ["Documents", "Library/Caches", "Library/Preferences", "Library/Application Support", "tmp"] {
            #expect(isFolder(first.url.appendingPathComponent(folder)), "\(folder)")
        }
        #expect(first.environment["CFFIXED_USER_HOME"] == first.url.path)
        #expect(first.environment["XDG_CONFIG_HOME"] == first.url.appendingPathComponent("Library/Preferences").path)
        #expect(first.environment["TMPDIR"] == first.url.appendingPathComponent("tmp").path + "/")
        first.removeIfTemporary()
        #expect(!FileManager.default.fileExists(atPath: first.url.path))
    }

    @Test func aLastingContainerIsTheSameFolderEachTimeAndIsKept() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try AppContainer.make(bundleIdentifier: "com.example.App", lasting: true, lastingRoot: root)
        try Data("kept".utf8).write(to: first.url.appendingPathComponent("Documents/note.txt"))
        first.removeIfTemporary()
        let second = try AppContainer.make(bundleIdentifier: "com.example.App", lasting: true, lastingRoot: root)
        #expect(second.url == first.url)
        #expect(try String(contentsOf: second.url.appendingPathComponent("Documents/note.txt"), encoding: .utf8) == "kept")
    }

    @Test func aBundleIdentifierCannotLeadOutOfTheContainersFolder() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        for identifier in ["../../etc", "/absolute", "..", "", nil, "a/b\\c"] as [String?] {
            let container = try AppContainer.make(bundleIdentifier: identifier, lasting: true, lastingRoot: root)
            #expect(container.url.deletingLastPathComponent().standardizedFileURL.path == root.standardizedFileURL.path,
                    "\(identifier ?? "nil") stays one level under the root: \(container.url.path)")
        }
    }

    @Test func aContainerThatCannotBeMadeIsAnErrorNamingTheFolder() {
        let file = TestScratch.url("not-a-folder")
        _ = FileManager.default.createFile(atPath: file.path, contents: Data())
        defer { try? FileManager.default.removeItem(at: file) }
        #expect {
            _ = try AppContainer.make(bundleIdentifier: "com.example.App", lasting: true, lastingRoot: file)
        } throws: { error in
            "\(error)".contains(file.path)
        }
    }
}
