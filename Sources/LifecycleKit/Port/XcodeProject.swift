import Foundation

/// What `lifecycle port` reads from an Xcode project's `project.pbxproj`: the app target's
/// name, build settings, Swift files and resources.
///
/// The file is an OpenStep property list; Foundation reads it once its nesting is checked
/// (no more than 64 levels, so that a hostile file cannot exhaust the parser's stack). Paths
/// are resolved through the groups, relative to the folder that holds the `.xcodeproj`.
public struct XcodeProject: Equatable {
    /// The application target's name.
    public var targetName: String
    /// The target's build settings (its Debug configuration), with the project's underneath.
    public var buildSettings: [String: String]
    /// The Swift files the target compiles, relative to the project's folder.
    public var sourceFiles: [String]
    /// The files its Copy Bundle Resources phase copies, relative to the project's folder.
    public var resourceFiles: [String]
    /// The project's unit-test and UI-test targets.
    public var testTargets: [TestTarget] = []
    /// The Swift package products the application target links, in the project's order
    /// (`XcodeProject+Packages.swift`).
    public var packageProducts: [PackageProduct] = []

    /// A unit-test or UI-test target of the project.
    public struct TestTarget: Equatable {
        /// The target's name (`MyAppTests`).
        public var name: String
        /// Whether it holds UI tests (`com.apple.product-type.bundle.ui-testing`).
        public var isUITests: Bool
        /// The Swift files its Sources phase lists, relative to the project's folder.
        public var sourceFiles: [String]
        /// The folders Xcode 16 keeps in sync with the target (`PBXFileSystemSynchronizedRootGroup`),
        /// relative to the project's folder: every Swift file inside belongs to the target.
        public var synchronizedFolders: [String]
        /// Its `SWIFT_VERSION`, if set.
        public var swiftVersion: String?
    }

    /// The module name: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`, else the target's name,
    /// with `$(VAR)` references expanded and made a valid identifier.
    public var moduleName: String {
        let raw = buildSettings["PRODUCT_MODULE_NAME"].map(expand) ?? buildSettings["PRODUCT_NAME"].map(expand) ?? targetName
        return XcodeProject.c99Name(raw.isEmpty ? targetName : raw)
    }

    /// `INFOPLIST_FILE`, expanded, relative to the project's folder.
    public var infoPlistFile: String? {
        guard let value = buildSettings["INFOPLIST_FILE"], !value.isEmpty else { return nil }
        var path = expand(value)
        if path.hasPrefix("/") { path.removeFirst() }
        return path.isEmpty ? nil : path
    }

    /// Expands `$(VAR)` and `${VAR}` with the build settings, the target's name, and empty
    /// `SRCROOT`/`PROJECT_DIR`/`SOURCE_ROOT` (paths are relative to the project's folder);
    /// `$(VAR:rfc1034identifier)`-style operators are dropped. Unknown variables expand to
    /// nothing. Expansion is not repeated, so a self-referencing setting cannot loop.
    public func expand(_ value: String) -> String {
        var settings = buildSettings
        settings["TARGET_NAME"] = targetName
        settings["SRCROOT"] = ""
        settings["PROJECT_DIR"] = ""
        settings["SOURCE_ROOT"] = ""
        if settings["PRODUCT_NAME"] == nil || settings["PRODUCT_NAME"] == "$(TARGET_NAME)" { settings["PRODUCT_NAME"] = targetName }
        if settings["EXECUTABLE_NAME"] == nil { settings["EXECUTABLE_NAME"] = settings["PRODUCT_NAME"] }
        if settings["PRODUCT_MODULE_NAME"] == nil { settings["PRODUCT_MODULE_NAME"] = XcodeProject.c99Name(settings["PRODUCT_NAME"] ?? targetName) }
        return Self.substitute(value) { name in
            let value = settings[name] ?? ""
            // One more level, for PRODUCT_NAME = $(TARGET_NAME) and the like.
            return Self.substitute(value) { settings[$0].map { $0.contains("$") ? "" : $0 } ?? "" }
        }
    }

