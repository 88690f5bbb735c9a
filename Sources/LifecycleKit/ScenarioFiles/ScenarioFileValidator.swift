/// Checks that a scenario file's names resolve: every step refers to a controller or view
/// that exists at that point, ids are unique, and containers exist where a step needs one.
struct ScenarioFileValidator {
    enum Entry {
        case controller(ControllerNode.Kind, ScenarioFile.Location, tabs: Int)
        case view(ScenarioFile.Location)

        var location: ScenarioFile.Location {
            switch self {
            case .controller(_, let location, _), .view(let location): return location
            }
        }

        var isView: Bool {
            if case .view = self { return true }
            return false
        }
    }

    let path: String
    let report: (ScenarioFile.Location?, String) -> Void

    init(path: String, report: @escaping (ScenarioFile.Location?, String) -> Void) {
        self.path = path
        self.report = report
    }

    func validate(_ file: ScenarioFile) {
        var table: [String: [Entry]] = [:]
        var ids: [String: ScenarioFile.Location] = [:]
        // The kinds of controller in the table, kept as entries are added, so that a step
        // asking whether any navigation controller exists costs nothing (a file of 10,000
        // pushes searched the whole table at each one).
        var containerKinds: Set<ControllerNode.Kind> = []

        func register(_ name: String, _ entry: Entry, id: String?) {
            if let id {
                if let earlier = ids[id] {
                    report(entry.location, "the id '\(id)' is already used at line \(earlier.line); ids must be unique.")
                    return
                }
                ids[id] = entry.location
                table[id, default: []].append(entry)
            }
            if id != name { table[name, default: []].append(entry) }
            if case .controller(let kind, _, _) = entry { containerKinds.insert(kind) }
        }
        func register(_ view: ViewNode) {
            register(view.className, .view(view.location), id: view.id)
            view.subviews.forEach(register)
        }
        func register(_ controller: ControllerNode) {
            register(controller.className, .controller(controller.kind, controller.location, tabs: controller.controllers.count),
                     id: controller.id)
            controller.views.forEach(register)
            controller.children.forEach(register)
            controller.controllers.forEach(register)
        }
        func resolve(_ name: String, at location: ScenarioFile.Location, wanting what: String,
                     _ accept: (Entry) -> Bool) -> Entry? {
            let entries = table[name] ?? []
            if entries.isEmpty {
                let known = table.keys.sorted().joined(separator: ", ")
                report(location, "'\(name)' names nothing that exists at this step (\(what) is needed here). Names declared so far: \(known.isEmpty ? "none" : known).")
                return nil
            }
            if entries.count > 1 {
                let lines = entries.map { String($0.location.line) }.joined(separator: ", ")
                report(location, "'\(name)' names \(entries.count) objects (lines \(lines)); give the one you mean an `id:` and use the id.")
                return nil
            }
            guard accept(entries[0]) else {
                report(location, "'\(name)' (line \(entries[0].location.line)) is not \(what).")
                return nil
            }
            return entries[0]
        }
        func anyContainer(_ kind: ControllerNode.Kind) -> Bool {
            // A storyboard's containers are not known before it is loaded.
            if file.storyboard != nil { return true }
            return containerKinds.contains(kind)
        }
        func isController(_ entry: Entry, _ kind: ControllerNode.Kind? = nil) -> Bool {
            guard case .controller(let actual, _, _) = entry else { return false }
            return kind.map { $0 == actual } ?? true
        }

        if let root = file.root { register(root) }

        for step in file.steps {
            let at = step.location
            switch step.action {
            case .push(let node, let on, _), .present(let node, _, let on, _):
                let isPush: Bool
                if case .push = step.action { isPush = true } else { isPush = false }
                if let on {
                    _ = resolve(on, at: at, wanting: isPush ? "a navigation controller" : "a controller") {
                        isController($0, isPush ? .navigation : nil)
                    }
                } else if isPush && !anyContainer(.navigation) {
                    report(at, "`push` needs a navigation controller: declare one with `kind: navigation`.")
                }
                register(node)
            case .pop(let on, _):
                if let on {
                    _ = resolve(on, at: at, wanting: "a navigation controller") { isController($0, .navigation) }
                } else if !anyContainer(.navigation) {
                    report(at, "`pop` needs a navigation controller: declare one with `kind: navigation`.")
                }
            case .dismiss(let on, _):
                if let on { _ = resolve(on, at: at, wanting: "a controller") { isController($0) } }
            case .selectTab(let index, let on):
                if let on {
                    if case .controller(.tab, _, let tabs)? = resolve(on, at: at, wanting: "a tab bar controller", { isController($0, .tab) }),
                       !(0..<tabs).contains(index) {
                        report(at, "tab \(index) does not exist; '\(on)' has \(tabs) tabs (0…\(tabs - 1)).")
                    }
                } else if !anyContainer(.tab) {
                    report(at, "`select-tab` needs a tab bar controller: declare one with `kind: tab`.")
                }
            case .addChild(let node, let parent):
                if let parent {
                    _ = resolve(parent, at: at, wanting: "a plain controller (`kind: controller`)") { isController($0, .controller) }
                } else if file.root?.kind != .controller {
                    report(at, "`add-child` needs `parent:` unless the root is a plain controller.")
                }
                register(node)
            case .removeChild(let name):
                _ = resolve(name, at: at, wanting: "a controller") { isController($0) }
            case .addSubview(let node, let to):
                _ = resolve(to, at: at, wanting: "a view or a controller") { _ in true }
                register(node)
            case .removeSubview(let name), .setFrame(let name, _):
                _ = resolve(name, at: at, wanting: "a view") { $0.isView }
            case .device(let name, _):
                if ["back", "swipe-back"].contains(name), !anyContainer(.navigation) {
                    report(at, "`\(name)` needs a navigation controller on screen: declare one with `kind: navigation`.")
                }
                if name == "tab", !anyContainer(.tab) {
                    report(at, "`tab` needs a tab bar controller: declare one with `kind: tab`.")
                }
            case .note:
                break
            }
        }
    }
}

