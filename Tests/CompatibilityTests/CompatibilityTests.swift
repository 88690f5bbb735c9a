import Testing
import UIKit
import UIKitTesting

/// The app that `launch` starts: one window whose root is the iOS-style controller.
final class CompatAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = ProfileViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

/// The iOS-style code of `IOSStyleCode.swift` compiles with `import UIKit` alone (the build is
/// the first check) and behaves as on iOS. These tests reach the engine only through the test
/// kit's public API.
@MainActor
@Suite(.freshRuntime) struct CompatibilityTests {
    @Test func membersNamedLikeTheProjectsBelongToTheApp() {
        let harness = LifecycleHarness()
        let controller = ProfileViewController()
        harness.show(controller)
        #expect(controller.traceName == "profile")
        #expect(controller.traceClassName == 7)
        #expect(controller.appearanceState == "fresh")
        #expect(controller.loadedViews == 1)
        #expect(HeadlessRuntime().name == "app's own")
        // The engine still knows the controller by its own name.
        #expect(harness.trace.callbacks(of: "ProfileViewController#1").contains("viewDidLoad()"))
    }

    @Test func layoutOverridesSeeEveryRequest() {
        let harness = LifecycleHarness()
        let controller = ProfileViewController()
        harness.show(controller)
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        harness.perform("add badge") { controller.view.addSubview(badge) }
        let layoutsAfterAdding = badge.layouts
        harness.perform("request layout") { badge.setNeedsLayout() }
        #expect(badge.layoutRequests >= 1)
        #expect(badge.layouts == layoutsAfterAdding + 1)
        badge.setNeedsLayout()
        badge.layoutIfNeeded()
        #expect(badge.forcedLayouts == 1)
        #expect(badge.layouts == layoutsAfterAdding + 2)
        #expect(badge.superview === controller.view)
        #expect(badge.needsLayoutFlag == "app's own")
    }

    @Test func aRotationTheRootDoesNotSupportLeavesTheInterfaceAsItIs() {
        let harness = LifecycleHarness()
        harness.launch(CompatAppDelegate.self)
        let trace = harness.act("rotate landscape-left")
        #expect(UIDevice.current.orientation == .landscapeLeft)
        #expect(UIScreen.main.bounds.size == CGSize(width: 375, height: 667))
        #expect(!trace.callbacks(of: "ProfileViewController#1").contains("viewWillTransition(to:with:)"))
    }

    @Test func theStatusBarFollowsTheDecidingController() throws {
        let harness = LifecycleHarness()
        harness.launch(CompatAppDelegate.self)
        let controller = try #require(UIApplication.shared.windows.first?.rootViewController as? ProfileViewController)
        #expect(UIApplication.shared.statusBarStyle == .default)
        controller.setNeedsStatusBarAppearanceUpdate()
        #expect(controller.statusBarUpdates == 1)
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        #expect(!UIApplication.shared.isStatusBarHidden)
    }

    @Test func anNSObjectDataSourceFillsATableWithItsCellSubclass() throws {
        let harness = LifecycleHarness()
        let controller = UIViewController()
        harness.show(controller)
        let source = FruitDataSource()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.register(FruitCell.self, forCellReuseIdentifier: "fruit")
        table.dataSource = source
        harness.perform("show table") { controller.view.addSubview(table) }
        let cells = table.visibleCells.compactMap { $0 as? FruitCell }
        #expect(cells.count == 3)
        #expect(cells.allSatisfy { $0.builtInCode })
        #expect(cells.map { $0.textLabel?.text } == ["Apple", "Banana", "Cherry"])
    }

    @Test func descriptionEqualityAndHashComeFromNSObject() {
        let harness = LifecycleHarness()
        let controller = ProfileViewController()
        harness.show(controller)
        #expect(identify(controller) == "ProfileViewController(profile)")
        #expect(FruitDataSource().isEqual(FruitDataSource()))
        #expect(FruitDataSource() == FruitDataSource())
        let view = UIView()
        #expect(view == view)
        #expect(view != UIView())
        #expect(Set([view, view]).count == 1)
    }

    @Test func networkingTypesComeWithUIKitAlone() {
        #expect(makeRequest().url?.host == "example.com")
    }
}

@MainActor
@Suite(.freshRuntime) struct CompatibilityLayoutTests {
    @Test func anchorsActivatedInOneCallPlaceTheView() {
        let harness = LifecycleHarness()
        let controller = AnchoredViewController()
        harness.show(controller)
        // Centred on the 375×667 screen, on its @2x pixel grid.
        #expect(controller.badge.frame == CGRect(x: 167.5, y: 323.5, width: 40, height: 20))
    }

