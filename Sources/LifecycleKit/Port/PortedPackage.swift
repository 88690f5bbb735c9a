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
    @discardableResult
    public static func write(_ plan: PortPlan, to output: URL, headlessUIKit: String) throws -> [String] {
        let out = output.standardizedFileURL
        try checkOutput(out, source: plan.sourceRoot)
        let infoPlist = try expandedInfoPlist(plan)
        var files: [(String, Data)] = []
        let target = "Sources/\(plan.name)"
        files.append((marker, Data("Written by `lifecycle port` from \(plan.sourceRoot.path).\n".utf8)))
        files.append((".gitignore", Data(".build/\nPackage.resolved\n".utf8)))
        files.append(("Package.swift", Data(manifest(plan, headlessUIKit: headlessUIKit, hasInfoPlist: infoPlist != nil).utf8)))
        let configuration: [String: Any] = ["sourceRoot": plan.sourceRoot.path, "files": plan.swiftFiles]
        files.append(("\(target)/port.json", try JSONSerialization.data(withJSONObject: configuration, options: [.prettyPrinted, .sortedKeys])))
        files.append(("\(target)/Port.swift", Data("""
            // The app's own Swift files are rewritten into this target at build time by
            // HeadlessUIKit's PortPlugin, from the folder that port.json names.

            """.utf8)))
        if let infoPlist { files.append(("\(target)/AppBundle/Info.plist", infoPlist)) }
        for module in plan.shimModules {
            files.append(("Sources/\(module)/\(module).swift", Data("""
                // A stand-in for Apple's \(module): on Linux, Foundation has what apps use of it
                // (CGFloat, CGRect, CGPoint, CGSize, CGAffineTransform).
                @_exported import Foundation

                """.utf8)))
        }
        // Everything is prepared before the first write; then the old package's generated
        // folders are replaced.
        try? FileManager.default.removeItem(at: out.appendingPathComponent("Sources"))
        var written: [String] = []
        for (path, data) in files {
            let url = out.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
            written.append(path)
        }
        // Each resource is a symbolic link to the file in the app's folder, so the bundle
        // references the app's files instead of copying them: SwiftPM keeps the links when it
        // copies AppBundle into the build, and an edit made in Xcode shows at the next run.
        for resource in plan.resources {
            let destination = out.appendingPathComponent("\(target)/AppBundle/\(resource.bundlePath)")
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: destination)
            try FileManager.default.createSymbolicLink(at: destination,
                                                       withDestinationURL: plan.sourceRoot.appendingPathComponent(resource.source))
            written.append("\(target)/AppBundle/\(resource.bundlePath)")
        }
        return written
    }

    /// Refuses an output folder that overlaps the app's folder, or that holds something other
    /// than an earlier port.
    static func checkOutput(_ out: URL, source: URL) throws {
        let outPath = out.resolvingSymlinksInPath().path
        let sourcePath = source.path
        if outPath == sourcePath || outPath.hasPrefix(sourcePath + "/") || sourcePath.hasPrefix(outPath + "/") {
            throw PortError("\(out.path): the output folder overlaps the app's folder \(sourcePath); give a folder outside it, such as \((sourcePath as NSString).deletingLastPathComponent)/\(source.lastPathComponent)-linux.")
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: out.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw PortError("\(out.path): exists and is not a folder; give a new or empty folder.") }
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
            let ownFiles: Set<String> = [marker, ".build", "Package.resolved"]
            if !contents.isEmpty && !contents.contains(marker) && !Set(contents).isSubset(of: ownFiles) {
                throw PortError("\(out.path): the folder is not empty and was not written by `lifecycle port`; give a new or empty folder.")
            }
        }
    }

    /// The Info.plist with `$(VAR)` values expanded, as XML; or one made from the project's
    /// `INFOPLIST_KEY_*` settings when the app has no file.
    static func expandedInfoPlist(_ plan: PortPlan) throws -> Data? {
        var dictionary: [String: Any]
        if let path = plan.infoPlist {
            let url = plan.sourceRoot.appendingPathComponent(path)
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
    static func manifest(_ plan: PortPlan, headlessUIKit: String, hasInfoPlist: Bool) -> String {
        let isURL = headlessUIKit.contains("://") || headlessUIKit.hasPrefix("git@")
        var identity = (headlessUIKit as NSString).lastPathComponent
        if identity.hasSuffix(".git") { identity = String(identity.dropLast(4)) }
        let dependency = isURL ? ".package(url: \(literal(headlessUIKit)), branch: \"main\")" : ".package(path: \(literal(headlessUIKit)))"
        let shims = plan.shimModules.map { "\n        .target(name: \(literal($0)), path: \(literal("Sources/\($0)"))),"}.joined()
        let shimDependencies = plan.shimModules.map { ", \(literal($0))" }.joined()
            + plan.standInModules.map { ", .product(name: \(literal($0)), package: \(literal(identity)))" }.joined()
        // SwiftPM refuses an Info.plist at the top of a resource bundle, so the app's bundle
        // is the folder AppBundle inside it, where HeadlessUIKit looks for it.
        let hasBundle = hasInfoPlist || !plan.resources.isEmpty
        let resources = hasBundle ? ".copy(\"AppBundle\")" : ""
        return """
            // swift-tools-version: 6.1
            // Written by `lifecycle port` from \(plan.sourceRoot.path).
            // The app's Swift files are rewritten from that folder at every build (PortPlugin).
            import PackageDescription

            let package = Package(
                name: \(literal(plan.name)),
                platforms: [.macOS(.v14)],
                dependencies: [
                    \(dependency),
                ],
                targets: [
                    .executableTarget(
                        name: \(literal(plan.name)),
                        dependencies: [.product(name: "UIKit", package: \(literal(identity)))\(shimDependencies)],
                        path: \(literal("Sources/\(plan.name)")),
                        exclude: ["port.json"],
                        resources: [\(resources)],
                        swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-suppress-warnings"])],
                        plugins: [.plugin(name: "PortPlugin", package: \(literal(identity)))]
                    ),\(shims)
                ]
            )

            """
    }

    static func literal(_ text: String) -> String {
        var escaped = "\""
        for character in text {
            if character == "\\" || character == "\"" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped + "\""
    }
}

extension XcodeProject {
    /// A project with no settings, for expanding an Info.plist of a folder without one.
    static func placeholder(named name: String) -> XcodeProject {
        XcodeProject(targetName: name, buildSettings: [:])
    }
}