extension ScenarioFile {
    /// A capability of the framework that a scenario file uses, and where.
    public struct Requirement: Sendable, Hashable {
        /// The framework part that provides it.
        public var part: Int
        /// Where the file uses it.
        public var location: Location?
        /// What uses it.
        public var what: String
        /// The device action it is, when it is one: available when the device defines it.
        public var deviceAction: String?
    }

    /// The framework parts the file needs beyond views and view controllers, in file order.
    public var requirements: [Requirement] {
        var result: [Requirement] = []
        if !infoPlist.isEmpty {
            result.append(Requirement(part: 3, location: nil, what: "`info-plist:`", deviceAction: nil))
        }
        if storyboard != nil {
            result.append(Requirement(part: 5, location: storyboardLocation, what: "`storyboard:`", deviceAction: nil))
        }
        func containers(_ node: ControllerNode) {
            if node.kind != .controller {
                result.append(Requirement(part: 4, location: node.location, what: "`kind: \(node.kind.rawValue)`", deviceAction: nil))
            }
            (node.children + node.controllers).forEach(containers)
        }
        if let root { containers(root) }
        for step in steps {
            switch step.action {
            case .push(let node, _, _), .present(let node, _, _, _), .addChild(let node, _):
                let part = step.keyword == "add-child" ? nil : 4
                if let part { result.append(Requirement(part: part, location: step.location, what: "`\(step.keyword)`", deviceAction: nil)) }
                containers(node)
            case .pop, .dismiss, .selectTab:
                result.append(Requirement(part: 4, location: step.location, what: "`\(step.keyword)`", deviceAction: nil))
            case .device(let name, _):
                // Every device action, the container gestures included, is the simulated device's.
                result.append(Requirement(part: 3, location: step.location, what: "`\(name)`", deviceAction: name))
            case .removeChild, .addSubview, .removeSubview, .setFrame, .note:
                break
            }
        }
        return result
    }
}
