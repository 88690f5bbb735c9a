import UIKit

/// A navigation app written as iOS code is: a list screen in a navigation controller, a
/// detail screen pushed by a button, and a sheet presented by another. Each controller
/// prints its appearance callbacks, so `--actions "tap show-detail, back"` shows the
/// interleavings of seed 003.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: ListViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
