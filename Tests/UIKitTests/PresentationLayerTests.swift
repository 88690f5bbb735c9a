import Testing
import UIKitTesting
import Foundation
@_spi(Headless) import UIKit
@_spi(Headless) import CoreGraphics
import HeadlessCore

/// `layer.presentation()` shows what is on screen while UIKit animates: block animations add
/// Core Animation animations to the views' layers (the model value is the end value at once),
/// springs overshoot, and property animators show their fraction, paused or scrubbed.
@MainActor
@Suite(.freshRuntime) struct PresentationLayerTests {
    private var runLoop: MainRunLoop { HeadlessRuntime.current.runLoop }

    @Test func blockAnimationShowsFrameAlphaAndCentreHalfWay() throws {
        let (window, view) = shownView()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            view.frame = CGRect(x: 200, y: 0, width: 200, height: 100)
            view.alpha = 0
        })
        #expect(view.frame.origin.x == 200 && view.alpha == 0, "the model takes the end values at once")
        #expect(Set(view.layer.animationKeys() ?? []) == ["position", "bounds", "opacity"])
        runLoop.advance(by: 0.5)
        let shown = try #require(view.layer.presentation())
        #expect(shown.frame == CGRect(x: 100, y: 0, width: 150, height: 100))
        #expect(shown.position == CGPoint(x: 175, y: 50))
        #expect(abs(shown.opacity - 0.5) < 1e-6)
        #expect(view.layer.position == CGPoint(x: 300, y: 50))
        runLoop.advance(by: 0.5)
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.presentation()?.frame == view.frame)
        withExtendedLifetime(window) {}
    }

    /// Keyframes animate over their own parts of the whole, linearly, each from where the
    /// previous one left the value; a gap holds the last keyframe's end; all are gone at the end.
    @Test func keyframesMoveOverTheirPartsOfTheDuration() throws {
        let (window, view) = shownView()
        var finished: [Bool] = []
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.4) { view.center.x = 150 }
            UIView.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.4) { view.center.x = 250 }
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
        }, completion: { finished.append($0) })
        #expect(view.center.x == 250, "the model takes the last keyframe's value at once")
        func shownX() throws -> CGFloat { try #require(view.layer.presentation()).position.x }
        runLoop.advance(by: 0.2)
        #expect(abs(try shownX() - 100) < 1e-6, "half of the first keyframe")
        #expect(abs(try #require(view.layer.presentation()).opacity - 0.8) < 1e-6, "a fifth of the whole fade")
        runLoop.advance(by: 0.3)
        #expect(abs(try shownX() - 150) < 1e-6, "the gap holds the first keyframe's end")
        runLoop.advance(by: 0.3)
        #expect(abs(try shownX() - 200) < 1e-6, "half of the second keyframe, from where the first ended")
        runLoop.advance(by: 0.2)
        #expect(finished == [true])
        #expect(view.layer.animationKeys() == nil)
        #expect(try shownX() == 250)
        withExtendedLifetime(window) {}
    }

    /// The default curve eases in and out: a quarter of the time is less than a quarter of
    /// the way; a delay shows the start value until the animation moves.
    @Test func defaultCurveEasesAndADelayHoldsTheStart() throws {
        let (window, view) = shownView()
        UIView.animate(withDuration: 1, delay: 0.5, options: [], animations: { view.center.x = 150 })
        runLoop.advance(by: 0.25)
        #expect(view.layer.presentation()?.position.x == 50, "waiting for the delay, the start is shown")
        runLoop.advance(by: 0.5)
        let quarter = try #require(view.layer.presentation()).position.x
        #expect(quarter > 50 && quarter < 75)
        runLoop.advance(by: 0.25)
        let half = try #require(view.layer.presentation()).position.x
        #expect(abs(half - 100) < 1e-4, "half the time is half the way (the curve is symmetric): \(half)")
        withExtendedLifetime(window) {}
    }

    /// A transform animates too, and a view that never had a layer gets one holding its start.
    @Test func transformOfALayerlessViewAnimates() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 2, delay: 0, options: [.curveLinear], animations: {
            view.transform = CGAffineTransform(scaleX: 3, y: 3)
        })
        runLoop.advance(by: 1)
        #expect(try #require(view.layer.presentation()).affineTransform() == CGAffineTransform(scaleX: 2, y: 2))
        #expect(view.transform == CGAffineTransform(scaleX: 3, y: 3))
    }

    /// A background colour animates component by component; from none, it fades in.
    @Test func backgroundColourAnimates() throws {
        let (window, view) = shownView()
        view.backgroundColor = .red
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.backgroundColor = .blue })
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(plain)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { plain.backgroundColor = .green })
        runLoop.advance(by: 0.25)
        let shown = try #require(view.layer.presentation()?.backgroundColor?.rgbaComponents)
        #expect(abs(shown.red - 0.75) < 1e-6 && abs(shown.blue - 0.25) < 1e-6 && shown.alpha == 1)
        let fading = try #require(plain.layer.presentation()?.backgroundColor?.rgbaComponents)
        #expect(fading.green == 1 && abs(fading.alpha - 0.25) < 1e-6)
        #expect(view.layer.backgroundColor == UIColor.blue.cgColor)
        withExtendedLifetime(window) {}
    }

    /// No animation without animations: `performWithoutAnimation` inside a block, or animations
    /// turned off.
    @Test func performWithoutAnimationAddsNoAnimation() {
        let (window, view) = shownView()
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { view.alpha = 0.2 }
        }
        #expect(view.layer.animationKeys() == nil)
        UIView.setAnimationsEnabled(false)
        UIView.animate(withDuration: 1) { view.alpha = 0.7 }
        UIView.setAnimationsEnabled(true)
        #expect(view.layer.animationKeys() == nil)
        withExtendedLifetime(window) {}
    }

    /// A spring of damping ratio 0.3 fitted to 1 s: ω = ln(1000)/(ζ · 1 s) = 23.025851,
    /// ωd = ω√(1 - 0.09) = 21.965185; the first peak, at π/ωd = 0.143026 s, overshoots by
    /// e^(-ζπ/√(1-ζ²)) = 0.372326 of the distance: from 50 to 250, the centre shows 324.47.
    @Test func springBlockAnimationOvershoots() throws {
        let (window, view) = shownView()
        var ended: TimeInterval?
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
                       animations: { view.center.x = 250 }, completion: { _ in ended = self.runLoop.now })
        #expect(view.layer.animation(forKey: "position") is CASpringAnimation)
        runLoop.advance(by: 0.143026)
        #expect(abs(try #require(view.layer.presentation()).position.x - 324.465) < 0.01)
        #expect(view.center.x == 250)
        #expect(runLoop.runUntilIdle())
        #expect(ended == 1)
        #expect(view.layer.presentation()?.position.x == 250)
        withExtendedLifetime(window) {}
    }

    @Test func springDurationAndBounceOvershootsToo() throws {
        let (window, view) = shownView()
        UIView.animate(springDuration: 1, bounce: 0.7) { view.center.x = 250 }
        let samples = (1...99).map { _ -> CGFloat in
            runLoop.advance(by: 0.01)
            return view.layer.presentation()!.position.x
        }
        #expect(samples.max()! > 250)
        withExtendedLifetime(window) {}
    }

    /// Springs by duration and bounce (iOS 17) and the default spring (a damping ratio of
    /// 4.56, over-damped: it never passes its end) pace an animator.
    @Test func durationBounceAndDefaultSpringsPaceAnimators() throws {
        let (window, view) = shownView()
        for (parameters, overshoots) in [(UISpringTimingParameters(duration: 1, bounce: 0.6), true),
                                         (UISpringTimingParameters(), false)] {
            view.center.x = 50
            let animator = UIViewPropertyAnimator(duration: 1, timingParameters: parameters)
            animator.addAnimations { view.center.x = 250 }
            animator.scrubsLinearly = false
            animator.pauseAnimation()
            let positions = stride(from: 0.05, through: 0.95, by: 0.05).map { fraction -> CGFloat in
                animator.fractionComplete = fraction
                return view.layer.presentation()!.position.x
            }
            #expect((positions.max()! > 250) == overshoots)
            #expect(positions.first! > 50)
            animator.stopAnimation(true)
        }
        withExtendedLifetime(window) {}
    }

    /// A paused animator holds its presentation; setting the fraction moves it there.
    @Test func pausedAnimatorShowsItsFraction() throws {
        let (window, view) = shownView()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) {
            view.alpha = 0
            view.center.x = 150
        }
        animator.startAnimation()
        runLoop.advance(by: 0.5)
        animator.pauseAnimation()
        #expect(abs(try #require(view.layer.presentation()).opacity - 0.75) < 1e-6)
        runLoop.advance(by: 5)
        #expect(abs(try #require(view.layer.presentation()).opacity - 0.75) < 1e-6, "paused, it does not move")
        animator.fractionComplete = 0.5
        #expect(try #require(view.layer.presentation()).position.x == 100)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
        #expect(view.layer.animationKeys() == nil)
        #expect(view.alpha == 0.5 && view.layer.presentation()?.opacity == 0.5)
        withExtendedLifetime(window) {}
    }

    /// A spring animator (damping ratio 0.3 over 1 s, the spring above) running, then scrubbed:
    /// along the spring when `scrubsLinearly` is false, straight when it is true.
    @Test func springAnimatorRunsAndScrubsAlongTheSpring() throws {
        let (window, view) = shownView()
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.3) { view.center.x = 250 }
        animator.startAnimation()
        runLoop.advance(by: 0.143026)
        #expect(abs(try #require(view.layer.presentation()).position.x - 324.465) < 0.01)
        animator.pauseAnimation()
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.143026
        #expect(abs(try #require(view.layer.presentation()).position.x - 324.465) < 0.01)
        animator.scrubsLinearly = true
        #expect(abs(try #require(view.layer.presentation()).position.x - (50 + 200 * 0.143026)) < 0.01)
        animator.startAnimation()
        #expect(runLoop.runUntilIdle())
        #expect(view.layer.animationKeys() == nil && view.layer.presentation()?.position.x == 250)
        withExtendedLifetime(window) {}
    }
}
