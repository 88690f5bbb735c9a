import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        NotificationCenter.default.addObserver(self, selector: #selector(didBecomeActive(_:)),
                                               name: UIApplication.didBecomeActiveNotification, object: nil)
        return true
    }

    @objc func didBecomeActive(_ notification: Notification) {
        print("AppDelegate: didBecomeActive by selector")
    }
}
