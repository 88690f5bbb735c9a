import UIKit

/// The app an exploration drives: a window whose root is one of a few shapes (a plain screen,
/// a navigation controller, a tab bar controller of navigation controllers), changed by
/// ``ExplorationMove``s. It holds the window and nothing else: every controller is found
/// from the window each time, so that leak checks see the app as a correct app would be.
@MainActor
final class ExplorationApp {
    /// The number of root shapes.
    static let shapeCount: UInt32 = 4
    static let styles: [UIModalPresentationStyle] = [
        .fullScreen, .pageSheet, .formSheet, .overFullScreen, .currentContext, .overCurrentContext, .automatic,
    ]

    private(set) var window: UIWindow?
    private let makeScreen: @MainActor () -> UIViewController

    init(makeScreen: @escaping @MainActor () -> UIViewController) {
        self.makeScreen = makeScreen
    }

    /// Shows a new key window with a root of the given shape.
    func launch(shape: UInt32) -> String {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = makeRoot(shape: shape)
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        return "launch with \(describe(root))"
    }

    /// Lets go of everything: the root controller leaves and the window is dropped.
    func tearDown() {
        guard let window else { return }
        if let root = window.rootViewController {
            HeadlessRuntime.current.noteDeparture(root, how: "window teardown")
        }
        window.rootViewController = nil
        window.isHidden = true
        HeadlessRuntime.current.noteDeparture(window, how: "window teardown")
        self.window = nil
    }

    /// Runs a move; returns what it did, or nil when it had nothing to act on.
    func apply(_ move: ExplorationMove) -> String? {
        let runtime = HeadlessRuntime.current
        let animated = move.variant & 1 == 1
        switch move.kind {
        case .push:
            guard let navigation = pick(navigationControllers, move.target) else { return nil }
            let screen = makeScreen()
            navigation.pushViewController(screen, animated: animated)
            return "push \(screen.traceName) on \(navigation.traceName)\(animated ? " animated" : "")"
        case .pop:
            guard let navigation = pick(navigationControllers, move.target) else { return nil }
            let popped = navigation.popViewController(animated: animated)
            return "pop \(navigation.traceName)\(animated ? " animated" : "") → \(popped?.traceName ?? "nothing")"
        case .popToRoot:
            guard let navigation = pick(navigationControllers, move.target) else { return nil }
            let popped = navigation.popToRootViewController(animated: animated) ?? []
            return "popToRoot \(navigation.traceName)\(animated ? " animated" : "") → \(popped.count) popped"
        case .setStack:
            guard let navigation = pick(navigationControllers, move.target) else { return nil }
            let old = navigation.viewControllers
            let kept = old.prefix(Int(move.variant >> 1) % max(1, old.count + 1))
            let added = (0..<Int((move.variant >> 4) % 3)).map { _ in makeScreen() }
            let stack = Array(kept) + added
            guard !stack.isEmpty else { return nil }
            navigation.setViewControllers(stack, animated: animated)
            return "setViewControllers on \(navigation.traceName): [\(stack.map(\.traceName).joined(separator: ", "))]\(animated ? " animated" : "")"
        case .present:
            guard let presenter = pick(allControllers.filter { $0.viewIfLoaded?.window != nil }, move.target) else { return nil }
            let style = Self.styles[Int(move.variant >> 1) % Self.styles.count]
            let content: UIViewController = (move.variant >> 5) & 1 == 1
                ? UINavigationController(rootViewController: makeScreen()) : makeScreen()
            content.modalPresentationStyle = style
            presenter.definesPresentationContext = (move.variant >> 6) & 1 == 1
            presenter.present(content, animated: animated, completion: nil)
            return "present \(describe(content)) from \(presenter.traceName) (\(style))\(animated ? " animated" : "")"
        case .dismiss:
            guard let presented = pick(presentedControllers, move.target) else { return nil }
            let fromPresenter = (move.variant >> 1) & 1 == 1
            let receiver = fromPresenter ? (presented.presentingViewController ?? presented) : presented
            receiver.dismiss(animated: animated, completion: nil)
            return "dismiss via \(receiver.traceName) (presenting \(presented.traceName))\(animated ? " animated" : "")"
        case .selectTab:
            guard let tabs = pick(allControllers.compactMap { $0 as? UITabBarController }, move.target),
                  let count = tabs.viewControllers?.count, count > 0 else { return nil }
            let index = Int(move.variant) % count
            tabs.selectedIndex = index
            return "select tab \(index) of \(tabs.traceName)"
        case .addChild:
            guard let host = pick(screens.filter(\.isViewLoaded), move.target) else { return nil }
            let child = makeScreen()
            host.addChild(child)
            host.view.addSubview(child.view)
            child.didMove(toParent: host)
            return "addChild \(child.traceName) to \(host.traceName)"
        case .removeChild:
            let candidates = screens.flatMap(\.children).filter { !($0.parent is UINavigationController || $0.parent is UITabBarController) }
            guard let child = pick(candidates, move.target) else { return nil }
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
            return "removeChild \(child.traceName)"
        case .replaceRoot:
            guard let window else { return nil }
            let root = makeRoot(shape: move.variant % Self.shapeCount)
            window.rootViewController = root
            return "replace root with \(describe(root))"
        case .turn:
            runtime.runLoop.runOneTurn()
            return "one run-loop turn"
        case .tick:
            let seconds = Double(move.variant % 4 + 1) * 0.1
            runtime.runLoop.advance(by: seconds)
            return "advance \(seconds)s"
        }
    }

