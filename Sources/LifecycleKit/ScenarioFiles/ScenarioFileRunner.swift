@_spi(Headless) import UIKit
import HeadlessCore

/// Runs a checked scenario file on a fresh runtime and returns its trace.
@MainActor
public enum ScenarioFileRunner {
    /// The framework parts present in this build: views and windows (1), view controllers
    /// (2), the application and the simulated device (3), containers and presentation (4),
    /// storyboards and nibs (5).
    public static let availableParts: Set<Int> = [1, 2, 3, 4, 5]

    /// How many screens of a run ``run(_:showAll:progress:device:layout:paintScreens:finalScreen:)``
    /// paints at most; later screens keep their wireframe only.
    public static let paintedScreenLimit = 100

    /// The requirements of a file that this build cannot meet: a part not merged yet, or a
    /// device action the simulated device does not define.
    public static func unmetRequirements(of file: ScenarioFile) -> [ScenarioFile.Requirement] {
        file.requirements.filter { requirement in
            if let action = requirement.deviceAction { return !DeviceAction.names.contains(action) }
            return !availableParts.contains(requirement.part)
        }
    }

    /// Fails with one error per unmet requirement, naming what each needs.
    public static func checkRequirements(of file: ScenarioFile) throws {
        let unmet = unmetRequirements(of: file)
        guard !unmet.isEmpty else { return }
        throw ScenarioFileErrors(errors: unmet.map { requirement in
            let message = requirement.deviceAction != nil && availableParts.contains(requirement.part)
                ? "\(requirement.what) is not one of the simulated device's actions in this build (it has: \(DeviceAction.names.joined(separator: ", ")))."
                : "\(requirement.what) needs part \(requirement.part) (\(ScenarioFileSchema.partName(requirement.part))), which is not merged into this build yet."
            return ScenarioFileError(path: file.path, location: requirement.location, message: message)
        })
    }

    /// Runs the file: launches its app on the simulated device (its delegate shows the root
    /// controller tree in a window, or its scene delegate does for a scene-based Info.plist),
    /// performs its steps, running the main run loop until idle after each, and returns a
    /// one-section document.
    ///
    /// - Parameters:
    ///   - file: a file that ``ScenarioFileReader`` checked.
    ///   - showAll: whether the trace keeps UIKit's own objects.
    ///   - progress: called before each step with its position (from 1), the count and its keyword.
    ///   - deviceName: the device model's name (`iphone-15`…), nil for the default screen.
    ///   - layout: called after the launch and each step with the step's keyword and the key
    ///     window's hierarchy with frames and constraints (`UIView.layoutDescription`).
    ///   - finalScreen: called after the last step with the key window, if there is one (the
    ///     command line paints it into a PNG).
    ///   - paintScreens: whether the screens are also painted into PNGs (for the HTML report),
    ///     the first ``paintedScreenLimit`` of them: painting takes far longer than a wireframe.
    public static func run(_ file: ScenarioFile, showAll: Bool = false,
                           progress: ((Int, Int, String) -> Void)? = nil,
                           device deviceName: String? = nil,
                           layout: ((String, String) -> Void)? = nil,
                           paintScreens: Bool = false,
                           finalScreen: ((UIWindow) throws -> Void)? = nil) throws -> TraceDocument {
        try checkRequirements(of: file)
        let runtime = HeadlessRuntime.reset()
        if let deviceName {
            guard let model = DeviceModel(identifier: deviceName) else {
                throw ScenarioDeviceError(message: "unknown device \"\(deviceName)\"; the devices are \(DeviceModel.all.map(\.identifier).joined(separator: ", "))")
            }
            runtime.screen.use(model)
        }
        var screens: [TraceSection.Screen] = []
        let recorder = runtime.attach()
        func reportLayout(_ step: String) {
            let windows = HeadlessRuntime.current.allWindows
            guard let window = windows.first(where: \.isKeyWindow) ?? windows.first else { return }
            let png = paintScreens && screens.count < paintedScreenLimit ? window.renderedPNGData(scale: 1) : nil
            screens.append(TraceSection.Screen(step: step, afterEvent: recorder.count,
                                               wireframe: window.wireframe(), png: png))
            layout?(step, window.layoutDescription())
        }
        let registry = ScenarioObjectRegistry()
        var device: SimulatedDevice?
        var app: ScenarioApp?
        defer { ScenarioApp.current = nil }

        let interface: ScenarioApp.Interface?
        if let rootNode = file.root {
            interface = .tree(rootNode)
        } else if let storyboard = file.storyboard {
            interface = .storyboard(URL(fileURLWithPath: storyboard))
        } else {
            interface = nil
        }
        if let interface {
            let scenarioApp = ScenarioApp(interface: interface, registry: registry, delegateClassName: file.appDelegateClassName,
                                          sceneDelegateClassName: file.sceneDelegateClassName)
            ScenarioApp.current = scenarioApp
            ScenarioApp.usesScenes = file.infoPlist["UIApplicationSceneManifest"] != nil
            let simulated = SimulatedDevice(runtime: runtime)
            simulated.launch(ScenarioAppDelegate.self, infoPlist: ScenarioApp.infoPlist(of: file))
            device = simulated
            app = scenarioApp
            reportLayout("launch")
        }

        for (i, step) in file.steps.enumerated() {
            progress?(i + 1, file.steps.count, step.keyword)
            perform(step, runtime: HeadlessRuntime.current, registry: registry, root: app?.window?.rootViewController, device: device)
            HeadlessRuntime.current.runLoop.runUntilIdle()
            reportLayout(step.keyword)
        }
        if let finalScreen {
            let windows = HeadlessRuntime.current.allWindows
            if let window = windows.first(where: \.isKeyWindow) ?? windows.first { try finalScreen(window) }
        }
        // A device that ended the app's process records into a new process's runtime.
        runtime.detachRecorder()
        HeadlessRuntime.current.detachRecorder()
        withExtendedLifetime(device) {}

        var facts = [TraceSection.Fact("file", file.path)]
        if let summary = file.summary { facts.append(TraceSection.Fact("description", summary)) }
        facts.append(TraceSection.Fact("steps", file.steps.isEmpty ? "none" : file.steps.map(\.keyword).joined(separator: ", ")))
        var section = TraceSection(id: URL(fileURLWithPath: file.path).lastPathComponent, title: file.name, facts: facts,
                                   events: recorder.events,
                                   filter: showAll || file.storyboard != nil ? .all : .classes(declaredClassNames(file)))
        section.screens = screens
        return TraceDocument(title: file.name, sections: [section])
    }

