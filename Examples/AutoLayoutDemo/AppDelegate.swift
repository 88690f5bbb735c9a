import UIKit

/// A profile screen laid out only with anchors: a header pinned to the safe area, a stack of
/// labels inside the margins, two equal-width buttons at the bottom, and a badge centred in
/// the header. Each layout pass prints the frames, so
/// `AutoLayoutDemo --device iphone-15 --actions "rotate landscape-left"` shows where every
/// view goes on each screen and orientation (`--print-layout` adds the constraints).
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = ProfileViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