    static func substitute(_ text: String, _ lookup: (String) -> String) -> String {
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let after = rest.index(after: dollar)
            guard after < rest.endIndex, let close: Character = rest[after] == "(" ? ")" : rest[after] == "{" ? "}" : nil,
                  let end = rest[after...].firstIndex(of: close) else {
                result.append("$")
                rest = rest[after...]
                continue
            }
            let name = rest[rest.index(after: after)..<end].split(separator: ":").first.map(String.init) ?? ""
            result += lookup(name)
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// A name as a module name (`My-App` → `My_App`).
    public static func c99Name(_ name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if let first = result.first, first.isNumber { result = "_" + result }
        return result.isEmpty ? "App" : result
    }

    /// Creates a project from its parts.
    init(targetName: String, buildSettings: [String: String], sourceFiles: [String] = [], resourceFiles: [String] = []) {
        self.targetName = targetName
        self.buildSettings = buildSettings
        self.sourceFiles = sourceFiles
        self.resourceFiles = resourceFiles
    }

    /// The largest project file read, in bytes.
    static let largestRead = 32 << 20

    /// Reads a `project.pbxproj`.
    public init(contentsOf url: URL) throws {
        // The size is checked before reading, so that a huge file is not read into memory.
        if let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int, size > Self.largestRead {
            throw PortError("\(url.path): the Xcode project is larger than 32 MiB; it is not read.")
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw PortError("\(url.path): cannot read the Xcode project file.")
        }
        try self.init(data: data, path: url.path)
    }

    /// Reads the text of a `project.pbxproj`; `path` names it in messages.
    public init(data: Data, path: String) throws {
        guard data.count <= Self.largestRead else { throw PortError("\(path): the Xcode project is larger than 32 MiB; it is not read.") }
        if let depth = Self.nestingDepth(data), depth > 64 {
            throw PortError("\(path): the Xcode project nests \(depth) levels deep (at most 64 are read); it is not a project Xcode writes.")
        }
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw PortError("\(path): the Xcode project does not parse as a property list (\(error.localizedDescription)). Open and save it in Xcode, or port the folder without it (move the .xcodeproj away) so that its Swift files are found by scanning.")
        }
        guard let dictionary = root as? [String: Any], let objects = dictionary["objects"] as? [String: Any],
              let rootID = dictionary["rootObject"] as? String, let project = objects[rootID] as? [String: Any] else {
            throw PortError("\(path): the Xcode project has no objects or root object; it is not a project.pbxproj.")
        }
        var graph = ObjectGraph(objects: objects)
        let targetIDs = (project["targets"] as? [String]) ?? []
        let targets = targetIDs.compactMap { id in graph.object(id).map { (id, $0) } }
        guard let (_, target) = targets.first(where: { ($0.1["productType"] as? String) == "com.apple.product-type.application" })
                ?? targets.first(where: { ($0.1["isa"] as? String) == "PBXNativeTarget" }) else {
            throw PortError("\(path): the Xcode project has no application target to port.")
        }
        targetName = target["name"] as? String ?? "App"
        var settings = graph.debugSettings(of: project)
        settings.merge(graph.debugSettings(of: target)) { _, target in target }
        buildSettings = settings
        var sources: [String] = []
        var resources: [String] = []
        for phaseID in (target["buildPhases"] as? [String]) ?? [] {
            guard let phase = graph.object(phaseID) else { continue }
            let paths = ((phase["files"] as? [String]) ?? []).flatMap { graph.paths(ofBuildFile: $0) }
            switch phase["isa"] as? String {
            case "PBXSourcesBuildPhase": sources += paths.filter { $0.hasSuffix(".swift") }
            case "PBXResourcesBuildPhase": resources += paths
            default: break
            }
        }
        sourceFiles = sources
        resourceFiles = resources
        packageProducts = Self.packageProducts(of: target, in: graph.objects, data: data)
        let testTypes = ["com.apple.product-type.bundle.unit-test": false, "com.apple.product-type.bundle.ui-testing": true]
        for (_, test) in targets {
            guard let type = test["productType"] as? String, let isUITests = testTypes[type] else { continue }
            var testSettings = graph.debugSettings(of: project)
            testSettings.merge(graph.debugSettings(of: test)) { _, target in target }
            var files: [String] = []
            for phaseID in (test["buildPhases"] as? [String]) ?? [] {
                guard let phase = graph.object(phaseID), (phase["isa"] as? String) == "PBXSourcesBuildPhase" else { continue }
                files += ((phase["files"] as? [String]) ?? []).flatMap { graph.paths(ofBuildFile: $0) }.filter { $0.hasSuffix(".swift") }
            }
            let folders = ((test["fileSystemSynchronizedGroups"] as? [String]) ?? []).compactMap { graph.path(of: $0) }
            testTargets.append(TestTarget(name: test["name"] as? String ?? "Tests", isUITests: isUITests, sourceFiles: files,
                                          synchronizedFolders: folders, swiftVersion: testSettings["SWIFT_VERSION"]))
        }
    }

