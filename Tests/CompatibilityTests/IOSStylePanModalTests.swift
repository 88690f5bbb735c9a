import Testing
import UIKit
import UIKitTesting

/// An app whose window shows a list that presents the card.
final class CardAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let root = UIViewController()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = root
        window?.makeKeyAndVisible()
        return true
    }
}

/// The card code of `IOSStylePanModal.swift` behaves as on iOS (References §57): the
/// presentation controller's views are in the container when the transition begins, the
/// animator slides the wrapper in virtual time and completes the transition, the dimming
/// follows the coordinator, key-value observing sees the card's scrolling, and the card decides
/// the status bar.
@MainActor
@Suite(.freshRuntime) struct IOSStylePanModalTests {
    @Test func aPanModalStyleCardPresentsScrollsAndDismissesAsOnIOS() throws {
        let harness = LifecycleHarness()
        harness.launch(CardAppDelegate.self)
        let app = try #require(UIApplication.shared.delegate as? CardAppDelegate)
        let window = try #require(app.window)
        let card = CardViewController()
        let transitioning = CardTransitioning()
        app.root.presentCard(card, transitioning: transitioning)
        let presentation = try #require(card.presentationController as? CardPresentationController)
        let container = try #require(presentation.containerView)
        // The test keeps the card and its container to look at them after the dismissal.
        harness.allowLeak(card)
        harness.allowLeak(card.view)
        harness.allowLeak(container)
        // The presentation controller's views went into the container as the transition began.
        #expect(presentation.dimmingView.superview === container)
        #expect(presentation.wrapperView.superview === container && card.view.superview === presentation.wrapperView)
        #expect(presentation.dimmingView.alpha == 1, "the alongside block ran with the transition")
        #expect(card.isBeingPresented)
        let final = CGRect(x: 0, y: window.bounds.height / 3, width: window.bounds.width, height: window.bounds.height * 2 / 3)
        #expect(presentation.wrapperView.frame == final)
        // A harness step lets the run loop settle: the slide runs to its end in virtual time.
        harness.advance(by: 0.5)
        #expect(presentation.wrapperView.layer.presentation()?.frame.minY == final.minY)
        #expect(!card.isBeingPresented && card.view.window === window)
        #expect(app.root.view.window === window, "a custom presentation leaves the presenter on screen")
        #expect(UIApplication.shared.statusBarStyle == .lightContent, "the card captures the status bar")
        #expect(cardEnvironment() == (hasRoot: true, voiceOver: false))

        // Key-value observing sees the card's scrolling, once per change, after it happened.
        harness.act("scroll down 120")
        #expect(card.scrollView.contentOffset.y == 120)
        #expect(presentation.offsetChanges.last?.new == 120)
        #expect(presentation.offsetChanges.first?.old == 0)
        let seen = presentation.offsetChanges.count
        card.scrollView.contentOffset = card.scrollView.contentOffset
        #expect(presentation.offsetChanges.count == seen, "setting the same offset is no change")

        card.dismiss(animated: true)
        #expect(card.isBeingDismissed)
        harness.advance(by: 0.5)
        #expect(presentation.dimmingView.alpha == 0)
        #expect(card.viewIfLoaded?.window == nil && app.root.presentedViewController == nil)
        #expect(UIApplication.shared.statusBarStyle == .default)
        card.scrollView.contentOffset = .zero
        #expect(presentation.offsetChanges.count == seen, "the observation ended with the dismissal")
    }
}
