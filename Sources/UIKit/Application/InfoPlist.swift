import HeadlessCore
import Foundation

/// The keys of an app's Info.plist that the simulated device honours.
///
/// - `NSPrincipalClass`: the `UIApplication` subclass to create, when `UIApplicationMain` is
///   given none.
/// - `UIApplicationSceneManifest`: makes the app scene-based (see ``SceneManifest``).
/// - `UIApplicationExitsOnSuspend`: the app terminates instead of being suspended (APP-12).
/// - `UIMainStoryboardFile`: the storyboard whose initial view controller becomes the root
///   of the app's window.
///
/// Create one from a file with ``init(contentsOf:)`` (XML or binary property list) or from a
/// dictionary literal: `["UIApplicationExitsOnSuspend": true]`.
@_spi(Headless) public struct InfoPlist: ExpressibleByDictionaryLiteral {
    /// Every key and value of the property list.
    public var dictionary: [String: Any]
    /// The app's bundle: the folder the file was read from, where the app's storyboards and
    /// nibs are looked up as in an iOS app bundle; nil for an Info.plist made in code.
    public var bundleURL: URL?
    /// The path of the file it was read from, for messages.
    var sourcePath: String?

    /// Creates an Info.plist from its keys and values.
    public init(_ dictionary: [String: Any] = [:]) {
        self.dictionary = dictionary
    }

    /// Creates an Info.plist from keys and values.
    public init(dictionaryLiteral elements: (String, Any)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// Reads a property-list file whose root is a dictionary: XML, binary (`bplist00`) or
    /// OpenStep. Every refusal is an ``InfoPlistError`` that names the file and says why.
    public init(contentsOf url: URL) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw InfoPlistError(path: url.path, reason: "it is a folder, not a file. Give the path of the Info.plist file itself")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let exists = FileManager.default.fileExists(atPath: url.path)
            throw InfoPlistError(path: url.path, reason: exists ? "the file cannot be read (check its permissions)" : "there is no file at that path")
        }
        try self.init(data: data, path: url.path)
        bundleURL = url.deletingLastPathComponent()
    }

    /// Reads a property list's bytes (XML, binary or OpenStep) whose root is a dictionary;
    /// `path` names the file in errors. The fuzz target reads Info.plists through it.
    init(data: Data, path: String) throws {
        let isBinary = data.starts(with: Array("bplist".utf8))
        if isBinary && Self.binaryPlistHoldsSet(data) {
            throw InfoPlistError(path: path, reason: "it is a binary property list (bplist) holding a set, which no Info.plist holds; it is damaged. Restore it, or convert a good copy to XML with `plutil -convert xml1`")
        }
        let root: Any
        do {
            var format = PropertyListSerialization.PropertyListFormat.xml
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        } catch {
            if isBinary {
                throw InfoPlistError(path: path, reason: "it is a binary property list (bplist) that is damaged or truncated. Restore it, or convert a good copy to XML with `plutil -convert xml1`")
            }
            throw InfoPlistError(path: path, reason: "it is not a property list (XML, binary or OpenStep)\(Self.parserDetail(error)). Check that the file is an Info.plist and that its XML is well formed")
        }
        guard let dictionary = root as? [String: Any] else {
            throw InfoPlistError(path: path, reason: "its root is \(Self.describe(root)), not a dictionary. An Info.plist's root is a <dict>")
        }
        self.init(dictionary)
        sourcePath = path
    }

    /// The parser's own explanation, when it gives one, shortened and escaped.
    private static func parserDetail(_ error: Error) -> String {
        let nsError = error as NSError
        guard let detail = nsError.userInfo["NSDebugDescription"] as? String, !detail.isEmpty else { return "" }
        return " (\(printable(detail)))"
    }

    /// The bundle storyboards and nibs named by the Info.plist are read from: the folder of
    /// the file, or the main bundle.
    var appBundle: Bundle? { bundleURL.flatMap { Bundle(url: $0) } }

    /// The value of a key.
    public subscript(key: String) -> Any? {
        get { dictionary[key] }
        set { dictionary[key] = newValue }
    }

    /// `UIDeviceFamily`: the devices the app is built for (1 iPhone, 2 iPad, 6 Mac); empty
    /// when the key is missing.
    public var deviceFamilies: [Int] {
        (dictionary["UIDeviceFamily"] as? [Any] ?? []).compactMap { ($0 as? Int) ?? ($0 as? NSNumber)?.intValue }
    }

    /// `NSPrincipalClass`.
    public var principalClassName: String? { string("NSPrincipalClass") }

    /// `UIMainStoryboardFile`.
    public var mainStoryboardName: String? {
        // A name that leads out of the bundle is ignored, and reported by `problems()`.
        string("UIMainStoryboardFile").flatMap { Self.staysInBundle($0) ? $0 : nil }
    }

    /// `UIApplicationExitsOnSuspend`.
    public var exitsOnSuspend: Bool { Self.bool(dictionary["UIApplicationExitsOnSuspend"]) }

    /// `UIApplicationSceneManifest`, when present: its presence makes the app scene-based.
    public var sceneManifest: SceneManifest? {
        guard let manifest = dictionary["UIApplicationSceneManifest"] as? [String: Any] else { return nil }
        return SceneManifest(manifest)
    }

    func string(_ key: String) -> String? {
        guard let value = dictionary[key] as? String, !value.isEmpty else { return nil }
        return value
    }

    static func bool(_ value: Any?) -> Bool {
        switch value {
        case let flag as Bool: flag
        case let number as NSNumber: number.boolValue
        case let text as String: ["yes", "true", "1"].contains(text.lowercased())
        default: false
        }
    }
}

