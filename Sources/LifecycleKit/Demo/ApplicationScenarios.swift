import UIKit

/// The application claims APP-1…APP-13 (seeds 000, 001, 004). They need the application
/// and the simulated device (part 3).
enum ApplicationScenarios {
    static let part = 3
    static let what = "the application and the simulated device"

    static let all: [Scenario] = [
        Scenario("APP-1", "Cold launch", seeds: ["000", "001", "004"],
                 claim: "application(_:didFinishLaunchingWithOptions:) → applicationDidBecomeActive (Not running → Inactive → Active).",
                 actions: ["launch"], needs: part, what),
        Scenario("APP-2", "Cold launch with a root view controller", seeds: ["004"],
                 claim: "didFinishLaunching → VC viewDidLoad → viewWillAppear → [layout] → viewDidAppear → applicationDidBecomeActive.",
                 actions: ["launch"], needs: part, what),
        Scenario("APP-3", "Home button", seeds: ["000", "001", "004"],
                 claim: "applicationWillResignActive → applicationDidEnterBackground; then Suspended with no callback; no view-controller callback at all.",
                 actions: ["launch", "home", "wait 10"], needs: part, what),
        Scenario("APP-4", "Tap the icon again", seeds: ["000", "001", "004"],
                 claim: "applicationWillEnterForeground → applicationDidBecomeActive; no view-controller callback.",
                 actions: ["launch", "home", "open"], needs: part, what),
        Scenario("APP-5", "Simulate Memory Warning", seeds: ["000"],
                 claim: "applicationDidReceiveMemoryWarning; view controllers get didReceiveMemoryWarning.",
                 actions: ["launch", "memory-warning"], needs: part, what),
        Scenario("APP-6", "Pull down Notification Center", seeds: ["001"],
                 claim: "willResignActive → didBecomeActive → willResignActive.",
                 actions: ["launch", "notification-center"], needs: part, what),
        Scenario("APP-7", "Notification Center retracted", seeds: ["001"],
                 claim: "didBecomeActive.",
                 actions: ["launch", "notification-center", "notification-center-dismiss"], needs: part, what),
        Scenario("APP-8", "Control Center up, then down", seeds: ["001"],
                 claim: "willResignActive / didBecomeActive.",
                 actions: ["launch", "control-center", "control-center-dismiss"], needs: part, what),
        Scenario("APP-9", "Incoming call, then the call ends", seeds: ["001"],
                 claim: "willResignActive / didBecomeActive.",
                 actions: ["launch", "call", "call-end"], needs: part, what),
        Scenario("APP-10", "Double-press Home and swipe the app away", seeds: ["001"],
                 claim: "willResignActive → didEnterBackground → applicationWillTerminate.",
                 actions: ["launch", "app-switcher", "kill"], needs: part, what),
        Scenario("APP-11", "A suspended app is swiped away or purged", seeds: ["004"],
                 claim: "Nothing at all: the process gets SIGKILL.",
                 actions: ["launch", "home", "wait 10", "kill"], needs: part, what),
        Scenario("APP-12", "UIApplicationExitsOnSuspend = YES, then Home", seeds: ["004"],
                 claim: "willResignActive → didEnterBackground → (004 shows two viewDidDisappear lines here, unexplained) → applicationWillTerminate; the app ends.",
                 actions: ["launch with Info.plist UIApplicationExitsOnSuspend = YES", "home"],
                 departures: [
                     "iOS 13 and later ignore UIApplicationExitsOnSuspend (the key is documented for iOS 4.0–13.0), so on current iOS Home only sends the app to the background; the seed's log comes from the iOS 8 era.",
                 ],
                 needs: part, what),
        Scenario("APP-13", "Start-up: main → UIApplicationMain", seeds: ["000", "001"],
                 claim: "main → UIApplicationMain(argc, argv, principalClassName, delegateClassName); a nil principal class reads Info.plist NSPrincipalClass, else UIApplication; one UIApplication singleton; the delegate class is instantiated by name; UIApplicationMain never returns.",
                 actions: ["UIApplicationMain(argc, argv, nil, \"AppDelegate\")"], needs: part, what),
    ]
}
