import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// Modal presentation and dismissal (VC-7; References §5.1–§5.3).
@MainActor
@Suite(.freshRuntime) struct PresentationTests {
    /// Records completion handlers into the trace so their position is visible.
    static func mark(_ text: String) { HeadlessRuntime.current.note(text) }

    /// The controller lines plus notes, rendered in Swift style.
    static func lines(_ recorder: TraceRecorder, of classes: Set<String>) -> [String] {
        let skipped: Set<String> = Set(["viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "viewIsAppearing(_:)",
                                    "loadView()", "layoutSubviews()", "draw(_:)", "init(nibName:bundle:)"])
            .union(Callback.insetChanges)
        return recorder.events
            .filter { $0.kind == .note || ($0.kind == .callback && classes.contains($0.className) && !skipped.contains($0.callback)) }
            .map { TraceFormat.swift.render($0) }
    }

    /// VC-7: A presents B full screen, then B is dismissed: A disappears and reappears, the incoming
    /// viewDidAppear comes before the outgoing viewDidDisappear both ways, completions follow, B is released
    /// and A is not.
    @Test func fullScreenPresentAndDismissFollowSeedVC7() {
        let runtime = HeadlessRuntime.current
        let a = AViewController()
        let window = showInWindow(a)
        let recorder = runtime.attach()
        weak var weakB: UIViewController?
        do {
            let b = BViewController()
            weakB = b
            b.modalPresentationStyle = .fullScreen
            a.present(b, animated: true) { Self.mark("present completion") }
        }
        runtime.runLoop.runUntilIdle()
        #expect(runtime.runLoop.now == 0.5)
        #expect(a.view.window == nil)
        #expect(a.presentedViewController === weakB && weakB?.presentingViewController === a)
        a.dismiss(animated: true) { Self.mark("dismiss completion") }
        runtime.runLoop.runUntilIdle()
        #expect(Self.lines(recorder, of: ["AViewController", "BViewController"]) == [
            "BViewController.viewDidLoad()",
            "AViewController.viewWillDisappear(true)",
            "BViewController.viewWillAppear(true)",
            "BViewController.viewDidAppear(true)",
            "AViewController.viewDidDisappear(true)",
            "// present completion",
            "BViewController.viewWillDisappear(true)",
            "AViewController.viewWillAppear(true)",
            "AViewController.viewDidAppear(true)",
            "BViewController.viewDidDisappear(true)",
            "// dismiss completion",
            "BViewController.deinit",
        ])
        #expect(weakB == nil)
        #expect(a.view.window === window && a.appearanceState == .appeared)
        #expect(a.presentedViewController == nil)
        #expect(runtime.diagnostics.all.isEmpty)
    }

    /// The presenter's layout runs before its viewDidAppear on dismissal.
    @Test func dismissLaysOutThePresenterBeforeItAppears() {
        let runtime = HeadlessRuntime.current
        let a = AViewController()
        let b = BViewController()
        b.modalPresentationStyle = .fullScreen
        let window = showPresenting(b, over: a, animated: false)
        let recorder = runtime.attach()
        b.dismiss(animated: false)
        runtime.runLoop.runUntilIdle()
        let a1 = recorder.callbacks.filter { $0.className == "AViewController" }.map(\.callback)
        #expect(a1 == ["viewWillAppear(_:)", "viewIsAppearing(_:)", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "viewDidAppear(_:)"])
        _ = window
    }

    nonisolated static let removingStyles: [UIModalPresentationStyle] = [.fullScreen, .currentContext]
    nonisolated static let keepingStyles: [UIModalPresentationStyle] = [.automatic, .pageSheet, .formSheet, .overFullScreen,
                                                             .overCurrentContext, .custom, .popover]

    /// A shown, then a new B presented over it with `style` and animation, the run loop settled;
    /// the recorder was attached before the presentation.
    private func presentB(_ style: UIModalPresentationStyle)
        -> (a: AViewController, b: BViewController, window: UIWindow, recorder: TraceRecorder) {
        let a = AViewController()
        let window = showInWindow(a)
        let recorder = HeadlessRuntime.current.attach()
        let b = BViewController()
        b.modalPresentationStyle = style
        a.present(b, animated: true)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        return (a, b, window, recorder)
    }

    /// Styles that remove the presenter's view give it disappear and appear callbacks.
    @Test(arguments: removingStyles)
    func stylesThatRemoveThePresenterGiveItCallbacks(style: UIModalPresentationStyle) {
        let runtime = HeadlessRuntime.current
        let (a, b, window, recorder) = presentB(style)
        #expect(a.view.window == nil && b.view.window === window)
        b.dismiss(animated: true)
        runtime.runLoop.runUntilIdle()
        #expect(lifecycle(recorder, of: ["AViewController", "BViewController"]) == bPresentedFullScreenOverA + [
            "BViewController.viewWillDisappear(true)",
            "AViewController.viewWillAppear(true)",
            "AViewController.viewDidAppear(true)",
            "BViewController.viewDidDisappear(true)",
        ])
        #expect(a.view.window === window && b.view.window == nil)
    }

    /// Every other style leaves the presenter on screen and gives it no callback (§5.2).
    @Test(arguments: keepingStyles)
    func stylesThatKeepThePresenterGiveItNothing(style: UIModalPresentationStyle) {
        let runtime = HeadlessRuntime.current
        let (a, b, window, recorder) = presentB(style)
        #expect(a.view.window === window && b.view.window === window)
        #expect(b.presentationController?.presentationStyle == (style == .automatic ? .pageSheet : style))
        b.dismiss(animated: true)
        runtime.runLoop.runUntilIdle()
        #expect(lifecycle(recorder, of: ["AViewController", "BViewController"]) == [
            "BViewController.viewDidLoad()",
            "BViewController.viewWillAppear(true)",
            "BViewController.viewDidAppear(true)",
            "BViewController.viewWillDisappear(true)",
            "BViewController.viewDidDisappear(true)",
        ])
        #expect(a.appearanceState == .appeared)
    }

    /// Presented views go into a transition view in the window; sheets are cards, full-screen styles fill it.
    @Test func presentedViewsGoIntoATransitionViewInTheWindow() {
        let runtime = HeadlessRuntime.current
        let a = AViewController()
        let b = BViewController()
        let window = showPresenting(b, over: a, animated: false)
        let container = b.presentationController?.containerView
        #expect(container?.superview === window)
        #expect(b.view.superview === container)
        #expect(b.view.frame.minY > 0 && b.view.frame.width == window.bounds.width)
        #expect(window.subviews.count == 2)
        b.dismiss(animated: false)
        runtime.runLoop.runUntilIdle()
        #expect(same(window.subviews, [a.view]))
    }

    /// A child that presents full screen: the root of its tree (the navigation controller) presents, and
    /// the whole navigation interface disappears, the visible child with it.
    @Test func aChildPresentsThroughTheRootOfItsTree() {
        let runtime = HeadlessRuntime.current
        let (a, nav, window, recorder) = showNavigationThenTrace()
        let b = BViewController()
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        runtime.runLoop.runUntilIdle()
        #expect(b.presentingViewController === nav)
        #expect(a.presentedViewController === b && nav.presentedViewController === b)
        #expect(lifecycle(recorder, of: ["AViewController", "UINavigationController"]) == [
            "UINavigationController.viewWillDisappear(false)",
            "AViewController.viewWillDisappear(false)",
            "UINavigationController.viewDidDisappear(false)",
            "AViewController.viewDidDisappear(false)",
        ])
        _ = window
    }

    /// currentContext covers the controller that defines the context: only it disappears; the tab bar controller stays.
    @Test func currentContextCoversTheDefiningController() {
        let runtime = HeadlessRuntime.current
        let a = AViewController(), c = CViewController()
        a.definesPresentationContext = true
        let tabs = UITabBarController()
        tabs.viewControllers = [a, c]
        let window = showInWindow(tabs)
        let recorder = runtime.attach()
        let b = BViewController()
        b.modalPresentationStyle = .currentContext
        a.present(b, animated: false)
        runtime.runLoop.runUntilIdle()
        #expect(b.presentingViewController === a)
        #expect(b.view.superview === tabs.view)
        #expect(a.view.superview == nil)
        b.dismiss(animated: false)
        runtime.runLoop.runUntilIdle()
        #expect(lifecycle(recorder, of: ["AViewController", "BViewController", "UITabBarController"]) == [
            "BViewController.viewDidLoad()",
            "AViewController.viewWillDisappear(false)",
            "BViewController.viewWillAppear(false)",
            "BViewController.viewDidAppear(false)",
            "AViewController.viewDidDisappear(false)",
            "BViewController.viewWillDisappear(false)",
            "AViewController.viewWillAppear(false)",
            "AViewController.viewDidAppear(false)",
            "BViewController.viewDidDisappear(false)",
        ])
        #expect(a.view.superview === tabs.view)
        #expect(runtime.diagnostics.all.isEmpty)
        _ = window
    }

    /// Completion timing: after the presented viewDidAppear; after the dismissed viewDidDisappear; at the end
    /// of the animation in virtual time.
    @Test func completionsRunAtTheEndOfTheTransitions() {
        let runtime = HeadlessRuntime.current
        let a = AViewController()
        let window = showInWindow(a)
        let b = BViewController()
        var times: [String] = []
        a.present(b, animated: true) {
            times.append("presented \(HeadlessRuntime.current.runLoop.now) \(b.appearanceState)")
        }
        runtime.runLoop.advance(by: 0.4)
        #expect(times.isEmpty && b.isBeingPresented)
        runtime.runLoop.advance(by: 0.1)
        #expect(times == ["presented 0.5 appeared"])
        #expect(!b.isBeingPresented)
        a.dismiss(animated: true) {
            times.append("dismissed \(HeadlessRuntime.current.runLoop.now) \(b.appearanceState)")
        }
        #expect(b.isBeingDismissed)
        runtime.runLoop.runUntilIdle()
        #expect(times.last == "dismissed 1.0 disappeared")
        _ = window
    }

    /// Nested presentations: R presents B (sheet), B presents C (full screen, which removes B); dismissing from R
    /// dismisses both; only C (on screen) gets callbacks, and both are released after the completion.
    @Test func dismissingFromTheRootDismissesTheWholeChain() {
        let runtime = HeadlessRuntime.current
        let a = AViewController()
        let window = showInWindow(a)
        weak var weakB: UIViewController?
        weak var weakC: UIViewController?
        do {
            let b = BViewController(), c = CViewController()
            weakB = b; weakC = c
            a.present(b, animated: true)
            runtime.runLoop.runUntilIdle()
            c.modalPresentationStyle = .fullScreen
            b.present(c, animated: true)
            runtime.runLoop.runUntilIdle()
            #expect(c.presentingViewController === b && b.presentedViewController === c)
            #expect(b.appearanceState == .disappeared && b.view.window == nil)
        }
        let recorder = runtime.attach()
        a.dismiss(animated: true) { Self.mark("completion") }
        runtime.runLoop.runUntilIdle()
        let lines = Self.lines(recorder, of: ["AViewController", "BViewController", "CViewController"])
        #expect(lines.prefix(3) == [
            "CViewController.viewWillDisappear(true)",
            "CViewController.viewDidDisappear(true)",
            "// completion",
        ])
        #expect(Set(lines.dropFirst(3)) == ["BViewController.deinit", "CViewController.deinit"])
        #expect(weakB == nil && weakC == nil)
        #expect(a.presentedViewController == nil)
        #expect(same(window.subviews, [a.view]))
    }

    /// Two sheets: dismissing from the presenter takes both off; only the top one animates.
    @Test func dismissingAChainOfSheetsAnimatesOnlyTheTop() {
        let runtime = HeadlessRuntime.current
        let a = AViewController(), b = BViewController(), c = CViewController()
        let window = showPresenting(b, over: a, animated: false)
        b.present(c, animated: false)
        runtime.runLoop.runUntilIdle()
        let recorder = runtime.attach()
        b.presentingViewController?.dismiss(animated: true)
        runtime.runLoop.runUntilIdle()
        #expect(lifecycle(recorder, of: ["AViewController", "BViewController", "CViewController"]) == [
            "CViewController.viewWillDisappear(true)",
            "BViewController.viewWillDisappear(false)",
            "CViewController.viewDidDisappear(true)",
            "BViewController.viewDidDisappear(false)",
        ])
        #expect(b.presentingViewController == nil && c.presentingViewController == nil)
        _ = window
    }

    /// dismiss on the presented controller asks its presenter; on a child of a presented navigation
    /// controller it dismisses the navigation controller.
    @Test func dismissFromInsideAPresentedNavigationController() {
        let runtime = HeadlessRuntime.current
        let a = AViewController(), b = BViewController()
        let window = showInWindow(a)
        let nav = UINavigationController(rootViewController: b)
        a.present(nav, animated: false)
        runtime.runLoop.runUntilIdle()
        #expect(b.presentingViewController === a && b.appearanceState == .appeared)
        b.dismiss(animated: false)
        runtime.runLoop.runUntilIdle()
        #expect(a.presentedViewController == nil && b.appearanceState == .disappeared)
        _ = window
    }

    /// Presenting from a controller whose view is not in a window (the root's viewDidLoad) prints UIKit's
    /// warning and presents nothing.
    @Test func presentingFromOffScreenIsAWarning() {
        final class RootViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                present(BViewController(), animated: true) { Issue.record("completion must not run") }
            }
        }
        let runtime = HeadlessRuntime.reset()
        let root = RootViewController()
        let window = showInWindow(root)
        #expect(diagnosticCodes == ["presentation.notInWindow"])
        #expect(runtime.diagnostics.all.first?.message.hasPrefix("Attempt to present <BViewController#1> on <RootViewController#1> (from <RootViewController#1>) whose view is not in the window hierarchy") == true)
        #expect(root.presentedViewController == nil)
        _ = window
    }

    /// Presenting while a presentation runs, or over a controller already presenting, prints UIKit's warning.
    @Test func presentingTwiceIsAWarning() {
        let runtime = HeadlessRuntime.current
        let a = AViewController()
        let window = showInWindow(a)
        let b = BViewController(), c = CViewController()
        a.present(b, animated: true)
        a.present(c, animated: true)
        #expect(diagnosticCodes == ["presentation.inProgress"])
        runtime.runLoop.runUntilIdle()
        a.present(c, animated: true)
        #expect(diagnosticCodes.last == "presentation.alreadyPresenting")
        #expect(runtime.diagnostics.all.last?.message.contains("which is already presenting <BViewController#1>") == true)
        b.dismiss(animated: true)
        b.dismiss(animated: true)
        #expect(diagnosticCodes.last == "presentation.dismissInProgress")
        runtime.runLoop.runUntilIdle()
        #expect(a.presentedViewController == nil && c.appearanceState == .disappeared && !c.isViewLoaded)
        _ = window
    }

    /// Presenting an active controller, one with a parent, one already presented, or with style .none is an error.
    @Test func presentingWhatCannotBePresentedIsAnError() {
        let runtime = HeadlessRuntime.current
        let a = AViewController(), b = BViewController()
        let nav = UINavigationController(rootViewController: a)
        let window = showInWindow(nav)
        a.present(nav, animated: false)
        let child = CViewController()
        nav.pushViewController(child, animated: false)
        runtime.runLoop.runUntilIdle()
        a.present(child, animated: false)
        b.modalPresentationStyle = .none
        child.present(b, animated: false)
        #expect(diagnosticCodes == ["presentation.active", "presentation.hasParent", "presentation.style.none"])
        runtime.runLoop.runUntilIdle()
        #expect(nav.presentedViewController == nil)
        _ = window
    }
}

/// Presenting and dismissing from viewDidAppear, where isBeingPresented is still true, is allowed.
@MainActor
@Suite(.freshRuntime) struct PresentationFromCallbacksTests {
    final class SelfDismissingViewController: UIViewController {
        var wasBeingPresented = false
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            wasBeingPresented = isBeingPresented
            dismiss(animated: true)
        }
    }

    @Test func dismissFromViewDidAppearWorks() {
        let runtime = HeadlessRuntime.current
        let a = AViewController()
        let b = SelfDismissingViewController()
        let window = showPresenting(b, over: a, animated: true)
        #expect(b.wasBeingPresented)
        #expect(a.presentedViewController == nil && b.appearanceState == .disappeared)
        #expect(runtime.diagnostics.all.isEmpty)
        _ = window
    }
}
