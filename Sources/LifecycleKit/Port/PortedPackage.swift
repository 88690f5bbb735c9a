#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Writes the SwiftPM package `lifecycle port` makes of an app:
///
/// ```
/// OUT_DIR/
///   Package.swift                    the executable NAME, built with HeadlessUIKit's PortPlugin
///   Sources/NAME/port.json           the app's folder and Swift files, read by the plugin
///   Sources/NAME/Port.swift          a placeholder: the app's code is generated at build time
///   Sources/NAME/AppBundle/Info.plist  the app's Info.plist, $(VAR)s expanded
///   Sources/NAME/AppBundle/…         links to the storyboards, xibs, catalogs, strings… in the app's folder
///   Sources/CoreGraphics/…           stand-ins for modules Foundation covers on Linux, if imported
///   Sources/NAMETests/, NAMEUITests/  the app's test targets (`PortedPackage+Tests.swift`)
///   Dependencies/MODULE/             each ported dependency: a library package (Package.swift,
///                                    Sources/MODULE/port.json) the app's target depends on by path
/// ```
///
/// The app's files are not copied: the plugin rewrites its Swift files from the app's folder
/// at every build, and the bundle's resources are symbolic links to the files in the app's
/// folder (run `lifecycle port` again after adding or removing a resource, not after editing
/// one). SwiftPM ships AppBundle as the target's resources, keeping the links, where the app
/// finds its Info.plist, storyboards, catalogs and strings as from an app bundle
/// (`Bundle.appMain`). Nothing is written outside OUT_DIR.
public enum PortedPackage {
    /// The file that marks a folder as written by `lifecycle port`, so that porting again may
    /// replace it.
    public static let marker = ".lifecycle-port"

    /// Writes the package; returns the paths written, relative to `output`.
    ///
    /// `output` is resolved through its nearest existing folder and refused when it overlaps
    /// the app's folder. Every path is checked before the first write; then the package's
    /// folders are made without passing through a symbolic link, and nothing is removed but
    /// the `Sources` of an earlier port (a folder carrying the ``marker``).
    @discardableResult
    public static func write(_ plan: PortPlan, to output: URL, headlessUIKit: String) throws -> [String] {
        let requested = output.standardizedFileURL
        let out = try checkOutput(requested, source: plan.sourceRoot)
        for dependency in plan.dependencies {
            try checkOutput(out, isOutside: dependency.plan.sourceRoot, of: dependency.dependency.name)
        }
        let infoPlist = try expandedInfoPlist(plan)
        var files: [(String, Data)] = []
        let target = "Sources/\(plan.name)"
        files.append((marker, Data("Written by `lifecycle port` from \(plan.sourceRoot.path).\n".utf8)))
        files.append((".gitignore", Data(".build/\nPackage.resolved\n".utf8)))
        let packages = plan.dependencies.map { (module: $0.plan.name, path: "\(dependenciesFolder)/\($0.plan.name)") }
        files.append(("Package.swift", Data(manifest(plan, headlessUIKit: headlessUIKit, hasInfoPlist: infoPlist != nil,
                                                     packages: packages).utf8)))
        files += try targetFiles(plan, target: target)
        if let source = plan.coreDataModelSource { files.append(("\(target)/\(coreDataModelFile)", Data(source.utf8))) }
        // Each dependency is a library package of its own beside the app's target, which
        // depends on it by path (References §48.3).
        for dependency in plan.dependencies {
            let folder = "\(dependenciesFolder)/\(dependency.plan.name)"
            let uses = dependency.dependsOn.map { (module: $0, path: "../\($0)") }
            files.append(("\(folder)/Package.swift", Data(manifest(dependency.plan, headlessUIKit: headlessUIKit, hasInfoPlist: false,
                                                                  packages: uses).utf8)))
            files += try targetFiles(dependency.plan, target: "Sources/\(dependency.plan.name)").map { ("\(folder)/\($0.0)", $0.1) }
        }
        if let infoPlist { files.append(("\(target)/AppBundle/Info.plist", infoPlist)) }
        files += try testTargetFiles(plan, hasInfoPlist: infoPlist != nil)
        for module in plan.shimModules {
            files.append(("Sources/\(module)/\(module).swift", Data("""
                // A stand-in for Apple's \(module): on Linux, Foundation has what apps use of it
                // (CGFloat, CGRect, CGPoint, CGSize, CGAffineTransform).
                @_exported import Foundation

                """.utf8)))
        }
        let links = try resourceLinks(plan, target: target)
        try checkDestinations(files.map(\.0) + links.map(\.path), in: out)
        // Everything is checked and prepared before the first write; then the old package's
        // generated folders are replaced.
        try removeEarlierSources(in: out)
        // `out` is resolved: the folders missing on its way are not links.
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        var written: [String] = []
        for (path, data) in files {
            try makeFolders(for: path, in: out)
            try data.write(to: URL(fileURLWithPath: out + "/" + path))
            written.append(path)
        }
        // Each resource is a symbolic link to the file in the app's folder, so the bundle
        // references the app's files instead of copying them: SwiftPM keeps the links when it
        // copies AppBundle into the build, and an edit made in Xcode shows at the next run.
        for link in links {
            try makeFolders(for: link.path, in: out)
            try FileManager.default.createSymbolicLink(atPath: out + "/" + link.path, withDestinationPath: link.destination)
            written.append(link.path)
        }
        return written
    }

