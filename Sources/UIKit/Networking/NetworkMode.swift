import HeadlessCore
import Foundation

/// What the app's requests through `URLSession.shared` reach (issue 35, item 4; References
/// §49.3): `--network offline|live|replay=DIR` on an app's command line.
///
/// Offline is the default for every run of the engine (scripted `--actions`, standard input,
/// tests): a run then never depends on a server, and each request fails at once, the same
/// way every time, with `NSURLErrorNotConnectedToInternet`, as on a device in airplane mode.
/// Live lets requests through to the network. Replay serves the responses recorded in a
/// folder (``NetworkReplay``).
@_spi(Headless) public enum NetworkMode: Sendable, Hashable, CustomStringConvertible {
    /// Every request fails at once with "not connected to the Internet".
    case offline
    /// Requests go to the network.
    case live
    /// Requests are answered from the recordings in a folder.
    case replay(URL)

    /// `offline`, `live` or `replay=DIR`; nil for anything else.
    public init?(parsing text: String) {
        switch text {
        case "offline": self = .offline
        case "live": self = .live
        default:
            guard text.hasPrefix("replay="), text.count > "replay=".count else { return nil }
            self = .replay(URL(fileURLWithPath: String(text.dropFirst("replay=".count))))
        }
    }

    public var description: String {
        switch self {
        case .offline: "offline"
        case .live: "live"
        case .replay(let folder): "replay=\(folder.path)"
        }
    }

    private static let storage = NetworkSettings()

    /// The mode of this host process's requests (one per host process, as `URLSession.shared`
    /// is); setting it installs the engine's protocol first.
    public static var current: NetworkMode {
        get { storage.mode }
        set {
            HeadlessURLProtocol.install()
            storage.mode = newValue
        }
    }
}

/// The process-wide network settings, behind a lock (requests are answered on URLSession's
/// own threads).
final class NetworkSettings: @unchecked Sendable {
    private let lock = NSLock()
    private var storedMode: NetworkMode = .offline

    var mode: NetworkMode {
        get { lock.withLock { storedMode } }
        set { lock.withLock { storedMode = newValue } }
    }

    /// A flag that is set once.
    final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        var isSet: Bool { lock.withLock { value } }
        func set() { lock.withLock { value = true } }
    }
}
