import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
@testable import UIKit
import HeadlessCore

/// Work that grows with an input stays linear (issue 37, item 5; References §51): each test
/// counts the engine's own steps, not time, at a size where quadratic work would be hundreds
/// of times over the bound.
@MainActor
@Suite(.freshRuntime) struct LinearWorkTests {
    /// Timers for one instant fire in the order they were scheduled, and the queue's work per
    /// timer stays logarithmic (a sorted list searched per insertion was quadratic).
    @Test func timersForOneInstantCostLogarithmicWorkEach() {
        let runLoop = HeadlessRuntime.current.runLoop
        let count = 5_000
        var fired: [Int] = []
        var handles: [TimerHandle] = []
        let before = runLoop.timerQueueSteps
        for index in 0..<count {
            handles.append(runLoop.schedule(after: 0.25) { fired.append(index) })
        }
        // Every third one is cancelled: cancelled timers never fire and are not counted.
        for index in stride(from: 0, to: count, by: 3) { runLoop.cancel(handles[index]) }
        #expect(runLoop.scheduledCount == count - (count + 2) / 3)
        #expect(!runLoop.isScheduled(handles[0]) && runLoop.isScheduled(handles[1]))
        runLoop.runUntilIdle()
        #expect(fired == (0..<count).filter { $0 % 3 != 0 })
        #expect(runLoop.scheduledCount == 0)
        let perTimer = Double(runLoop.timerQueueSteps - before) / Double(count)
        // log2(5,000) is about 12.3: a push and a pop each take at most that many steps.
        #expect(perTimer < 2 * 14, "timer queue steps per timer: \(perTimer)")
    }

    /// Animating many views in one block schedules a timer per animation; the block's
    /// completion still runs once, and the queue's work per view stays logarithmic.
    @Test func animatingManyViewsInOneBlockCostsLogarithmicQueueWorkPerView() {
        let runLoop = HeadlessRuntime.current.runLoop
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.makeKeyAndVisible()
        let views = (0..<3_000).map { index in
            let view = UIView(frame: CGRect(x: 0, y: Double(index % 600), width: 10, height: 10))
            window.addSubview(view)
            return view
        }
        runLoop.runUntilIdle()
        let before = runLoop.timerQueueSteps
        var completions = 0
        UIView.animate(withDuration: 0.3, animations: {
            for view in views { view.alpha = 0.5 }
        }, completion: { finished in if finished { completions += 1 } })
        runLoop.runUntilIdle()
        #expect(completions == 1)
        #expect(views.allSatisfy { $0.layer.animationKeys() == nil && $0.alpha == 0.5 })
        let perView = Double(runLoop.timerQueueSteps - before) / Double(views.count)
        #expect(perView < 2 * 14, "timer queue steps per animated view: \(perView)")
    }

    /// A trait change over a chain of views 3,000 deep walks each view a constant number of
    /// times (each used to walk all its ancestors for an appearance override), and the
    /// inherited overrides stay right as views move and overrides change.
    @Test func traitChangeOverADeepChainWalksEachViewOnce() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.makeKeyAndVisible()
        let depth = 3_000
        var chain: [UIView] = []
        var parent: UIView = window
        for _ in 0..<depth {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            parent.addSubview(view)
            chain.append(view)
            parent = view
        }
        HeadlessRuntime.current.runLoop.runUntilIdle()
        let before = InheritedStyleMemo.steps
        window.applyWindowTraits(window.currentTraits.with(userInterfaceStyle: .dark))
        let perView = Double(InheritedStyleMemo.steps - before) / Double(depth)
        #expect(perView < 8, "ancestor steps per view: \(perView)")
        #expect(chain.last?.traitCollection.userInterfaceStyle == .dark)

        // An override in the middle reaches the views below it only.
        chain[1_000].overrideUserInterfaceStyle = .light
        #expect(chain[999].traitCollection.userInterfaceStyle == .dark)
        #expect(chain[1_000].traitCollection.userInterfaceStyle == .light)
        #expect(chain.last?.traitCollection.userInterfaceStyle == .light)
        // Moving the lower part out from under the override: the memo of the old place is not used.
        let lower = chain[2_000]
        window.addSubview(lower)
        #expect(chain.last?.traitCollection.userInterfaceStyle == .dark)
        chain[1_500].addSubview(lower)
        #expect(chain.last?.traitCollection.userInterfaceStyle == .light)
        chain[1_000].overrideUserInterfaceStyle = .unspecified
        #expect(chain.last?.traitCollection.userInterfaceStyle == .dark)
        // A controller's override reaches its root view's subtree.
        let controller = UIViewController()
        controller.view.frame = window.bounds
        let leaf = UIView()
        controller.view.addSubview(leaf)
        window.addSubview(controller.view)
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
        controller.overrideUserInterfaceStyle = .light
        #expect(leaf.traitCollection.userInterfaceStyle == .light)
    }

    /// Presenting full screen from the front of a chain of presentations, 300 times over,
    /// finds the front and checks the new controller against the presenter's ancestors in a
    /// constant number of steps each (both walked the whole chain: some 45,000 steps), and
    /// the answers stay the walk's own through dismissals and refusals (References §53.1).
    @Test func presentingFromTheFrontOfALongChainTakesConstantStepsEach() {
        let runtime = HeadlessRuntime.current
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        runtime.runLoop.runUntilIdle()
        func walkedFront() -> UIViewController {
            var front = root
            while let next = front.presentedViewController { front = next }
            return front
        }
        let count = 300
        var chain: [UIViewController] = []
        var wrongFronts = 0
        let before = UIViewController.presentationWalkSteps
        for index in 0..<count {
            let front = root.presentationFront
            if front !== (chain.last ?? root) { wrongFronts += 1 }
            // Every third one is a container, whose children the ancestor check also looks at.
            let controller = index % 3 == 0 ? UINavigationController(rootViewController: UIViewController()) : UIViewController()
            controller.modalPresentationStyle = .fullScreen
            front.present(controller, animated: false)
            runtime.runLoop.runUntilIdle()
            chain.append(controller)
        }
        let perPresentation = Double(UIViewController.presentationWalkSteps - before) / Double(count)
        #expect(wrongFronts == 0)
        #expect(chain.last?.presentingViewController === chain[count - 2])
        #expect(perPresentation < 8, "presentation walk steps per presentation: \(perPresentation)")
        #expect(runtime.diagnostics.all.isEmpty)

        // A dismissal in the middle brings the front down to the controller that dismissed.
        chain[149].dismiss(animated: false)
        runtime.runLoop.runUntilIdle()
        #expect(chain[149].presentedViewController == nil)
        #expect(root.presentationFront === chain[149] && walkedFront() === chain[149])
        let next = UIViewController()
        next.modalPresentationStyle = .fullScreen
        chain[149].present(next, animated: false)
        runtime.runLoop.runUntilIdle()
        #expect(root.presentationFront === next && walkedFront() === next)

        // Controllers on the presenter's line are still refused as active, wherever they are on
        // it (a presented container, the root); a container's child is not on the line (the
        // container presented), so it is refused for its parent; from inside the container,
        // the container is on the child's line.
        let container = chain[0] as? UINavigationController
        let child = container?.topViewController
        next.present(chain[0], animated: false)
        if let child { next.present(child, animated: false) }
        next.present(root, animated: false)
        if let child, let container { child.present(container, animated: false) }
        #expect(runtime.diagnostics.all.map(\.code)
                == ["presentation.active", "presentation.hasParent", "presentation.active", "presentation.active"])
        #expect(next.presentedViewController == nil)
        _ = window
    }
}