    /// The folder of the output package that holds the ported dependencies.
    public static let dependenciesFolder = "Dependencies"

    /// A target's `port.json` (the folder and Swift files the plugin rewrites) and its
    /// placeholder source.
    static func targetFiles(_ plan: PortPlan, target: String) throws -> [(String, Data)] {
        let configuration: [String: Any] = ["sourceRoot": plan.sourceRoot.path, "files": plan.swiftFiles]
        return [
            ("\(target)/port.json", try JSONSerialization.data(withJSONObject: configuration, options: [.prettyPrinted, .sortedKeys])),
            ("\(target)/Port.swift", Data("""
                // The \(plan.isLibrary ? "library" : "app")'s own Swift files are rewritten into this target at build time by
                // HeadlessUIKit's PortPlugin, from the folder that port.json names.

                """.utf8)),
        ]
    }

    /// Refuses an output folder (resolved) that overlaps the sources folder of a dependency:
    /// the port writes nothing where it reads.
    static func checkOutput(_ out: String, isOutside sources: URL, of name: String) throws {
        let sourcesPath = ConfinedPath.realPath(sources.path) ?? sources.path
        if ConfinedPath.isInside(out, sourcesPath) || ConfinedPath.isInside(sourcesPath, out) {
            throw PortError("\(out): the output folder overlaps the sources of the dependency \(name) (\(sourcesPath)); give a folder outside it.")
        }
    }

    /// The bundle's links, relative to the package, and the files in the app's folder they
    /// lead to; refused when a resource does not lead to a file inside the app's folder.
    static func resourceLinks(_ plan: PortPlan, target: String) throws -> [(path: String, destination: String)] {
        let root = plan.sourceRoot.path
        return try plan.resources.map { resource in
            guard case .inside(let real, _) = ConfinedPath.locate(resource.source, in: root) else {
                throw PortError("\(resource.source): the resource is not a file inside the app's folder \(root); it is not linked.")
            }
            return ("\(target)/AppBundle/\(resource.bundlePath)", root + "/" + real)
        }
    }

    /// Refuses, before anything is written, a path of the package that is not a plain
    /// relative path, that is written twice or inside another, or whose place in an earlier
    /// port is taken by something the port does not write there (a link, a folder).
    static func checkDestinations(_ paths: [String], in out: String) throws {
        var taken = Set<String>()
        for path in paths {
            guard ConfinedPath.normalized(path) == path else {
                throw PortError("\(path): not a path inside the output folder \(out); nothing is written.")
            }
            guard taken.insert(path).inserted else {
                throw PortError("\(path): two files of the package go there; nothing is written.")
            }
        }
        for path in paths {
            var folder = (path as NSString).deletingLastPathComponent
            while !folder.isEmpty {
                if taken.contains(folder) { throw PortError("\(path): inside \(folder), which the package writes as a file; nothing is written.") }
                folder = (folder as NSString).deletingLastPathComponent
            }
            // Sources is replaced as a whole; a file at the top must be a file of an earlier port.
            if !path.hasPrefix("Sources/"), !path.hasPrefix(dependenciesFolder + "/"), let kind = ConfinedPath.kind(at: out + "/" + path), kind != S_IFREG {
                throw PortError("\(out)/\(path): is not a file an earlier port wrote; move it away.")
            }
        }
    }

    /// Removes the `Sources` and `Dependencies` folders of an earlier port: only in a folder carrying the
    /// ``marker``, and a link in its place is removed itself, never what it leads to (nor is
    /// any link inside followed).
    static func removeEarlierSources(in out: String) throws {
        guard ConfinedPath.kind(at: out + "/" + marker) == S_IFREG else { return }
        for folder in ["Sources", dependenciesFolder] {
            let sources = out + "/" + folder
            guard let kind = ConfinedPath.kind(at: sources) else { continue }
            if kind == S_IFDIR {
                try FileManager.default.removeItem(atPath: sources)
            } else if unlink(sources) != 0 {
                throw PortError("\(sources): cannot be removed; move it away.")
            }
        }
    }

