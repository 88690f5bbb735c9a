import Testing
import UIKit
import UIKitTesting

/// The iOS-style code compiles in Swift 5 language mode too, where most apps still are, and
/// the Swift 5-only patterns run.
@MainActor
@Suite(.freshRuntime) struct Swift5CompatibilityTests {
    @Test func aNotificationClosureReachesTheController() {
        let harness = LifecycleHarness()
        let controller = TimerViewController()
        harness.show(controller)
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
        #expect(controller.ticks == 1)
        #expect(controller.view.backgroundColor == .red)
        controller.tearDown()
    }

    @Test func appearanceSetFromANonisolatedHelperStylesNewBars() {
        BrandAppearance.apply()
        let harness = LifecycleHarness()
        let navigation = UINavigationController(rootViewController: UIViewController())
        harness.show(navigation)
        #expect(navigation.navigationBar.barTintColor == .black)
        #expect(navigation.navigationBar.tintColor == .white)
    }

    @Test func theDeviceTurningPostsItsOrientationNotificationOnce() {
        let harness = LifecycleHarness()
        harness.launch(SwipeBackAppDelegate.self)
        OrientationWatcher.changes = 0
        OrientationWatcher.start()
        #expect(!UIDevice.current.isGeneratingDeviceOrientationNotifications)
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        #expect(UIDevice.current.isGeneratingDeviceOrientationNotifications)
        let trace = harness.act("rotate landscape-left")
        #expect(OrientationWatcher.changes == 1)
        #expect(trace.description.contains("[NotificationCenter postNotificationName:object:]"))
        harness.act("rotate portrait")
        #expect(OrientationWatcher.changes == 2)
        OrientationWatcher.stop()
        UIDevice.current.endGeneratingDeviceOrientationNotifications()
        #expect(!UIDevice.current.isGeneratingDeviceOrientationNotifications)
    }

    @Test func theSharedIOSStyleCodeRunsInSwift5Mode() {
        let harness = LifecycleHarness()
        let controller = ProfileViewController()
        harness.show(controller)
        #expect(controller.traceName == "profile")
        #expect(identify(controller) == "ProfileViewController(profile)")
    }

    @Test func associatedObjectsKeyedByStaticVariablesWork() {
        let first = HeroStyleView(), second = HeroStyleView()
        first.heroIdentifier = "avatar"
        #expect(first.heroIdentifier == "avatar")
        #expect(second.heroIdentifier == nil)
        let view = UIView()
        view.badgeText = "3"
        view.installedNames.add("width")
        #expect(view.badgeText == "3")
        #expect(view.installedNames.count == 1)
        #expect(StoragePolicy.copy.objc == .OBJC_ASSOCIATION_COPY)
    }
}

@MainActor
@Suite(.freshRuntime) struct Swift5DelayTests {
    /// The same `asyncAfter` code, compiled in Swift 5 mode, runs on the virtual clock.
    @Test func asyncAfterBlocksRunOnTheVirtualClockInSwift5Mode() {
        let harness = LifecycleHarness()
        let controller = ToastingViewController()
        harness.show(controller)
        controller.showToast()
        harness.advance(by: 0.49)
        #expect(controller.events.isEmpty)
        harness.advance(by: 1.6)
        #expect(controller.events == ["retried", "one second", "hidden"])
    }
}

@MainActor
@Suite(.freshRuntime) struct Swift5AppTaskTests {
    /// The same task in `viewDidLoad`, compiled in Swift 5 mode (implicit `self` in the task's
    /// closure), presents its failure alert once the app's tasks have settled.
    @Test func aTaskStartedInViewDidLoadShowsItsFailureAlertInSwift5Mode() async {
        let harness = LifecycleHarness()
        let controller = CategoriesViewController()
        let navigation = UINavigationController(rootViewController: controller)
        harness.show(navigation)
        await harness.settleAppTasks()
        #expect(controller.events == ["error: offline"])
        #expect((navigation.presentedViewController as? UIAlertController)?.title == "Failed to Fetch Categories")
    }
}
