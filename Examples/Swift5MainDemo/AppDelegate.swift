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
        if CommandLine.arguments.contains("--count-launches") { countLaunch() }
        return true
    }

    /// Counts launches in `UserDefaults` and leaves a file in Documents at each, as an app's
    /// data does on a device: a fresh install starts with neither.
    private func countLaunch() {
        let launches = UserDefaults.standard.integer(forKey: "launches") + 1
        UserDefaults.standard.set(launches, forKey: "launches")
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        let files = (try? FileManager.default.contentsOfDirectory(atPath: documents.path).count) ?? -1
        try? "launch \(launches)".write(to: documents.appendingPathComponent("launch-\(launches).txt"), atomically: true, encoding: .utf8)
        print("launch \(launches), \(files) files in Documents")
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        print("active")
    }
}
