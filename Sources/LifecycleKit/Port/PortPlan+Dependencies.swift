import Foundation

/// The libraries an app depends on, ported with it (issue 33 item 4; References §48).
///
/// An app declares them as Swift packages in its Xcode project (`XcodeProject.packageProducts`)
/// or as pods in its `Podfile` (with `Podfile.lock` for versions and the pods those depend on).
/// Each one the app's Swift files import (or another ported dependency imports) is ported like a
/// library (`lifecycle port --library`: the same rewrites, as for the iOS simulator) into the
/// output package's `Dependencies/<Module>`, and the app's target depends on it by path. Its
/// sources are found in the app's folder (`Pods/<Name>` when the pods are checked in, a local
/// package's folder) or given on the command line (`--dependency NAME=PATH`); the port fetches
/// nothing. A dependency the app imports whose sources are nowhere stops the port with a message
/// naming it, where it is declared and how to give it.
extension PortPlan {
    /// A library the app declares.
    public struct Dependency: Equatable {
        /// Where it is declared.
        public enum Kind: Equatable {
            /// A Swift package product of the Xcode project.
            case swiftPackage
            /// A CocoaPods pod.
            case pod
            /// Given on the command line only (`--dependency NAME=PATH`).
            case given
        }

        /// The product's or pod's name (`SnapKit`).
        public var name: String
        /// The module the app imports (the name as an identifier).
        public var module: String
        /// Where it is declared.
        public var kind: Kind
        /// What the declaration says: the repository and requirement, the pod's version.
        public var detail: String
        /// The file and line that declare it, relative to the app's folder
        /// (`ArtList.xcodeproj/project.pbxproj:437`).
        public var declaredAt: String?
        /// Its folder inside the app's folder, when it is there (`Pods/SnapKit`).
        public var localFolder: String?
        /// The pod that needs it, for a pod only `Podfile.lock` lists.
        public var requiredBy: String?
    }

    /// A dependency ported with the app: its own plan (a library's) and the other ported
    /// dependencies it imports.
    public struct PortedDependency {
        /// The declaration.
        public var dependency: Dependency
        /// The library's plan: its sources folder and Swift files.
        public var plan: PortPlan
        /// The modules of the other ported dependencies it imports, sorted.
        public var dependsOn: [String]
    }

