import Foundation
@_spi(Headless) import UIKit
import HeadlessCore
import LifecycleKit

/// Workloads 11–16 (issue 37, item 5): work that grows with an input, measured per unit at
/// two sizes ten times apart; a flat cost per unit is what each shows. They have no
/// direct-call baseline: the `direct` variant runs nothing.
///
/// 11. `type` of `size` characters into a focused text field, through the device's action.
/// 12. A scenario file of `size` `push` steps, through LifecycleKit's scenario runner.
/// 13. A scenario file of `size` `present` steps (full screen), likewise.
/// 14. `size` views animated in one `UIView.animate` block, run to its completion.
/// 15. An Auto Layout chain of `size` views (each view's top on the previous one's bottom),
///     activated and laid out.
/// 16. `home` with a chain of `size` views, each the only subview of the one before.
@MainActor
enum ScalingWorkloads {
    /// Launches, on the current runtime, an app whose window shows `root`; nil when the
    /// launch did not end active.
    static func launch(_ root: UIViewController, _ run: PreparedRun) -> SimulatedDevice? {
        ScalingAppDelegate.makeRoot = { root }
        defer { ScalingAppDelegate.makeRoot = nil }
        let runtime = HeadlessRuntime.current
        let device = SimulatedDevice(runtime: runtime)
        device.launch(ScalingAppDelegate.self)
        if run.variant == .engine { runtime.detachRecorder() } else { device.trace.clear(); run.recorders.append(device.trace) }
        guard device.appState == .active else {
            run.problems.append("launch: the app is \(device.appState), not active")
            return nil
        }
        return device
    }

    static func prepareType(_ run: PreparedRun, characters: Int) {
        guard run.variant != .direct else { return }
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        field.placeholder = "Name"
        let root = UIViewController()
        root.view.addSubview(field)
        guard let device = launch(root, run) else { return }
        do { try device.perform(DeviceAction("focus", ["Name"])) } catch { run.problems.append("focus: \(error)") }
        let text = String(repeating: "a", count: characters)
        run.keep = [device, field]
        run.setBody { [unowned run] in
            do { try device.perform(DeviceAction("type", [text])) } catch { run.problems.append("type: \(error)") }
            if field.text?.utf16.count != characters { run.problems.append("type: the field holds \(field.text?.utf16.count ?? 0) characters") }
        }
    }

    /// A scenario of `steps` `push` (or `present`) steps on a navigation controller.
    static func scenarioText(_ keyword: String, steps: Int) -> String {
        var text = """
            name: Scaling
            root:
              kind: navigation
              controllers:
                - class: RootViewController
            steps:

            """
        for index in 0..<steps {
            switch keyword {
            case "push": text += "  - push: {class: Pushed\(index % 10), animated: false}\n"
            default: text += "  - present: {class: Presented\(index % 10), style: fullScreen, animated: false}\n"
            }
        }
        return text
    }

    static func prepareScenario(_ run: PreparedRun, keyword: String, steps: Int) {
        guard run.variant != .direct else { return }
        let file: ScenarioFile
        do {
            file = try ScenarioFileReader.parse(scenarioText(keyword, steps: steps), path: "scaling-\(keyword).yaml")
        } catch {
            run.problems.append("scenario: \(error)")
            return
        }
        run.setBody { [unowned run] in
            do {
                let document = try ScenarioFileRunner.run(file)
                run.keep.append(Kept(document))
            } catch {
                run.problems.append("scenario: \(error)")
            }
        }
    }

    static func prepareAnimate(_ run: PreparedRun, views count: Int) {
        guard run.variant != .direct else { return }
        let runtime = HeadlessRuntime.current
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        var views: [UIView] = []
        views.reserveCapacity(count)
        for index in 0..<count {
            let view = UIView(frame: CGRect(x: Double(index % 37), y: Double(index % 601), width: 10, height: 10))
            window.addSubview(view)
            views.append(view)
        }
        runtime.runLoop.runUntilIdle()
        Harness.attachRecorderIfRecorded(run)
        run.keep = [window, Kept(views)]
        run.setBody { [unowned run] in
            var finished = false
            UIView.animate(withDuration: 0.3, animations: {
                for view in views { view.alpha = 0.5 }
            }, completion: { finished = $0 })
            runtime.runLoop.runUntilIdle()
            if !finished { run.problems.append("animate: the block's completion did not run finished") }
        }
    }

    static func prepareChain(_ run: PreparedRun, views count: Int) {
        guard run.variant != .direct else { return }
        let runtime = HeadlessRuntime.current
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.makeKeyAndVisible()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        runtime.runLoop.runUntilIdle()
        Harness.attachRecorderIfRecorded(run)
        run.keep = [window]
        run.setBody { [unowned run] in
            var previous: UIView?
            var last: UIView?
            for _ in 0..<count {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
                NSLayoutConstraint.activate([
                    view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                    view.widthAnchor.constraint(equalToConstant: 100),
                    view.heightAnchor.constraint(equalToConstant: 10),
                    view.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? container.topAnchor, constant: 1),
                ])
                previous = view
                last = view
            }
            container.layoutIfNeeded()
            if abs((last?.frame.minY ?? -1) - (Double(count) * 11 - 10)) > 0.5 {
                run.problems.append("autolayout-chain: the last view is at \(last?.frame.minY ?? -1), not \(Double(count) * 11 - 10)")
            }
        }
    }

    static func prepareHome(_ run: PreparedRun, depth: Int) {
        guard run.variant != .direct else { return }
        let root = UIViewController()
        var parent: UIView = root.view
        for _ in 0..<depth {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            parent.addSubview(view)
            parent = view
        }
        guard let device = launch(root, run) else { return }
        run.keep = [device, root]
        run.setBody { [unowned run] in
            do { try device.perform(.home) } catch { run.problems.append("home: \(error)") }
            if device.appState == .active { run.problems.append("home: the app is still active") }
        }
    }
}

/// An app delegate whose window shows the controller a scaling workload made.
public final class ScalingAppDelegate: UIResponder, UIApplicationDelegate {
    @MainActor static var makeRoot: (() -> UIViewController)?
    public var window: UIWindow?

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = Self.makeRoot?() ?? UIViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
