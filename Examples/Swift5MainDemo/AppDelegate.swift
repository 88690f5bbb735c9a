import UIKit

/// The delegate of a Swift 5 app started by `UIApplicationMain` in `main.swift`: it shows a
/// window and prints its launch and activation.
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        print("launched in Swift 5 mode")
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        print("active")
    }
}
