import Testing
import Foundation
@_spi(Headless) import QuartzCore

/// The damped spring in closed form (`SpringCurve`) against values worked out by hand, and a
/// `CASpringAnimation` showing it through its layer's presentation.
@Suite struct SpringCurveTests {
    /// Under-damped: m = 1, k = 100, c = 10, so ω = √(k/m) = 10 and ζ = c / (2√(km)) = 0.5.
    /// ωd = ω√(1 - ζ²) = 8.660254. The first peak is at t = π/ωd = 0.362760 s, where cos = -1
    /// and sin = 0: x = e^(-ζωt) = e^(-5 · 0.362760) = e^(-1.813799) = 0.163033, so the
    /// progress is 1.163033 (the textbook overshoot e^(-ζπ/√(1-ζ²))). At t = π/(2ωd) =
    /// 0.181380 s, cos = 0 and sin = 1: x = e^(-0.906900) · (0 - 5)/8.660254
    /// = 0.403774 · -0.577350 = -0.233119, progress 0.766881.
    @Test func underDampedOvershootsByTheTextbookAmount() {
        let spring = SpringCurve(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(spring.dampingRatio - 0.5) < 1e-12)
        #expect(abs(spring.naturalFrequency - 10) < 1e-12)
        #expect(spring.progress(at: 0) == 0)
        #expect(abs(spring.progress(at: 0.362760) - 1.163033) < 1e-5)
        #expect(abs(spring.progress(at: 0.181380) - 0.766881) < 1e-5)
        #expect(abs(spring.progress(at: 5) - 1) < 1e-9)
    }

    /// Critically damped: c = 20, ζ = 1. x(t) = e^(-ωt)(-1 + (v0 - ω)t); at t = 0.1 with v0 = 0,
    /// x = e^(-1) · (-2) = -0.735759, progress 0.264241. With v0 = 10 (ten distances a second),
    /// x = e^(-1) · (-1) = -0.367879, progress 0.632121. It never passes the end.
    @Test func criticallyDampedApproachesWithoutOvershoot() {
        let spring = SpringCurve(mass: 1, stiffness: 100, damping: 20)
        #expect(abs(spring.progress(at: 0.1) - 0.264241) < 1e-6)
        #expect(abs(SpringCurve(mass: 1, stiffness: 100, damping: 20, initialVelocity: 10).progress(at: 0.1) - 0.632121) < 1e-6)
        #expect(stride(from: 0.0, through: 2, by: 0.01).allSatisfy { spring.progress(at: $0) <= 1 })
    }

    /// Over-damped: c = 50, ζ = 2.5, √(ζ² - 1) = 2.291288; r1 = -10(2.5 - 2.291288) = -2.087122,
    /// r2 = -47.912878. C2 = (v0 + r1)/(r2 - r1) = -2.087122 / -45.825757 = 0.045545,
    /// C1 = -1.045545. At t = 0.1: x = -1.045545 · e^(-0.208712) + 0.045545 · e^(-4.791288)
    /// = -1.045545 · 0.811629 + 0.045545 · 0.008302 = -0.848594 + 0.000378 = -0.848216,
    /// progress 0.151784.
    @Test func overDampedIsSlowerStill() {
        let spring = SpringCurve(mass: 1, stiffness: 100, damping: 50)
        #expect(abs(spring.progress(at: 0.1) - 0.151784) < 1e-5)
        #expect(spring.progress(at: 0.1) < SpringCurve(mass: 1, stiffness: 100, damping: 20).progress(at: 0.1))
    }

    /// By perceptual duration and bounce: ω = 2π / 0.5 s = 12.566371, stiffness ω² = 157.913670;
    /// a bounce of 0.3 is ζ = 0.7, damping 2ζω = 17.592919; the values read back.
    @Test func perceptualDurationAndBounce() {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - 157.913670) < 1e-5)
        #expect(abs(spring.damping - 17.592919) < 1e-5)
        #expect(abs(spring.perceptualDuration - 0.5) < 1e-12 && abs(spring.bounce - 0.3) < 1e-12)
        #expect(abs(SpringCurve(perceptualDuration: 0.5, bounce: -0.5).bounce + 0.5) < 1e-12)
    }

    /// A spring fitted to a duration comes to rest (within a thousandth) at that duration; bad
    /// parameters give a spring that is at its end at once.
    @Test func fittedSpringsAndBadParameters() {
        for ratio in [0.3, 1, 2] {
            let spring = SpringCurve(dampingRatio: ratio, settlingIn: 0.8)
            #expect(abs(spring.settlingDuration - 0.8) < 1e-9)
            #expect(abs(spring.dampingRatio - ratio) < 1e-9)
        }
        #expect(SpringCurve.dampingRatio(bounce: 0.2) == 0.8)
        #expect(abs(SpringCurve.dampingRatio(bounce: -0.5) - 2) < 1e-12)
        let bad = SpringCurve(mass: 0, stiffness: .nan, damping: -1)
        #expect(bad.isDegenerate && bad.progress(at: 0.5) == 1 && bad.settlingDuration == 0)
    }
}

@MainActor @Suite struct CASpringAnimationPresentationTests {
    /// `position.x` from 0 to 100 on the spring above: at the first peak the presentation is
    /// past the end (116.30), while the model value stays 100; at the settling duration the
    /// animation ends.
    @Test func theLayerOvershootsOnTheClock() {
        withManualClock { clock in
            let layer = CALayer()
            layer.position = CGPoint(x: 100, y: 0)
            let spring = CASpringAnimation(keyPath: "position.x")
            (spring.mass, spring.stiffness, spring.damping) = (1, 100, 10)
            spring.fromValue = 0.0
            spring.toValue = 100.0
            spring.duration = spring.settlingDuration
            layer.add(spring, forKey: "bounce")
            clock.commit()
            clock.advance(by: 0.362760)
            #expect(abs(layer.presentation()!.position.x - 116.3033) < 1e-3)
            #expect(layer.position.x == 100)
            clock.advance(by: spring.settlingDuration)
            #expect(layer.animationKeys() == nil)
            #expect(layer.presentation()!.position.x == 100)
        }
    }
}
