import UIKit

/// Seed 001's demo app delegate, started with `@main` as current Xcode templates do. Its
/// messages are the seed's own: launched, resigning active, in the background, entering the
/// foreground, active, terminating.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("程序已經啟動")
        return true
    }

    func applicationWillResignActive(_ application: UIApplication) {
        print("程序將要失去焦點")
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        print("程序已經進入后臺")
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        print("程序將要進入前臺")
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        print("程序獲得焦點")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        print("程序將要終止")
    }
}