    // MARK: Finding controllers

    /// Every controller reachable from the window: children, tabs and stacks, and
    /// presentations, parents first.
    var allControllers: [UIViewController] {
        guard let root = window?.rootViewController else { return [] }
        var result: [UIViewController] = []
        var seen: Set<ObjectIdentifier> = []
        var stack: [UIViewController] = [root]
        while let controller = stack.popLast() {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            result.append(controller)
            var next = controller.children
            if let navigation = controller as? UINavigationController { next += navigation.viewControllers }
            if let tabs = controller as? UITabBarController { next += tabs.viewControllers ?? [] }
            if let presented = controller.presentedViewController, presented.presentingViewController != nil {
                next.append(presented)
            }
            stack += next.reversed()
        }
        return result
    }

    private var navigationControllers: [UINavigationController] {
        allControllers.compactMap { $0 as? UINavigationController }
    }

    private var presentedControllers: [UIViewController] {
        allControllers.filter { $0.presentingViewController != nil && $0.parent == nil }
    }

    private var screens: [UIViewController] {
        allControllers.filter { !($0 is UINavigationController || $0 is UITabBarController) }
    }

    private func pick<T>(_ candidates: [T], _ index: UInt32) -> T? {
        candidates.isEmpty ? nil : candidates[Int(index % UInt32(candidates.count))]
    }

    private func makeRoot(shape: UInt32) -> UIViewController {
        switch shape % Self.shapeCount {
        case 0:
            return makeScreen()
        case 1:
            return UINavigationController(rootViewController: makeScreen())
        case 2:
            let tabs = UITabBarController()
            tabs.viewControllers = [UINavigationController(rootViewController: makeScreen()), makeScreen(),
                                    UINavigationController(rootViewController: makeScreen())]
            return tabs
        default:
            let host = makeScreen()
            let navigation = UINavigationController(rootViewController: makeScreen())
            host.addChild(navigation)
            host.view.addSubview(navigation.view)
            navigation.didMove(toParent: host)
            return host
        }
    }

    private func describe(_ controller: UIViewController) -> String {
        if let navigation = controller as? UINavigationController {
            return "\(navigation.traceName)[\(navigation.viewControllers.map(\.traceName).joined(separator: ", "))]"
        }
        if let tabs = controller as? UITabBarController {
            return "\(tabs.traceName){\((tabs.viewControllers ?? []).map { describe($0) }.joined(separator: ", "))}"
        }
        return controller.traceName
    }
}
