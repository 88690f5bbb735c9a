import Testing
import UIKitTesting
import Foundation
@_spi(Headless) import UIKit
import HeadlessCore

/// A constraint subclass that declares no initializer of its own (SnapKit's pattern).
private final class TaggedConstraint: NSLayoutConstraint {
    var tag = 0
}

/// The UIKit and Core Animation API the libraries of issue 33 build on: media timing on
/// layers, constraint subclasses, transforms in NSValue, geometry strings, snapshots, the
/// legacy layout guides and visual effect views.
@MainActor
@Suite(.freshRuntime) struct LibrarySupportTests {
    private var runLoop: MainRunLoop { HeadlessRuntime.current.runLoop }

    private func fade(_ layer: CALayer, duration: CFTimeInterval = 1) -> CABasicAnimation {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        fade.duration = duration
        layer.add(fade, forKey: "fade")
        return fade
    }

    private func shownOpacity(_ layer: CALayer) throws -> Double {
        Double(try #require(layer.presentation()).opacity)
    }

    /// A layer's local time is `(parent − beginTime) × speed + timeOffset`, composed from the
    /// root; converting there and back gives the time again.
    @Test func layerTimeComposesDownTheTree() {
        let root = CALayer(), child = CALayer()
        root.addSublayer(child)
        root.speed = 2
        root.beginTime = 10
        child.timeOffset = 3
        #expect(child.convertTime(20, from: nil) == 23)
        #expect(child.convertTime(23, to: nil) == 20)
        #expect(root.convertTime(5, from: child) == 2)
        #expect(child.convertTime(2, from: root) == 5)
        child.speed = 0
        #expect(child.convertTime(100, from: nil) == 3, "a stopped layer's time stands at its offset")
    }

    /// Pausing a layer as apps do stops its animation where it is, for as long as it is paused,
    /// and resuming carries on from there; the animation ends after its own duration of
    /// running time.
    @Test func aPausedLayerHoldsItsAnimationAndResumesWhereItStopped() throws {
        let (window, view) = shownView()
        let layer = view.layer
        var stopped: [Bool] = []
        let animation = fade(layer)
        animation.delegate = StopRecorder { stopped.append($0) }
        runLoop.advance(by: 0.25)
        #expect(abs(try shownOpacity(layer) - 0.25) < 1e-9)
        let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = paused
        runLoop.advance(by: 5)
        #expect(abs(try shownOpacity(layer) - 0.25) < 1e-9, "paused: the value stays")
        #expect(layer.animationKeys() == ["fade"] && stopped.isEmpty, "paused: the animation does not end")
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        #expect(abs(try shownOpacity(layer) - 0.25) < 1e-9, "resumed where it stopped")
        runLoop.advance(by: 0.5)
        #expect(abs(try shownOpacity(layer) - 0.75) < 1e-9)
        runLoop.advance(by: 0.25)
        #expect(stopped == [true])
        #expect(layer.animationKeys() == nil)
        withExtendedLifetime(window) {}
    }

    /// A layer at half speed takes twice as long; a superlayer's speed counts too.
    @Test func speedScalesTheAnimationsOfTheLayerAndItsSublayers() throws {
        let (window, view) = shownView()
        let child = CALayer()
        view.layer.addSublayer(child)
        view.layer.speed = 0.5
        _ = fade(child)
        runLoop.advance(by: 1)
        #expect(abs(try shownOpacity(child) - 0.5) < 1e-9)
        #expect(child.animationKeys() == ["fade"])
        runLoop.advance(by: 1)
        #expect(child.animationKeys() == nil)
        withExtendedLifetime(window) {}
    }

    /// An animation's `beginTime` is in its layer's time, as apps set it with `convertTime`.
    @Test func anAnimationsBeginTimeIsInItsLayersTime() throws {
        let (window, view) = shownView()
        let layer = view.layer
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        fade.duration = 1
        fade.fillMode = .backwards
        fade.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 0.5
        layer.add(fade, forKey: "later")
        runLoop.advance(by: 0.25)
        #expect(abs(try shownOpacity(layer) - 0) < 1e-9, "before its begin time, held at the start by the fill")
        runLoop.advance(by: 0.75)
        #expect(abs(try shownOpacity(layer) - 0.5) < 1e-9)
        withExtendedLifetime(window) {}
    }

    @Test func aConstraintSubclassIsMadeThroughTheFullInitializer() {
        let (window, view) = shownView()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        let constraint = TaggedConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: nil,
                                          attribute: .notAnAttribute, multiplier: 1, constant: 60)
        constraint.tag = 7
        NSLayoutConstraint.activate([constraint, box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: view.topAnchor), box.heightAnchor.constraint(equalToConstant: 10)])
        window.layoutIfNeeded()
        #expect(box.frame.width == 60)
        #expect(box.constraints.contains { ($0 as? TaggedConstraint)?.tag == 7 })
        #expect(constraint.firstItem === box && constraint.firstAttribute == .width && constraint.constant == 60)
        #expect(HeadlessRuntime.current.diagnostics.all.isEmpty)
    }

    /// A constraint made with `init()` relates nothing; activating it is reported, not crashed on.
    @Test func anEmptyConstraintIsReportedWhenActivated() {
        NSLayoutConstraint().isActive = true
        #expect(HeadlessRuntime.current.diagnostics.all.count == 1)
    }

    @Test func transformsTravelInNSValueAndAnimate() throws {
        let scale = CATransform3DMakeScale(2, 3, 1)
        let boxed = NSValue(caTransform3D: scale)
        #expect(boxed.caTransform3DValue == scale)
        #expect(NSValue(caTransform3D: scale).isEqual(boxed))
        #expect(NSValue(cgPoint: .zero).caTransform3DValue == CATransform3DIdentity)
        let (window, view) = shownView()
        let grow = CABasicAnimation(keyPath: "transform")
        grow.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        grow.toValue = boxed
        grow.duration = 1
        view.layer.add(grow, forKey: "grow")
        runLoop.advance(by: 0.5)
        let shown = try #require(view.layer.presentation()).transform
        #expect(shown.m11 == 1.5 && shown.m22 == 2)
        withExtendedLifetime(window) {}
    }

    @Test func geometryStringsReadAndWriteAsUIKitFormatsThem() {
        #expect(NSCoder.cgPoint(for: "{3, -4.5}") == CGPoint(x: 3, y: -4.5))
        #expect(NSCoder.cgPoint(for: "{1e2,2}") == CGPoint(x: 100, y: 2))
        #expect(NSCoder.cgPoint(for: "nonsense") == .zero)
        #expect(NSCoder.cgPoint(for: "{7}") == .zero)
        #expect(NSCoder.cgRect(for: "{{1, 2}, {30, 40}}") == CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(NSCoder.cgSize(for: "{30, 40}") == CGSize(width: 30, height: 40))
        #expect(NSCoder.string(for: CGPoint(x: 1, y: 2.5)) == "{1, 2.5}")
        #expect(NSCoder.string(for: CGRect(x: 0, y: 0, width: 10, height: 20)) == "{{0, 0}, {10, 20}}")
        #expect(NSCoder.cgPoint(for: NSCoder.string(for: CGPoint(x: 0.1, y: 1.0 / 3))) == CGPoint(x: 0.1, y: 1.0 / 3))
        #expect(NSCoder.string(for: CGAffineTransform(translationX: 5, y: 6)) == "[1, 0, 0, 1, 5, 6]")
        #expect(NSCoder.uiEdgeInsets(for: "{1, 2, 3, 4}") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    /// A snapshot view has the view's size and shows what the view showed then; later changes
    /// to the view do not reach it.
    @Test func aSnapshotViewIsAFrozenPictureOfTheView() throws {
        let (window, view) = shownView()
        view.backgroundColor = .red
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(snapshot.subviews.isEmpty)
        let image = try #require(snapshot.layer.contents as? CGImage)
        view.backgroundColor = .blue
        #expect(snapshot.layer.contents as? CGImage === image)
        #expect(UIView().snapshotView(afterScreenUpdates: true) == nil)
        withExtendedLifetime(window) {}
    }

    /// The legacy guides run from the view's edges to its safe area's.
    @Test func topAndBottomLayoutGuidesFollowTheSafeArea() {
        let controller = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            content.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ])
        window.layoutIfNeeded()
        let insets = controller.view.safeAreaInsets
        #expect(insets.top > 0)
        #expect(controller.topLayoutGuide.length == insets.top)
        #expect(controller.bottomLayoutGuide.length == insets.bottom)
        #expect(content.frame == controller.view.bounds.inset(by: UIEdgeInsets(top: insets.top, left: 0, bottom: insets.bottom, right: 0)))
        #expect(controller.topLayoutGuide === controller.topLayoutGuide)
        #expect(HeadlessRuntime.current.diagnostics.all.isEmpty)
    }

    /// Content goes in the content view, over the effect's tint; a subview added to the effect
    /// view itself is refused with an error.
    @Test func aVisualEffectViewHoldsItsContentOverItsTint() {
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        effectView.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        let label = UILabel()
        effectView.contentView.addSubview(label)
        effectView.layoutIfNeeded()
        #expect(effectView.contentView.frame == effectView.bounds)
        #expect(effectView.subviews.last === effectView.contentView)
        #expect(effectView.subviews.first?.backgroundColor != nil, "the blur's tint")
        effectView.effect = nil
        #expect(effectView.subviews.first?.backgroundColor == nil)
        #expect(UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light))).subviews.count == 2)
        effectView.addSubview(UIView())
        #expect(effectView.subviews.count == 2)
        #expect(HeadlessRuntime.current.diagnostics.all.map(\.code) == [.viewVisualEffectDirectSubview])
    }
}

/// Records `animationDidStop(_:finished:)`.
private final class StopRecorder: CAAnimationDelegate {
    let onStop: (Bool) -> Void
    init(_ onStop: @escaping (Bool) -> Void) { self.onStop = onStop }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { onStop(flag) }
}
