@_spi(Headless) import UIKit
import HeadlessCore

/// The app an exploration drives: a window whose root is one of a few shapes (a plain screen,
/// a navigation controller, a tab bar controller of navigation controllers, a screen that
/// contains a navigation controller), shown by a bare window, by an app delegate or by a
/// scene delegate on the simulated device, and changed by ``ExplorationMove``s. It holds
/// nothing but the bare window: every controller is found from the window each time, so that
/// leak checks see the app as a correct app would be.
@MainActor
final class ExplorationApp {
    /// How the app shows its window.
    enum Kind: UInt32, CaseIterable {
        /// A window made key by the test, with no application.
        case bareWindow
        /// An app-delegate app launched on the simulated device.
        case appDelegate
        /// A scene-based app launched on the simulated device.
        case sceneBased
    }

    /// The number of root shapes.
    static let rootShapeCount: UInt32 = 4
    /// The number of shapes: root shapes times app kinds.
    static let shapeCount: UInt32 = rootShapeCount * UInt32(Kind.allCases.count)
    static let styles: [UIModalPresentationStyle] = [
        .fullScreen, .pageSheet, .formSheet, .overFullScreen, .currentContext, .overCurrentContext, .automatic,
    ]

    private var bareWindow: UIWindow?
    private let makeScreen: @MainActor () -> UIViewController
    private(set) var kind: Kind = .bareWindow
    /// The simulated device of an app-delegate or scene-based app.
    private(set) var device: SimulatedDevice?

    init(makeScreen: @escaping @MainActor () -> UIViewController) {
        self.makeScreen = makeScreen
    }

    /// The window the app shows now: the bare window, or the key window of the app's live
    /// process.
    var window: UIWindow? {
        guard let device else { return bareWindow }
        guard !device.hasProcessEnded else { return nil }
        return device.runtime.keyWindow ?? device.runtime.allWindows.first
    }

    /// Whether the app's code can run now: not suspended, and its process not ended.
    var canRunAppCode: Bool {
        guard let device else { return true }
        return !device.hasProcessEnded && device.appState != .suspended && device.appState != .notRunning
    }

    /// The process the app runs in now.
    var runtime: HeadlessRuntime { device?.runtime ?? HeadlessRuntime.current }

    /// Shows the app: a key window with a root of the given shape, made by the test, by the
    /// app delegate or by the scene delegate.
    func launch(shape: UInt32) -> String {
        kind = Kind(rawValue: (shape / Self.rootShapeCount) % UInt32(Kind.allCases.count)) ?? .bareWindow
        let rootShape = shape % Self.rootShapeCount
        switch kind {
        case .bareWindow:
            let window = UIWindow(frame: UIScreen.main.bounds)
            let root = makeRoot(shape: rootShape)
            window.rootViewController = root
            window.makeKeyAndVisible()
            bareWindow = window
            return "show \(describe(root)) in a window"
        case .appDelegate, .sceneBased:
            ExplorationAppDelegate.makeRoot = { [unowned self] in self.makeRoot(shape: rootShape) }
            let device = SimulatedDevice(runtime: HeadlessRuntime.current)
            self.device = device
            if kind == .appDelegate {
                device.launch(ExplorationAppDelegate.self)
            } else {
                device.launch(ExplorationSceneAppDelegate.self, infoPlist: ExplorationSceneDelegate.infoPlist)
            }
            let root = window?.rootViewController.map(describe) ?? "nothing"
            return "launch \(kind == .appDelegate ? "an app-delegate" : "a scene-based") app showing \(root)"
        }
    }

