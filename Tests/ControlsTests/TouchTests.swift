import Foundation
import Testing
@_spi(Headless) @testable import UIKit
@_spi(Headless) import UIKitTesting
import HeadlessCore
import UIKitSnapshotTesting

/// Hit testing, touch delivery through the responder chain, and controls tracking real touches.
@MainActor
@Suite(.freshRuntime) struct TouchTests {
    final class OuterView: UIView {}
    final class InnerView: UIView {}
    final class CatchingView: UIView {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            let touch = touches.first
            Journal.log("caught at \(TouchTrace.point(touch?.location(in: self) ?? .zero)), in window \(TouchTrace.point(touch?.location(in: nil) ?? .zero)), tapCount \(touch?.tapCount ?? 0), all \(event?.allTouches?.count ?? 0)")
            super.touchesBegan(touches, with: event)
        }
    }

    /// Touches go to the hit view and, as nobody overrides the methods, up the responder
    /// chain to the view controller, each hop traced with the location in its own view.
    @Test func touchesGoUpTheResponderChainWithLocationsPerView() {
        let harness = launch {
            ScreenController { view in
                let catching = CatchingView(frame: CGRect(x: 10, y: 100, width: 300, height: 300))
                let outer = OuterView(frame: CGRect(x: 20, y: 30, width: 200, height: 200))
                let inner = InnerView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
                outer.addSubview(inner)
                catching.addSubview(outer)
                view.addSubview(catching)
            }
        }
        let trace = harness.act("tap-at 40 150")
        #expect(Journal.entries == ["caught at (30, 50), in window (40, 150), tapCount 1, all 1"])
        trace.expectGolden("touches-responder-chain", style: .swiftInstances)
    }

    /// Hit testing skips hidden, transparent and non-interactive views and asks the front-most
    /// subview first; conversions go through frames, bounds origins and transforms.
    @Test func hitTestingAndConversion() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        front.isHidden = false
        front.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        front.alpha = 1
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 400, y: 60), with: nil) == nil)
        front.isUserInteractionEnabled = true

        #expect(front.convert(CGPoint(x: 10, y: 10), to: root) == CGPoint(x: 60, y: 60))
        #expect(back.convert(CGPoint(x: 10, y: 10), to: front) == CGPoint(x: -40, y: -40))
        front.bounds.origin = CGPoint(x: 0, y: 20)
        #expect(front.convert(CGPoint(x: 0, y: 20), to: root) == CGPoint(x: 50, y: 50))
        #expect(root.convert(CGRect(x: 50, y: 50, width: 10, height: 10), to: front) == CGRect(x: 0, y: 20, width: 10, height: 10))
        front.bounds.origin = .zero
        front.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Scaled around its centre (100, 100): its local (0, 0) is at (0, 0) of the root.
        #expect(front.convert(CGPoint.zero, to: root) == CGPoint(x: 0, y: 0))
        #expect(front.convert(CGPoint(x: 0, y: 0), from: root) == CGPoint(x: 0, y: 0))
        #expect(root.hitTest(CGPoint(x: 190, y: 190), with: nil) === front)
    }

    /// A control tracks a real touch: highlighted, .touchDown, then .touchUpInside; a button's
    /// configuration update handler sees it highlighted and then normal again.
    @Test func configurationUpdateHandlerOnHighlight() {
        var button: UIButton?
        let harness = launch {
            ScreenController { view in
                var configuration = UIButton.Configuration.filled()
                configuration.title = "Submit"
                configuration.subtitle = "now"
                let made = UIButton(configuration: configuration, primaryAction: UIAction(title: "submit") { _ in Journal.log("submitted") })
                made.frame = CGRect(x: 20, y: 300, width: 200, height: 50)
                made.addAction(UIAction(title: "down") { _ in Journal.log("touchDown") }, for: .touchDown)
                made.configurationUpdateHandler = { button in
                    Journal.log("update highlighted=\(button.isHighlighted) state=\(button.state.rawValue)")
                    button.configuration?.subtitle = button.isHighlighted ? "pressed" : "now"
                }
                button = made
                view.addSubview(made)
            }
        }
        #expect(button?.currentTitle == "Submit")
        Journal.entries = []
        let trace = harness.act("tap-at 100 320")
        #expect(Journal.entries == ["touchDown", "update highlighted=true state=1", "submitted", "update highlighted=false state=0"])
        #expect(button?.configuration?.subtitle == "now")
        trace.expectGolden("button-configuration-highlight", style: .swiftInstances)
        let size = button?.intrinsicContentSize ?? .zero
        #expect(size.width > 24 && size.height > 14)
    }

    /// A disabled control refuses a tap at its place: nothing is sent, and the action says why.
    @Test func aDisabledControlRefusesATap() {
        var sent = 0
        let harness = launch {
            ScreenController { view in
                let button = UIButton(type: .system)
                button.setTitle("Off", for: .normal)
                button.frame = CGRect(x: 20, y: 300, width: 200, height: 50)
                button.isEnabled = false
                button.addAction(UIAction { _ in sent += 1 }, for: .touchUpInside)
                view.addSubview(button)
            }
        }
        let message = refused(harness, "tap-at 100 320")
        #expect(message?.contains("UIButton#1 is disabled (isEnabled is false); the touch at (100, 320) was refused and nothing was sent") == true)
        #expect(sent == 0)
        #expect(harness.runtime.keyWindow?.deliverTap(at: CGPoint(x: 100, y: 320)) != nil)
        #expect(sent == 0)
        #expect(refused(harness, "tap-at 900 10")?.contains("is outside") == true)
    }

    /// deliverTap drives a switch through touches exactly as the toggle action does.
    @Test func deliverTapTogglesASwitch() {
        var events: [String] = []
        var control: UISwitch?
        let harness = launch {
            ScreenController { view in
                let toggle = UISwitch(frame: CGRect(x: 20, y: 300, width: 0, height: 0))
                for (name, event) in [("down", UIControl.Event.touchDown), ("changed", .valueChanged), ("up", .touchUpInside), ("primary", .primaryActionTriggered)] {
                    toggle.addAction(UIAction { _ in events.append(name) }, for: event)
                }
                control = toggle
                view.addSubview(toggle)
            }
        }
        let window = harness.runtime.keyWindow
        #expect(window?.deliverTap(at: CGPoint(x: 30, y: 310)) == nil)
        #expect(control?.isOn == true)
        #expect(events == ["down", "changed", "primary", "up"])
    }
}