    /// Reads the app's declared dependencies: the project's package products and the Podfile's
    /// pods for the app's target, with the pods `Podfile.lock` says those need.
    static func declaredDependencies(root: String, project: XcodeProject?, projectPath: String?,
                                     notes: inout [String]) throws -> [Dependency] {
        let projectFolder = projectPath.map { ($0 as NSString).deletingLastPathComponent } ?? ""
        var found: [Dependency] = []
        var modules = Set<String>()
        func add(_ dependency: Dependency) {
            if modules.insert(dependency.module).inserted { found.append(dependency) }
        }
        func fromProject(_ path: String) -> String { projectFolder.isEmpty || path.hasPrefix("/") ? path : projectFolder + "/" + path }
        if let project {
            for product in project.packageProducts {
                var detail = product.repositoryURL ?? product.localPath.map { "the local package \($0)" } ?? "a package"
                if let requirement = product.requirement { detail += ", \(requirement)" }
                var localFolder: String?
                if let local = product.localPath {
                    if case .inside(let real, _) = ConfinedPath.locate(fromProject(local), in: root), ConfinedPath.isFolder(root + "/" + real) {
                        localFolder = real
                    } else {
                        notes.append("the local package \(local) of \(product.productName) is not a folder inside the app's folder; it is not read")
                    }
                }
                let projectFile = (projectPath ?? "").isEmpty ? "project.pbxproj" : "\(projectPath ?? "")/project.pbxproj"
                add(Dependency(name: product.productName, module: XcodeProject.c99Name(product.productName), kind: .swiftPackage,
                               detail: detail, declaredAt: product.line.map { "\(projectFile):\($0)" } ?? projectFile,
                               localFolder: localFolder))
            }
        }
        // The Podfile sits next to the .xcodeproj (CocoaPods' default), else at the top.
        let podfileFolder = [projectFolder, ""]
            .first { folder in
                let path = folder.isEmpty ? "Podfile" : folder + "/Podfile"
                if case .inside(let real, _) = ConfinedPath.locate(path, in: root) { return !ConfinedPath.isFolder(root + "/" + real) }
                return false
            }
        guard let podfileFolder else { return found }
        func inPodFolder(_ name: String) -> String { podfileFolder.isEmpty ? name : podfileFolder + "/" + name }
        guard case .inside(let podfilePath, _) = ConfinedPath.locate(inPodFolder("Podfile"), in: root) else { return found }
        let podfile = try Podfile(text: try Podfile.read(URL(fileURLWithPath: root + "/" + podfilePath), kind: "Podfile"), path: podfilePath)
        var lock: PodfileLock?
        if case .inside(let lockPath, _) = ConfinedPath.locate(inPodFolder("Podfile.lock"), in: root), !ConfinedPath.isFolder(root + "/" + lockPath) {
            lock = try PodfileLock(text: try Podfile.read(URL(fileURLWithPath: root + "/" + lockPath), kind: "Podfile.lock"), path: lockPath)
        }
        let appTarget = project?.targetName
        var direct: [Podfile.Pod] = []
        var otherTargets: [String] = []
        for pod in podfile.pods {
            if pod.target == nil || pod.target == appTarget || (appTarget == nil && !(pod.target ?? "").hasSuffix("Tests")) {
                direct.append(pod)
            } else {
                otherTargets.append("\(pod.rootName) (target \(pod.target ?? ""))")
            }
        }
        if !otherTargets.isEmpty { notes.append("pods of other targets are not ported: \(listing(otherTargets))") }
        func podDependency(_ name: String, line: Int?, requirement: String?, path: String?, requiredBy: String?) -> Dependency {
            var detail = "pod"
            if let version = lock?.pods[name]?.version { detail += " \(version) in Podfile.lock" } else if let requirement { detail += " \(requirement)" }
            var localFolder: String?
            for candidate in [path.map(inPodFolder), inPodFolder("Pods/\(name)")].compactMap({ $0 }) {
                if case .inside(let real, _) = ConfinedPath.locate(candidate, in: root), ConfinedPath.isFolder(root + "/" + real) {
                    localFolder = real
                    break
                }
            }
            let lockLine = lock?.pods[name].map { "\(inPodFolder("Podfile.lock")):\($0.line)" }
            return Dependency(name: name, module: XcodeProject.c99Name(name), kind: .pod, detail: detail,
                              declaredAt: line.map { "\(podfilePath):\($0)" } ?? lockLine, localFolder: localFolder, requiredBy: requiredBy)
        }
        // The pods the direct ones need, from the lock: a walk with a visited set, so each
        // pod is read once and a cycle in the lock ends it.
        var queue: [(name: String, requiredBy: String?, pod: Podfile.Pod?)] = direct.map { ($0.rootName, nil, $0) }
        var visited = Set<String>()
        var index = 0
        while index < queue.count {
            let (name, requiredBy, pod) = queue[index]
            index += 1
            guard visited.insert(name).inserted else { continue }
            add(podDependency(name, line: pod?.line, requirement: pod?.requirement, path: pod?.path, requiredBy: requiredBy))
            for next in lock?.pods[name]?.dependencies ?? [] where !visited.contains(next) {
                queue.append((next, name, nil))
            }
        }
        return found
    }

    /// Ports the dependencies the app imports: `given` maps a dependency's name (or module) to
    /// the folder of its sources on this machine (`--dependency NAME=PATH`). Fills
    /// ``dependencies``; throws a ``PortError`` naming each dependency the app imports whose
    /// sources are neither in the app's folder nor given, a given path that is not a folder, and
    /// dependencies that import each other in a cycle.
    public mutating func portDependencies(given: [(name: String, path: String)]) throws {
        var known = declaredDependencies
        var byModule: [String: Int] = [:]
        for (index, dependency) in known.enumerated() { byModule[dependency.module] = index }
        var givenFolders: [String: String] = [:]
        for (name, path) in given {
            let module = XcodeProject.c99Name(name)
            guard !name.isEmpty, let real = ConfinedPath.realPath(path), ConfinedPath.isFolder(real) else {
                throw PortError("--dependency \(name)=\(path): no such folder. Give the folder of the dependency's sources (a package's folder, holding its Package.swift, or a pod's).")
            }
            givenFolders[module] = real
            if byModule[module] == nil {
                byModule[module] = known.count
                known.append(Dependency(name: name, module: module, kind: .given, detail: "given with --dependency"))
            }
        }
        if let clash = byModule[name] {
            throw PortError("the dependency \(known[clash].name) has the module name \(name), which is the \(isLibrary ? "library" : "app")'s own; port it under another name (--name).")
        }
        // Walk from the app's imports through each ported dependency's imports: each module
        // once (a visited set), so the walk is linear in the dependencies and their files.
        var ported: [String: PortedDependency] = [:]
        var order: [String] = []
        var missing: [Dependency] = []
        var queue = Self.importedModuleNames(in: swiftFiles, root: sourceRoot).filter { byModule[$0] != nil }.sorted()
        var visited = Set(queue)
        var index = 0
        while index < queue.count {
            let module = queue[index]
            index += 1
            guard let position = byModule[module] else { continue }
            let dependency = known[position]
            let folder: String
            if let given = givenFolders[module] {
                folder = try Self.sourcesFolder(of: given, product: dependency.name)
            } else if let local = dependency.localFolder {
                folder = try Self.sourcesFolder(of: sourceRoot.path + "/" + local, product: dependency.name)
            } else {
                missing.append(dependency)
                continue
            }
            var plan: PortPlan
            do {
                plan = try PortPlan.make(sourceDirectory: URL(fileURLWithPath: folder), name: dependency.module)
            } catch let error as PortError {
                throw PortError("the dependency \(dependency.name): \(error.description)")
            }
            plan.makeLibrary()
            let imports = Self.importedModuleNames(in: plan.swiftFiles, root: plan.sourceRoot)
            let uses = imports.filter { byModule[$0] != nil && $0 != module }.sorted()
            for next in uses where visited.insert(next).inserted { queue.append(next) }
            ported[module] = PortedDependency(dependency: dependency, plan: plan, dependsOn: uses)
            order.append(module)
        }
        if !missing.isEmpty {
            throw PortError(Self.missingMessage(missing))
        }
        if let cycle = Self.firstCycle(order.map { ($0, ported[$0]?.dependsOn ?? []) }) {
            throw PortError("the dependencies import each other in a cycle: \(cycle.joined(separator: " → ")); a package cannot depend on itself. Give one of them without the import (--dependency NAME=PATH to a corrected copy).")
        }
        let unused = known.filter { ported[$0.module] == nil && $0.requiredBy == nil }
        if !unused.isEmpty {
            notes.append("declared but imported by no Swift file, so not ported: \(Self.listing(unused.map { "\($0.name) (\($0.declaredAt ?? $0.detail))" }))")
        }
        dependencies = order.sorted().compactMap { ported[$0] }
    }

