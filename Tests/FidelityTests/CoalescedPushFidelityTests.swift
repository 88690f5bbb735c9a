import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import UIKitSnapshotTesting

/// Item 8 of issue 19 (References §17): a navigation controller on screen starts its
/// transition at the layout of its view, so stack changes made in one run-loop turn coalesce
/// into one transition, and a controller pushed and covered in the same turn is never shown.
@MainActor
@Suite(.freshRuntime) struct CoalescedPushFidelityTests {
    final class Root: UIViewController {}
    final class Middle: UIViewController {}
    final class Last: UIViewController {}

    @Test func twoPushesInOneTurnShowOnlyTheLast() {
        let harness = LifecycleHarness()
        let navigation = UINavigationController(rootViewController: Root())
        harness.show(navigation)
        let middle = Middle()
        let last = Last()
        let mark = harness.mark()
        harness.perform("push twice") {
            navigation.pushViewController(middle, animated: false)
            navigation.pushViewController(last, animated: false)
        }
        harness.trace(since: mark).filtered(.classes(Root.self, Middle.self, Last.self))
            .expectGolden("two-pushes-one-turn")
        #expect(navigation.viewControllers.count == 3)
        #expect(navigation.topViewController === last)
        #expect(!middle.isViewLoaded)
        #expect(last.view.window != nil)
        #expect(middle.parent === navigation)
    }

    @Test func theMiddleControllerLoadsWhenAPopRevealsIt() {
        let harness = LifecycleHarness()
        let navigation = UINavigationController(rootViewController: Root())
        harness.show(navigation)
        let middle = Middle()
        harness.perform("push twice") {
            navigation.pushViewController(middle, animated: false)
            navigation.pushViewController(Last(), animated: false)
        }
        #expect(!middle.isViewLoaded)
        harness.perform("pop") { navigation.popViewController(animated: false) }
        #expect(middle.isViewLoaded)
        #expect(middle.view.window != nil)
    }

    @Test func aPushThenAPopInOneTurnLeavesTheScreenAlone() {
        let harness = LifecycleHarness()
        let navigation = UINavigationController(rootViewController: Root())
        harness.show(navigation)
        let pushed = Middle()
        harness.allowLeak(pushed)  // the test keeps it to look at it afterwards
        let mark = harness.mark()
        harness.perform("push and pop") {
            navigation.pushViewController(pushed, animated: true)
            navigation.popViewController(animated: true)
        }
        let trace = harness.trace(since: mark).filtered(.classes(Root.self, Middle.self))
        #expect(!trace.description.contains("-[Root viewWillDisappear:]"))
        #expect(!trace.description.contains("viewWillAppear:"))
        #expect(!pushed.isViewLoaded)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func layoutIfNeededStartsTheTransitionAtOnce() {
        let harness = LifecycleHarness()
        let navigation = UINavigationController(rootViewController: Root())
        harness.show(navigation)
        let pushed = Middle()
        var loadedAfterPush = true
        var loadedAfterLayout = false
        harness.perform("push, then force layout") {
            navigation.pushViewController(pushed, animated: true)
            loadedAfterPush = pushed.isViewLoaded
            navigation.view.layoutIfNeeded()
            loadedAfterLayout = pushed.isViewLoaded
        }
        #expect(!loadedAfterPush)
        #expect(loadedAfterLayout)
    }
}
