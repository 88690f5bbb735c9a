import Testing
import UIKitTesting
import Foundation
@_spi(Headless) import UIKit
import HeadlessCore

/// The layer behind every view: geometry kept consistent both ways, the transform and the
/// frame, mirrored appearance, the layout pass and Core Animation on the virtual clock.
@MainActor
@Suite(.freshRuntime) struct ViewLayerTests {
    final class ShapeView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
    }

    final class SublayerView: UIView {
        var sublayerPasses = 0
        override func layoutSublayers(of layer: CALayer) {
            super.layoutSublayers(of: layer)
            sublayerPasses += 1
            layer.sublayers?.first?.frame = layer.bounds
        }
    }

    @Test func layerIsCreatedOnceFromLayerClassWithTheViewAsDelegate() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer === view.layer)
        #expect(view.layer.delegate === view)
        #expect(type(of: view.layer) == CALayer.self)
        #expect(ShapeView().layer is CAShapeLayer)
        #expect(view.layer.position == CGPoint(x: 60, y: 45))
        #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.layer.frame == view.frame)
    }

    @Test func geometryStaysConsistentBothWays() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = view.layer
        view.frame = CGRect(x: 5, y: 5, width: 20, height: 40)
        #expect(view.layer.frame == view.frame && view.layer.position == view.center)
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.layer.position == CGPoint(x: 100, y: 100))
        view.bounds = CGRect(x: 0, y: 3, width: 30, height: 30)
        #expect(view.layer.bounds == view.bounds)
        view.layer.position = CGPoint(x: 50, y: 60)
        #expect(view.center == CGPoint(x: 50, y: 60))
        view.layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 6)
        #expect(view.frame == CGRect(x: 46, y: 57, width: 8, height: 6))
        view.layer.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 2, height: 2))
    }

    @Test func rotationMakesTheFrameTheBoundingBox() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.transform.isIdentity)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(view.frame == CGRect(x: 25, y: -25, width: 50, height: 100))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 50, y: 25))
        #expect(view.layer.affineTransform() == view.transform)
        #expect(view.layer.frame == view.frame)
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let side = 150 * sqrt(2) / 2
        #expect(abs(view.frame.width - side) < 1e-9 && abs(view.frame.height - side) < 1e-9)
        #expect(abs(view.frame.midX - 50) < 1e-9 && abs(view.frame.midY - 25) < 1e-9)
        view.transform = .identity
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func scaleTransformsScaleTheFrameAroundTheCentre() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 0.5)
        #expect(view.frame == CGRect(x: -50, y: 12.5, width: 200, height: 25))
        // Setting the frame under a scale resizes the bounds so the scaled box fills it.
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(view.bounds.size == CGSize(width: 20, height: 80))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(view.center == CGPoint(x: 20, y: 20))
    }

    @Test func appearanceIsMirroredToTheLayer() {
        let view = UIView()
        view.alpha = 0.5
        view.backgroundColor = .red
        #expect(view.layer.opacity == 0.5)
        #expect(view.layer.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        view.isHidden = true
        view.clipsToBounds = true
        #expect(view.layer.isHidden && view.layer.masksToBounds)
        view.layer.cornerRadius = 12
        view.layer.borderWidth = 1
        view.layer.shadowOpacity = 0.3
        #expect(view.layer.cornerRadius == 12 && view.layer.shadowOpacity == 0.3)
    }

    @Test func layoutPassCallsLayoutSublayersAfterLayoutSubviews() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = SublayerView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let gradient = CAGradientLayer()
        view.layer.addSublayer(gradient)
        window.addSubview(view)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(view.sublayerPasses >= 1)
        view.frame.size = CGSize(width: 60, height: 30)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(gradient.frame == CGRect(x: 0, y: 0, width: 60, height: 30))
    }

    @Test func layerOutlivingItsViewForgetsIt() {
        var layer: CALayer?
        do {
            let view = UIView()
            layer = view.layer
        }
        #expect(layer?.delegate == nil)
    }

    /// Core Animation runs on the run loop's virtual clock: animations start at the commit
    /// and stop when the clock reaches their end; the transaction's block runs after.
    @Test func layerAnimationsRunInVirtualTime() {
        final class Log: CAAnimationDelegate {
            var events: [String] = []
            func animationDidStart(_ anim: CAAnimation) { events.append("start at \(CACurrentMediaTime())") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                events.append("stop \(flag) at \(CACurrentMediaTime())")
            }
        }
        let runLoop = HeadlessRuntime.reset().runLoop
        let log = Log()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.5
        fade.delegate = log
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.events.append("completion at \(runLoop.now)") }
        view.layer.add(fade, forKey: "fade")
        CATransaction.commit()
        #expect(log.events.isEmpty)
        runLoop.runOneTurn()
        #expect(log.events == ["start at 0.0"])
        #expect(CACurrentMediaTime() == runLoop.now)
        runLoop.advance(by: 0.25)
        #expect(view.layer.presentation()?.opacity == 0.5)
        #expect(view.layer.animationKeys() == ["fade"])
        #expect(runLoop.runUntilIdle())
        #expect(log.events == ["start at 0.0", "stop true at 0.5", "completion at 0.5"])
        #expect(view.layer.animationKeys() == nil)

        let move = CABasicAnimation(keyPath: "position")
        move.duration = 2
        move.delegate = log
        view.layer.add(move, forKey: "move")
        runLoop.advance(by: 1)
        view.layer.removeAnimation(forKey: "move")
        #expect(log.events.suffix(2) == ["start at 0.5", "stop false at 1.5"])
        #expect(runLoop.runUntilIdle())
        #expect(runLoop.now == 1.5)
    }

    @Test func displayLinkFramesFollowTheAdvancingClock() {
        let runLoop = HeadlessRuntime.current.runLoop
        var frames = 0
        let link = CADisplayLink { _ in frames += 1 }
        link.add(to: .main, forMode: .common)
        #expect(runLoop.runUntilIdle())  // frames do not keep the run loop busy
        #expect(frames == 0)
        runLoop.advance(by: 0.5)
        #expect(frames == 30)
        link.invalidate()
        runLoop.advance(by: 0.5)
        #expect(frames == 30)
    }

    /// A plain view with its layer stays within 512 bytes (issue 16), measured as the
    /// allocations' usable sizes.
    @Test func plainViewWithItsLayerIsSmall() {
        let view = UIView()
        let layer = view.layer
        #if os(Linux)
        let viewBytes = mallocUsableSize(Unmanaged.passUnretained(view).toOpaque())
        let layerBytes = mallocUsableSize(Unmanaged.passUnretained(layer).toOpaque())
        print("UIView \(viewBytes) B + CALayer \(layerBytes) B = \(viewBytes + layerBytes) B")
        #expect(viewBytes + layerBytes <= 512)
        #endif
    }
}

#if os(Linux)
/// glibc's `malloc_usable_size`: the bytes an allocation really occupies.
@_silgen_name("malloc_usable_size")
private func mallocUsableSize(_ pointer: UnsafeMutableRawPointer) -> Int
#endif
