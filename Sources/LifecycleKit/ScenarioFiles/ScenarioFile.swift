@_spi(Headless) import UIKit
import HeadlessCore

/// A declarative app and what happens to it, read from a YAML scenario file by
/// `lifecycle run`.
///
/// ```yaml
/// name: Inbox
/// info-plist:
///   UIApplicationExitsOnSuspend: false
/// root:
///   kind: navigation
///   controllers:
///     - class: InboxViewController
///       title: Inbox
///       views:
///         - {class: HeaderView, frame: [0, 0, 375, 44]}
/// steps:
///   - push: {class: MessageViewController, title: Message}
///   - pop
///   - home
/// ```
///
/// Every controller and view the file declares is a logging object whose trace name is its
/// `class:`; see ``ScenarioFileSchema`` for every key.
public struct ScenarioFile: Sendable, Hashable {
    /// A position in the file, from 1.
    public struct Location: Sendable, Hashable, CustomStringConvertible {
        /// The line, from 1.
        public var line: Int
        /// The column, from 1.
        public var column: Int

        /// Creates a location.
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        /// `line:column`.
        public var description: String { "\(line):\(column)" }
    }

    /// A value of an Info.plist key.
    public indirect enum PlistValue: Sendable, Hashable {
        case string(String)
        case bool(Bool)
        case integer(Int)
        case real(Double)
        case array([PlistValue])
        case dictionary([String: PlistValue])
    }

    /// The file's path, as given.
    public var path: String
    /// The scenario's title (`name:`), or the file name.
    public var name: String
    /// A description of the scenario (`description:`).
    public var summary: String?
    /// The Info.plist keys (`info-plist:`).
    public var infoPlist: [String: PlistValue]
    /// The app delegate's trace class name (`app-delegate:`).
    public var appDelegateClassName = "AppDelegate"
    /// The scene delegate's trace class name, for a scene-based app (`scene-delegate:`).
    public var sceneDelegateClassName = "SceneDelegate"
    /// A storyboard whose initial controller becomes the window's root (`storyboard:`).
    public var storyboard: String?
    /// Where `storyboard:` was given.
    public var storyboardLocation: Location?
    /// The window's root controller tree (`root:`).
    public var root: ControllerNode?
    /// The actions and operations, in order (`steps:`).
    public var steps: [Step]
}

/// A view controller declared in a scenario file.
public struct ControllerNode: Sendable, Hashable {
    /// What kind of controller it is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A plain controller that logs its callbacks.
        case controller
        /// A navigation controller; `controllers:` is its stack, bottom first.
        case navigation
        /// A tab bar controller; `controllers:` are its tabs.
        case tab
    }

    /// Where the node starts in the file.
    public var location: ScenarioFile.Location
    /// The kind (`kind:`, default `controller`).
    public var kind: Kind
    /// The trace class name (`class:`).
    public var className: String
    /// The title (`title:`).
    public var title: String?
    /// The identifier steps refer to it by (`id:`).
    public var id: String?
    /// Views added to its view in `viewDidLoad` (`views:`).
    public var views: [ViewNode]
    /// Child controllers added in `viewDidLoad`, each with its view (`children:`).
    public var children: [ControllerNode]
    /// A navigation stack or the tabs (`controllers:`).
    public var controllers: [ControllerNode]
    /// The selected tab (`selected:`).
    public var selectedIndex: Int?

    /// The name steps may use: the id, else the class name.
    public var referenceName: String { id ?? className }
}

/// A view declared in a scenario file.
public struct ViewNode: Sendable, Hashable {
    /// Where the node starts in the file.
    public var location: ScenarioFile.Location
    /// The trace class name (`class:`, default `View`).
    public var className: String
    /// The identifier steps refer to it by (`id:`).
    public var id: String?
    /// The frame (`frame: [x, y, width, height]`).
    public var frame: CGRect
    /// The tag (`tag:`).
    public var tag: Int
    /// The accessibility identifier (`accessibility-identifier:`), which `tap` finds.
    public var accessibilityIdentifier: String?
    /// Whether it is hidden (`hidden:`).
    public var isHidden: Bool
    /// Its subviews (`subviews:`).
    public var subviews: [ViewNode]

    /// The name steps may use: the id, else the class name.
    public var referenceName: String { id ?? className }
}

/// One action or operation of a scenario file.
public struct Step: Sendable, Hashable {
    /// What the step does.
    public enum Action: Sendable, Hashable {
        /// `push`: pushes a new controller on a navigation controller.
        case push(ControllerNode, on: String?, animated: Bool)
        /// `pop`: pops the top controller of a navigation controller.
        case pop(on: String?, animated: Bool)
        /// `present`: presents a new controller modally.
        case present(ControllerNode, style: String, on: String?, animated: Bool)
        /// `dismiss`: dismisses the controller a controller presented (the topmost by default).
        case dismiss(on: String?, animated: Bool)
        /// `select-tab`: selects a tab of a tab bar controller.
        case selectTab(Int, on: String?)
        /// `add-child`: adds a new child controller and its view to a controller.
        case addChild(ControllerNode, parent: String?)
        /// `remove-child`: removes a child controller and its view.
        case removeChild(String)
        /// `add-subview`: adds a new view to a view (or to a controller's view).
        case addSubview(ViewNode, to: String)
        /// `remove-subview`: removes a view from its superview.
        case removeSubview(String)
        /// `set-frame`: changes a view's frame.
        case setFrame(String, CGRect)
        /// `memory-warning` and the simulated device's other actions (`home`, `rotate`, …).
        case device(String, argument: String?)
        /// `note`: adds a line to the trace.
        case note(String)
    }

    /// Where the step is in the file.
    public var location: ScenarioFile.Location
    /// The step's keyword, as written.
    public var keyword: String
    /// What it does.
    public var action: Action
}
