import Foundation
@_spi(Headless) import UIKit
import HeadlessCore
import Yams

/// Reads scenario files: YAML in, a checked ``ScenarioFile`` out, or every problem with its
/// line, column and the keys that are legal there.
public enum ScenarioFileReader {
    /// The largest file read, in bytes.
    public static let maximumSize = 2_000_000
    /// The deepest nesting of controllers and views accepted.
    public static let maximumDepth = 64
    /// The most YAML nodes read from one file.
    public static let maximumNodes = 200_000

    /// Reads and checks the file at a path.
    public static func read(path: String) throws -> ScenarioFile {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ScenarioFileErrors(errors: [ScenarioFileError(path: path, location: nil, message: "this is a directory, not a scenario file. Give the path of a .yaml file.")])
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let size = attributes?[.size] as? NSNumber else {
            throw ScenarioFileErrors(errors: [ScenarioFileError(path: path, location: nil, message: "cannot read the file: no such file.")])
        }
        guard size.intValue <= maximumSize else {
            throw ScenarioFileErrors(errors: [ScenarioFileError(path: path, location: nil,
                message: "the file is \(size.intValue) bytes; scenario files are limited to \(maximumSize) bytes.")])
        }
        guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else {
            throw ScenarioFileErrors(errors: [ScenarioFileError(path: path, location: nil, message: "cannot read the file as UTF-8 text.")])
        }
        return try parse(text, path: path, baseDirectory: url.deletingLastPathComponent())
    }

    /// Parses and checks scenario text; `path` names it in errors, `baseDirectory` resolves
    /// a relative `storyboard:`.
    public static func parse(_ text: String, path: String, baseDirectory: URL? = nil) throws -> ScenarioFile {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw ScenarioFileErrors(errors: [yamlError(error, path: path)])
        }
        guard let node else {
            throw ScenarioFileErrors(errors: [ScenarioFileError(path: path, location: nil,
                message: "the file is empty; it needs at least `root:` (or `storyboard:`) and `steps:`.")])
        }
        let reader = NodeReader(path: path)
        var file = reader.document(node)
        if let storyboard = file.storyboard, let baseDirectory {
            let url = URL(fileURLWithPath: storyboard, relativeTo: baseDirectory)
            if !FileManager.default.fileExists(atPath: url.path) {
                reader.fail(at: file.storyboardLocation, "no storyboard file at \(url.path).")
            } else {
                file.storyboard = url.path
            }
        }
        ScenarioFileValidator(path: path, report: reader.fail).validate(file)
        guard reader.errors.isEmpty else {
            throw ScenarioFileErrors(errors: reader.errors.sorted {
                ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0)
            })
        }
        return file
    }

    static func yamlError(_ error: YamlError, path: String) -> ScenarioFileError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let detail = context.map { " (\($0.text) at \($0.mark.line):\($0.mark.column))" } ?? ""
            return ScenarioFileError(path: path, location: ScenarioFile.Location(line: mark.line, column: mark.column),
                                     message: "malformed YAML: \(problem)\(detail).")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return ScenarioFileError(path: path, location: ScenarioFile.Location(line: context.mark.line, column: context.mark.column),
                                     message: "duplicate key \(duplicates.map { "'\($0)'" }.joined(separator: ", ")) in a mapping; each key may appear once.")
        default:
            return ScenarioFileError(path: path, location: nil, message: "malformed YAML: \(error).")
        }
    }
}

/// Walks the YAML nodes, building the model and collecting errors.
final class NodeReader {
    let path: String
    private(set) var errors: [ScenarioFileError] = []
    private var visited = 0

    init(path: String) {
        self.path = path
    }

    /// The most problems reported for one file.
    static let errorLimit = 50

    func fail(at location: ScenarioFile.Location?, _ message: String) {
        // Past the node budget, everything else is a consequence of the cut.
        guard visited <= ScenarioFileReader.maximumNodes || message.contains("YAML nodes") else { return }
        if errors.count == Self.errorLimit - 1 {
            errors.append(ScenarioFileError(path: path, location: nil, message: "too many problems; fix these first."))
        }
        guard errors.count < Self.errorLimit else { return }
        errors.append(ScenarioFileError(path: path, location: location, message: message))
    }

