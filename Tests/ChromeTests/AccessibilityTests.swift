@_spi(Headless) import UIKit
@testable import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import Testing

/// A view subclass that computes its label, as apps do with `override var accessibilityLabel`.
final class RatingView: UIView {
    var stars = 3
    override var accessibilityLabel: String? {
        get { "\(stars) of 5 stars" }
        set { super.accessibilityLabel = newValue }
    }
    override var isAccessibilityElement: Bool {
        get { true }
        set { super.isAccessibilityElement = newValue }
    }
}

/// The accessibility properties views carry, their UIKit defaults, and the device finding an
/// image-only button by its label.
@MainActor
@Suite(.freshRuntime) struct AccessibilityTests {
    /// Labels read their text, buttons their title and are buttons; plain views are not
    /// elements; what the app sets wins; overrides are honoured.
    @Test func defaultsAndOverrides() {
        let label = UILabel()
        label.text = "Total"
        #expect(label.accessibilityLabel == "Total")
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityTraits == .staticText)
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.isEnabled = false
        #expect(button.accessibilityLabel == "Save")
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        let toggle = UISwitch()
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")
        let plain = UIView()
        #expect(!plain.isAccessibilityElement)
        #expect(plain.accessibilityLabel == nil)
        plain.accessibilityLabel = "Map"
        plain.accessibilityHint = "Shows the route"
        plain.accessibilityTraits = [.image, .header]
        plain.isAccessibilityElement = true
        #expect(plain.accessibilityLabel == "Map")
        #expect(plain.accessibilityHint == "Shows the route")
        #expect(plain.accessibilityTraits.contains(.header))
        #expect(plain.isAccessibilityElement)
        label.accessibilityLabel = "Order total"
        #expect(label.accessibilityLabel == "Order total")
        #expect(RatingView().accessibilityLabel == "3 of 5 stars")
    }

    /// An image-only button labelled "Settings" is tapped by `tap Settings`; the on-screen
    /// list and the wireframe show its label.
    @Test func tapFindsAnImageButtonByItsLabel() {
        let harness = LifecycleHarness()
        let screen = UIViewController()
        var taps = 0
        let gear = UIButton(type: .system)
        gear.frame = CGRect(x: 10, y: 100, width: 44, height: 44)
        gear.accessibilityLabel = "Settings"
        gear.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let rating = RatingView(frame: CGRect(x: 10, y: 200, width: 100, height: 20))
        screen.view.addSubview(gear)
        screen.view.addSubview(rating)
        harness.show(screen)
        #expect(harness.window?.tappableElementDescriptions.contains("\(gear.traceName) (label \"Settings\")") == true)
        harness.tap("Settings")
        #expect(taps == 1)
        let lines = harness.wireframe().lines
        #expect(lines.contains { $0.contains(gear.traceName) && $0.hasSuffix("(label \"Settings\")") })
        #expect(lines.contains { $0.contains(rating.traceName) && $0.hasSuffix("(label \"3 of 5 stars\")") })
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }
}