    /// The message for dependencies whose sources are nowhere: each with its declaration, and
    /// how to give it.
    static func missingMessage(_ missing: [Dependency]) -> String {
        let lines = missing.map { dependency -> String in
            let place = dependency.declaredAt.map { "; declared at \($0)" } ?? ""
            let needs = dependency.requiredBy.map { ", needed by \($0)" } ?? ""
            let what = dependency.kind == .pod
                ? "its sources are not in the app's folder (no Pods/\(dependency.name) checked in)"
                : "its sources are not in the app's folder"
            let folder = dependency.kind == .pod ? "the pod's folder" : "a checkout of the package (the folder holding its Package.swift)"
            return "  \(dependency.name) (\(dependency.detail)\(place)\(needs)): \(what); give \(folder) with --dependency \(dependency.name)=PATH"
        }
        return "\(missing.count) dependenc\(missing.count == 1 ? "y" : "ies") of the app cannot be ported: the port fetches nothing (this machine may have no network).\n" + lines.joined(separator: "\n")
    }

    /// The first cycle among `nodes` (each with the nodes it depends on), as the path that
    /// closes it, or nil. An iterative depth-first walk with three colours: linear in the
    /// nodes and edges.
    static func firstCycle(_ nodes: [(String, [String])]) -> [String]? {
        let edges = Dictionary(nodes, uniquingKeysWith: { first, _ in first })
        var state: [String: Int] = [:]   // 1: on the current path, 2: done
        for (start, _) in nodes where state[start] == nil {
            var stack: [(node: String, next: Int)] = [(start, 0)]
            state[start] = 1
            while let top = stack.last {
                let children = edges[top.node] ?? []
                if top.next < children.count {
                    stack[stack.count - 1].next += 1
                    let child = children[top.next]
                    switch state[child] {
                    case 1:
                        let path = stack.map(\.node)
                        return Array(path[(path.firstIndex(of: child) ?? 0)...]) + [child]
                    case nil:
                        state[child] = 1
                        stack.append((child, 0))
                    default: break
                    }
                } else {
                    state[top.node] = 2
                    stack.removeLast()
                }
            }
        }
        return nil
    }

