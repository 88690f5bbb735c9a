import Testing
@_spi(Headless) @testable import UIKit
@_spi(Headless) import UIKitTesting
import HeadlessCore

/// What the test apps' controls and recognizers did, in order.
@MainActor
enum Journal {
    static var lines: [String] = []
    static func log(_ line: String) { lines.append(line) }
}

/// The app the tests launch: a window whose root controller the test makes.
final class ControlsAppDelegate: UIResponder, UIApplicationDelegate {
    @MainActor static var makeRoot: () -> UIViewController = { UIViewController() }
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = Self.makeRoot()
        window?.makeKeyAndVisible()
        return true
    }
}

/// Launches the test app with `root` on a fresh harness and clears the journal.
@MainActor
func launch(_ root: @escaping @MainActor () -> UIViewController) -> LifecycleHarness {
    Journal.lines = []
    let harness = LifecycleHarness()
    ControlsAppDelegate.makeRoot = root
    harness.launch(ControlsAppDelegate.self)
    // The closure may hold the test's objects; it must not keep them into the next test.
    ControlsAppDelegate.makeRoot = { UIViewController() }
    return harness
}

/// Performs an action that must be refused; returns the device's message.
@MainActor
func refused(_ harness: LifecycleHarness, _ action: String) -> String? {
    guard let device = harness.device else { return nil }
    do throws(DeviceError) {
        try device.perform(action)
        return nil
    } catch {
        return "\(error)"
    }
}

/// A view controller whose view holds views the test adds in `build`.
final class ScreenController: UIViewController {
    let build: (UIView) -> Void
    init(_ build: @escaping (UIView) -> Void) {
        self.build = build
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not archived") }
    override func viewDidLoad() {
        super.viewDidLoad()
        build(view)
    }
}
