import Testing
import UIKitTesting
import Foundation
@_spi(Headless) import UIKit
@_spi(Headless) import CoreGraphics
import HeadlessCore
import _UIKitTestSupport

/// What observation handlers saw (main-actor state, reached from their `@Sendable` closures).
@MainActor private final class Log {
    var items: [String] = []
}

/// A display link's target, called by selector as the port's generated table does.
private final class Ticker: NSObject {
    var ticks: [CFTimeInterval] = []
    func tick(_ link: CADisplayLink) { ticks.append(link.timestamp) }
}

/// The runtime rules of what PanModal and Hero need (References §57): key-value observing of
/// framework properties, a scroll view's pan recognizer, haptics, Core Animation's key-value
/// coding, copies and content crops, display links with selectors, the status bar captured by
/// a presented controller, and the transition coordinator's context.
@MainActor
@Suite(.freshRuntime) struct LibraryRuntimeTests {
    private var runLoop: MainRunLoop { HeadlessRuntime.current.runLoop }

    /// Observations hear a change once, after it, with the options' values; `.initial` calls at
    /// once; an equal value is no change; an invalidated or released observation is silent.
    @Test func keyValueObservingOfFrameworkPropertiesFollowsTheOptions() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        let seen = Log()
        let offset = scroll.observe(\.contentOffset, options: [.initial, .old, .new]) { _, change in
            MainActor.assumeIsolated {
                seen.items.append("\(change.oldValue.map { "\($0.y)" } ?? "nil")→\(change.newValue.map { "\($0.y)" } ?? "nil")")
            }
        }
        #expect(seen.items == ["nil→0.0"])
        scroll.contentOffset = CGPoint(x: 0, y: 50)
        scroll.contentOffset = CGPoint(x: 0, y: 50)
        #expect(seen.items == ["nil→0.0", "0.0→50.0"], "once per change, none for the same value")
        let prior = Log()
        let alpha = scroll.observe(\.alpha, options: [.prior, .new]) { _, change in
            MainActor.assumeIsolated { prior.items.append("\(change.isPrior) \(change.newValue.map { "\($0)" } ?? "nil")") }
        }
        scroll.alpha = 0.5
        #expect(prior.items == ["true nil", "false 0.5"])
        offset.invalidate()
        scroll.contentOffset = CGPoint(x: 0, y: 80)
        #expect(seen.items.count == 2)
        let frames = Log()
        var frameObservation: NSKeyValueObservation? = scroll.observe(\.frame) { _, _ in
            MainActor.assumeIsolated { frames.items.append("frame") }
        }
        scroll.frame.origin.x = 10
        frameObservation = nil
        scroll.frame.origin.x = 20
        #expect(frames.items.count == 1 && frameObservation == nil)
        withExtendedLifetime(alpha) {}
    }

    /// An object of the app's own announces its changes with will/didChangeValue(forKey:).
    @Test func anObjectOfTheAppAnnouncesItsOwnChanges() {
        final class Counter: NSObject {
            var value = 0 {
                willSet { willChangeValue(forKey: "value") }
                didSet { didChangeValue(forKey: "value") }
            }
        }
        let counter = Counter()
        let values = Log()
        let observation = counter.observe(\.value, options: .new) { _, change in
            MainActor.assumeIsolated { values.items.append("\(change.newValue ?? -1)") }
        }
        counter.value = 3
        counter.value = 3
        counter.value = 4
        #expect(values.items == ["3", "4"])
        withExtendedLifetime(observation) {}
    }

    /// The scroll view's pan is a recognizer attached to it that the gesture arena leaves to
    /// the scroll actions; disabled, the content does not follow a drag.
    @Test func aScrollViewsPanRecognizerGatesItsDrags() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        let pan = scroll.panGestureRecognizer
        #expect(pan === scroll.panGestureRecognizer && pan.view === scroll)
        #expect(scroll.gestureRecognizers?.contains { $0 === pan } == true)
        pan.isEnabled = false
        #expect(scroll.simulateDrag(by: CGPoint(x: 0, y: 200)) == .zero && scroll.contentOffset == .zero)
        pan.isEnabled = true
        #expect(scroll.simulateDrag(by: CGPoint(x: 0, y: 200)) == CGPoint(x: 0, y: 200))
    }

    /// Each feedback is recorded in the process, for tests to assert on.
    @Test func feedbackGeneratorsAreRecorded() {
        let selection = UISelectionFeedbackGenerator()
        selection.prepare()
        selection.selectionChanged()
        UIImpactFeedbackGenerator(style: .heavy).impactOccurred(intensity: 3)
        UIImpactFeedbackGenerator().impactOccurred()
        UINotificationFeedbackGenerator().notificationOccurred(.warning)
        #expect(HeadlessRuntime.current.feedbackEvents == [
            "UISelectionFeedbackGenerator: selectionChanged",
            "UIImpactFeedbackGenerator: impactOccurred(heavy, intensity: 1)",
            "UIImpactFeedbackGenerator: impactOccurred(medium, intensity: 1)",
            "UINotificationFeedbackGenerator: notificationOccurred(warning)",
        ])
    }

    /// A copy is a new animation of the same class with the same settings; key-value coding
    /// on a layer sets its animatable properties and reads key paths; layers compare by identity.
    @Test func animationCopiesAndLayerKeyValueCoding() throws {
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.fromValue = 1.0
        spring.toValue = 2.0
        spring.damping = 7
        spring.duration = 0.6
        spring.setValue("tag", forKey: "hero")
        let copy = try #require(spring.copy() as? CASpringAnimation)
        #expect(copy !== spring && copy.keyPath == "position.y" && copy.damping == 7 && copy.duration == 0.6)
        #expect(copy.toValue as? Double == 2.0 && copy.value(forKey: "hero") as? String == "tag")
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 40)
        layer.setValue(0.25, forKeyPath: "opacity")
        layer.setValue(NSValue(cgPoint: CGPoint(x: 5, y: 6)), forKeyPath: "position")
        layer.setValue("mine", forKey: "appKey")
        #expect(layer.opacity == 0.25 && layer.position == CGPoint(x: 5, y: 6))
        #expect(layer.value(forKeyPath: "bounds.size") as? CGSize == CGSize(width: 30, height: 40))
        #expect(layer.value(forKey: "appKey") as? String == "mine")
        let other = CALayer()
        #expect(layer == layer && layer != other && Set([layer, layer, other]).count == 2)
        #expect(UIView().isOpaque, "a view is opaque by default, as on iOS")
    }

    /// `contentsRect` shows a part of the contents: the right half of a half-red, half-blue
    /// image fills the layer with blue.
    @Test func contentsRectCropsWhatTheLayerShows() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10))
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
        }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.layer.contents = image.cgImage
        view.layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        let shown = try #require(view.renderedImage(scale: 1)?.cgImage)
        let left = try #require(shown.pixel(x: 2, y: 5)), right = try #require(shown.pixel(x: 17, y: 5))
        #expect(left.blue == 255 && left.red == 0 && right.blue == 255)
    }

    /// A display link made with a target and selector sends it every frame until invalidated.
    @Test func aDisplayLinkCallsItsTargetBySelector() {
        SelectorTable.register(Ticker.self, ["tick:": { receiver, arguments in
            (receiver as? Ticker)?.tick(arguments.argument(0))
            return nil
        }])
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Selector("tick:"))
        link.add(to: .main, forMode: .common)
        runLoop.advance(by: 1)
        #expect(ticker.ticks.count == 60)
        link.invalidate()
        runLoop.advance(by: 1)
        #expect(ticker.ticks.count == 60)
    }

    /// The shared application by key-value coding on the class; any other key is reported.
    @Test func theApplicationClassAnswersSharedByKey() {
        #expect(UIApplication.value(forKeyPath: "shared") as? UIApplication === UIApplication.shared)
        #expect(UIApplication.value(forKey: "sharedApplication") as? UIApplication === UIApplication.shared)
        #expect(UIApplication.value(forKey: "nothing") == nil)
        #expect(HeadlessRuntime.current.diagnostics.all.map(\.code).contains(.applicationKeyValueCodingUnknownKey))
        #expect(!UIAccessibility.isVoiceOverRunning)
    }

    /// A presented controller that captures the status bar decides it though it does not cover
    /// the screen; without the flag its presenter keeps deciding.
    @Test func aPresentedControllerCapturesTheStatusBarWhenItAsks() {
        final class Light: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        let root = UIViewController()
        let window = showInWindow(root)
        let sheet = Light()
        root.present(sheet, animated: false)
        runLoop.runUntilIdle()
        sheet.setNeedsStatusBarAppearanceUpdate()
        #expect(UIApplication.shared.statusBarStyle == .default)
        sheet.modalPresentationCapturesStatusBarAppearance = true
        sheet.setNeedsStatusBarAppearanceUpdate()
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        withExtendedLifetime(window) {}
    }

    /// A presentation's coordinator tells the controllers, the style and the container, and a
    /// block added once the animations began still runs.
    @Test func thePresentationCoordinatorDescribesItsTransition() throws {
        let root = UIViewController()
        let window = showInWindow(root)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .overFullScreen
        root.present(sheet, animated: true)
        let coordinator = try #require(sheet.transitionCoordinator)
        #expect(coordinator.viewController(forKey: .from) === root && coordinator.viewController(forKey: .to) === sheet)
        #expect(coordinator.presentationStyle == .overFullScreen && coordinator.view(forKey: .to) === sheet.view)
        #expect(coordinator.containerView === sheet.view.superview && coordinator.containerView.window === window)
        #expect(!coordinator.initiallyInteractive && coordinator.isAnimated)
        var late = 0, completed = 0
        coordinator.animate(alongsideTransition: { _ in late += 1 }, completion: { _ in completed += 1 })
        #expect(late == 1 && completed == 0)
        runLoop.runUntilIdle()
        #expect(completed == 1 && sheet.transitionCoordinator == nil)
    }
}
