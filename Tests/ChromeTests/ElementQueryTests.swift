@_spi(Headless) import UIKit
@testable import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import Testing

/// The device's element finder: identifier, then label, then visible text, on the topmost
/// screen; quoting in action lists; refusals that list what is on screen.
@MainActor
@Suite(.freshRuntime) struct ElementQueryTests {
    final class TwoButtons: UIViewController {
        var taps: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            for (index, title) in ["Send", "Send", "Milk, eggs"].enumerated() {
                let button = UIButton(type: .system)
                button.setTitle(title, for: .normal)
                button.addAction(UIAction { [weak self] _ in self?.taps.append("\(title) \(index)") }, for: .touchUpInside)
                view.addSubview(button)
            }
        }
    }

    @Test func quotedTextIsOneArgumentAndCommasInsideDoNotSplit() throws {
        let list = try DeviceAction.parseList("tap \"Milk, eggs\", back, tap Open  Message, tap-tab \"Top \\\"Rated\\\"\"")
        #expect(list.map(\.name) == ["tap", "back", "tap", "tap-tab"])
        #expect(list[0].arguments == ["Milk, eggs"])
        #expect(list[2].arguments == ["Open", "Message"])
        #expect(list[3].arguments == ["Top \"Rated\""])
        #expect(throws: DeviceError.self) { try DeviceAction.parseList("tap \"Milk, eggs") }
        #expect(try DeviceAction(parsing: "alert \"OK\"").arguments == ["OK"])
    }

    @Test func severalMatchesAreAnErrorListingThem() {
        let harness = LifecycleHarness()
        let screen = TwoButtons()
        let window = harness.show(screen)
        let message = window.tapElement("Send")
        #expect(message?.contains("2 elements match \"Send\": UIButton#1 \"Send\"; UIButton#2 \"Send\"") == true)
        #expect(window.tapElement("Milk, eggs") == nil)
        #expect(screen.taps == ["Milk, eggs 2"])
        let missing = window.tapElement("Milk")
        #expect(missing?.contains("On screen: UIButton#1 \"Send\", UIButton#2 \"Send\", UIButton#3 \"Milk, eggs\".") == true)
        screen.view.subviews[0].isHidden = true
        #expect(window.tapElement("Send") == nil)
        #expect(screen.taps == ["Milk, eggs 2", "Send 1"])
    }

    @Test func anAppWithoutIdentifiersIsDrivenByVisibleTitles() {
        let harness = LifecycleHarness()
        let inbox = InboxViewController()
        let navigation = UINavigationController(rootViewController: inbox)
        harness.show(navigation)
        #expect(harness.window?.tappableElementDescriptions == [
            "bar button item \"Delete All\"", "bar button item (label \"Add\")", "UIButton#1 \"Open Message\"",
        ] || harness.window?.tappableElementDescriptions == [
            "UIButton#1 \"Open Message\"", "bar button item \"Delete All\"", "bar button item (label \"Add\")",
        ])
        harness.tap("Open Message")
        harness.tap("Inbox")
        harness.tap("Add")
        #expect(inbox.log.last == "compose from UIBarButtonItem")
        #expect(navigation.viewControllers.count == 1)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
        let refusals = FailureReporter.collecting { harness.tap("Archive") }
        #expect(refusals.first?.message.contains("nothing on screen shows \"Archive\"") == true)
    }
}