    @Test func selectorsAreStrings() {
        #expect(NSStringFromSelector(refreshSelector) == "refresh:")
        #expect(literalSelector == Selector("close"))
    }
}

/// A container that lets its child decide the status bar's style, as navigation-like
/// containers in apps do; its hidden-status link points at itself.
final class ForwardingContainer: UIViewController {
    let child = ProfileViewController()
    override var childForStatusBarStyle: UIViewController? { child }
    override var childForStatusBarHidden: UIViewController? { self }
}

@MainActor
@Suite(.freshRuntime) struct StatusBarForwardingTests {
    @Test func theChildNamedForTheStyleAnswersAndASelfLinkStops() {
        let harness = LifecycleHarness()
        let container = ForwardingContainer()
        harness.show(container)
        container.setNeedsStatusBarAppearanceUpdate()
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        #expect(!UIApplication.shared.isStatusBarHidden)
    }
}

@MainActor
@Suite(.freshRuntime) struct CompatibilityMotionTests {
    /// The intro's animators run on the virtual clock: the headline is in place and shown, and
    /// the fade's completion ran at its end; the house style reached the navigation bar.
    @Test func propertyAnimatorsAndAppearanceProxiesRunAsTheAppExpects() {
        let harness = LifecycleHarness()
        applyHouseStyle()
        let signIn = SignInViewController()
        let navigation = UINavigationController(rootViewController: signIn)
        harness.show(navigation)
        #expect(!navigation.navigationBar.isTranslucent)
        #expect(navigation.navigationBar.tintColor == .white)
        // show(_:) settles the run loop, which runs the clock to the animators' ends.
        #expect(signIn.introFinished)
        #expect(signIn.headline.alpha == 1)
        #expect(signIn.headline.frame.minX == 16)
        #expect(signIn.signInButton.titleLabel?.text == "Sign In")
        #expect(signIn.signInButton.currentTitleColor == .white, "set on the button, so the proxy leaves it")
        #expect(signIn.subtitle.textColor == .secondaryLabel, "the app's own label class takes its own proxy's values")
        #expect(signIn.subtitle.font.pointSize == UIFont.preferredFont(forTextStyle: .footnote).pointSize)
        #expect(type(of: CaptionLabel.appearance()) == CaptionLabel.self)
    }
}

@MainActor
@Suite(.freshRuntime) struct CompatibilitySpringTests {
    /// The toast drops in on its spring and completes; an interactive dismissal scrubbed by the
    /// finger shows the card part-way through its presentation layer while its frame is
    /// already at the end, linearly by default and past the end along the spring when scrubbing
    /// follows the curve; cancelled, it springs back to rest.
    @Test func springsAndScrubbingShowInThePresentationLayer() throws {
        let harness = LifecycleHarness()
        let toast = ToastViewController()
        harness.show(toast)
        #expect(toast.droppedIn)
        #expect(toast.cardOnScreen.minY == toast.restingY)
        toast.beginDismissal()
        toast.drag(to: 0.5)
        #expect(toast.card.frame.minY == -120, "the model value is the end value at once")
        #expect(toast.cardOnScreen.minY == -30, "half-way between 60 and -120")
        let dismissal = try #require(toast.dismissal)
        dismissal.scrubsLinearly = false
        let positions = stride(from: 0.05, through: 0.95, by: 0.05).map { fraction -> CGFloat in
            toast.drag(to: fraction)
            return toast.cardOnScreen.minY
        }
        #expect(positions.min()! < -120, "along the spring, the card flies past the end")
        toast.release(cancelled: true)
        harness.runUntilIdle()
        #expect(toast.dismissalEnded == .start)
        #expect(toast.card.frame.minY == toast.restingY && toast.cardOnScreen.minY == toast.restingY)
    }
}

@MainActor
@Suite(.freshRuntime) struct CompatibilityDelayTests {
    /// `DispatchQueue.main.asyncAfter` blocks wait in virtual time: nothing runs before its
    /// deadline, each runs when the clock reaches it, in deadline order, and 2 s of app time
    /// take no real time.
    @Test func asyncAfterBlocksRunOnTheVirtualClock() {
        let harness = LifecycleHarness()
        let controller = ToastingViewController()
        harness.show(controller)
        let started = Date()
        controller.showToast()
        harness.advance(by: 0.4)
        #expect(controller.events.isEmpty)
        harness.advance(by: 0.1)
        #expect(controller.events == ["retried"])
        harness.advance(by: 1.5)
        #expect(controller.events == ["retried", "one second", "hidden"])
        #expect(controller.toast.isHidden)
        #expect(Date().timeIntervalSince(started) < 1, "2 s of app time take no real time")
    }

