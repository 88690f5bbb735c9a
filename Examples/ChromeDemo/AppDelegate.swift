import UIKit

/// A notes app written as iOS code is, with no accessibility identifiers at all: a tab bar
/// with a navigation controller of notes (a right bar button presents an alert that adds a
/// note; a note's button pushes it) and a settings screen (a button presents an action
/// sheet). It is driven by what its screens show:
///
/// ```sh
/// .build/debug/ChromeDemo --actions 'tap Add, alert Create, tap "Milk, eggs", back, tap-tab Settings, tap Reset, tap "Reset Everything"'
/// ```
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let notes = UINavigationController(rootViewController: NotesViewController())
        notes.tabBarItem = UITabBarItem(title: "Notes", image: nil, tag: 0)
        let settings = SettingsViewController()
        settings.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [notes, settings]
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
