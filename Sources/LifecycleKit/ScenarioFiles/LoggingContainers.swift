@_spi(Headless) import UIKit
import HeadlessCore

/// The navigation controller a scenario file declares (`kind: navigation`), named in the
/// trace by its `class:`.
final class LoggingNavigationController: UINavigationController {
    private let declaredClassName: String

    init(node: ControllerNode, stack: [UIViewController], registry: ScenarioObjectRegistry) {
        declaredClassName = node.className
        super.init(nibName: nil, bundle: nil)
        title = node.title
        registry.register(self, names: [node.className] + (node.id.map { [$0] } ?? []))
        setViewControllers(stack, animated: false)
    }

    required init?(coder: NSCoder) {
        declaredClassName = "LoggingNavigationController"
        super.init(coder: coder)
    }

    /// The node's `class:`, which the trace shows.
    override var traceClassName: String { declaredClassName }
}

/// The tab bar controller a scenario file declares (`kind: tab`), named in the trace by its
/// `class:`.
final class LoggingTabBarController: UITabBarController {
    private let declaredClassName: String

    init(node: ControllerNode, tabs: [UIViewController], registry: ScenarioObjectRegistry) {
        declaredClassName = node.className
        super.init(nibName: nil, bundle: nil)
        title = node.title
        registry.register(self, names: [node.className] + (node.id.map { [$0] } ?? []))
        setViewControllers(tabs, animated: false)
        if let selected = node.selectedIndex { selectedIndex = selected }
    }

    required init?(coder: NSCoder) {
        declaredClassName = "LoggingTabBarController"
        super.init(coder: coder)
    }

    /// The node's `class:`, which the trace shows.
    override var traceClassName: String { declaredClassName }
}

extension ScenarioObjectRegistry {
    /// Creates the controller a node declares, with its stack or tabs.
    func makeController(_ node: ControllerNode) -> UIViewController {
        switch node.kind {
        case .controller:
            return LoggingViewController(node: node, registry: self)
        case .navigation:
            return LoggingNavigationController(node: node, stack: node.controllers.map(makeController), registry: self)
        case .tab:
            return LoggingTabBarController(node: node, tabs: node.controllers.map(makeController), registry: self)
        }
    }
}

/// Finding what a step acts on when it names nothing: what the user sees in front.
@MainActor
enum FrontSearch {
    /// The last controller presented over `root`, or `root`: kept by the framework rather
    /// than walked from `root` at every step (References §53.1).
    static func front(of root: UIViewController) -> UIViewController {
        root.presentationFront
    }

    /// The deepest visible container of a type inside `controller`: through a tab bar
    /// controller's selected tab, a navigation controller's top, and children on screen.
    static func visible<T: UIViewController>(_ type: T.Type, in controller: UIViewController) -> T? {
        var inner: [UIViewController] = []
        if let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController {
            inner = [selected]
        } else if let navigation = controller as? UINavigationController, let top = navigation.topViewController {
            inner = [top]
        } else {
            inner = controller.children.filter { $0.viewIfLoaded?.window != nil }
        }
        for child in inner {
            if let found = visible(type, in: child) { return found }
        }
        return controller as? T
    }

    /// The presentation style a scenario file names.
    static func presentationStyle(_ name: String) -> UIModalPresentationStyle {
        switch name {
        case "pageSheet": return .pageSheet
        case "formSheet": return .formSheet
        case "fullScreen": return .fullScreen
        case "overFullScreen": return .overFullScreen
        case "currentContext": return .currentContext
        case "overCurrentContext": return .overCurrentContext
        case "custom": return .custom
        default: return .automatic
        }
    }
}
