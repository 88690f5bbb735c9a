import Foundation

/// The motion of a damped spring, in closed form: the one spring function behind
/// ``CASpringAnimation`` and UIKit's spring animations (block animations with a damping
/// ratio, `UISpringTimingParameters`, property animators).
///
/// The animated value is a mass on a spring pulled from the start (progress 0) towards the end
/// (progress 1). With displacement `x = progress - 1`, the motion solves
/// `m·x'' + c·x' + k·x = 0` with `x(0) = -1` and `x'(0) = v0`, where `v0` is the initial
/// velocity in distances per second. With the natural frequency `ω = √(k/m)` and the damping
/// ratio `ζ = c / (2√(k·m))`:
/// - under-damped (`ζ < 1`), with `ωd = ω√(1-ζ²)`:
///   `x(t) = e^(-ζωt) · (-cos(ωd·t) + (v0 - ζω)/ωd · sin(ωd·t))`; the value overshoots the end;
/// - critically damped (`ζ = 1`): `x(t) = e^(-ωt) · (-1 + (v0 - ω)·t)`;
/// - over-damped (`ζ > 1`), with roots `r1,2 = -ω(ζ ∓ √(ζ²-1))`:
///   `x(t) = C1·e^(r1·t) + C2·e^(r2·t)`, `C2 = (v0 + r1)/(r2 - r1)`, `C1 = -1 - C2`.
/// (References §33.)
@_spi(Headless) public struct SpringCurve: Sendable, Equatable {
    /// The mass on the spring.
    public var mass: Double
    /// The spring's stiffness.
    public var stiffness: Double
    /// The friction.
    public var damping: Double
    /// The velocity at the start, in whole distances per second.
    public var initialVelocity: Double

    /// A spring of a mass, stiffness and damping. Parameters that are not finite, a mass or
    /// stiffness that is not positive, or a negative damping make a spring that is at its end
    /// at once (``isDegenerate``).
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// A spring of unit mass with a damping ratio that comes to rest in about `duration`
    /// seconds: its stiffness is chosen so that the envelope of its motion falls to a
    /// thousandth of the distance at `duration` (the velocity is left out of that choice).
    /// A ratio below 0.01 counts as 0.01 (an undamped spring never comes to rest).
    public init(dampingRatio: Double, settlingIn duration: Double, initialVelocity: Double = 0) {
        let zeta = max(0.01, dampingRatio.isFinite ? dampingRatio : 1)
        let decayPerOmega = zeta < 1 ? zeta : zeta - (zeta * zeta - 1).squareRoot()
        let omega = duration > 0 && duration.isFinite ? log(1 / Self.restThreshold) / (duration * decayPerOmega) : 0
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, initialVelocity: initialVelocity)
    }

    /// A spring of unit mass paced by a perceptual duration (the period of its undamped
    /// oscillation: `ω = 2π / duration`) with the damping ratio of `bounce`, as SwiftUI's
    /// `Spring(duration:bounce:)` and `CASpringAnimation(perceptualDuration:bounce:)` describe it.
    public init(perceptualDuration duration: Double, bounce: Double, initialVelocity: Double = 0) {
        let omega = duration > 0 && duration.isFinite ? 2 * Double.pi / duration : 0
        let zeta = Self.dampingRatio(bounce: bounce)
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, initialVelocity: initialVelocity)
    }

    /// The perceptual duration, `2π / ω` (0 for a degenerate spring).
    public var perceptualDuration: Double { naturalFrequency > 0 ? 2 * Double.pi / naturalFrequency : 0 }

    /// The bounce of the damping ratio: `1 - ζ` below critical damping, `1/ζ - 1` above.
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta < 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// The damping ratio of the spring-duration APIs' `bounce`: `1 - bounce` for a bounce of 0
    /// or more, `1 / (1 + bounce)` for a negative one (an over-damped, slower spring); the
    /// bounce is kept within -1...1 (exclusive of -1).
    public static func dampingRatio(bounce: Double) -> Double {
        let b = max(-0.99, min(1, bounce.isFinite ? bounce : 0))
        return b >= 0 ? 1 - b : 1 / (1 + b)
    }

    /// How close to the end (a fraction of the distance) counts as at rest.
    public static let restThreshold = 0.001

    /// Whether the parameters describe no spring (see ``init(mass:stiffness:damping:initialVelocity:)``).
    public var isDegenerate: Bool {
        !(mass > 0 && stiffness > 0 && damping >= 0 && mass.isFinite && stiffness.isFinite && damping.isFinite)
    }

    /// The natural frequency `√(k/m)`, in radians per second.
    public var naturalFrequency: Double { isDegenerate ? 0 : (stiffness / mass).squareRoot() }

    /// The damping ratio `c / (2√(k·m))`: below 1 the spring overshoots, 1 is critical.
    public var dampingRatio: Double { isDegenerate ? 1 : damping / (2 * (stiffness * mass).squareRoot()) }

    /// The progress at `t` seconds: 0 at the start, tending to 1, above 1 while an
    /// under-damped spring overshoots. Before the start it is 0; a degenerate spring is at 1.
    public func progress(at t: Double) -> Double {
        guard !isDegenerate else { return 1 }
        guard t > 0 else { return 0 }
        guard t.isFinite else { return 1 }
        let omega = naturalFrequency, zeta = dampingRatio, v0 = initialVelocity
        let x: Double
        if abs(zeta - 1) < 1e-9 {
            x = exp(-omega * t) * (-1 + (v0 - omega) * t)
        } else if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            x = exp(-zeta * omega * t) * (-cos(omegaD * t) + (v0 - zeta * omega) / omegaD * sin(omegaD * t))
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            let c2 = (v0 + r1) / (r2 - r1)
            let c1 = -1 - c2
            x = c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
        return x.isFinite ? 1 + x : 1
    }

    /// The time the spring takes to come to rest: until the envelope of its motion falls below
    /// ``restThreshold`` of the distance. A degenerate spring takes 0; an undamped one forever.
    public var settlingDuration: Double {
        guard !isDegenerate else { return 0 }
        let omega = naturalFrequency, zeta = dampingRatio
        let decay = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
        guard decay > 0 else { return .infinity }
        let amplitude = max(1, abs(initialVelocity) / omega + 1)
        return log(amplitude / Self.restThreshold) / decay
    }
}
