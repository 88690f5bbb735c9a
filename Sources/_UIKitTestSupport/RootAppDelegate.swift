import Foundation
@_spi(Headless) import UIKit
@_spi(Headless) import UIKitTesting

/// The app delegate most tests need: at launch it makes a window whose root controller comes
/// from `makeRoot`, and shows it.
public final class RootAppDelegate: UIResponder, UIApplicationDelegate {
    /// Makes the launched app's root controller; `launchApp(showing:)` sets it.
    @MainActor public static var makeRoot: () -> UIViewController = { UIViewController() }
    public var window: UIWindow?

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = Self.makeRoot()
        window?.makeKeyAndVisible()
        return true
    }
}

/// Launches, on a new harness, an app whose window shows the controller `root` makes.
@MainActor
public func launchApp(showing root: @escaping @MainActor () -> UIViewController) -> LifecycleHarness {
    let harness = LifecycleHarness()
    RootAppDelegate.makeRoot = root
    harness.launch(RootAppDelegate.self)
    // The closure may hold the test's objects; it must not keep them into the next test.
    RootAppDelegate.makeRoot = { UIViewController() }
    return harness
}

/// Performs a device action that the test expects to be refused, and returns the device's
/// message; nil when the action was performed (or no app was launched).
@MainActor
public func refused(_ harness: LifecycleHarness, _ action: String) -> String? {
    guard let device = harness.device else { return nil }
    do throws(DeviceError) {
        try device.perform(action)
        return nil
    } catch {
        return "\(error)"
    }
}
