import Foundation

/// What `lifecycle port` found in an app's folder: its Swift files, resources, Info.plist
/// and module name, read from its Xcode project when it has one and by scanning otherwise.
public struct PortPlan {
    /// A file the app's bundle gets, and where in the bundle.
    public struct Resource: Equatable {
        /// The file or folder, relative to the app's folder.
        public var source: String
        /// Its place in the bundle: `Base.lproj/Main.storyboard`, `cities.json`.
        public var bundlePath: String
    }

    /// The app's folder, absolute.
    public var sourceRoot: URL
    /// The executable's name (and the target's).
    public var name: String
    /// The Swift files, relative to ``sourceRoot``, in a stable order.
    public var swiftFiles: [String]
    /// The resources the bundle gets.
    public var resources: [Resource]
    /// The Info.plist, relative to ``sourceRoot``, if the app has one.
    public var infoPlist: String?
    /// The Xcode project read, if any.
    public var project: XcodeProject?
    /// The `.xcodeproj` folder, relative to ``sourceRoot``.
    public var projectPath: String?
    /// Modules the app imports that the package provides as stand-ins (CoreGraphics…).
    public var shimModules: [String]
    /// Frameworks the app imports that HeadlessUIKit provides as headless stand-ins
    /// (SafariServices, UserNotifications, WebKit): the package depends on their products.
    public var standInModules: [String] = []
    /// Things worth knowing that did not stop the port.
    public var notes: [String]

    static let skippedFolders: Set<String> = ["build", ".build", "DerivedData", "Pods", "Carthage", "node_modules", "fastlane"]
    static let resourceExtensions: Set<String> = ["storyboard", "xib", "strings", "stringsdict", "json", "plist", "png", "jpg",
                                                  "jpeg", "pdf", "gif", "txt", "mp3", "wav", "caf", "ttf", "otf", "xcassets"]
    static let shimmable: [String] = ["CoreGraphics", "QuartzCore"]
    static let standIns: [String] = ["SafariServices", "UserNotifications", "WebKit"]

    /// Reads an app's folder. Throws a ``PortError`` naming the folder or file when there is
    /// nothing to port.
    public static func make(sourceDirectory: URL, name requestedName: String?) throws -> PortPlan {
        let root = sourceDirectory.standardizedFileURL.resolvingSymlinksInPath()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw PortError("\(sourceDirectory.path): no such folder. Give the folder of the iOS app (the one holding its .xcodeproj or its Swift files).")
        }
        let scan = try FolderScan(root: root)
        var notes: [String] = []
        var project: XcodeProject?
        var projectPath: String?
        if let found = scan.projects.first {
            projectPath = found
            if scan.projects.count > 1 { notes.append("several Xcode projects; using \(found) (others: \(scan.projects.dropFirst().joined(separator: ", ")))") }
            project = try XcodeProject(contentsOf: root.appendingPathComponent(found).appendingPathComponent("project.pbxproj"))
        }
        let projectFolder = projectPath.map { ($0 as NSString).deletingLastPathComponent } ?? ""
        func fromProject(_ path: String) -> String { projectFolder.isEmpty ? path : projectFolder + "/" + path }

