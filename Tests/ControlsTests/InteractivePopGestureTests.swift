import Foundation
import Testing
@_spi(Headless) @testable import UIKit
@_spi(Headless) import UIKitTesting
import HeadlessCore
import UIKitSnapshotTesting

/// The navigation controller's interactive pop as a real screen-edge recognizer
/// (References §32): the device's `swipe-back` is a finger dragged from the screen's edge,
/// which reaches `interactivePopGestureRecognizer` through hit-testing and its state machine.
@MainActor
@Suite(.freshRuntime) struct InteractivePopGestureTests {
    /// A screen that logs its appearance callbacks, and its view's touches.
    final class Page: UIViewController {
        let name: String
        init(_ name: String) {
            self.name = name
            super.init(nibName: nil, bundle: nil)
            title = name
        }
        required init?(coder: NSCoder) { nil }

        override func loadView() { view = TouchLoggingView(frame: UIScreen.main.bounds) }
        var watchesCoordinator = false
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            Journal.log("\(name) viewWillAppear")
            guard watchesCoordinator, let coordinator = transitionCoordinator else { return }
            Journal.log("coordinator interactive \(coordinator.isInteractive)")
            coordinator.animate(alongsideTransition: nil) { context in
                Journal.log("coordinator completion interactive \(context.isInteractive) cancelled \(context.isCancelled)")
            }
        }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); Journal.log("\(name) viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); Journal.log("\(name) viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); Journal.log("\(name) viewDidDisappear") }
    }

    final class TouchLoggingView: UIView {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { Journal.log("touches began") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { Journal.log("touches ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { Journal.log("touches cancelled") }
    }

    /// The delegate apps set: it allows the swipe when there is something to go back to
    /// (or always, or never).
    final class PopDelegate: NSObject, UIGestureRecognizerDelegate {
        weak var navigation: UINavigationController?
        var answer: Bool?
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            answer ?? ((navigation?.viewControllers.count ?? 0) > 1)
        }
    }

    /// Launches a navigation controller showing List with Detail pushed on it (unless
    /// `depth` is 1); the journal is cleared afterwards.
    func launchStack(depth: Int = 2, rightToLeft: Bool = false) -> (LifecycleHarness, UINavigationController) {
        Journal.entries = []
        let harness = LifecycleHarness()
        if rightToLeft { harness.userInterfaceLayoutDirection = .rightToLeft }
        let navigation = UINavigationController(rootViewController: Page("List"))
        RootAppDelegate.makeRoot = { navigation }
        harness.launch(RootAppDelegate.self)
        RootAppDelegate.makeRoot = { UIViewController() }
        if depth > 1 {
            navigation.pushViewController(Page("Detail"), animated: false)
            harness.runtime.runLoop.runUntilIdle()
        }
        Journal.entries = []
        return (harness, navigation)
    }

    /// Drags a finger from `x` by `dx` in the middle of the window, 20 frames.
    func drag(_ harness: LifecycleHarness, from x: CGFloat, by dx: CGFloat) {
        guard let window = harness.runtime.keyWindow else { return }
        let path = (0...UIWindow.dragFrames).map { frame in
            CGPoint(x: x + dx * CGFloat(frame) / CGFloat(UIWindow.dragFrames), y: window.bounds.midY)
        }
        _ = window.runTouchSequence([path], interval: UIWindow.frameInterval)
        harness.runtime.runLoop.runUntilIdle()
    }

    /// The recognizer is a screen-edge pan on the navigation controller's view, from the left
    /// edge, with a delegate of the framework's that apps can replace.
    @Test func theRecognizerIsAScreenEdgePanOnTheNavigationView() throws {
        let (_, navigation) = launchStack()
        let recognizer = try #require(navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        #expect(recognizer.edges == .left)
        #expect(recognizer.view === navigation.view)
        #expect(navigation.view.gestureRecognizers?.contains { $0 === recognizer } == true)
        #expect(recognizer.delegate != nil)
        #expect(navigation.interactivePopGestureRecognizer === recognizer)
        let delegate = PopDelegate()
        recognizer.delegate = delegate
        #expect(recognizer.delegate === delegate)
    }

    /// A finished swipe: the content's touches are cancelled when the recognizer begins, the
    /// pop's callbacks follow, the top controller is released.
    @Test func aFinishedSwipeBackGoesThroughTheRecognizer() throws {
        let (harness, navigation) = launchStack()
        weak let detail = navigation.topViewController
        let trace = harness.act("swipe-back")
        #expect(navigation.viewControllers.count == 1)
        // The recognizer's began action starts the pop; then the content's touches are cancelled.
        #expect(Journal.entries == ["touches began", "Detail viewWillDisappear", "List viewWillAppear", "touches cancelled",
                                  "Detail viewDidDisappear", "List viewDidAppear"])
        let notes = trace.events.filter { $0.kind == .note }.map(\.callback)
        #expect(notes.first == "UIScreenEdgePanGestureRecognizer#1 possible → began")
        #expect(notes.last == "UIScreenEdgePanGestureRecognizer#1 changed → ended")
        #expect(detail == nil)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    /// A drag that ends before half way cancels: the cancel edges iOS gives (will-disappear
    /// and will-appear, then the reverse pair), and the top controller stays.
    @Test func aDragShorterThanHalfTheWidthCancels() {
        let (harness, navigation) = launchStack()
        let width = navigation.view.bounds.width
        drag(harness, from: 2, by: width * 0.45)
        #expect(navigation.viewControllers.count == 2)
        #expect(Journal.entries == ["touches began", "Detail viewWillDisappear", "List viewWillAppear", "touches cancelled",
                                  "List viewWillDisappear", "List viewDidDisappear", "Detail viewWillAppear", "Detail viewDidAppear"])
        Journal.entries = []
        drag(harness, from: 2, by: width * 0.55)
        #expect(navigation.viewControllers.count == 1)
        #expect(Journal.entries.suffix(2) == ["Detail viewDidDisappear", "List viewDidAppear"])
    }

    /// The golden of a cancelled swipe back: the finger reaches the top controller's view and
    /// the recognizer; when it begins, the pop starts (will-disappear, will-appear) and the
    /// content's touches are cancelled; the drag ends short of half way, so after the lift the
    /// pop is cancelled with the reverse pair, and the top controller stays.
    @Test func aCancelledSwipeBackGolden() {
        let (harness, navigation) = launchStack()
        let trace = harness.act("swipe-back cancel")
        #expect(navigation.viewControllers.count == 2)
        trace.filtered(.actions || .kinds(.note) || (.classNames(["Page", "TouchLoggingView"]) && !.layout))
            .expectGolden("swipe-back-cancel", style: .swiftInstances)
    }

    /// The transition coordinator is interactive while the finger is down, not once it lifts;
    /// its completion says whether the pop was cancelled.
    @Test func theCoordinatorIsInteractiveUntilTheFingerLifts() {
        let (harness, navigation) = launchStack()
        let list = navigation.viewControllers[0] as? Page
        list?.watchesCoordinator = true
        harness.act("swipe-back cancel")
        #expect(Journal.entries.filter { $0.hasPrefix("coordinator") } == [
            "coordinator interactive true", "coordinator completion interactive false cancelled true",
        ])
        #expect(navigation.viewControllers.count == 2)
        Journal.entries = []
        harness.act("swipe-back")
        #expect(Journal.entries.filter { $0.hasPrefix("coordinator") } == [
            "coordinator interactive true", "coordinator completion interactive false cancelled false",
        ])
    }

    /// At the root (a stack of one) an edge drag does not begin the recognizer; the device's
    /// swipe-back says there is nothing to go back to.
    @Test func noBeginAtTheRoot() {
        let (harness, navigation) = launchStack(depth: 1)
        let start = harness.mark()
        drag(harness, from: 2, by: 200)
        #expect(navigation.viewControllers.count == 1)
        let recognizer = navigation.interactivePopGestureRecognizer
        #expect(recognizer?.refusal?.contains("shows its root view controller") == true)
        let notes = harness.trace(since: start).events.filter { $0.kind == .note }.map(\.callback)
        #expect(notes == ["UIScreenEdgePanGestureRecognizer#1 possible → failed"])
        #expect(refused(harness, "swipe-back")?.contains("shows its root view controller Page#1") == true)
        // An app delegate that answers true does not make it begin either.
        let delegate = PopDelegate()
        delegate.answer = true
        recognizer?.delegate = delegate
        drag(harness, from: 2, by: 200)
        #expect(navigation.viewControllers.count == 1)
        #expect(!Journal.entries.contains("List viewWillDisappear"))
    }

    /// While a push is still animating, an edge drag does not begin the recognizer.
    @Test func noBeginDuringATransition() {
        let (harness, navigation) = launchStack()
        navigation.pushViewController(Page("Third"), animated: true)
        harness.runtime.runLoop.runOneTurn()
        #expect(navigation.isTransitioning)
        #expect(refused(harness, "swipe-back")?.contains("in the middle of a transition") == true)
        guard let window = harness.runtime.keyWindow else { return }
        let path = (0...UIWindow.dragFrames).map { CGPoint(x: 2 + 10 * CGFloat($0), y: window.bounds.midY) }
        _ = window.runTouchSequence([path], interval: 0)
        #expect(navigation.interactivePopGestureRecognizer?.refusal?.contains("in the middle of a transition") == true)
        harness.runtime.runLoop.runUntilIdle()
        #expect(navigation.viewControllers.count == 3)
    }

    /// A disabled recognizer gets no touches: swipe-back is refused with nothing delivered.
    @Test func noBeginWhenDisabled() {
        let (harness, navigation) = launchStack()
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        let message = refused(harness, "swipe-back")
        #expect(message?.contains("UIScreenEdgePanGestureRecognizer#1 (the interactivePopGestureRecognizer of UINavigationController#1) is disabled (isEnabled is false); nothing was delivered.") == true)
        #expect(Journal.entries.isEmpty)
        #expect(navigation.viewControllers.count == 2)
        navigation.interactivePopGestureRecognizer?.isEnabled = true
        harness.act("swipe-back")
        #expect(navigation.viewControllers.count == 1)
    }

    /// The app's delegate decides: false keeps the top controller (the touches went to the
    /// content, which keeps them), the message names the delegate.
    @Test func theAppsDelegateCanRefuse() {
        let (harness, navigation) = launchStack()
        let delegate = PopDelegate()
        delegate.answer = false
        navigation.interactivePopGestureRecognizer?.delegate = delegate
        let start = harness.mark()
        let message = refused(harness, "swipe-back")
        #expect(message?.contains("did not begin: its delegate PopDelegate returned false from gestureRecognizerShouldBegin(_:)") == true)
        #expect(navigation.viewControllers.count == 2)
        #expect(Journal.entries == ["touches began", "touches ended"])
        let asked = harness.trace(since: start).events.filter { $0.callback.hasPrefix("gestureRecognizerShouldBegin") }
        #expect(asked.map(\.className) == ["PopDelegate"])
        delegate.answer = nil
        delegate.navigation = navigation
        harness.act("swipe-back")
        #expect(navigation.viewControllers.count == 1)
    }

    /// With the navigation bar hidden the framework's delegate refuses the swipe; an app
    /// delegate (or none) allows it again.
    @Test func aHiddenNavigationBarTurnsTheSwipeOffUnlessTheDelegateAllowsIt() {
        let (harness, navigation) = launchStack()
        navigation.setNavigationBarHidden(true, animated: false)
        harness.runtime.runLoop.runUntilIdle()
        let message = refused(harness, "swipe-back")
        #expect(message?.contains("the navigation bar of UINavigationController#1 is hidden (isNavigationBarHidden)") == true)
        #expect(navigation.viewControllers.count == 2)
        let delegate = PopDelegate()
        delegate.navigation = navigation
        navigation.interactivePopGestureRecognizer?.delegate = delegate
        harness.act("swipe-back")
        #expect(navigation.viewControllers.count == 1)
    }

    /// Setting the delegate to nil (as apps do to bring the swipe back with a hidden bar)
    /// allows it too; the framework still refuses at the root.
    @Test func aNilDelegateAllowsTheSwipeWithAHiddenBar() {
        let (harness, navigation) = launchStack()
        navigation.isNavigationBarHidden = true
        navigation.interactivePopGestureRecognizer?.delegate = nil
        harness.act("swipe-back")
        #expect(navigation.viewControllers.count == 1)
        #expect(refused(harness, "swipe-back")?.contains("shows its root view controller") == true)
    }

    /// A left bar button item in place of the back button turns the swipe off, as on iOS;
    /// one that supplements the back button does not.
    @Test func aLeftBarButtonItemInPlaceOfTheBackButtonTurnsTheSwipeOff() {
        let (harness, navigation) = launchStack()
        let item = navigation.topViewController?.navigationItem
        item?.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
        #expect(refused(harness, "swipe-back")?.contains("shows a left bar button item in place of the back button") == true)
        item?.leftItemsSupplementBackButton = true
        harness.act("swipe-back")
        #expect(navigation.viewControllers.count == 1)
    }

    /// A pan in the content that requires the edge recognizer to fail waits for it: from the
    /// edge the pop wins and the pan fails; elsewhere the pan proceeds at once. Without the
    /// requirement the content's pan, deeper, takes the edge drag first.
    @Test func aContentPanCanRequireTheEdgeRecognizerToFail() throws {
        let (harness, navigation) = launchStack()
        let content = try #require(navigation.topViewController?.view)
        let pan = GestureTests.recognizer(UIPanGestureRecognizer.init(target:action:), "content-pan")
        content.addGestureRecognizer(pan)
        let edge = try #require(navigation.interactivePopGestureRecognizer)
        // No requirement: the content's pan begins first and the edge recognizer is prevented.
        let message = refused(harness, "swipe-back")
        #expect(message?.contains("did not begin: UIPanGestureRecognizer#1 began first") == true, "\(message ?? "")")
        #expect(navigation.viewControllers.count == 2)
        pan.require(toFail: edge)
        Journal.entries = []
        harness.act("pan 100 0")
        #expect(Journal.entries.contains { $0.hasPrefix("content-pan began") })
        Journal.entries = []
        #expect(refused(harness, "swipe-back") == nil)
        #expect(navigation.viewControllers.count == 1)
        #expect(!Journal.entries.contains { $0.hasPrefix("content-pan") })
    }

    /// Under a right-to-left layout the swipe starts at the right edge and drags left.
    @Test func rightToLeftSwipesFromTheRightEdge() throws {
        let (harness, navigation) = launchStack(rightToLeft: true)
        let recognizer = try #require(navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        #expect(recognizer.edges == .right)
        drag(harness, from: 2, by: 250)
        #expect(navigation.viewControllers.count == 2)
        harness.act("swipe-back")
        #expect(navigation.viewControllers.count == 1)
    }
}
