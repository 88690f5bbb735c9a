import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import UIKitSnapshotTesting

/// Item 7 of issue 19 (References §15.5): `begin`/`endAppearanceTransition` on a controller in
/// no window stops at `viewWillAppear(_:)` on iOS 13 and later. The harness's on-screen
/// invariants are off: the controller is driven outside any window on purpose.
@MainActor
@Suite(.freshRuntime) struct ManualAppearanceFidelityTests {
    final class Manual: UIViewController {}

    func driveWithoutWindow(_ harness: LifecycleHarness, _ controller: Manual) {
        harness.perform("begin and end without a window") {
            controller.beginAppearanceTransition(true, animated: false)
            controller.endAppearanceTransition()
        }
    }

    @Test func iOS18StopsAtViewWillAppearUntilAWindow() {
        let harness = LifecycleHarness(checks: [.leaks, .contracts], profile: LifecycleProfile(iOS: 18))
        let controller = Manual()
        driveWithoutWindow(harness, controller)
        #expect(controller.appearanceState == .appearing)
        let window = UIWindow(frame: UIScreen.main.bounds)
        harness.perform("into a window") {
            window.addSubview(controller.view)
            window.makeKeyAndVisible()
        }
        #expect(controller.appearanceState == .appeared)
        harness.allowLeak(window)
        harness.trace.filtered(!.kinds(.callback) || .classes(Manual.self)).expectGolden("manual-appearance-ios18")
    }

    @Test func iOS12DeliversViewDidAppearAtOnce() {
        let harness = LifecycleHarness(checks: [.leaks, .contracts], profile: LifecycleProfile(iOS: 12))
        let controller = Manual()
        driveWithoutWindow(harness, controller)
        #expect(controller.appearanceState == .appeared)
        harness.trace.filtered(!.kinds(.callback) || .classes(Manual.self)).expectGolden("manual-appearance-ios12")
    }
}