    /// Every class name the file declares, for the default trace filter.
    static func declaredClassNames(_ file: ScenarioFile) -> Set<String> {
        var names: Set<String> = [file.appDelegateClassName, file.sceneDelegateClassName]
        func add(_ view: ViewNode) {
            names.insert(view.className)
            view.subviews.forEach(add)
        }
        func add(_ controller: ControllerNode) {
            names.insert(controller.className)
            controller.views.forEach(add)
            (controller.children + controller.controllers).forEach(add)
        }
        if let root = file.root { add(root) }
        for step in file.steps {
            switch step.action {
            case .push(let node, _, _), .present(let node, _, _, _), .addChild(let node, _): add(node)
            case .addSubview(let node, _): add(node)
            default: break
            }
        }
        return names
    }

    private static func perform(_ step: Step, runtime: HeadlessRuntime, registry: ScenarioObjectRegistry,
                                root: UIViewController?, device: SimulatedDevice?) {
        func lookup<T: UIResponder>(_ name: String, as type: T.Type, _ what: String) -> T? {
            let found = registry.objects(named: name).compactMap { $0 as? T }
            guard found.count == 1, let object = found.first else {
                runtime.report(Diagnostic(.error, code: .scenarioReference,
                    message: "Line \(step.location.line): `\(step.keyword)` refers to \(what) '\(name)', but \(found.isEmpty ? "none is alive at this point (not loaded yet, or already released)" : "\(found.count) are alive; give the one you mean an id"). The step was skipped."))
                return nil
            }
            return object
        }
        switch step.action {
        case .addChild(let node, let parentName):
            let parent: UIViewController? = parentName.flatMap { lookup($0, as: UIViewController.self, "a controller") } ?? root
            guard let parent else { return }
            runtime.perform(action: "add-child", arguments: [node.className, "to", parent.traceName]) {
                let child = LoggingViewController(node: node, registry: registry)
                parent.addChild(child)
                parent.view.addSubview(child.view)
                child.didMove(toParent: parent)
            }
        case .removeChild(let name):
            guard let child = lookup(name, as: UIViewController.self, "a controller") else { return }
            runtime.perform(action: "remove-child", arguments: [child.traceName]) {
                child.willMove(toParent: nil)
                child.viewIfLoaded?.removeFromSuperview()
                child.removeFromParent()
            }
        case .addSubview(let node, let targetName):
            let target: UIView?
            if let controller = registry.objects(named: targetName).compactMap({ $0 as? UIViewController }).first {
                target = controller.view
            } else {
                target = lookup(targetName, as: UIView.self, "a view or controller")
            }
            guard let target else { return }
            runtime.perform(action: "add-subview", arguments: [node.className, "to", target.traceName]) {
                target.addSubview(LoggingView(node: node, registry: registry))
            }
        case .removeSubview(let name):
            guard let view = lookup(name, as: UIView.self, "a view") else { return }
            runtime.perform(action: "remove-subview", arguments: [view.traceName]) { view.removeFromSuperview() }
        case .setFrame(let name, let frame):
            guard let view = lookup(name, as: UIView.self, "a view") else { return }
            runtime.perform(action: "set-frame", arguments: [view.traceName, "(\(frame.origin.x), \(frame.origin.y), \(frame.width), \(frame.height))"]) { view.frame = frame }
        case .note(let text):
            runtime.note(text)
        case .push(let node, let on, let animated):
            guard let root else { return }
            let navigation = on.flatMap { lookup($0, as: UINavigationController.self, "a navigation controller") }
                ?? FrontSearch.visible(UINavigationController.self, in: FrontSearch.front(of: root))
            guard let navigation else {
                runtime.report(Diagnostic(.error, code: .scenarioReference,
                    message: "Line \(step.location.line): `push` found no navigation controller on screen. The step was skipped."))
                return
            }
            runtime.perform(action: "push", arguments: [node.className, "on", navigation.traceName]) {
                navigation.pushViewController(registry.makeController(node), animated: animated)
            }
        case .pop(let on, let animated):
            guard let root else { return }
            let navigation = on.flatMap { lookup($0, as: UINavigationController.self, "a navigation controller") }
                ?? FrontSearch.visible(UINavigationController.self, in: FrontSearch.front(of: root))
            guard let navigation else {
                runtime.report(Diagnostic(.error, code: .scenarioReference,
                    message: "Line \(step.location.line): `pop` found no navigation controller on screen. The step was skipped."))
                return
            }
            runtime.perform(action: "pop", arguments: [navigation.traceName]) {
                _ = navigation.popViewController(animated: animated)
            }
        case .present(let node, let style, let on, let animated):
            guard let root else { return }
            let presenter = on.flatMap { lookup($0, as: UIViewController.self, "a controller") } ?? FrontSearch.front(of: root)
            runtime.perform(action: "present", arguments: [node.className, "from", presenter.traceName, style]) {
                let controller = registry.makeController(node)
                controller.modalPresentationStyle = FrontSearch.presentationStyle(style)
                presenter.present(controller, animated: animated)
            }
        case .dismiss(let on, let animated):
            guard let root else { return }
            let target = on.flatMap { lookup($0, as: UIViewController.self, "a controller") } ?? FrontSearch.front(of: root)
            runtime.perform(action: "dismiss", arguments: [target.traceName]) {
                target.dismiss(animated: animated)
            }
        case .selectTab(let index, let on):
            guard let root else { return }
            let tabs = on.flatMap { lookup($0, as: UITabBarController.self, "a tab bar controller") }
                ?? FrontSearch.visible(UITabBarController.self, in: FrontSearch.front(of: root))
            guard let tabs else {
                runtime.report(Diagnostic(.error, code: .scenarioReference,
                    message: "Line \(step.location.line): `select-tab` found no tab bar controller on screen. The step was skipped."))
                return
            }
            runtime.perform(action: "select-tab", arguments: [String(index), "on", tabs.traceName]) {
                tabs.selectedIndex = index
            }
        case .device(let name, let argument):
            guard let device else { return }
            do {
                try device.perform(DeviceAction(name, argument.map { [$0] } ?? []))
            } catch {
                runtime.report(Diagnostic(.error, code: .scenarioDevice,
                                          message: "Line \(step.location.line): the device refused `\(step.keyword)`: \(error) The step was skipped."))
            }
        }
    }
}

/// A scenario run asked for a device model that does not exist.
public struct ScenarioDeviceError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
