@_spi(Headless) import UIKit
import HeadlessCore

/// The view controller a scenario file declares: it overrides every lifecycle callback
/// (calling `super`), so the trace shows them under the node's `class:` name, and builds
/// the node's views and children in `viewDidLoad()`, as app code does.
final class LoggingViewController: UIViewController {
    private let declaredClassName: String
    let node: ControllerNode
    private weak var registry: ScenarioObjectRegistry?

    init(node: ControllerNode, registry: ScenarioObjectRegistry) {
        declaredClassName = node.className
        self.node = node
        self.registry = registry
        super.init(nibName: nil, bundle: nil)
        title = node.title
        registry.register(self, names: [node.className] + (node.id.map { [$0] } ?? []))
    }

    required init?(coder: NSCoder) {
        declaredClassName = "LoggingViewController"
        node = ControllerNode(location: .init(line: 0, column: 0), kind: .controller, className: declaredClassName,
                              title: nil, id: nil, views: [], children: [], controllers: [], selectedIndex: nil)
        super.init(coder: coder)
    }

    /// The node's `class:`, which the trace shows.
    override var traceClassName: String { declaredClassName }

    override func loadView() { super.loadView() }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let registry else { return }
        for viewNode in node.views {
            view.addSubview(LoggingView(node: viewNode, registry: registry))
        }
        for childNode in node.children {
            let child = LoggingViewController(node: childNode, registry: registry)
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated) }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning() }
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
}

/// The view a scenario file declares, named in the trace by its `class:`; it builds its
/// subviews when it is created.
final class LoggingView: UIView {
    private let declaredClassName: String

    init(node: ViewNode, registry: ScenarioObjectRegistry) {
        declaredClassName = node.className
        super.init(frame: node.frame)
        tag = node.tag
        accessibilityIdentifier = node.accessibilityIdentifier
        isHidden = node.isHidden
        registry.register(self, names: [node.className] + (node.id.map { [$0] } ?? []))
        for subview in node.subviews {
            addSubview(LoggingView(node: subview, registry: registry))
        }
    }

    required init?(coder: NSCoder) {
        declaredClassName = "LoggingView"
        super.init(coder: coder)
    }

    /// The node's `class:`, which the trace shows.
    override var traceClassName: String { declaredClassName }

    override func willMove(toSuperview newSuperview: UIView?) { super.willMove(toSuperview: newSuperview) }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func willMove(toWindow newWindow: UIWindow?) { super.willMove(toWindow: newWindow) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func didAddSubview(_ subview: UIView) { super.didAddSubview(subview) }
    override func willRemoveSubview(_ subview: UIView) { super.willRemoveSubview(subview) }
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
}

/// The live objects of a scenario file's run, by the names steps use. It holds them weakly,
/// so that a removed controller or view is released as in an app.
@MainActor
final class ScenarioObjectRegistry {
    private struct Weak {
        weak var object: UIResponder?
    }

    private var objects: [String: [Weak]] = [:]

    func register(_ object: UIResponder, names: [String]) {
        for name in Set(names) {
            objects[name, default: []].append(Weak(object: object))
        }
    }

    /// The live objects a name refers to.
    func objects(named name: String) -> [UIResponder] {
        objects[name]?.compactMap(\.object) ?? []
    }
}
