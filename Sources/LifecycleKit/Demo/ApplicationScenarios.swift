@_spi(Headless) import UIKit
import HeadlessCore

/// The application's class that the APP-13 demo names in its Info.plist (`NSPrincipalClass`);
/// top-level, so that the name resolves as `UIApplicationMain` resolves it.
final class TourApplication: UIApplication {}

/// The application claims APP-1…APP-13 (seeds 000, 001, 004), each run by a demo app on the
/// simulated device.
enum ApplicationScenarios {
    /// The seeds' app delegate with no window: it implements every lifecycle method, as the
    /// seeds' demos do around their log lines; the framework traces the calls.
    class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
        func applicationWillResignActive(_ application: UIApplication) {}
        func applicationDidEnterBackground(_ application: UIApplication) {}
        func applicationWillEnterForeground(_ application: UIApplication) {}
        func applicationDidBecomeActive(_ application: UIApplication) {}
        func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
        func applicationWillTerminate(_ application: UIApplication) {}
    }

    /// Seed 004's single-view app: the delegate makes a window with a root controller.
    final class WindowAppDelegate: AppDelegate {
        var window: UIWindow?

        override func application(_ application: UIApplication,
                                  didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = ViewController()
            window.makeKeyAndVisible()
            self.window = window
            return true
        }
    }

    final class ViewController: DemoViewController {
        override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
            super.willTransition(to: newCollection, with: coordinator)
        }
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
        }
    }

    static let appClasses: Set<String> = ["AppDelegate", "WindowAppDelegate"]
    static let windowAppClasses: Set<String> = ["WindowAppDelegate", "ViewController"]

    /// Launches the window app on a new device and starts the trace after the launch.
    @MainActor
    static func launchedWindowApp(_ context: ScenarioContext, infoPlist: InfoPlist = InfoPlist()) -> SimulatedDevice {
        launchedApp(WindowAppDelegate.self, context, infoPlist: infoPlist)
    }

    /// Launches an app delegate on a new device and starts the trace after the launch.
    @MainActor
    static func launchedApp<Delegate: UIResponder & UIApplicationDelegate>(
        _ delegate: Delegate.Type, _ context: ScenarioContext, infoPlist: InfoPlist = InfoPlist()
    ) -> SimulatedDevice {
        let device = SimulatedDevice(runtime: context.runtime)
        device.launch(delegate, infoPlist: infoPlist)
        context.keep(device)
        context.traceFromHere()
        return device
    }

    /// Performs device actions, recording a refused one as a note (the demos only do legal ones).
    @MainActor
    static func perform(_ device: SimulatedDevice, _ actions: String...) {
        for action in actions {
            do {
                try device.perform(action)
            } catch {
                HeadlessRuntime.current.note("refused: \(action): \(error)")
            }
        }
    }

    static let all: [Scenario] = [
        Scenario("APP-1", "Cold launch", seeds: ["000", "001", "004"],
                 claim: "application(_:didFinishLaunchingWithOptions:) → applicationDidBecomeActive (Not running → Inactive → Active).",
                 actions: ["launch (tap the icon) an app whose delegate makes no window"],
                 departures: ["application(_:willFinishLaunchingWithOptions:) comes first on every iOS since 6; the seeds' delegates do not implement it, so they do not print it."],
                 demoClasses: appClasses) { context in
            let device = SimulatedDevice(runtime: context.runtime)
            context.keep(device)
            device.launch(AppDelegate.self)
        },
        Scenario("APP-2", "Cold launch with a root view controller", seeds: ["004"],
                 claim: "didFinishLaunching → VC viewDidLoad → viewWillAppear → [layout] → viewDidAppear → applicationDidBecomeActive.",
                 actions: ["launch an app whose delegate shows a window with ViewController in didFinishLaunching"],
                 departures: [
                     "Whether viewDidAppear comes before applicationDidBecomeActive has changed between iOS versions (References §1.2); the engine follows seed 004 and later iOS, and LifecycleProfile.viewDidAppearBeforeDidBecomeActive switches it.",
                     EngineNotes.viewIsAppearing,
                 ],
                 demoClasses: windowAppClasses) { context in
            let device = SimulatedDevice(runtime: context.runtime)
            context.keep(device)
            device.launch(WindowAppDelegate.self)
        },
        Scenario("APP-3", "Home button", seeds: ["000", "001", "004"],
                 claim: "applicationWillResignActive → applicationDidEnterBackground; then Suspended with no callback; no view-controller callback at all.",
                 actions: ["launch", "home", "wait 10"], demoClasses: windowAppClasses) { context in
            perform(launchedWindowApp(context), "home", "wait 10")
        },
        Scenario("APP-4", "Tap the icon again", seeds: ["000", "001", "004"],
                 claim: "applicationWillEnterForeground → applicationDidBecomeActive; no view-controller callback.",
                 actions: ["launch", "home", "wait 10", "open"], demoClasses: windowAppClasses) { context in
            let device = launchedWindowApp(context)
            perform(device, "home", "wait 10")
            context.traceFromHere()
            perform(device, "open")
        },
        Scenario("APP-5", "Simulate Memory Warning", seeds: ["000"],
                 claim: "applicationDidReceiveMemoryWarning; view controllers get didReceiveMemoryWarning.",
                 actions: ["launch", "memory-warning"], demoClasses: windowAppClasses) { context in
            perform(launchedWindowApp(context), "memory-warning")
        },
        Scenario("APP-6", "Pull down Notification Center", seeds: ["001"],
                 claim: "willResignActive → didBecomeActive → willResignActive.",
                 actions: ["launch", "notification-center"], demoClasses: windowAppClasses) { context in
            perform(launchedWindowApp(context), "notification-center")
        },
        Scenario("APP-7", "Notification Center retracted", seeds: ["001"],
                 claim: "didBecomeActive.",
                 actions: ["launch", "notification-center", "notification-center-dismiss"], demoClasses: windowAppClasses) { context in
            let device = launchedWindowApp(context)
            perform(device, "notification-center")
            context.traceFromHere()
            perform(device, "notification-center-dismiss")
        },
        Scenario("APP-8", "Control Center up, then down", seeds: ["001"],
                 claim: "willResignActive / didBecomeActive.",
                 actions: ["launch", "control-center", "control-center-dismiss"], demoClasses: windowAppClasses) { context in
            perform(launchedWindowApp(context), "control-center", "control-center-dismiss")
        },
        Scenario("APP-9", "Incoming call, then the call ends", seeds: ["001"],
                 claim: "willResignActive / didBecomeActive.",
                 actions: ["launch", "call", "call-end"], demoClasses: windowAppClasses) { context in
            perform(launchedWindowApp(context), "call", "call-end")
        },
        Scenario("APP-10", "Double-press Home and swipe the app away", seeds: ["001"],
                 claim: "willResignActive → didEnterBackground → applicationWillTerminate.",
                 actions: ["launch", "app-switcher", "kill"], demoClasses: windowAppClasses) { context in
            perform(launchedWindowApp(context), "app-switcher", "kill")
        },
        Scenario("APP-11", "A suspended app is swiped away or purged", seeds: ["004"],
                 claim: "Nothing at all: the process gets SIGKILL.",
                 actions: ["launch", "home", "wait 10 (suspended)", "app-switcher", "kill"], demoClasses: windowAppClasses) { context in
            let device = launchedWindowApp(context)
            perform(device, "home", "wait 10")
            context.traceFromHere()
            perform(device, "app-switcher", "kill")
        },
        Scenario("APP-12", "UIApplicationExitsOnSuspend = YES, then Home", seeds: ["004"],
                 claim: "willResignActive → didEnterBackground → (004 shows two viewDidDisappear lines here, unexplained) → applicationWillTerminate; the app ends.",
                 actions: ["launch with Info.plist UIApplicationExitsOnSuspend = YES", "home",
                           "as current iOS: open, home"],
                 departures: [
                     "iOS 4 to 12 honour UIApplicationExitsOnSuspend; iOS 13 and later ignore it. The device honours it by default, as the seed (iOS 8 era) shows, and the demo then turns SimulatedDevice.honorsExitsOnSuspend off to show current iOS: Home only sends the app to the background and it is suspended.",
                     "The two viewDidDisappear lines of seed 004 are not reproduced: terminating does not take the window off screen, so no appearance callback is due (References §3).",
                 ],
                 demoClasses: windowAppClasses) { context in
            let device = launchedWindowApp(context, infoPlist: ["UIApplicationExitsOnSuspend": true])
            perform(device, "home")
            DemoLog.observe("current iOS ignores the key:")
            device.honorsExitsOnSuspend = false
            perform(device, "open", "home", "wait 10")
        },
        Scenario("APP-13", "Start-up: main → UIApplicationMain", seeds: ["000", "001"],
                 claim: "main → UIApplicationMain(argc, argv, principalClassName, delegateClassName); a nil principal class reads Info.plist NSPrincipalClass, else UIApplication; one UIApplication singleton; the delegate class is instantiated by name; UIApplicationMain never returns.",
                 actions: ["start the app with Info.plist NSPrincipalClass = TourApplication and the delegate class AppDelegate"],
                 departures: [
                     "The tour starts the app in its own process through the simulated device, which does what UIApplicationMain does (principal class from NSPrincipalClass, delegate created by class) but returns. Example apps run UIApplicationMain itself, which never returns: `swift run LifecycleDemo --actions \"home, open\"` ends with the process.",
                 ],
                 demoClasses: appClasses.union(["TourApplication"])) { context in
            let device = SimulatedDevice(runtime: context.runtime)
            context.keep(device)
            let application = device.launch(AppDelegate.self, infoPlist: ["NSPrincipalClass": "TourApplication"])
            DemoLog.observe("UIApplication.shared is \(describe(UIApplication.shared)), a \(String(describing: type(of: application))); its delegate is \(describe(application.delegate as? UIResponder))")
        },
    ]
}
