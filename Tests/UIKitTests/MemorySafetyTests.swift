import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore
import _UIKitTestSupport

/// The engine's unretained links (a view's superview and window, a root view's controller, a
/// recognizer's view, the handles to controllers and windows) never hand out an object that
/// is going away, and never outlive their object, whatever the app does on the main actor or
/// off it (`Runtime/UnretainedLink.swift`, `Runtime/ObjectHandle.swift`). CI runs this suite
/// under AddressSanitizer, where a link read after its object was freed is a failure.
@MainActor
@Suite(.freshRuntime) struct MemorySafetyTests {
    typealias Box = OffMainThread.Box

    /// A view that reports what it reads of its links when it leaves its superview.
    final class ProbeView: UIView {
        var sawSuperviewWhileLeaving: [Bool] = []
        override func willMove(toSuperview newSuperview: UIView?) {
            super.willMove(toSuperview: newSuperview)
            if newSuperview == nil { sawSuperviewWhileLeaving.append(superview != nil) }
        }
    }

    @Test func aSubviewReadsNoSuperviewWhileItsSuperviewIsDeallocating() {
        let child = ProbeView()
        do {
            let parent = UIView()
            parent.addSubview(child)
        }
        // As a weak reference would: the superview's deinitialization had begun.
        #expect(child.sawSuperviewWhileLeaving == [false])
        #expect(child.superview == nil)
        #expect(child.next == nil)
    }

    /// A controller whose `deinit` body (which runs before UIKit's own teardown) reads the
    /// links of its child and of its view.
    final class ReadingParent: UIViewController {
        let child = UIViewController()
        let kept: UIView
        var report: ((_ childSeesParent: Bool, _ viewSeesController: Bool) -> Void)?
        init(kept: UIView) {
            self.kept = kept
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        deinit {
            MainActor.assumeIsolated {
                report?(child.parent != nil, kept.next is UIViewController)
            }
        }
    }

    @Test func linksToAControllerReadNilFromTheStartOfItsSubclassDeinit() {
        let kept = UIView()
        var answers: (Bool, Bool)?
        do {
            let parent = ReadingParent(kept: kept)
            parent.view = kept
            parent.addChild(parent.child)
            parent.child.didMove(toParent: parent)
            parent.report = { answers = ($0, $1) }
        }
        #expect(answers?.0 == false)
        #expect(answers?.1 == false)
        #expect(kept.next == nil)
    }

    @Test func aSubviewThatOutlivesASuperviewReleasedOffTheMainThreadHasNoSuperview() {
        let runtime = HeadlessRuntime.current
        let label = UILabel()
        do {
            let container = UIView()
            container.addSubview(label)
            let box = Box(container)
            _ = consume container
            OffMainThread.release(box)
        }
        #expect(label.superview == nil)
        // The label's own layout walks its superview chain: nothing is left to read.
        label.setNeedsLayout()
        label.layoutIfNeeded()
        runtime.runLoop.runOneTurn()
        #expect(runtime.diagnostics.all.contains { $0.code == .objectReleasedOffMainActor && $0.subject == "UIView#1" })
    }

    @Test func aRootViewThatOutlivesItsWindowReleasedOffTheMainThreadHasNoWindow() {
        let runtime = HeadlessRuntime.current
        let controller = UIViewController()
        do {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            runtime.runLoop.runUntilIdle()
            #expect(controller.view.window === window)
            window.rootViewController = nil
            let subview = UIView()
            window.addSubview(subview)
            controller.view.addSubview(UIView())
            window.addSubview(controller.view)
            let box = Box(window)
            _ = consume window
            OffMainThread.release(box)
        }
        #expect(controller.view.window == nil)
        #expect(controller.view.superview == nil)
        #expect(controller.view.subviews.allSatisfy { $0.window == nil })
        runtime.runLoop.runUntilIdle()
    }

    @Test func aViewThatOutlivesItsControllerReleasedOffTheMainThreadNamesNoController() {
        let view = UIView()
        do {
            let controller = UIViewController()
            controller.view = view
            #expect(view.next === controller)
            let box = Box(controller)
            _ = consume controller
            OffMainThread.release(box)
        }
        #expect(view.next == nil)
        HeadlessRuntime.current.runLoop.runOneTurn()
    }

