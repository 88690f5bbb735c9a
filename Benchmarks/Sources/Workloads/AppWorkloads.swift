@_spi(Headless) import UIKit
import HeadlessCore

/// Workloads 1 and 3, through the in-process device: cold launches of an app with a
/// navigation controller and three screens, and foreground / background cycles.
@MainActor
enum AppWorkloads {
    /// Each launch is a new process: a fresh runtime, a device, `launch`, until active.
    static func prepareLaunch(_ run: PreparedRun, launches: Int) {
        if run.variant == .direct {
            run.setBody { [unowned run] in
                for _ in 0..<launches {
                    HeadlessRuntime.reset()
                    run.keep.append(launchDirectly(UIApplication.shared))
                }
            }
            return
        }
        run.setBody { [unowned run] in
            for _ in 0..<launches {
                let runtime = HeadlessRuntime.reset()
                let device = SimulatedDevice(runtime: runtime)
                if run.variant == .engine { runtime.detachRecorder() } else { run.recorders.append(device.trace) }
                device.launch(NavigationAppDelegate.self)
                if device.appState != .active { run.problems.append("launch: the app is \(device.appState), not active") }
                run.keep.append(device)
            }
        }
    }

    /// The callbacks of a cold launch, by direct calls: the two launch methods (which make
    /// the window, the navigation controller and the three screens), the screens joining the
    /// navigation controller, the top screen loading, appearing, entering the window, laid
    /// out and drawn, then the app becoming active.
    static func launchDirectly(_ application: UIApplication) -> NavigationAppDelegate {
        let delegate = NavigationAppDelegate()
        _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
        guard let interface = delegate.baselineInterface else { return delegate }
        for screen in interface.screens { screen.willMove(toParent: interface.navigation) }
        let top = interface.screens[interface.screens.count - 1]
        Direct.load(top)
        top.viewWillAppear(false)
        Direct.enter(top, container: interface.window, window: interface.window)
        top.viewIsAppearing(false)
        Direct.layout(top, subviews: true)
        Direct.display(top)
        top.viewDidAppear(false)
        for screen in interface.screens { screen.didMove(toParent: interface.navigation) }
        delegate.applicationDidBecomeActive(application)
        return delegate
    }

    /// A launched app sent home and opened again: the device performs `home` then `open`.
    static func prepareForegroundBackground(_ run: PreparedRun, cycles: Int) {
        if run.variant == .direct {
            let application = UIApplication.shared
            let delegate = launchDirectly(application)
            run.keep = [delegate]
            run.setBody {
                for _ in 0..<cycles {
                    delegate.applicationWillResignActive(application)
                    delegate.applicationDidEnterBackground(application)
                    delegate.applicationWillEnterForeground(application)
                    delegate.applicationDidBecomeActive(application)
                }
            }
            return
        }
        let runtime = HeadlessRuntime.current
        let device = SimulatedDevice(runtime: runtime)
        device.launch(NavigationAppDelegate.self)
        if run.variant == .engine { runtime.detachRecorder() } else { device.trace.clear(); run.recorders.append(device.trace) }
        run.keep = [device]
        run.setBody { [unowned run] in
            for _ in 0..<cycles {
                do {
                    try device.perform(.home)
                    try device.perform(.open)
                } catch {
                    run.problems.append("foreground-background: \(error)")
                    return
                }
            }
            if device.appState != .active { run.problems.append("foreground-background: the app is \(device.appState), not active") }
        }
    }
}
