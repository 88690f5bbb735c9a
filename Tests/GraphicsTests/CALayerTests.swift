import Testing
import Foundation
@_spi(Headless) import QuartzCore

@Suite struct CATransform3DTests {
    @Test func affineRoundTripAndConcatenation() {
        let affine = CGAffineTransform(rotationAngle: .pi / 2).translatedBy(x: 3, y: 4)
        let t = CATransform3DMakeAffineTransform(affine)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == affine)
        let scale = CATransform3DMakeScale(2, 3, 1)
        let move = CATransform3DMakeTranslation(10, 0, 0)
        #expect(CATransform3DGetAffineTransform(CATransform3DConcat(scale, move))
                    == CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 0)))
        #expect(CATransform3DIsIdentity(CATransform3DConcat(scale, CATransform3DInvert(scale))))
        let z = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(CATransform3DGetAffineTransform(z) == CGAffineTransform(rotationAngle: .pi / 2))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    }
}

@Suite struct CALayerGeometryTests {
    @Test func frameFollowsPositionAnchorAndBounds() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(layer.position == CGPoint(x: 60, y: 45))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 60, y: 45, width: 100, height: 50))
        layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(layer.frame == CGRect(x: 35, y: -5, width: 50, height: 100))
        #expect(layer.bounds.size == CGSize(width: 100, height: 50))
    }

    @Test func sublayersKeepOrderAndParent() {
        let root = CALayer(), a = CALayer(), b = CALayer(), c = CALayer()
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, below: b)
        #expect(root.sublayers?.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        #expect(c.superlayer === root)
        c.removeFromSuperlayer()
        #expect(c.superlayer == nil && root.sublayers?.count == 2)
        let other = CALayer()
        other.addSublayer(a)
        #expect(root.sublayers?.count == 1 && a.superlayer === other)
        root.addSublayer(root)  // a layer cannot contain itself
        #expect(root.sublayers?.count == 1)
    }

    @Test func appearanceDefaultsAsOnIOS() {
        let layer = CALayer()
        #expect(layer.opacity == 1 && layer.shadowOpacity == 0 && layer.shadowRadius == 3)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.borderWidth == 0 && layer.cornerRadius == 0 && layer.contentsScale == 1)
        layer.cornerRadius = 8
        layer.borderWidth = 2
        layer.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.name = "card"
        #expect(layer.cornerRadius == 8 && layer.borderWidth == 2 && layer.name == "card")
        let shape = CAShapeLayer()
        #expect(shape.fillColor == CGColor(gray: 0, alpha: 1) && shape.strokeColor == nil)
    }

    @Test func displayDrawsThroughTheDelegateIntoARecording() throws {
        final class Drawer: CALayerDelegate {
            var laidOut = 0
            func draw(_ layer: CALayer, in ctx: CGContext) {
                ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
                ctx.fill(layer.bounds)
            }
            func layoutSublayers(of layer: CALayer) { laidOut += 1 }
        }
        let drawer = Drawer()
        let layer = CALayer()
        layer.delegate = drawer
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.contentsScale = 2
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        let recording = try #require(layer.recordedContents)
        #expect(recording.width == 20)
        guard case .fill(let path, _, _) = recording.operations.last else { Issue.record("no fill"); return }
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(layer.needsLayout())
        layer.layoutIfNeeded()
        #expect(drawer.laidOut == 1 && !layer.needsLayout())
    }
}

/// Records delegate calls in order.
final class AnimationLog: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start \(anim.duration)") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(anim.duration) \(flag)") }
}

/// Runs the body in a Core Animation of its own on a manual clock: layers that first animate
/// in it, and the transactions it opens, use that clock; nothing another test left open joins
/// it (References §46.1).
@MainActor
func withManualClock(_ body: (ManualAnimationClock) -> Void) {
    let clock = ManualAnimationClock()
    CoreAnimationHost.withContext(CATransactionContext(clock: clock)) { body(clock) }
}

