import HeadlessCore

/// The keys and keywords a scenario file may use; error messages list them.
public enum ScenarioFileSchema {
    /// The keys of the document.
    public static let documentKeys = ["name", "description", "info-plist", "app-delegate", "scene-delegate", "storyboard", "root", "steps"]
    /// The keys of a controller node.
    public static let controllerKeys = ["kind", "class", "title", "id", "views", "children", "controllers", "selected"]
    /// The keys of a view node.
    public static let viewKeys = ["class", "id", "frame", "tag", "accessibility-identifier", "hidden", "subviews"]
    /// The presentation styles `present` accepts (`modalPresentationStyle` case names).
    public static let presentationStyles = [
        "automatic", "pageSheet", "formSheet", "fullScreen", "overFullScreen", "currentContext",
        "overCurrentContext", "custom",
    ]
    /// The orientations `rotate` accepts.
    public static let orientations = ["portrait", "portrait-upside-down", "landscape-left", "landscape-right"]

    /// The in-app operations, with the extra keys each accepts beside a node's own keys.
    public static let operations: [(keyword: String, form: String)] = [
        ("push", "push: {class: …, title: …, on: <navigation>, animated: true}"),
        ("pop", "pop | pop: <navigation> | pop: {on: <navigation>, animated: true}"),
        ("present", "present: {class: …, style: fullScreen, on: <presenter>, animated: true}"),
        ("dismiss", "dismiss | dismiss: <presenter> | dismiss: {on: <presenter>, animated: true}"),
        ("select-tab", "select-tab: <index> | select-tab: {index: 1, on: <tab bar controller>}"),
        ("add-child", "add-child: {class: …, parent: <controller>}"),
        ("remove-child", "remove-child: <controller>"),
        ("add-subview", "add-subview: {class: …, frame: [x, y, w, h], to: <view or controller>}"),
        ("remove-subview", "remove-subview: <view>"),
        ("set-frame", "set-frame: {view: <view>, frame: [x, y, w, h]}"),
        ("note", "note: <text>"),
    ]

    /// The simulated device's actions, with the argument each takes (nil: none).
    public static let deviceActions: [(keyword: String, argument: String?)] = [
        ("home", nil), ("open", nil), ("notification-center", nil), ("notification-center-dismiss", nil),
        ("control-center", nil), ("control-center-dismiss", nil), ("call", nil), ("call-end", nil),
        ("lock", nil), ("unlock", nil), ("app-switcher", nil), ("app-switcher-dismiss", nil), ("kill", nil),
        ("jetsam", nil), ("memory-warning", nil), ("rotate", "<orientation>"), ("wait", "<seconds>"),
        ("back", nil), ("swipe-back", "[cancel]"), ("tab", "<index>"), ("swipe-down", nil),
        ("tap", "<accessibility identifier>"),
    ]

    /// Every step keyword.
    public static var stepKeywords: [String] {
        operations.map(\.keyword) + deviceActions.map(\.keyword)
    }

    /// The framework part each capability comes from, for "needs part N" messages.
    public static func partName(_ part: Int) -> String {
        switch part {
        case 3: return "the application and the simulated device"
        case 4: return "navigation, modal presentation and tab bar containers"
        case 5: return "storyboards and nibs"
        default: return "part \(part)"
        }
    }
}

/// A problem in a scenario file, at a line and column.
public struct ScenarioFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file's path.
    public var path: String
    /// Where the problem is, when known.
    public var location: ScenarioFile.Location?
    /// What is wrong, and how to fix it.
    public var message: String

    /// Creates an error.
    public init(path: String, location: ScenarioFile.Location?, message: String) {
        self.path = path
        self.location = location
        self.message = message
    }

    /// `path:line:column: error: message`, as compilers write it, with control characters
    /// from the file (NUL, ESC) escaped.
    public var description: String {
        TerminalText.escaped("\(path):\(location.map { "\($0.line):\($0.column):" } ?? "") error: \(message)")
    }
}

/// Every problem found in a scenario file.
public struct ScenarioFileErrors: Error, Sendable, CustomStringConvertible {
    /// The problems, in file order.
    public var errors: [ScenarioFileError]

    /// One line per problem.
    public var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}