    func fail(_ node: Node?, _ message: String) {
        fail(at: node.flatMap(location), message)
    }

    func location(_ node: Node) -> ScenarioFile.Location? {
        node.mark.map { ScenarioFile.Location(line: $0.line, column: $0.column) }
    }

    // MARK: Document

    func document(_ node: Node) -> ScenarioFile {
        var file = ScenarioFile(path: path, name: URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent,
                                summary: nil, infoPlist: [:], storyboard: nil, storyboardLocation: nil, root: nil, steps: [])
        guard let pairs = mapping(node, "the scenario file", legal: ScenarioFileSchema.documentKeys) else { return file }
        for (key, keyNode, value) in pairs {
            switch key {
            case "name": file.name = string(value, "name") ?? file.name
            case "description": file.summary = string(value, "description")
            case "info-plist": file.infoPlist = infoPlist(value)
            case "app-delegate": file.appDelegateClassName = className(value) ?? file.appDelegateClassName
            case "scene-delegate": file.sceneDelegateClassName = className(value) ?? file.sceneDelegateClassName
            case "storyboard":
                file.storyboard = string(value, "storyboard")
                file.storyboardLocation = location(value)
            case "root": file.root = controller(value, depth: 0)
            case "steps": file.steps = steps(value)
            default: fail(keyNode, "unknown key")
            }
        }
        if file.root == nil && file.storyboard == nil {
            fail(node, "the scenario needs `root:` (the window's root controller tree) or `storyboard:`.")
        }
        if file.root != nil && file.storyboard != nil {
            fail(at: file.storyboardLocation, "give either `root:` or `storyboard:`, not both: the window has one root controller.")
        }
        return file
    }

    // MARK: Info.plist

