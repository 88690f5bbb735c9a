import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// `UIViewPropertyAnimator` on the virtual clock: its states, its fraction, pausing and
/// scrubbing, reversing, stopping and finishing, and where it leaves the views.
@MainActor
@Suite(.freshRuntime) struct PropertyAnimatorTests {
    @Test func runsOnTheClockAndCompletesAtTheEnd() {
        let runLoop = HeadlessRuntime.current.runLoop
        let (window, view) = shownView()
        var positions: [String] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.alpha = 0 }
        animator.addCompletion { positions.append("\($0 == .end ? "end" : "other") at \(runLoop.now)") }
        #expect(animator.state == .inactive)
        #expect(view.alpha == 1, "the block waits for the start")

        animator.startAnimation()
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        #expect(view.alpha == 0, "the model value is the end value while it runs")
        runLoop.advance(by: 0.25)
        #expect(animator.fractionComplete == 0.25)
        runLoop.advance(by: 0.75)
        #expect(positions == ["end at 1.0"])
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        withExtendedLifetime(window) {}
    }

    @Test func startAfterDelayRunsTheBlockAtOnceAndMovesLater() {
        let runLoop = HeadlessRuntime.current.runLoop
        let (window, view) = shownView()
        var ended: TimeInterval?
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.5, delay: 0.2, options: [.curveLinear],
                                                                      animations: { view.center.x = 300 },
                                                                      completion: { _ in ended = runLoop.now })
        #expect(view.center.x == 300)
        #expect(animator.delay == 0.2)
        runLoop.advance(by: 0.2)
        #expect(animator.fractionComplete == 0)
        runLoop.advance(by: 0.25)
        #expect(animator.fractionComplete == 0.5)
        #expect(runLoop.runUntilIdle())
        #expect(ended == 0.7)
        withExtendedLifetime(window) {}
    }

    /// Paused and scrubbed to a fraction, then stopped there and finished at `.current`:
    /// the view is left part-way, along the animator's curve.
    @Test func pausedScrubbedAndFinishedAtTheCurrentPosition() {
        let (window, view) = shownView()
        var finished: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) {
            view.frame.origin.x = 200
            view.alpha = 0
        }
        animator.addCompletion { finished.append($0) }
        animator.pauseAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        animator.fractionComplete = 0.25
        #expect(animator.fractionComplete == 0.25)
        HeadlessRuntime.current.runLoop.advance(by: 5)
        #expect(animator.fractionComplete == 0.25, "a paused animator does not move with the clock")

        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(view.frame.origin.x == 50)
        #expect(view.alpha == 0.75)
        animator.finishAnimation(at: .current)
        #expect(finished == [.current])
        #expect(animator.state == .inactive)
        #expect(view.frame.origin.x == 50)
        withExtendedLifetime(window) {}
    }

    /// Reversed half-way, the animation runs back over the time it had gone and ends at its
    /// start, where the view's values are put back.
    @Test func reversedEndsAtTheStartWithTheStartValues() {
        let runLoop = HeadlessRuntime.current.runLoop
        let (window, view) = shownView()
        var finished: [(UIViewAnimatingPosition, TimeInterval)] = []
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8) { view.bounds.size.width = 300 }
        animator.addCompletion { finished.append(($0, runLoop.now)) }
        animator.startAnimation()
        runLoop.advance(by: 0.5)
        animator.isReversed = true
        #expect(animator.fractionComplete == 0.5)
        runLoop.advance(by: 0.25)
        #expect(animator.fractionComplete == 0.25)
        #expect(runLoop.runUntilIdle())
        #expect(finished.map(\.0) == [.start])
        #expect(finished.map(\.1) == [1.0])
        #expect(view.bounds.width == 100)
        withExtendedLifetime(window) {}
    }

    @Test func stopWithoutFinishingRunsNoCompletion() {
        let runLoop = HeadlessRuntime.current.runLoop
        let (window, view) = shownView()
        var completions = 0
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.5 }
        animator.addCompletion { _ in completions += 1 }
        animator.startAnimation()
        runLoop.advance(by: 0.5)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(view.alpha == 0.75, "left where it was")
        #expect(runLoop.runUntilIdle())
        #expect(completions == 0)
        withExtendedLifetime(window) {}
    }

    @Test func pausesOnCompletionWaitsAtTheEndToBeReversed() {
        let runLoop = HeadlessRuntime.current.runLoop
        let (window, view) = shownView()
        var finished: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeOut) { view.alpha = 0 }
        animator.pausesOnCompletion = true
        animator.addCompletion { finished.append($0) }
        animator.startAnimation()
        #expect(runLoop.runUntilIdle())
        #expect(finished.isEmpty)
        #expect(animator.state == .active)
        #expect(animator.fractionComplete == 1)
        animator.isReversed = true
        animator.pausesOnCompletion = false
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        #expect(runLoop.runUntilIdle())
        #expect(finished == [.start])
        #expect(view.alpha == 1)
        withExtendedLifetime(window) {}
    }

    @Test func animationsAddedWhileActiveRunAtOnce() {
        let (window, view) = shownView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.startAnimation()
        animator.addAnimations { view.alpha = 0.2 }
        #expect(view.alpha == 0.2)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(view.alpha == 1)
        withExtendedLifetime(window) {}
    }

    /// iOS raises an exception for these; here each is refused with a diagnostic and nothing
    /// changes.
    @Test func misuseIsReportedAndIgnored() {
        let diagnostics = HeadlessRuntime.current.diagnostics
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {}
        animator.finishAnimation(at: .end)
        #expect(animator.state == .inactive)
        animator.startAnimation()
        animator.fractionComplete = 0.5
        #expect(animator.fractionComplete == 0)
        animator.stopAnimation(false)
        animator.startAnimation()
        #expect(animator.state == .stopped)
        #expect(diagnostics.all.map(\.code) == [.animatorNotStopped, .animatorRunning, .animatorStopped])
        #expect(diagnostics.all.allSatisfy { $0.message.contains("UIViewPropertyAnimator") })
    }

    @Test func timingParametersDescribeTheirCurves() {
        let cubic = UICubicTimingParameters(animationCurve: .easeIn)
        #expect(cubic.timingCurveType == .cubic)
        #expect(cubic.controlPoint1 == CGPoint(x: 0.42, y: 0))
        let spring = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 1, dy: 0))
        #expect(spring.timingCurveType == .spring)
        #expect(spring.initialVelocity.dx == 1)
        let animator = UIViewPropertyAnimator(duration: 0.3, timingParameters: spring)
        #expect(animator.timingParameters?.springTimingParameters === spring)
        #expect(animator.duration == 0.3)
    }
}