    /// Lets go of everything: the root controller leaves and the window is dropped (or, for
    /// an app, its root view controller is set to nil). Returns false when the app cannot run
    /// code now (suspended, or its process ended).
    func tearDown() -> Bool {
        guard canRunAppCode, let window else { return false }
        if device != nil {
            if let root = window.rootViewController {
                HeadlessRuntime.current.noteDeparture(root, how: .windowTeardown)
            }
            window.rootViewController = nil
            return true
        }
        if let root = window.rootViewController {
            HeadlessRuntime.current.noteDeparture(root, how: .windowTeardown)
        }
        window.rootViewController = nil
        window.isHidden = true
        HeadlessRuntime.current.noteDeparture(window, how: .windowTeardown)
        bareWindow = nil
        return true
    }

    /// Runs a move; returns what it did, or nil when it had nothing to act on.
    func apply(_ move: ExplorationMove) -> String? {
        let runtime = self.runtime
        let animated = move.variant & 1 == 1
        if move.kind == .device { return performDeviceAction(move) }
        // A suspended app runs no code, and a process that ended runs nothing.
        guard canRunAppCode else { return nil }
        switch move.kind {
        case .device:
            return nil
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
            let root = makeRoot(shape: move.variant % Self.rootShapeCount)
            window.rootViewController = root
            return "replace root with \(describe(root))"
        case .turn:
            runtime.runLoop.runOneTurn()
            return "one run-loop turn"
        case .tick:
            let seconds = Double(move.variant % 4 + 1) * 0.1
            runtime.runLoop.advance(by: seconds)
            return "advance \(seconds)s"
        case .reloadList:
            guard let screen = pick(screens.compactMap { $0 as? ExplorationScreen }.filter(\.isViewLoaded), move.target) else { return nil }
            let rows = Int(move.variant % 5)
            screen.reloadList(rows: rows)
            return "reload \(screen.traceName)'s list with \(rows) rows"
        case .animate:
            guard let screen = pick(screens.filter(\.isViewLoaded), move.target),
                  let view = screen.view.subviews.first else { return nil }
            let changes = move.variant & 2 == 0
            let interrupts = move.variant & 4 != 0
            let id = FidelityInvariants.animationStarted()
            let target = changes ? (view.alpha == 1 ? 0.5 : 1) : view.alpha
            UIView.animate(withDuration: Double(move.variant % 3 + 1) * 0.2, animations: {
                view.alpha = target
            }, completion: { _ in FidelityInvariants.animationCompleted(id) })
            if interrupts { view.layer.removeAllAnimations() }
            return "animate \(view.traceName) in \(screen.traceName)\(changes ? "" : " (nothing animatable)")\(interrupts ? ", then removeAllAnimations()" : "")"
        }
    }

    /// Performs one of the device actions legal now, chosen by the move.
    private func performDeviceAction(_ move: ExplorationMove) -> String? {
        guard let device else { return nil }
        let legal = DeviceAction.definitions.filter { definition in
            device.legalActions.contains(definition.name) && Self.arguments(for: definition, variant: 0) != nil
        }
        guard !legal.isEmpty else { return nil }
        let definition = legal[Int(move.target % UInt32(legal.count))]
        guard let arguments = Self.arguments(for: definition, variant: move.variant) else { return nil }
        let action = DeviceAction(definition.name, arguments)
        do {
            try device.perform(action)
            return "device: \(action)"
        } catch {
            return "device: \(action) refused: \(error)"
        }
    }

    /// Arguments for an action, chosen by `variant`, or nil for an action the exploration does
    /// not know how to give arguments to.
    private static func arguments(for definition: DeviceAction.Definition, variant: UInt32) -> [String]? {
        let syntax = definition.argumentSyntax
        if syntax.isEmpty { return [] }
        if definition.name == "rotate" {
            let names = ["portrait", "landscape-left", "landscape-right", "portrait-upside-down"]
            return [names[Int(variant % UInt32(names.count))]]
        }
        if definition.name == "wait" {
            let seconds = ["0.2", "2", "10", "40"]
            return [seconds[Int(variant % UInt32(seconds.count))]]
        }
        if syntax == "[cancel]" { return variant & 1 == 1 ? ["cancel"] : [] }
        if syntax == "<index>" { return [String(variant % 4)] }
        return nil
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
