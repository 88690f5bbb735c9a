import Testing
import UIKit
import UIKitTesting

/// The swipe-back code of `IOSStyleNavigationGestures.swift`, driven by the device's
/// `swipe-back` through the kit's public API only.
@MainActor
@Suite(.freshRuntime) struct IOSStyleNavigationGesturesTests {
    @Test func theAppsSwipeBackRulesHold() throws {
        let harness = LifecycleHarness()
        harness.launch(SwipeBackAppDelegate.self)
        let app = try #require(UIApplication.shared.delegate as? SwipeBackAppDelegate)
        let navigation = app.navigation
        #expect(navigation.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
        #expect(navigation.interactivePopGestureRecognizer?.delegate === navigation)

        // The carousel's pan waits for the edge swipe: the swipe pops.
        harness.perform("push carousel") { navigation.pushViewController(SwipeAwareCarouselViewController(), animated: true) }
        harness.act("swipe-back")
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.askedToBegin == 1)

        // The photo turns the swipe off while it shows, and on again when it goes.
        harness.perform("push photo") { navigation.pushViewController(SwipeLockedPhotoViewController(), animated: true) }
        #expect(navigation.interactivePopGestureRecognizer?.isEnabled == false)
        harness.act("back")
        #expect(navigation.interactivePopGestureRecognizer?.isEnabled == true)

        // Without the bar, and without a delegate, the swipe works; the delegate comes back.
        harness.perform("push barless") { navigation.pushViewController(BarlessDetailViewController(), animated: true) }
        #expect(navigation.isNavigationBarHidden)
        #expect(navigation.interactivePopGestureRecognizer?.delegate == nil)
        harness.act("swipe-back")
        #expect(navigation.viewControllers.count == 1)
        #expect(!navigation.isNavigationBarHidden)
        #expect(navigation.interactivePopGestureRecognizer?.delegate === navigation)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }
}
