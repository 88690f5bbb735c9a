import HeadlessCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The app's data container, as iOS gives one to each installed app: `Documents`, `Library`
/// (with `Caches`, `Preferences` and `Application Support`) and `tmp`, the home folder of the
/// process (References §45.1).
///
/// An app started from the command line runs in a fresh container each time, as after a fresh
/// install: `UserDefaults` and files start empty, and the container is deleted when the process
/// ends. `--keep-data` uses a lasting container per bundle identifier instead, so the data of
/// one run is there at the next, as between launches of an installed app.
///
/// Foundation on Linux finds these folders through the environment (`CFFIXED_USER_HOME` for
/// the home folder and `Documents`, the XDG variables for caches and the defaults' property
/// list, `TMPDIR`), and reads some of them once, when the process starts: ``install()`` sets them,
/// and `UIApplicationMain` then starts the process again in them, before the app runs any code
/// of its own.
@_spi(Headless) public struct AppContainer: Sendable, Hashable {
    /// The container's folder: the app's home.
    public let url: URL
    /// Whether the container outlives the process (`--keep-data`).
    public let isLasting: Bool

    /// The environment variable that names the container a restarted process runs in.
    public static let pathVariable = "HEADLESS_UIKIT_CONTAINER"
    /// The environment variable that says whether that container lasts (`1`) or not (`0`).
    public static let lastingVariable = "HEADLESS_UIKIT_CONTAINER_LASTS"

    /// The folders iOS creates in every container, relative to its root.
    public static let folders = ["Documents", "Library", "Library/Caches", "Library/Preferences",
                                 "Library/Application Support", "tmp"]

    /// The environment that points Foundation at the container.
    public var environment: [String: String] {
        [
            "CFFIXED_USER_HOME": url.path,
            "HOME": url.path,
            "XDG_CONFIG_HOME": url.appendingPathComponent("Library/Preferences").path,
            "XDG_CACHE_HOME": url.appendingPathComponent("Library/Caches").path,
            "XDG_DATA_HOME": url.appendingPathComponent("Library/Application Support").path,
            "TMPDIR": url.appendingPathComponent("tmp").path + "/",
        ]
    }

    /// Makes a container for the app with `bundleIdentifier`: a new, empty folder under the
    /// system's temporary folder, or, when `lasting`, the app's folder under `lastingRoot`
    /// (made on first use and kept).
    public static func make(bundleIdentifier: String?, lasting: Bool,
                            lastingRoot: URL = defaultLastingRoot,
                            temporaryRoot: URL = URL(fileURLWithPath: NSTemporaryDirectory()))
        throws(AppContainerError) -> AppContainer {
        let name = folderName(bundleIdentifier)
        let url: URL
        if lasting {
            url = lastingRoot.appendingPathComponent(name, isDirectory: true)
        } else {
            var template = Array(temporaryRoot.appendingPathComponent("headless-uikit-\(name)-XXXXXX").path.utf8CString)
            guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
                throw AppContainerError("cannot make a container under \(temporaryRoot.path) (errno \(errno)); set TMPDIR to a writable folder")
            }
            url = URL(fileURLWithPath: String(cString: made), isDirectory: true)
        }
        for folder in folders {
            do {
                try FileManager.default.createDirectory(at: url.appendingPathComponent(folder, isDirectory: true),
                                                        withIntermediateDirectories: true)
            } catch {
                throw AppContainerError("cannot make \(folder) in the container \(url.path): \(error.localizedDescription)")
            }
        }
        return AppContainer(url: url, isLasting: lasting)
    }

    /// Where lasting containers live: `$XDG_DATA_HOME/headless-uikit/containers`, else
    /// `~/.local/share/headless-uikit/containers`, read before any container is installed.
    public static var defaultLastingRoot: URL {
        let environment = ProcessInfo.processInfo.environment
        let data = environment["XDG_DATA_HOME"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSTemporaryDirectory()).appendingPathComponent(".local/share")
        return data.appendingPathComponent("headless-uikit/containers", isDirectory: true)
    }

    /// A folder name from a bundle identifier: its letters, digits, dots and dashes, else `app`.
    static func folderName(_ bundleIdentifier: String?) -> String {
        let kept = (bundleIdentifier ?? "").unicodeScalars.filter {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "." || $0 == "-"
        }
        let name = String(String.UnicodeScalarView(kept)).trimmingCharacters(in: CharacterSet(charactersIn: "."))
        return name.isEmpty ? "app" : String(name.prefix(200))
    }

    /// Sets the environment that points Foundation at the container. Foundation reads some of
    /// these variables once, at start-up: they take full effect in a process started after.
    public func install() {
        for (key, value) in environment.sorted(by: { $0.key < $1.key }) { setenv(key, value, 1) }
    }

    /// Deletes a container that does not last; a lasting one is left as it is.
    public func removeIfTemporary() {
        guard !isLasting else { return }
        try? FileManager.default.removeItem(at: url)
    }
}

/// Why an app's container could not be made.
@_spi(Headless) public struct AppContainerError: Error, CustomStringConvertible, Sendable, Hashable {
    public let description: String
    init(_ description: String) { self.description = description }
}