    func infoPlist(_ node: Node) -> [String: ScenarioFile.PlistValue] {
        guard case .mapping(let mapping) = node else {
            fail(node, "`info-plist:` must be a mapping of Info.plist keys to values, such as `UIApplicationExitsOnSuspend: true`.")
            return [:]
        }
        var result: [String: ScenarioFile.PlistValue] = [:]
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else {
                fail(keyNode, "Info.plist keys must be plain strings.")
                continue
            }
            guard let converted = plistValue(value, depth: 0) else { continue }
            let expected: [String: String] = [
                "UIApplicationExitsOnSuspend": "bool", "NSPrincipalClass": "string", "UIMainStoryboardFile": "string",
                "UIApplicationSceneManifest": "dictionary",
            ]
            if let type = expected[key], !Self.plistValue(converted, isA: type) {
                fail(value, "`\(key)` must be a \(type == "bool" ? "boolean (true or false)" : type).")
                continue
            }
            result[key] = converted
        }
        return result
    }

    static func plistValue(_ value: ScenarioFile.PlistValue, isA type: String) -> Bool {
        switch (value, type) {
        case (.bool, "bool"), (.string, "string"), (.dictionary, "dictionary"): return true
        default: return false
        }
    }

    func plistValue(_ node: Node, depth: Int) -> ScenarioFile.PlistValue? {
        guard count(node) else { return nil }
        guard depth < ScenarioFileReader.maximumDepth else {
            fail(node, "Info.plist values nest more than \(ScenarioFileReader.maximumDepth) deep.")
            return nil
        }
        switch node {
        case .scalar(let scalar):
            if scalar.style == .plain {
                if let bool = node.bool { return .bool(bool) }
                if let int = node.int { return .integer(int) }
                if let double = node.float { return .real(double) }
            }
            return .string(scalar.string)
        case .sequence(let sequence):
            return .array(sequence.compactMap { plistValue($0, depth: depth + 1) })
        case .mapping(let mapping):
            var result: [String: ScenarioFile.PlistValue] = [:]
            for (key, value) in mapping {
                guard let name = key.scalar?.string else {
                    fail(key, "dictionary keys must be plain strings.")
                    continue
                }
                if let converted = plistValue(value, depth: depth + 1) { result[name] = converted }
            }
            return .dictionary(result)
        case .alias:
            fail(node, "YAML aliases are not supported in scenario files; write the value out.")
            return nil
        }
    }

    // MARK: Controllers and views

    func controller(_ node: Node, depth: Int, extraKeys: [String] = [], what: String = "a controller") -> ControllerNode? {
        guard depth < ScenarioFileReader.maximumDepth else {
            fail(node, "controllers nest more than \(ScenarioFileReader.maximumDepth) deep.")
            return nil
        }
        guard let pairs = mapping(node, what, legal: ScenarioFileSchema.controllerKeys + extraKeys) else { return nil }
        var result = ControllerNode(location: location(node) ?? .init(line: 0, column: 0), kind: .controller, className: "",
                                    title: nil, id: nil, views: [], children: [], controllers: [], selectedIndex: nil)
        var className: String?
        var kindIsValid = true
        for (key, _, value) in pairs {
            switch key {
            case "kind":
                guard let text = string(value, "kind") else { continue }
                if let kind = ControllerNode.Kind(rawValue: text) {
                    result.kind = kind
                } else {
                    kindIsValid = false
                    let hint = Self.closest(text, in: ControllerNode.Kind.allCases.map(\.rawValue)).map { " Did you mean '\($0)'?" } ?? ""
                    fail(value, "unknown kind '\(text)'.\(hint) Legal kinds: \(ControllerNode.Kind.allCases.map(\.rawValue).joined(separator: ", ")).")
                }
            case "class": className = self.className(value)
            case "title": result.title = string(value, "title")
            case "id": result.id = identifier(value)
            case "views": result.views = list(value, "views") { self.view($0, depth: depth + 1) }
            case "children": result.children = list(value, "children") { self.controller($0, depth: depth + 1) }
            case "controllers": result.controllers = list(value, "controllers") { self.controller($0, depth: depth + 1) }
            case "selected": result.selectedIndex = integer(value, "selected")
            default: break
            }
        }
        result.className = className ?? Self.defaultClassName(kind: result.kind, title: result.title)
        guard kindIsValid else { return result }
        if result.kind == .controller, !result.controllers.isEmpty {
            fail(node, "`controllers:` belongs to `kind: navigation` (the stack) or `kind: tab` (the tabs); a plain controller lists its children under `children:`.")
        }
        if result.kind != .controller, result.controllers.isEmpty {
            fail(node, "a \(result.kind.rawValue) controller needs `controllers:` (\(result.kind == .navigation ? "its stack, bottom first" : "its tabs")).")
        }
        if result.kind != .tab, result.selectedIndex != nil {
            fail(node, "`selected:` belongs to `kind: tab`.")
        }
        if let selected = result.selectedIndex, result.kind == .tab, !(0..<result.controllers.count).contains(selected) {
            fail(node, "`selected: \(selected)` is not a tab index; this tab bar controller has \(result.controllers.count) tabs (0…\(result.controllers.count - 1)).")
        }
        return result
    }

    static func defaultClassName(kind: ControllerNode.Kind, title: String?) -> String {
        switch kind {
        case .navigation: return "NavigationController"
        case .tab: return "TabBarController"
        case .controller:
            let words = (title ?? "").split { !$0.isLetter && !$0.isNumber }
            let stem = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            guard let first = stem.first, first.isLetter else { return "ViewController" }
            return stem + "ViewController"
        }
    }

    func view(_ node: Node, depth: Int, extraKeys: [String] = [], what: String = "a view") -> ViewNode? {
        guard depth < ScenarioFileReader.maximumDepth else {
            fail(node, "views nest more than \(ScenarioFileReader.maximumDepth) deep.")
            return nil
        }
        guard let pairs = mapping(node, what, legal: ScenarioFileSchema.viewKeys + extraKeys) else { return nil }
        var result = ViewNode(location: location(node) ?? .init(line: 0, column: 0), className: "View", id: nil,
                              frame: CGRect(x: 0, y: 0, width: 100, height: 100), tag: 0,
                              accessibilityIdentifier: nil, isHidden: false, subviews: [])
        for (key, _, value) in pairs {
            switch key {
            case "class": result.className = className(value) ?? result.className
            case "id": result.id = identifier(value)
            case "frame": result.frame = frame(value) ?? result.frame
            case "tag": result.tag = integer(value, "tag") ?? 0
            case "accessibility-identifier": result.accessibilityIdentifier = string(value, "accessibility-identifier")
            case "hidden": result.isHidden = boolean(value, "hidden") ?? false
            case "subviews": result.subviews = list(value, "subviews") { self.view($0, depth: depth + 1) }
            default: break
            }
        }
        return result
    }

    // MARK: Steps

    func steps(_ node: Node) -> [Step] {
        guard case .sequence(let sequence) = node else {
            fail(node, "`steps:` must be a list, one step per line: `- home`, `- push: {class: Detail}`.")
            return []
        }
        var result: [Step] = []
        for item in sequence {
            guard count(item) else { return result }
            if let step = step(item) { result.append(step) }
        }
        return result
    }

    func step(_ node: Node) -> Step? {
        let keyword: String
        let argument: Node?
        switch node {
        case .scalar(let scalar):
            keyword = scalar.string
            argument = nil
        case .mapping(let mapping) where mapping.count == 1:
            guard let first = mapping.first, let key = first.key.scalar?.string else {
                fail(node, "a step's keyword must be a plain string.")
                return nil
            }
            keyword = key
            argument = first.value
        default:
            fail(node, "a step is a keyword (`- home`) or one keyword with its argument (`- rotate: landscape-left`); legal keywords: \(ScenarioFileSchema.stepKeywords.joined(separator: ", ")).")
            return nil
        }
        let at = location(node) ?? .init(line: 0, column: 0)
        guard let action = action(keyword, argument, node: node) else { return nil }
        return Step(location: at, keyword: keyword, action: action)
    }

    func action(_ keyword: String, _ argument: Node?, node: Node) -> Step.Action? {
        switch keyword {
        case "push":
            guard let argument else { return missing(keyword, node) }
            guard let controller = controller(argument, depth: 0, extraKeys: ["on", "animated"], what: "a pushed controller") else { return nil }
            return .push(controller, on: optionalString(argument, "on"), animated: optionalBool(argument, "animated") ?? true)
        case "present":
            guard let argument else { return missing(keyword, node) }
            guard let controller = controller(argument, depth: 0, extraKeys: ["style", "on", "animated"], what: "a presented controller") else { return nil }
            let style = optionalString(argument, "style") ?? "automatic"
            if !ScenarioFileSchema.presentationStyles.contains(style) {
                fail(argument, "unknown presentation style '\(style)'; legal styles: \(ScenarioFileSchema.presentationStyles.joined(separator: ", ")).")
                return nil
            }
            return .present(controller, style: style, on: optionalString(argument, "on"), animated: optionalBool(argument, "animated") ?? true)
        case "pop", "dismiss":
            var on: String?
            var animated = true
            if let argument {
                if case .scalar = argument {
                    on = string(argument, keyword)
                } else if mapping(argument, "`\(keyword)`", legal: ["on", "animated"]) != nil {
                    on = optionalString(argument, "on")
                    animated = optionalBool(argument, "animated") ?? true
                } else {
                    return nil
                }
            }
            return keyword == "pop" ? .pop(on: on, animated: animated) : .dismiss(on: on, animated: animated)
        case "select-tab":
            guard let argument else { return missing(keyword, node) }
            if case .scalar = argument {
                guard let index = integer(argument, "select-tab") else { return nil }
                return .selectTab(index, on: nil)
            }
            guard mapping(argument, "`select-tab`", legal: ["index", "on"]) != nil else { return nil }
            guard let indexNode = argument["index"] else {
                fail(argument, "`select-tab` needs `index:`.")
                return nil
            }
            guard let index = integer(indexNode, "index") else { return nil }
            return .selectTab(index, on: optionalString(argument, "on"))
        case "add-child":
            guard let argument else { return missing(keyword, node) }
            guard let controller = controller(argument, depth: 0, extraKeys: ["parent"], what: "an added child controller") else { return nil }
            return .addChild(controller, parent: optionalString(argument, "parent"))
        case "remove-child", "remove-subview":
            guard let argument else { return missing(keyword, node) }
            guard let name = string(argument, keyword) else { return nil }
            return keyword == "remove-child" ? .removeChild(name) : .removeSubview(name)
        case "add-subview":
            guard let argument else { return missing(keyword, node) }
            guard let view = view(argument, depth: 0, extraKeys: ["to"], what: "an added view") else { return nil }
            guard let to = optionalString(argument, "to") else {
                fail(argument, "`add-subview` needs `to:`, the view (or controller, for its view) to add it to.")
                return nil
            }
            return .addSubview(view, to: to)
        case "set-frame":
            guard let argument else { return missing(keyword, node) }
            guard mapping(argument, "`set-frame`", legal: ["view", "frame"]) != nil else { return nil }
            guard let viewNode = argument["view"], let frameNode = argument["frame"] else {
                fail(argument, "`set-frame` needs `view:` and `frame: [x, y, width, height]`.")
                return nil
            }
            guard let name = string(viewNode, "view"), let frame = frame(frameNode) else { return nil }
            return .setFrame(name, frame)
        case "note":
            guard let argument, let text = string(argument, "note") else { return missing(keyword, node) }
            return .note(text)
        default:
            guard let device = ScenarioFileSchema.deviceActions.first(where: { $0.keyword == keyword }) else {
                let hint = Self.closest(keyword, in: ScenarioFileSchema.stepKeywords).map { " Did you mean '\($0)'?" } ?? ""
                fail(node, "unknown step '\(keyword)'.\(hint) Legal steps: \(ScenarioFileSchema.stepKeywords.joined(separator: ", ")).")
                return nil
            }
            return deviceAction(device.keyword, takes: device.argument, argument, node: node)
        }
    }

    func deviceAction(_ keyword: String, takes form: String?, _ argument: Node?, node: Node) -> Step.Action? {
        guard let form else {
            if let argument {
                fail(argument, "`\(keyword)` takes no argument; write `- \(keyword)`.")
                return nil
            }
            return .device(keyword, argument: nil)
        }
        guard let argument else {
            if keyword == "swipe-back" { return .device(keyword, argument: nil) }
            fail(node, "`\(keyword)` needs an argument: `- \(keyword): \(form)`.")
            return nil
        }
        guard let text = string(argument, keyword) else { return nil }
        switch keyword {
        case "rotate" where !ScenarioFileSchema.orientations.contains(text):
            fail(argument, "unknown orientation '\(text)'; legal orientations: \(ScenarioFileSchema.orientations.joined(separator: ", ")).")
            return nil
        case "wait" where Double(text).map { !$0.isFinite || $0 < 0 } ?? true:
            fail(argument, "`wait` needs a number of seconds, 0 or more, such as `- wait: 10`.")
            return nil
        case "tab" where Int(text).map { $0 < 0 } ?? true:
            fail(argument, "`tab` needs a tab index, 0 or more, such as `- tab: 1`.")
            return nil
        case "swipe-back" where text != "cancel":
            fail(argument, "`swipe-back` takes only `cancel` (`- swipe-back: cancel`), or nothing.")
            return nil
        default:
            return .device(keyword, argument: text)
        }
    }

    private func missing(_ keyword: String, _ node: Node) -> Step.Action? {
        let form = ScenarioFileSchema.operations.first { $0.keyword == keyword }?.form ?? keyword
        fail(node, "`\(keyword)` needs an argument: \(form).")
        return nil
    }

    // MARK: Scalars and collections

    /// The pairs of a mapping whose keys are all legal; reports every unknown key.
    func mapping(_ node: Node, _ what: String, legal: [String]) -> [(String, Node, Node)]? {
        guard count(node) else { return nil }
        guard case .mapping(let mapping) = node else {
            fail(node, "expected \(what) here, written as a mapping of keys to values; legal keys: \(legal.joined(separator: ", ")).")
            return nil
        }
        var pairs: [(String, Node, Node)] = []
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else {
                fail(keyNode, "keys must be plain strings; legal keys for \(what): \(legal.joined(separator: ", ")).")
                continue
            }
            guard legal.contains(key) else {
                let hint = Self.closest(key, in: legal).map { " Did you mean '\($0)'?" } ?? ""
                fail(keyNode, "unknown key '\(key)' in \(what).\(hint) Legal keys: \(legal.joined(separator: ", ")).")
                continue
            }
            pairs.append((key, keyNode, value))
        }
        return pairs
    }

    func list<T>(_ node: Node, _ key: String, _ element: (Node) -> T?) -> [T] {
        guard case .sequence(let sequence) = node else {
            fail(node, "`\(key):` must be a list (`- …` items, or `[…]`).")
            return []
        }
        var result: [T] = []
        for item in sequence {
            guard count(item) else { break }
            if let value = element(item) { result.append(value) }
        }
        return result
    }

    func string(_ node: Node, _ key: String) -> String? {
        guard case .scalar(let scalar) = node else {
            fail(node, "`\(key)` must be a single value (text or a number), not a list or a mapping.")
            return nil
        }
        return scalar.string
    }

    func optionalString(_ node: Node, _ key: String) -> String? {
        node[key].flatMap { string($0, key) }
    }

    func optionalBool(_ node: Node, _ key: String) -> Bool? {
        node[key].flatMap { boolean($0, key) }
    }

    func integer(_ node: Node, _ key: String) -> Int? {
        guard let text = string(node, key) else { return nil }
        guard let value = Int(text) else {
            fail(node, "`\(key)` must be a whole number, not '\(text)'.")
            return nil
        }
        return value
    }

    func boolean(_ node: Node, _ key: String) -> Bool? {
        guard let text = string(node, key) else { return nil }
        switch text {
        case "true", "yes": return true
        case "false", "no": return false
        default:
            fail(node, "`\(key)` must be true or false, not '\(text)'.")
            return nil
        }
    }

    func frame(_ node: Node) -> CGRect? {
        guard case .sequence(let sequence) = node, sequence.count == 4 else {
            fail(node, "a frame is four numbers: `[x, y, width, height]`.")
            return nil
        }
        var numbers: [Double] = []
        for item in sequence {
            guard let text = item.scalar?.string, let value = Double(text), value.isFinite else {
                fail(item, "a frame is four numbers: `[x, y, width, height]`.")
                return nil
            }
            numbers.append(value)
        }
        guard numbers[2] >= 0, numbers[3] >= 0 else {
            fail(node, "a frame's width and height cannot be negative.")
            return nil
        }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    func className(_ node: Node) -> String? {
        guard let text = string(node, "class") else { return nil }
        guard Self.isIdentifier(text) else {
            fail(node, "a class name is a Swift identifier (letters, digits and _; not starting with a digit), not '\(text)'.")
            return nil
        }
        return text
    }

    func identifier(_ node: Node) -> String? {
        guard let text = string(node, "id") else { return nil }
        guard !text.isEmpty, !text.contains(where: { $0.isWhitespace }) else {
            fail(node, "an id is one word, such as `inbox`.")
            return nil
        }
        return text
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) } && text.count <= 128
    }

    /// Counts a node against ``ScenarioFileReader/maximumNodes``; false once over.
    private func count(_ node: Node) -> Bool {
        visited += 1
        if visited == ScenarioFileReader.maximumNodes + 1 {
            fail(node, "the file has more than \(ScenarioFileReader.maximumNodes) YAML nodes; split the scenario.")
        }
        return visited <= ScenarioFileReader.maximumNodes
    }

    /// The legal word nearest to a misspelt one, if it is close.
    static func closest(_ word: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, word.count / 3) else { return nil }
        return best.0
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