    /// The folder of a dependency's sources inside the checkout `folder`: for a package, the
    /// folder of the target named like the product (its `path:`, else `Sources/<target>`), read
    /// from Package.swift's text without running it; for a pod, the fixed start of its
    /// podspec's `source_files` pattern; else the folder itself. Refused when it leads outside
    /// the checkout.
    static func sourcesFolder(of folder: String, product: String) throws -> String {
        guard let root = ConfinedPath.realPath(folder), ConfinedPath.isFolder(root) else {
            throw PortError("\(folder): the sources of \(product) are not a folder.")
        }
        var relative: String?
        if let manifest = try? String(contentsOfFile: root + "/Package.swift", encoding: .utf8), manifest.utf8.count <= Podfile.largestRead {
            let target = PackageManifestText(manifest).targets(ofProduct: product).first ?? product
            relative = PackageManifestText(manifest).path(ofTarget: target) ?? "Sources/\(target)"
        } else if let podspec = (try? FileManager.default.contentsOfDirectory(atPath: root))?.sorted().first(where: { $0.hasSuffix(".podspec") }),
                  let text = try? String(contentsOfFile: root + "/" + podspec, encoding: .utf8), text.utf8.count <= Podfile.largestRead {
            relative = Self.podspecSourceFolder(text)
        }
        guard let relative, !relative.isEmpty, relative != "." else { return root }
        guard case .inside(let real, _) = ConfinedPath.locate(relative, in: root), ConfinedPath.isFolder(root + "/" + real) else {
            throw PortError("\(root): the sources of \(product) should be in \(relative), which is not a folder inside it. Give the folder of its sources with --dependency \(product)=PATH.")
        }
        return root + "/" + real
    }

    /// The folder a podspec's `source_files` pattern starts with (`Source` for
    /// `'Source/**/*.swift'`), or nil.
    static func podspecSourceFolder(_ text: String) -> String? {
        for line in text.split(separator: "\n") where line.contains("source_files") {
            guard let open = line.firstIndex(where: { $0 == "'" || $0 == "\"" }) else { continue }
            let pattern = line[line.index(after: open)...].prefix { $0 != "'" && $0 != "\"" }
            let fixed = pattern.prefix { $0 != "*" && $0 != "{" && $0 != "?" && $0 != "[" }
            var folder = String(fixed)
            if !folder.hasSuffix("/") { folder = (folder as NSString).deletingLastPathComponent }
            while folder.hasSuffix("/") { folder.removeLast() }
            return folder
        }
        return nil
    }

    /// The modules the files import: `import X`, `@testable import X`, `import class X.Y`,
    /// `import X // comment`; one line at a time.
    static func importedModuleNames(in files: [String], root: URL) -> Set<String> {
        var modules = Set<String>()
        let kinds: Set<Substring> = ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"]
        for file in files {
            guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ";" })[...]
                while let first = words.first, first.hasPrefix("@") || first == "public" || first == "internal" || first == "private"
                        || first == "fileprivate" || first == "package" { words = words.dropFirst() }
                guard words.first == "import", var module = words.dropFirst().first else { continue }
                if kinds.contains(module), let next = words.dropFirst(2).first { module = next }
                if let name = module.split(separator: ".").first.map(String.init), !name.hasPrefix("/") { modules.insert(name) }
            }
        }
        return modules
    }
}

/// A `Package.swift` read as text (it is Swift code from a stranger, so it is not run): the
/// targets of a `.library` product and a target's `path:`. Each call is one pass over the text.
struct PackageManifestText {
    let text: String

    init(_ text: String) { self.text = text }

    /// The target names a `.library(name: product, …, targets: [...])` lists.
    func targets(ofProduct product: String) -> [String] {
        for call in calls(named: ".library(") where firstString(after: "name:", in: call) == product {
            guard let range = call.range(of: "targets:") else { continue }
            let list = call[range.upperBound...].drop { $0 == " " || $0 == "\n" }.dropFirst().prefix { $0 != "]" }
            return strings(in: list)
        }
        return []
    }

    /// The `path:` of the target named `target`.
    func path(ofTarget target: String) -> String? {
        for call in calls(named: ".target(") where firstString(after: "name:", in: call) == target {
            return firstString(after: "path:", in: call)
        }
        return nil
    }

    /// The argument text of each call `name…)`, to its matching parenthesis (strings skipped).
    private func calls(named name: String) -> [Substring] {
        var result: [Substring] = []
        var rest = text[...]
        while let range = rest.range(of: name) {
            var depth = 1
            var inString = false
            var index = range.upperBound
            while index < rest.endIndex, depth > 0 {
                let character = rest[index]
                if character == "\"" { inString.toggle() } else if !inString {
                    if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
                }
                index = rest.index(after: index)
            }
            result.append(rest[range.upperBound..<index])
            rest = rest[index...]
        }
        return result
    }

    private func firstString(after label: String, in call: Substring) -> String? {
        guard let range = call.range(of: label) else { return nil }
        let after = call[range.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
        guard after.first == "\"" else { return nil }
        return String(after.dropFirst().prefix { $0 != "\"" })
    }

    private func strings(in text: Substring) -> [String] {
        text.split(separator: ",").compactMap { part in
            let trimmed = part.trimmingCharacters(in: .whitespacesAndNewlines)
            guard trimmed.hasPrefix("\""), trimmed.count >= 2 else { return nil }
            return String(trimmed.dropFirst().prefix { $0 != "\"" })
        }
    }
}