    /// Makes the folders holding `path` inside `out`, one at a time, refusing any that is
    /// already there as something other than a folder (a link is not passed through).
    static func makeFolders(for path: String, in out: String) throws {
        var folder = out
        for component in path.split(separator: "/").dropLast() {
            folder += "/" + component
            switch ConfinedPath.kind(at: folder) {
            case nil: try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            case S_IFDIR: continue
            default: throw PortError("\(folder): is in the way of the package (not a folder); move it away.")
            }
        }
    }

    /// Resolves the output folder (through its nearest existing folder, so that a link on the
    /// way is followed before the check) and refuses one that overlaps the app's folder, or
    /// that holds something other than an earlier port. Returns the resolved path.
    static func checkOutput(_ out: URL, source: URL) throws -> String {
        let sourcePath = ConfinedPath.realPath(source.path) ?? source.path
        guard let outPath = ConfinedPath.resolvedAllowingMissing(out) else {
            throw PortError("\(out.path): cannot be resolved (a link that leads nowhere, or `..` after a folder that is not there); give a new or empty folder.")
        }
        if ConfinedPath.isInside(outPath, sourcePath) || ConfinedPath.isInside(sourcePath, outPath) {
            let leads = outPath == out.path ? "" : " (it leads to \(outPath))"
            throw PortError("\(out.path): the output folder overlaps the app's folder \(sourcePath)\(leads); give a folder outside it, such as \((sourcePath as NSString).deletingLastPathComponent)/\(source.lastPathComponent)-linux.")
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: outPath, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw PortError("\(out.path): exists and is not a folder; give a new or empty folder.") }
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: outPath)) ?? []
            let ownFiles: Set<String> = [marker, ".build", "Package.resolved"]
            if !contents.isEmpty && !contents.contains(marker) && !Set(contents).isSubset(of: ownFiles) {
                throw PortError("\(out.path): the folder is not empty and was not written by `lifecycle port`; give a new or empty folder.")
            }
        }
        return outPath
    }

    /// The Info.plist with `$(VAR)` values expanded, as XML; or one made from the project's
    /// `INFOPLIST_KEY_*` settings when the app has no file.
    static func expandedInfoPlist(_ plan: PortPlan) throws -> Data? {
        var dictionary: [String: Any]
        if let path = plan.infoPlist {
            guard case .inside(let real, _) = ConfinedPath.locate(path, in: plan.sourceRoot.path) else {
                throw PortError("\(path): the Info.plist is not a file inside the app's folder \(plan.sourceRoot.path); it is not read.")
            }
            let url = plan.sourceRoot.appendingPathComponent(real)
            do {
                let data = try Data(contentsOf: url)
                guard let root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] else {
                    throw PortError("\(url.path): the Info.plist's root is not a dictionary.")
                }
                dictionary = root
            } catch let error as PortError {
                throw error
            } catch {
                throw PortError("\(url.path): the Info.plist does not parse (\(error.localizedDescription)).")
            }
        } else if let settings = plan.project?.buildSettings {
            dictionary = [:]
            for (key, value) in settings where key.hasPrefix("INFOPLIST_KEY_") {
                dictionary[String(key.dropFirst("INFOPLIST_KEY_".count))] = value
            }
            if settings["INFOPLIST_KEY_UIApplicationSceneManifest_Generation"] == "YES" {
                dictionary.removeValue(forKey: "UIApplicationSceneManifest_Generation")
                dictionary["UIApplicationSceneManifest"] = [
                    "UIApplicationSupportsMultipleScenes": false,
                    "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [[
                        "UISceneConfigurationName": "Default Configuration",
                        "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate",
                    ] as [String: Any]]],
                ] as [String: Any]
            }
            if dictionary.isEmpty { return nil }
        } else {
            return nil
        }
        // Xcode writes the target's device families into the built Info.plist (References §55.9).
        if dictionary["UIDeviceFamily"] == nil, let families = plan.project?.buildSettings["TARGETED_DEVICE_FAMILY"] {
            let numbers = families.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            if !numbers.isEmpty { dictionary["UIDeviceFamily"] = numbers }
        }
        let project = plan.project ?? XcodeProject.placeholder(named: plan.name)
        var settings = project
        settings.buildSettings["PRODUCT_MODULE_NAME"] = plan.name
        let expanded = expandValues(dictionary, with: settings)
        return try PropertyListSerialization.data(fromPropertyList: expanded, format: .xml, options: 0)
    }

    /// Expands `$(VAR)` in every string of a property list, walking it with a stack.
    static func expandValues(_ root: [String: Any], with project: XcodeProject) -> [String: Any] {
        func expandLeaf(_ value: Any) -> Any {
            if let string = value as? String { return project.expand(string) }
            return value
        }
        // Property lists from Info.plist files are shallow; nesting beyond 32 levels is kept as is.
        func expand(_ value: Any, depth: Int) -> Any {
            guard depth < 32 else { return value }
            if let dictionary = value as? [String: Any] { return dictionary.mapValues { expand($0, depth: depth + 1) } }
            if let array = value as? [Any] { return array.map { expand($0, depth: depth + 1) } }
            return expandLeaf(value)
        }
        return root.mapValues { expand($0, depth: 1) }
    }

    /// The package manifest.
    /// `packages` are the ported dependencies the target uses: each a module and the path of its
    /// package, relative to this one's.
    static func manifest(_ plan: PortPlan, headlessUIKit: String, hasInfoPlist: Bool,
                         packages: [(module: String, path: String)] = []) -> String {
        let isURL = headlessUIKit.contains("://") || headlessUIKit.hasPrefix("git@")
        var identity = (headlessUIKit as NSString).lastPathComponent
        if identity.hasSuffix(".git") { identity = String(identity.dropLast(4)) }
        let dependency = isURL ? ".package(url: \(literal(headlessUIKit)), branch: \"main\")" : ".package(path: \(literal(headlessUIKit)))"
        let shims = plan.shimModules.map { "\n        .target(name: \(literal($0)), path: \(literal("Sources/\($0)"))),"}.joined()
        let shimDependencies = plan.shimModules.map { ", \(literal($0))" }.joined()
            + plan.standInModules.map { ", .product(name: \(literal($0.product)), package: \(literal(identity)))" }.joined()
            + packages.map { ", .product(name: \(literal($0.module)), package: \(literal(($0.path as NSString).lastPathComponent)))" }.joined()
        let packageReferences = packages.map { "\n        .package(path: \(literal($0.path)))," }.joined()
        // SwiftPM refuses an Info.plist at the top of a resource bundle, so the app's bundle
        // is the folder AppBundle inside it, where HeadlessUIKit looks for it.
        let hasBundle = hasInfoPlist || !plan.resources.isEmpty
        let resources = hasBundle ? ".copy(\"AppBundle\")" : ""
        // A library's package vends its module as a product, so that a ported app can use it.
        let products = plan.isLibrary ? "\n    products: [.library(name: \(literal(plan.name)), targets: [\(literal(plan.name))])]," : ""
        return """
            // swift-tools-version: 6.1
            // Written by `lifecycle port` from \(escaped(plan.sourceRoot.path)).
            // The \(plan.isLibrary ? "library" : "app")'s Swift files are rewritten from that folder at every build (PortPlugin).
            import PackageDescription

            let package = Package(
                name: \(literal(plan.name)),
                platforms: [.macOS(.v14)],\(products)
                dependencies: [
                    \(dependency),\(packageReferences)
                ],
                targets: [
                    .\(plan.isLibrary ? "target" : "executableTarget")(
                        name: \(literal(plan.name)),
                        dependencies: [.product(name: "UIKit", package: \(literal(identity)))\(shimDependencies)],
                        path: \(literal("Sources/\(plan.name)")),
                        exclude: ["port.json"],
                        resources: [\(resources)],
                        swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(\(unsafeFlags(plan)))],
                        plugins: [.plugin(name: "PortPlugin", package: \(literal(identity)))]
                    ),\(shims)\(testTargetsManifest(plan, identity: identity))
                ]
            )

            """
    }

    /// The target's `unsafeFlags`: no warnings (the app's code is not ours to fix), and the
    /// stand-ins' module aliases (References §59.7). SwiftPM's `moduleAliases` is not used: in
    /// Swift 6.3 it also gives the alias to the target that declares it, whose `import SwiftUI`
    /// the compiler then refuses.
    static func unsafeFlags(_ plan: PortPlan) -> String {
        "[" + (["-suppress-warnings"] + StandInFramework.compilerFlags(for: plan.standInModules)).map(literal).joined(separator: ", ") + "]"
    }

    /// A Swift string literal of `text`.
    static func literal(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// `text` as it may stand inside a Swift string literal or a `//` comment: printable ASCII
    /// as is (a backslash or a quote behind a backslash), every other character (line breaks,
    /// controls, anything outside ASCII) as `\u{…}`, so that no text from the app's folder or
    /// the command line can end the literal or the comment.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x5C, 0x22: result += "\\" + String(scalar)
            case 0x20...0x7E: result.unicodeScalars.append(scalar)
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }
}

extension XcodeProject {
    /// A project with no settings, for expanding an Info.plist of a folder without one.
    static func placeholder(named name: String) -> XcodeProject {
        XcodeProject(targetName: name, buildSettings: [:])
    }
}
