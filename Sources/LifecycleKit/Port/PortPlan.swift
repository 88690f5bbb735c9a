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
    /// (SafariServices, UserNotifications, WebKit, CoreData, Combine, SwiftUI, PhotosUI): the package depends on
    /// their products, under the aliases each names.
    public var standInModules: [StandInFramework] = []
    /// The Core Data models (`.xcdatamodeld`, `.xcdatamodel`), relative to ``sourceRoot``:
    /// linked into the bundle, their entities' classes generated (`PortPlan+CoreData.swift`).
    public var coreDataModels: [String] = []
    /// The Swift generated for the models' entities, if any.
    public var coreDataModelSource: String?
    /// Things worth knowing that did not stop the port.
    public var notes: [String]
    /// The test targets that come over with the app (`PortPlan+Tests.swift`).
    public var testTargets: [TestTarget] = []
    /// The libraries the app declares: its project's Swift packages and its Podfile's pods
    /// (`PortPlan+Dependencies.swift`).
    public var declaredDependencies: [Dependency] = []
    /// The dependencies ported with the app, by module name (``portDependencies(given:)``).
    public var dependencies: [PortedDependency] = []

    /// Whether the package builds a library target (``makeLibrary()``) rather than the app's
    /// executable.
    public private(set) var isLibrary = false

    /// Makes the plan a library's: the target is a library of the module's name, with no
    /// bundle (a library's Info.plist and privacy manifest are its framework's, not an app's).
    public mutating func makeLibrary() {
        isLibrary = true
        infoPlist = nil
        resources = []
    }

    static let skippedFolders: Set<String> = ["build", ".build", "DerivedData", "Pods", "Carthage", "node_modules", "fastlane"]
    static let resourceExtensions: Set<String> = ["storyboard", "xib", "strings", "stringsdict", "json", "plist", "png", "jpg",
                                                  "jpeg", "pdf", "gif", "txt", "mp3", "wav", "caf", "ttf", "otf", "xcassets"]
    /// Modules the package would have to provide itself: none now that HeadlessUIKit has
    /// CoreGraphics and QuartzCore of its own (a stand-in target of the same name would clash
    /// with them).
    static let shimmable: [String] = []

    /// Reads an app's folder. Throws a ``PortError`` naming the folder or file when there is
    /// nothing to port.
    ///
    /// The folder and its project come from strangers: every path either lists is resolved by
    /// the file system and read only when it leads to a file inside the folder. A Swift file,
    /// resource or `INFOPLIST_FILE` that leads outside is left out with a note naming it.
    public static func make(sourceDirectory: URL, name requestedName: String?) throws -> PortPlan {
        var isFolder: ObjCBool = false
        guard let rootPath = ConfinedPath.realPath(sourceDirectory.path),
              FileManager.default.fileExists(atPath: rootPath, isDirectory: &isFolder), isFolder.boolValue else {
            throw PortError("\(sourceDirectory.path): no such folder. Give the folder of the iOS app (the one holding its .xcodeproj or its Swift files).")
        }
        let root = URL(fileURLWithPath: rootPath, isDirectory: true)
        let scan = try FolderScan(root: root)
        var notes: [String] = []
        var project: XcodeProject?
        var projectPath: String?
        if let found = scan.projects.first {
            projectPath = found
            if scan.projects.count > 1 { notes.append("several Xcode projects; using \(found) (others: \(scan.projects.dropFirst().joined(separator: ", ")))") }
            project = try XcodeProject(contentsOf: try projectFile(in: found, root: rootPath))
        }
        let projectFolder = projectPath.map { ($0 as NSString).deletingLastPathComponent } ?? ""
        func fromProject(_ path: String) -> String { projectFolder.isEmpty || path.hasPrefix("/") ? path : projectFolder + "/" + path }

        var swiftFiles = scan.swiftFiles
        var resources = scan.resources
        var infoPlist = scan.infoPlists.first
        if let project {
            let sources = ListedFiles(project.sourceFiles.map(fromProject), root: rootPath, foldersAllowed: false)
            if !sources.missing.isEmpty {
                notes.append("the Xcode project lists \(sources.missing.count) Swift file(s) that are not in the folder: \(listing(sources.missing))")
            }
            if let note = sources.outsideNote(kind: "Swift file(s)", action: "not read") { notes.append(note) }
            if !sources.found.isEmpty { swiftFiles = sources.found.map(\.real) }
            let listedResources = ListedFiles(project.resourceFiles.map(fromProject).filter { !$0.hasSuffix("Info.plist") }, root: rootPath,
                                              foldersAllowed: true)
            if let note = listedResources.outsideNote(kind: "resource(s)", action: "not linked") { notes.append(note) }
            if !listedResources.found.isEmpty {
                resources = listedResources.found.map { Resource(source: $0.real, bundlePath: bundlePath(of: $0.listed)) }
            }
            if let plist = project.infoPlistFile {
                let path = fromProject(plist)
                switch ConfinedPath.locate(path, in: rootPath) {
                case .inside(let real, _) where !ConfinedPath.isFolder(rootPath + "/" + real): infoPlist = real
                case .outside(let destination): notes.append("INFOPLIST_FILE names \(path), which leads outside the app's folder (to \(destination)); it is not read")
                case .inside, .missing, .notAFile: notes.append("INFOPLIST_FILE names \(path), which is not in the folder")
                }
            }
        }
        resources = bundleable(resources + modelResources(scan.coreDataModels), root: rootPath, notes: &notes)
        guard !swiftFiles.isEmpty else {
            throw PortError("\(root.path): no Swift sources found (looked through the folder\(projectPath.map { " and \($0)" } ?? "")). Give the folder of a Swift iOS app.")
        }
        try checkSingleEntryPoint(swiftFiles, root: root)
        let name = XcodeProject.c99Name(requestedName ?? project?.moduleName ?? root.lastPathComponent)
        let shims = importedModules(shimmable, in: swiftFiles, root: root)
        var plan = PortPlan(sourceRoot: root, name: name, swiftFiles: swiftFiles, resources: resources, infoPlist: infoPlist,
                            project: project, projectPath: projectPath, shimModules: shims,
                            standInModules: importedStandIns(in: swiftFiles, root: root), notes: notes)
        plan.addCoreDataModels(scan.coreDataModels)
        plan.testTargets = testTargets(root: rootPath, project: project, projectFolder: projectFolder, appName: name,
                                       notes: &plan.notes)
        plan.declaredDependencies = try declaredDependencies(root: rootPath, project: project, projectPath: projectPath,
                                                             notes: &plan.notes)
        return plan
    }

    /// The `project.pbxproj` of the project folder `found`, refused when it is not a file
    /// inside the app's folder (a link to a file elsewhere is not read).
    static func projectFile(in found: String, root: String) throws -> URL {
        let listed = found + "/project.pbxproj"
        switch ConfinedPath.locate(listed, in: root) {
        case .inside(let real, _):
            return URL(fileURLWithPath: root).appendingPathComponent(real)
        case .outside(let destination):
            throw PortError("\(root)/\(listed): leads outside the app's folder (to \(destination)); it is not read. Port the folder without it (move the .xcodeproj away) so that its Swift files are found by scanning.")
        case .missing, .notAFile:
            throw PortError("\(root)/\(listed): cannot read the Xcode project file.")
        }
    }

    /// The resources that can go into the bundle: each once, none whose bundle path is taken
    /// or lies inside another resource's (a folder resource is a link into the app's folder,
    /// so nothing may be written through it), and no folder holding a link that leads outside
    /// the app's folder. The others are left out with a note.
    static func bundleable(_ resources: [Resource], root: String, notes: inout [String]) -> [Resource] {
        var kept: [Resource] = []
        var bundlePaths: [String: String] = [:]
        var clashes: [String] = []
        for resource in resources {
            if let other = bundlePaths[resource.bundlePath] {
                if other != resource.source { clashes.append("\(resource.source) (\(resource.bundlePath) is \(other))") }
                continue
            }
            bundlePaths[resource.bundlePath] = resource.source
            kept.append(resource)
        }
        // A bundle path inside another's: checked through each one's enclosing folders, so
        // the work grows with the number of resources, not its square.
        kept = kept.filter { resource in
            var folder = (resource.bundlePath as NSString).deletingLastPathComponent
            while !folder.isEmpty {
                if let other = bundlePaths[folder] {
                    clashes.append("\(resource.source) (inside \(folder), which is \(other))")
                    return false
                }
                folder = (folder as NSString).deletingLastPathComponent
            }
            return true
        }
        if !clashes.isEmpty {
            notes.append("\(clashes.count) resource(s) go where another resource already is in the bundle; not linked: \(listing(clashes))")
        }
        var escaping: [String] = []
        kept = kept.filter { resource in
            var isFolder: ObjCBool = false
            let path = root + "/" + resource.source
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue,
                  let link = ConfinedPath.firstEscape(inFolder: path, root: root) else { return true }
            escaping.append("\(resource.source) (holds \(link))")
            return false
        }
        if !escaping.isEmpty {
            notes.append("\(escaping.count) resource folder(s) hold a link that leads outside the app's folder; not linked: \(listing(escaping))")
        }
        return kept
    }

    /// Names for a note: the first ten, then how many more.
    static func listing(_ names: [String]) -> String {
        let shown = names.prefix(10).joined(separator: ", ")
        return names.count > 10 ? "\(shown) and \(names.count - 10) more" : shown
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
    /// The stand-in frameworks the files import, in ``StandInFramework/all``'s order.
    static func importedStandIns(in files: [String], root: URL) -> [StandInFramework] {
        let imported = Set(importedModules(StandInFramework.all.map(\.importName), in: files, root: root))
        return StandInFramework.all.filter { imported.contains($0.importName) }
    }

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

/// Paths an Xcode project lists, each located in the app's folder: the files found inside
/// it (each once), those missing, and those that lead outside.
struct ListedFiles {
    /// Found inside the folder, in the listed order, each real path once.
    var found: [(real: String, listed: String)] = []
    /// Listed but not there (or not a regular file, or a folder where only files are taken).
    var missing: [String] = []
    /// Listed and leading outside the folder, with where each leads.
    var outside: [(listed: String, destination: String)] = []

    init(_ listed: [String], root: String, foldersAllowed: Bool) {
        var seen = Set<String>()
        for path in listed {
            switch ConfinedPath.locate(path, in: root) {
            case .inside(let real, _) where !foldersAllowed && ConfinedPath.isFolder(root + "/" + real):
                missing.append(path)
            case .inside(let real, let normalized):
                if seen.insert(real).inserted { found.append((real, normalized)) }
            case .missing, .notAFile: missing.append(path)
            case .outside(let destination): outside.append((path, destination))
            }
        }
    }

    /// The note naming the paths that lead outside, if any.
    func outsideNote(kind: String, action: String) -> String? {
        guard !outside.isEmpty else { return nil }
        let names = outside.map { "\($0.listed) (to \($0.destination))" }
        return "the Xcode project lists \(outside.count) \(kind) that lead outside the app's folder; \(action): \(PortPlan.listing(names))"
    }
}

/// One walk of an app's folder (iterative, through `FileManager`'s enumerator), skipping
/// version control, build products, dependencies, test targets and packages an earlier
/// `lifecycle port` wrote. Each entry is resolved by the file system and kept only when it
/// leads to a regular file or folder inside the app's folder.
struct FolderScan {
    var swiftFiles: [String] = []
    var resources: [PortPlan.Resource] = []
    var infoPlists: [String] = []
    var projects: [String] = []
    /// The Core Data models: `.xcdatamodeld` folders and `.xcdatamodel`s outside one.
    var coreDataModels: [String] = []

    init(root: URL) throws {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey],
                                                              options: [.skipsHiddenFiles]) else {
            throw PortError("\(root.path): cannot read the folder.")
        }
        let rootPath = root.path
        var seen = 0
        while let url = enumerator.nextObject() as? URL {
            seen += 1
            if seen > 200_000 { throw PortError("\(root.path): more than 200,000 files; give the app's own folder.") }
            let listed = url.path
            guard case .inside(let relative, _) = ConfinedPath.locate(ConfinedPath.relative(listed, to: rootPath), in: rootPath) else {
                if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true { enumerator.skipDescendants() }
                continue
            }
            let name = url.lastPathComponent
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: rootPath + "/" + relative, isDirectory: &isFolder)
            let ext = url.pathExtension
            if isFolder.boolValue {
                if ext == "xcodeproj" { projects.append(relative); enumerator.skipDescendants(); continue }
                if ext == "xcassets" { resources.append(resource(relative, listed: listed, root: rootPath)); enumerator.skipDescendants(); continue }
                if ext == "xcdatamodeld" || ext == "xcdatamodel" { coreDataModels.append(relative); enumerator.skipDescendants(); continue }
                if PortPlan.skippedFolders.contains(name) || name.hasSuffix("Tests") || ext == "xcworkspace" || ext == "playground"
                    || FileManager.default.fileExists(atPath: listed + "/" + PortedPackage.marker) {
                    enumerator.skipDescendants()
                }
                continue
            }
            if ext == "swift" { if name != "Package.swift" { swiftFiles.append(relative) } }
            else if name == "Info.plist" { infoPlists.append(relative) }
            else if PortPlan.resourceExtensions.contains(ext) && name != "Contents.json" { resources.append(resource(relative, listed: listed, root: rootPath)) }
        }
        let byDepth: (String, String) -> Bool = { ($0.filter { $0 == "/" }.count, $0) < ($1.filter { $0 == "/" }.count, $1) }
        swiftFiles.sort()
        coreDataModels.sort()
        resources.sort { $0.source < $1.source }
        infoPlists.sort(by: byDepth)
        projects.sort(by: byDepth)
    }

    /// A resource found at `listed`: read from its real path, named in the bundle as found.
    private func resource(_ relative: String, listed: String, root: String) -> PortPlan.Resource {
        PortPlan.Resource(source: relative, bundlePath: PortPlan.bundlePath(of: ConfinedPath.relative(listed, to: root)))
    }
}
