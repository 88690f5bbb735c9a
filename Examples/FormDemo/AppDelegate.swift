import UIKit

/// A settings form written as iOS code is: a switch, a segmented control, a stepper, a
/// slider and a submit button, each printing what it sends, so that
/// `--actions "toggle notifications, select-segment Weekly, step copies up, slide volume 0.8, tap Submit"`
/// runs it end to end by what the screen shows.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = FormViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