    @Test func aViewFlaggedForLayoutAndReleasedOffTheMainThreadLeavesTheQueues() {
        let runtime = HeadlessRuntime.current
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        runtime.runLoop.runUntilIdle()
        let box: Box
        do {
            let flagged = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(flagged)
            flagged.removeFromSuperview()
            window.addSubview(flagged)
            flagged.setNeedsLayout()
            flagged.setNeedsDisplay()
            flagged.removeFromSuperview()
            box = Box(flagged)
        }
        OffMainThread.release(box)
        // The layout and display passes must skip the freed view.
        runtime.runLoop.runUntilIdle()
        #expect(runtime.diagnostics.all.contains { $0.code == .objectReleasedOffMainActor && $0.subject == "UIView#1" })
    }

    @Test func aRecognizerWhoseViewWasReleasedOffTheMainThreadHasNoView() {
        let recognizer = UITapGestureRecognizer()
        do {
            let view = UIView()
            view.addGestureRecognizer(recognizer)
            #expect(recognizer.view === view)
            let box = Box(view)
            _ = consume view
            OffMainThread.release(box)
        }
        HeadlessRuntime.current.runLoop.runOneTurn()
        #expect(recognizer.view == nil)
    }

    /// A deterministic mix of what real apps do between a flag and the pass: views flagged
    /// and then released, children outliving their superview, removals queued on the main
    /// queue, child controllers added and removed in one turn, pushes popped mid-animation,
    /// and subclass deinits that read their links. Under AddressSanitizer any stale link is
    /// a report; here every step must also leave the hierarchy consistent.
    @Test func aStressMixOfReleasesAndRemovalsLeavesNoStaleLink() {
        let runtime = HeadlessRuntime.current
        let harness = LifecycleHarness()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        harness.show(navigation)
        var generator = SplitMix64(seed: 34)
        var survivors: [UIView] = []
        for step in 0..<300 {
            switch generator.next() % 6 {
            case 0:
                // A subtree flagged for layout, then dropped before the pass.
                let parent = ProbeView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
                let child = ProbeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                parent.addSubview(child)
                root.view.addSubview(parent)
                child.setNeedsLayout()
                parent.setNeedsDisplay()
                parent.removeFromSuperview()
                if generator.next() % 2 == 0 { survivors.append(child) }
            case 1:
                // A removal queued on the main queue between the flag and the pass.
                let view = ProbeView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
                root.view.addSubview(view)
                view.setNeedsLayout()
                runtime.runLoop.perform { view.removeFromSuperview() }
            case 2:
                // A child controller added and removed in one turn.
                let child = UIViewController()
                root.addChild(child)
                root.view.addSubview(child.view)
                child.didMove(toParent: root)
                child.willMove(toParent: nil)
                child.view.removeFromSuperview()
                child.removeFromParent()
            case 3:
                // A push popped while its animation runs.
                navigation.pushViewController(ReadingLinksController(), animated: true)
                _ = runtime.runLoop.advance(by: 0.1)
                navigation.popViewController(animated: true)
            case 4:
                // A survivor re-parented, then its new superview dropped.
                if let survivor = survivors.popLast() {
                    do {
                        let holder = UIView()
                        holder.addSubview(survivor)
                        root.view.addSubview(holder)
                        survivor.setNeedsLayout()
                        holder.removeFromSuperview()
                    }
                    #expect(survivor.superview == nil)
                }
            default:
                runtime.runLoop.runOneTurn()
            }
            if step % 25 == 0 { runtime.runLoop.runUntilIdle() }
        }
        runtime.runLoop.runUntilIdle()
        #expect(survivors.allSatisfy { $0.superview == nil && $0.window == nil })
        #expect(navigation.viewControllers.count == 1)
        #expect(!runtime.diagnostics.all.contains { $0.severity == .error })
    }

    /// A pushed controller whose subclass deinit reads its own links and its view's.
    final class ReadingLinksController: UIViewController {
        deinit {
            MainActor.assumeIsolated {
                _ = parent
                _ = navigationController
                _ = viewIfLoaded?.superview
                _ = viewIfLoaded?.window
            }
        }
    }
}