/// Transitions, keyframes and springs: the changes at once, the completion on the clock.
@MainActor
@Suite(.freshRuntime) struct ViewTransitionTests {
    @Test func transitionFromViewToViewSwapsThemInTheSuperview() {
        let runLoop = HeadlessRuntime.current.runLoop
        let container = UIView()
        let first = UIView(), second = UIView(), last = UIView()
        container.addSubview(first)
        container.addSubview(last)
        var done: TimeInterval?
        UIView.transition(from: first, to: second, duration: 0.4, options: .transitionFlipFromLeft) { _ in done = runLoop.now }
        #expect(container.subviews == [second, last])
        #expect(first.superview == nil)
        #expect(runLoop.runUntilIdle())
        #expect(done == 0.4)

        UIView.transition(from: second, to: first, duration: 0, options: .showHideTransitionViews)
        #expect(second.isHidden)
        #expect(second.superview === container)
    }

    @Test func keyframesRunInOrderAndCompleteAfterDelayAndDuration() {
        let runLoop = HeadlessRuntime.current.runLoop
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var order: [String] = []
        UIView.animateKeyframes(withDuration: 1, delay: 0.5, options: [.calculationModeCubic], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { order.append("first"); view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                order.append("second, inherited \(UIView.inheritedAnimationDuration)")
                view.alpha = 0
            }
        }, completion: { _ in order.append("done at \(runLoop.now)") })
        #expect(order == ["first", "second, inherited 1.0"])
        #expect(runLoop.runUntilIdle())
        #expect(order.last == "done at 1.5")
        #expect(UIView.inheritedAnimationDuration == 0)
    }

    @Test func springAndTransitionWithViewCompleteOnTheClock() {
        let runLoop = HeadlessRuntime.current.runLoop
        // Three views: animations of one key of one layer replace each other, and a replaced
        // block completes early with finished == false (References §38).
        let view = UIView(), other = UIView(), third = UIView()
        var ends: [TimeInterval] = []
        UIView.animate(withDuration: 0.3, delay: 0.1, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, options: [],
                       animations: { view.alpha = 0.5 }, completion: { _ in ends.append(runLoop.now) })
        UIView.transition(with: other, duration: 0.2, options: .transitionCrossDissolve, animations: { other.alpha = 0.4 },
                          completion: { _ in ends.append(runLoop.now) })
        UIView.animate(springDuration: 0.6, bounce: 0.2) { third.alpha = 0.3 } completion: { _ in ends.append(runLoop.now) }
        #expect(third.alpha == 0.3)
        #expect(runLoop.runUntilIdle())
        #expect(ends == [0.2, 0.4, 0.6])
    }

    @Test func systemDeleteRemovesTheViewsAtTheEnd() {
        let container = UIView()
        let doomed = UIView()
        container.addSubview(doomed)
        var removedBeforeCompletion = false
        UIView.perform(.delete, on: [doomed], options: [], animations: nil) { _ in removedBeforeCompletion = doomed.superview == nil }
        #expect(doomed.superview === container)
        #expect(HeadlessRuntime.current.runLoop.runUntilIdle())
        #expect(removedBeforeCompletion)
    }
}

/// A running animator is kept by the clock: an app that does not keep it still gets its
/// completion.
@MainActor
@Suite(.freshRuntime) struct PropertyAnimatorOwnershipTests {
    @Test func aRunningAnimatorOutlivesTheAppsReference() {
        var finished = false
        weak var released: UIViewPropertyAnimator?
        do {
            let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear)
            animator.addCompletion { _ in finished = true }
            animator.startAnimation()
            released = animator
        }
        #expect(released != nil)
        #expect(HeadlessRuntime.current.runLoop.runUntilIdle())
        #expect(finished)
        #expect(released == nil, "let go once it ends")
    }
}
