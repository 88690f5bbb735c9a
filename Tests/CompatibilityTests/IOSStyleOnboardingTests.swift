import Testing
import UIKit
import UIKitTesting

/// The onboarding flow of `IOSStyleOnboarding.swift`, driven by swipes and taps on visible
/// titles through the kit's public API only.
@MainActor
@Suite(.freshRuntime) struct IOSStyleOnboardingTests {
    @Test func swipesTurnThePagesAndTheIndicatorFollows() {
        let harness = LifecycleHarness()
        harness.launch(OnboardingAppDelegate.self)
        guard let app = UIApplication.shared.delegate as? OnboardingAppDelegate else {
            Issue.record("the app did not launch")
            return
        }
        turnPages(harness, in: app)
        // Nothing here holds the onboarding screen any more: it must go when it is replaced.
        harness.act("tap Close")
        #expect(app.finished == 1)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    func turnPages(_ harness: LifecycleHarness, in app: OnboardingAppDelegate) {
        guard let onboarding = app.window?.rootViewController as? OnboardingContainerViewController else {
            Issue.record("the app did not show its onboarding")
            return
        }
        let pager = onboarding.pageViewController
        #expect(pager.viewControllers?.first === onboarding.pages[0])
        #expect(pager.children.count == 1)
        let indicator = pager.view.subviews.compactMap { $0 as? UIPageControl }.first
        #expect(indicator?.numberOfPages == 3)
        #expect(indicator?.currentPage == 0)
        harness.act("swipe left")
        #expect(pager.viewControllers?.first === onboarding.pages[1])
        #expect(indicator?.currentPage == 1)
        harness.act("swipe left")
        #expect(pager.viewControllers?.first === onboarding.pages[2])
        #expect(indicator?.currentPage == 2)
        #expect(!onboarding.doneButton.isHidden)
        harness.act("swipe right")
        #expect(pager.viewControllers?.first === onboarding.pages[1])
        #expect(onboarding.doneButton.isHidden)
        #expect(onboarding.turns == ["to page 2", "to page 3", "to page 2"])
        // The pages stay in the container's array: not leaks.
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }
}