@MainActor @Suite struct CAAnimationTests {
    @Test func animationsStartAtTheCommitAndStopAtTheirEnd() {
        withManualClock { clock in
            let log = AnimationLog()
            let layer = CALayer()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1.0
            fade.toValue = 0.0
            fade.duration = 2
            fade.delegate = log
            var completed = false
            CATransaction.begin()
            CATransaction.setCompletionBlock { log.events.append("completion"); completed = true }
            layer.add(fade, forKey: "fade")
            CATransaction.commit()
            #expect(log.events.isEmpty)
            #expect(layer.animationKeys() == ["fade"])
            clock.commit()
            #expect(log.events == ["start 2.0"])
            clock.advance(by: 1)
            #expect(abs(Double(layer.presentation()!.opacity) - 0.5) < 1e-9)
            #expect(layer.opacity == 1)
            #expect(!completed)
            clock.advance(by: 1)
            #expect(log.events == ["start 2.0", "stop 2.0 true", "completion"])
            #expect(layer.animationKeys() == nil)
        }
    }

    @Test func removalStopsUnfinishedAndReplacementToo() {
        withManualClock { clock in
            let log = AnimationLog()
            let layer = CALayer()
            let first = CABasicAnimation(keyPath: "position")
            first.duration = 1
            first.delegate = log
            layer.add(first, forKey: "move")
            clock.commit()
            let second = CABasicAnimation(keyPath: "position")
            second.duration = 3
            second.delegate = log
            layer.add(second, forKey: "move")
            #expect(log.events == ["start 1.0", "stop 1.0 false"])
            clock.advance(by: 0.5)
            layer.removeAllAnimations()
            #expect(log.events == ["start 1.0", "stop 1.0 false", "start 3.0", "stop 3.0 false"])
            clock.advance(by: 5)
            #expect(log.events.count == 4)
        }
    }

    @Test func groupsRepeatsAndDefaultDuration() {
        withManualClock { clock in
            let log = AnimationLog()
            let layer = CALayer()
            let pulse = CABasicAnimation(keyPath: "opacity")
            pulse.duration = 1
            pulse.repeatCount = 2
            pulse.autoreverses = true
            pulse.delegate = log
            layer.add(pulse, forKey: nil)
            let quick = CAKeyframeAnimation(keyPath: "position")
            quick.delegate = log
            layer.add(quick, forKey: "k")
            #expect(quick.duration == 0.25)
            #expect(layer.animationKeys() == ["k"])
            clock.advance(by: 0.25)
            #expect(log.events.suffix(1) == ["stop 0.25 true"])
            clock.advance(by: 3.7)
            #expect(!log.events.contains("stop 1.0 true"))
            clock.advance(by: 0.05)
            #expect(log.events.last == "stop 1.0 true")
        }
    }

    @Test func springSettlingDurationAndTimingFunctions() {
        let spring = CASpringAnimation(keyPath: "position")
        #expect(abs(spring.settlingDuration - 1.3816) < 0.001)  // ζ = 0.5, ω = 10: ln(1000) / 5
        spring.damping = 20  // critically damped: ln(1000) / 10
        #expect(abs(spring.settlingDuration - 0.6908) < 0.001)
        spring.mass = 0
        #expect(spring.settlingDuration == 0)
        let linear = CAMediaTimingFunction(name: .linear)
        #expect(abs(linear.progress(at: 0.3) - 0.3) < 1e-6)
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        #expect(easeIn.progress(at: 0.5) < 0.5)
        #expect(CAMediaTimingFunction(name: .easeOut).progress(at: 0.5) > 0.5)
    }

    @Test func displayLinkTicksSixtyTimesASecond() {
        withManualClock { clock in
            var frames: [CFTimeInterval] = []
            let link = CADisplayLink { frames.append($0.timestamp) }
            link.add(to: .main, forMode: .common)
            clock.advance(by: 1)
            #expect(frames.count == 60)
            link.invalidate()
            clock.advance(by: 1)
            #expect(frames.count == 60)
        }
    }
}
