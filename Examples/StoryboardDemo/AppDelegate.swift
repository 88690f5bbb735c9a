import UIKit

/// A storyboard app as Xcode's template makes it: the Info.plist names `Main.storyboard`,
/// so UIKit creates the window and the initial view controller before
/// `application(_:willFinishLaunchingWithOptions:)`, and the delegate only logs.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("-[AppDelegate application:willFinishLaunchingWithOptions:] window:\(window == nil ? "nil" : "set")")
        return true
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("-[AppDelegate application:didFinishLaunchingWithOptions:]")
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        print("-[AppDelegate applicationDidBecomeActive:]")
    }
}