/// An Info.plist that could not be read.
@_spi(Headless) public struct InfoPlistError: Error, CustomStringConvertible {
    /// The file.
    public let path: String
    /// What is wrong with it.
    public let reason: String

    /// The problem, naming the file.
    public var description: String { "cannot use \(path) as Info.plist: \(reason)." }
}

/// The `UIApplicationSceneManifest` dictionary of an Info.plist.
@_spi(Headless) public struct SceneManifest {
    /// `UIApplicationSupportsMultipleScenes`.
    public var supportsMultipleScenes: Bool
    /// `UISceneConfigurations`: the configurations of each session role, in file order.
    public var configurations: [UISceneSession.Role: [Configuration]]

    /// One entry of `UISceneConfigurations`.
    public struct Configuration: Sendable, Hashable {
        /// `UISceneConfigurationName`.
        public var name: String?
        /// `UISceneDelegateClassName`.
        public var delegateClassName: String?
        /// `UISceneClassName`.
        public var sceneClassName: String?
        /// `UISceneStoryboardFile`.
        public var storyboardName: String?
    }

    init(_ manifest: [String: Any]) {
        supportsMultipleScenes = InfoPlist.bool(manifest["UIApplicationSupportsMultipleScenes"])
        var configurations: [UISceneSession.Role: [Configuration]] = [:]
        let byRole = manifest["UISceneConfigurations"] as? [String: Any] ?? [:]
        for (role, entries) in byRole {
            let list = (entries as? [[String: Any]] ?? []).map { entry in
                Configuration(name: entry["UISceneConfigurationName"] as? String,
                              delegateClassName: entry["UISceneDelegateClassName"] as? String,
                              sceneClassName: entry["UISceneClassName"] as? String,
                              storyboardName: (entry["UISceneStoryboardFile"] as? String).flatMap { InfoPlist.staysInBundle($0) ? $0 : nil })
            }
            configurations[UISceneSession.Role(rawValue: role)] = list
        }
        self.configurations = configurations
    }

    /// The configuration named `name` for a role, or the role's first one when `name` is nil
    /// or not found.
    public func configuration(named name: String?, role: UISceneSession.Role) -> Configuration? {
        let list = configurations[role] ?? []
        if let name, let match = list.first(where: { $0.name == name }) { return match }
        return list.first
    }
}
