@_spi(Headless) import UIKit
import HeadlessCore
import Foundation
import _UIKitTestSupport

/// Headless Chromium, when the machine has it (Debian's `chromium` package), for checks of
/// the HTML report and of Mermaid output with Mermaid's own parser.
enum Chromium {
    /// The browser's path, or nil when none is installed.
    static let path: String? = {
        let names = ["chromium", "chromium-browser", "google-chrome"]
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for directory in directories {
            for name in names {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }()

    static var isAvailable: Bool { path != nil }

    /// Mermaid's own script, vendored by the `artoo-mermaid` PyPI package, when
    /// `scripts/check-mermaid.sh` fetched it or `MERMAID_JS` names it.
    static let mermaidScript: String? = {
        if let named = ProcessInfo.processInfo.environment["MERMAID_JS"], FileManager.default.fileExists(atPath: named) {
            return named
        }
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let fetched = package.appendingPathComponent(".build/check-tools/artoo_mermaid/assets/mermaid.min.js").path
        return FileManager.default.fileExists(atPath: fetched) ? fetched : nil
    }()

    /// Runs the browser headless with arguments and a page; returns standard output.
    @discardableResult
    static func run(_ arguments: [String], page: URL) throws -> String {
        guard let path else { return "" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                             "--user-data-dir=\(page.deletingLastPathComponent().appendingPathComponent("profile").path)"]
            + arguments + [page.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// A fresh temporary folder.
    static func temporaryDirectory() throws -> URL {
        let url = TestScratch.url("lifecycle-tests")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