    /// The deepest nesting of `{`/`(` outside strings and comments, or nil when the text is
    /// not UTF-8.
    static func nestingDepth(_ data: Data) -> Int? {
        var depth = 0, deepest = 0
        var inString = false, escaped = false, inLineComment = false, inBlockComment = false
        var previous: UInt8 = 0
        for byte in data {
            defer { previous = byte }
            if inLineComment { if byte == 10 { inLineComment = false }; continue }
            if inBlockComment { if previous == 42 && byte == 47 { inBlockComment = false }; continue }
            if inString {
                if escaped { escaped = false } else if byte == 92 { escaped = true } else if byte == 34 { inString = false }
                continue
            }
            switch byte {
            case 34: inString = true
            case 47 where previous == 47: inLineComment = true
            case 42 where previous == 47: inBlockComment = true
            case 123, 40:
                depth += 1
                deepest = max(deepest, depth)
            case 125, 41: depth -= 1
            default: break
            }
        }
        return deepest
    }
}

/// The objects of a project and the paths of its files through their groups.
private struct ObjectGraph {
    let objects: [String: Any]
    /// The group that holds each object.
    let parents: [String: String]
    /// The locations found so far (``location(of:)``), nil for an object that has none.
    private var locations: [String: String?] = [:]

    init(objects: [String: Any]) {
        self.objects = objects
        var parents: [String: String] = [:]
        for (id, value) in objects {
            guard let object = value as? [String: Any], let children = object["children"] as? [String] else { continue }
            for child in children { parents[child] = id }
        }
        self.parents = parents
    }

    func object(_ id: String) -> [String: Any]? { objects[id] as? [String: Any] }

    func debugSettings(of object: [String: Any]) -> [String: String] {
        guard let listID = object["buildConfigurationList"] as? String, let list = self.object(listID) else { return [:] }
        let configurations = ((list["buildConfigurations"] as? [String]) ?? []).compactMap { self.object($0) }
        let chosen = configurations.first { ($0["name"] as? String) == "Debug" } ?? configurations.first
        let settings = chosen?["buildSettings"] as? [String: Any] ?? [:]
        return settings.compactMapValues { value in
            if let string = value as? String { return string }
            if let array = value as? [String] { return array.joined(separator: " ") }
            return nil
        }
    }

    /// The paths a build file stands for: its file, or each file of a variant group
    /// (`Base.lproj/Main.storyboard`).
    mutating func paths(ofBuildFile id: String) -> [String] {
        guard let buildFile = object(id), let referenceID = buildFile["fileRef"] as? String,
              let reference = object(referenceID) else { return [] }
        if (reference["isa"] as? String) == "PBXVariantGroup" {
            return ((reference["children"] as? [String]) ?? []).compactMap { path(of: $0) }
        }
        return path(of: referenceID).map { [$0] } ?? []
    }

    /// A file's path relative to the project's folder (or absolute), through its groups; nil
    /// when it has none or its groups hold each other.
    mutating func path(of id: String) -> String? {
        guard let location = location(of: id), !location.isEmpty else { return nil }
        return location
    }

    /// Where an object is: its `path` under the location of the group holding it, or its
    /// `path` alone when its `sourceTree` is not `<group>`. Walks up through the groups whose
    /// location is not yet known, remembering each, so that every object is walked once
    /// however many files share its groups; a group met twice on one walk is a cycle, and
    /// every object on that walk has no location (nil).
    private mutating func location(of id: String) -> String? {
        var chain: [(id: String, object: [String: Any])] = []
        var onChain = Set<String>()
        var above: String? = ""
        var next: String? = id
        while let current = next {
            if let known = locations[current] { above = known; break }
            guard onChain.insert(current).inserted else { above = nil; break }
            guard let object = object(current) else { break }
            chain.append((current, object))
            guard (object["sourceTree"] as? String ?? "<group>") == "<group>" else { break }
            next = parents[current]
        }
        for (current, object) in chain.reversed() {
            let path = object["path"] as? String
            let location: String?
            if (object["sourceTree"] as? String ?? "<group>") != "<group>" {
                location = path ?? ""
            } else {
                location = above.map { above in
                    guard let path, !path.isEmpty else { return above }
                    return above.isEmpty ? path : above + "/" + path
                }
            }
            locations[current] = .some(location)
            above = location
        }
        return above
    }
}