        var swiftFiles = scan.swiftFiles
        var resources = scan.resources.map { Resource(source: $0, bundlePath: bundlePath(of: $0)) }
        var infoPlist = scan.infoPlists.first
        if let project {
            let listed = project.sourceFiles.map(fromProject)
            let existing = listed.filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
            if existing.count < listed.count {
                notes.append("the Xcode project lists \(listed.count - existing.count) Swift file(s) that are not in the folder: \(listed.filter { !existing.contains($0) }.joined(separator: ", "))")
            }
            if !existing.isEmpty { swiftFiles = existing }
            let listedResources = project.resourceFiles.map(fromProject).filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
            if !listedResources.isEmpty {
                resources = listedResources.filter { !$0.hasSuffix("Info.plist") }.map { Resource(source: $0, bundlePath: bundlePath(of: $0)) }
            }
            if let plist = project.infoPlistFile {
                let path = fromProject(plist)
                if FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) { infoPlist = path }
                else { notes.append("INFOPLIST_FILE names \(path), which is not in the folder") }
            }
        }
        guard !swiftFiles.isEmpty else {
            throw PortError("\(root.path): no Swift sources found (looked through the folder\(projectPath.map { " and \($0)" } ?? "")). Give the folder of a Swift iOS app.")
        }
        try checkSingleEntryPoint(swiftFiles, root: root)
        let name = XcodeProject.c99Name(requestedName ?? project?.moduleName ?? root.lastPathComponent)
        let shims = importedModules(shimmable, in: swiftFiles, root: root)
        return PortPlan(sourceRoot: root, name: name, swiftFiles: swiftFiles, resources: resources, infoPlist: infoPlist,
                        project: project, projectPath: projectPath, shimModules: shims,
                        standInModules: importedModules(standIns, in: swiftFiles, root: root), notes: notes)
    }

    /// Where Xcode puts a resource in the bundle: inside its `.lproj` folder if it is in one,
    /// else at the top.
    static func bundlePath(of path: String) -> String {
        let components = path.split(separator: "/").map(String.init)
        if let lproj = components.lastIndex(where: { $0.hasSuffix(".lproj") }) {
            return components[lproj...].joined(separator: "/")
        }
        return components.last ?? path
    }

    /// Two `@main` (or `@UIApplicationMain`) types, found by reading the lines (the rewriter
    /// checks it again precisely at build time).
    static func checkSingleEntryPoint(_ files: [String], root: URL) throws {
        var found: [String] = []
        for file in files {
            guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else { continue }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                if trimmed.hasPrefix("@main") || trimmed.hasPrefix("@UIApplicationMain") {
                    let rest = trimmed.dropFirst(trimmed.hasPrefix("@main") ? 5 : 18)
                    if rest.first.map({ !$0.isLetter && !$0.isNumber }) ?? true { found.append("\(file):\(number + 1)") }
                }
            }
            if (file as NSString).lastPathComponent == "main.swift" { found.append("\(file) (top-level code)") }
        }
        if found.count > 1 {
            throw PortError("the app has \(found.count) entry points: \(found.joined(separator: ", ")). An executable has one: keep @main (or @UIApplicationMain) on the app delegate only.")
        }
    }

    /// Which of `modules` the files import, in the order of `modules`.
    static func importedModules(_ modules: [String], in files: [String], root: URL) -> [String] {
        var used = Set<String>()
        for file in files {
            guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") where line.hasPrefix("import ") {
                let module = line.dropFirst(7).trimmingCharacters(in: .whitespaces)
                if modules.contains(module) { used.insert(module) }
            }
        }
        return modules.filter(used.contains)
    }
}

/// One walk of an app's folder (iterative, through `FileManager`'s enumerator), skipping
/// version control, build products, dependencies and test targets.
struct FolderScan {
    var swiftFiles: [String] = []
    var resources: [String] = []
    var infoPlists: [String] = []
    var projects: [String] = []

    init(root: URL) throws {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey],
                                                              options: [.skipsHiddenFiles]) else {
            throw PortError("\(root.path): cannot read the folder.")
        }
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        var seen = 0
        while let url = enumerator.nextObject() as? URL {
            seen += 1
            if seen > 200_000 { throw PortError("\(root.path): more than 200,000 files; give the app's own folder.") }
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            guard path.hasPrefix(prefix) else { continue }
            let relative = String(path.dropFirst(prefix.count))
            let name = url.lastPathComponent
            let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory ?? false
            let ext = url.pathExtension
            if isFolder {
                if ext == "xcodeproj" { projects.append(relative); enumerator.skipDescendants(); continue }
                if ext == "xcassets" { resources.append(relative); enumerator.skipDescendants(); continue }
                if PortPlan.skippedFolders.contains(name) || name.hasSuffix("Tests") || ext == "xcworkspace" || ext == "playground" {
                    enumerator.skipDescendants()
                }
                continue
            }
            if ext == "swift" { if name != "Package.swift" { swiftFiles.append(relative) } }
            else if name == "Info.plist" { infoPlists.append(relative) }
            else if PortPlan.resourceExtensions.contains(ext) && name != "Contents.json" { resources.append(relative) }
        }
        let byDepth: (String, String) -> Bool = { ($0.filter { $0 == "/" }.count, $0) < ($1.filter { $0 == "/" }.count, $1) }
        swiftFiles.sort()
        resources.sort()
        infoPlists.sort(by: byDepth)
        projects.sort(by: byDepth)
    }
}