    /// A repeating timer ticks at 1, 2 and 3 s of virtual time and stops itself; an
    /// unscheduled timer added to the main run loop fires once at 1.5 s; `isValid` follows.
    @Test func timersTickOnTheVirtualClock() {
        let harness = LifecycleHarness()
        let controller = CountdownViewController()
        harness.show(controller)
        let started = Date()
        controller.start()
        #expect(controller.timer?.isValid == true)
        harness.advance(by: 0.99)
        #expect(controller.events.isEmpty)
        harness.advance(by: 0.01)
        #expect(controller.events == ["tick 2"])
        harness.advance(by: 0.5)
        #expect(controller.events == ["tick 2", "hint"])
        harness.advance(by: 10)
        #expect(controller.events == ["tick 2", "hint", "tick 1", "tick 0", "done"])
        #expect(controller.timer?.isValid == false)
        #expect(controller.label.text == "0")
        #expect(Date().timeIntervalSince(started) < 1, "11 s of app time take no real time")
    }

    /// An invalidated timer never fires again.
    @Test func anInvalidatedTimerStops() {
        let harness = LifecycleHarness()
        let controller = CountdownViewController()
        harness.show(controller)
        controller.start()
        harness.advance(by: 1)
        let timer = controller.timer
        controller.cancel()
        #expect(timer?.isValid == false)
        harness.advance(by: 5)
        #expect(controller.events == ["tick 2", "hint"])
    }
}

/// Issue 33 item 6 through the public API: the choice control's own menu and its actions.
@MainActor
@Suite(.freshRuntime) struct MenusAndCellsCompatibilityTests {
    @Test func aControlsOwnMenuOpensOnTapAndItsActionsNameTheControl() {
        let harness = LifecycleHarness()
        let screen = IOSStyleChoicesViewController()
        harness.show(screen)
        harness.tap("Choose")
        #expect(screen.control.backgroundColor == .systemGray2)
        harness.tap("Green")
        #expect(screen.control.chosen == 1)
        #expect(screen.picked == ["Green"])
        #expect(screen.control.backgroundColor == .systemGray5)
        #expect(screen.control.layer.cornerCurve == .continuous)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }
}

@MainActor
@Suite(.freshRuntime) struct CompatibilityAppTaskTests {
    /// Offline (the default), the task that `viewDidLoad` starts reaches URLSession after a hop
    /// off the main actor, fails with "not connected", and its `catch` presents the alert,
    /// once the app's tasks have settled (References §54.1).
    @Test func aTaskStartedInViewDidLoadShowsItsFailureAlert() async {
        let harness = LifecycleHarness()
        let controller = CategoriesViewController()
        let navigation = UINavigationController(rootViewController: controller)
        harness.show(navigation)
        await harness.settleAppTasks()
        #expect(controller.events == ["error: offline"])
        let alert = navigation.presentedViewController as? UIAlertController
        #expect(alert?.title == "Failed to Fetch Categories")
        #expect(alert?.actions.map(\.title) == ["Dismiss"])
        await controller.task?.value
    }

    /// A session of the app's own (an ephemeral configuration) is answered by the network mode
    /// too: offline, its request fails at once, and a detached task brings the outcome back
    /// to the main actor.
    @Test func aSessionOfItsOwnIsAnsweredByTheNetworkMode() async {
        let harness = LifecycleHarness()
        let controller = EphemeralMenuViewController()
        harness.show(controller)
        await harness.settleAppTasks()
        #expect(controller.status == "failed \(NSURLErrorNotConnectedToInternet)")
    }

    /// A debounced search (the port's `Task.sleep`, References §54.5): three keystrokes, each
    /// cancelling the previous sleep, then 0.3 s of virtual time: only the last is searched.
    @Test func aDebouncedSearchSearchesTheLastTextAfterItsVirtualDelay() async {
        let harness = LifecycleHarness()
        let controller = SearchViewController()
        harness.show(controller)
        for text in ["s", "sw", "swi"] {
            controller.textDidChange(text)
            await harness.settleAppTasks()
        }
        harness.advance(by: 0.2)
        await harness.settleAppTasks()
        #expect(controller.searches.isEmpty)
        harness.advance(by: 0.2)
        await harness.settleAppTasks()
        #expect(controller.searches == ["swi"])
    }
}
