import Testing
@_spi(Headless) import UIKit
import HeadlessCore

/// The seeds' single-view demo controller (seed 004): it logs its callbacks.
final class SeedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        Journal.log(#function)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Journal.log(#function)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        Journal.log(#function)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        Journal.log(#function)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Journal.log(#function)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        Journal.log(#function)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        Journal.log(#function)
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        Journal.log(#function)
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        Journal.log(#function)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        Journal.log(#function)
        coordinator.animate(alongsideTransition: { _ in Journal.log("alongside \(size.width)x\(size.height)") },
                            completion: { _ in Journal.log("transition completed") })
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        Journal.log(#function)
    }
}

/// An app delegate with no window (APP-1), logging every lifecycle method it implements.
class PlainAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Journal.log(#function)
        return true
    }

    func applicationWillResignActive(_ application: UIApplication) {
        Journal.log(#function)
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        Journal.log(#function)
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        Journal.log(#function)
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        Journal.log(#function)
    }

    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        Journal.log(#function)
    }

    func applicationWillTerminate(_ application: UIApplication) {
        Journal.log(#function)
    }
}

/// Seed 004's app delegate: it shows a ``SeedViewController`` in a window it creates in
/// `didFinishLaunching`, as code apps do (APP-2), and logs as ``PlainAppDelegate`` does.
final class WindowAppDelegate: PlainAppDelegate {
    var window: UIWindow?

    override func application(_ application: UIApplication,
                              didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let result = super.application(application, didFinishLaunchingWithOptions: launchOptions)
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = SeedViewController()
        window?.makeKeyAndVisible()
        return result
    }
}
