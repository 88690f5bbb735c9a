import Foundation

/// Paths for the files tests write, all inside one folder per test process that is removed when
/// the process exits, so that a run leaves nothing behind in the system's temporary directory.
public enum TestScratch {
    /// `TMP/headless-uikit-tests-PID`, made on first use and removed at exit.
    public static let root: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("headless-uikit-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TestScratch.root) }
        return url
    }()

    /// A fresh path inside ``root``, `PREFIX-UUID` followed by `suffix` (such as `.plist`);
    /// nothing is made there.
    public static func url(_ prefix: String, suffix: String = "") -> URL {
        root.appendingPathComponent("\(prefix)-\(UUID().uuidString)\(suffix)")
    }
}
