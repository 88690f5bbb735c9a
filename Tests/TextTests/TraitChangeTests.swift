import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import UIKitSnapshotTesting

/// A screen whose colours and fonts follow the traits, recording what it resolves.
final class ThemedViewController: UIViewController {
    let titleLabel = UILabel()
    let fixedLabel = UILabel()
    let brand = UIColor { traits in traits.userInterfaceStyle == .dark ? UIColor(white: 0.9, alpha: 1) : UIColor(white: 0.1, alpha: 1) }
    var resolved: [String] = []
    var handled: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.text = "Hello"
        fixedLabel.font = .systemFont(ofSize: 17)
        fixedLabel.adjustsFontForContentSizeCategory = true
        fixedLabel.text = "Fixed"
        view.addSubview(titleLabel)
        view.addSubview(fixedLabel)
        view.backgroundColor = .systemBackground
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: ThemedViewController, previous: UITraitCollection) in
            self.handled.append("style \(previous.userInterfaceStyle) → \(self.traitCollection.userInterfaceStyle)")
        }
        registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (self: ThemedViewController, _: UITraitCollection) in
            self.handled.append("size \(self.traitCollection.preferredContentSizeCategory.rawValue)")
        }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        var white: CGFloat = 0
        brand.getWhite(&white, alpha: nil)
        resolved.append("\(traitCollection.userInterfaceStyle): \(white)")
    }
}

@MainActor
@Suite(.freshRuntime) struct TraitChangeTests {
    func launch() -> (LifecycleHarness, ThemedViewController) {
        let harness = launchApp { ThemedViewController() }
        return (harness, harness.runtime.keyWindow?.rootViewController as! ThemedViewController)
    }

    static let traitFilter: TraceFilter = .actions || .callbacks(.traitCollectionDidChange, .traitChangeHandler, .postNotification)

    /// `appearance dark` delivers traitCollectionDidChange to the controller and its views and
    /// then the style handler; a dynamic colour resolves dark inside, and light again after
    /// `appearance light`.
    @Test func darkModeFlipResolvesDynamicColoursBothWays() {
        let (harness, controller) = launch()
        let step = harness.act("appearance dark")
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.resolved == ["dark: 0.9"])
        #expect(controller.handled == ["style light → dark"])
        #expect(controller.view.layer.backgroundColor == UIColor.black.cgColor)
        harness.act("appearance light")
        #expect(controller.resolved == ["dark: 0.9", "light: 0.1"])
        #expect(controller.view.layer.backgroundColor == UIColor.white.cgColor)
        step.filtered(Self.traitFilter).expectGolden("appearance-dark", style: .swift)
    }

    /// `text-size extra-extra-large` re-scales a Dynamic Type label (body: 17 → 21 points) and
    /// leaves a fixed font alone; the handler runs and the notification is posted.
    @Test func contentSizeChangeRescalesADynamicTypeLabel() {
        let (harness, controller) = launch()
        #expect(controller.titleLabel.font.pointSize == 17)
        let posted = NotificationLog()
        posted.observe([UIContentSizeCategory.didChangeNotification])
        let step = harness.act("text-size extra-extra-large")
        #expect(controller.titleLabel.font.pointSize == 21)
        #expect(controller.fixedLabel.font.pointSize == 17)
        #expect(controller.titleLabel.intrinsicContentSize.height == 25)
        #expect(posted.entries.map { $0.userInfo[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory } == [.extraExtraLarge])
        #expect(controller.handled == ["size UICTContentSizeCategoryXXL"])
        #expect(UIApplication.shared.preferredContentSizeCategory == .extraExtraLarge)
        step.filtered(Self.traitFilter).expectGolden("text-size-xxl", style: .swift)
        harness.act("text-size ax5")
        #expect(controller.titleLabel.font.pointSize == 53)
    }

    /// A bad text size or appearance is refused, naming the legal values.
    @Test func badTraitArgumentsAreRefused() {
        #expect(throws: DeviceError.self) { try DeviceAction(parsing: "text-size huge") }
        #expect(throws: DeviceError.self) { try DeviceAction(parsing: "appearance sepia") }
        do {
            _ = try DeviceAction(parsing: "text-size huge")
        } catch {
            #expect("\(error)".contains("accessibility-medium"))
        }
    }

    /// An override keeps a subtree dark whatever the window's appearance; setting it delivers
    /// the change to the views it affects.
    @Test func overrideUserInterfaceStyle() {
        let (harness, controller) = launch()
        var changed = 0
        controller.titleLabel.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UILabel, _: UITraitCollection) in changed += 1 }
        controller.titleLabel.overrideUserInterfaceStyle = .dark
        #expect(controller.titleLabel.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.fixedLabel.traitCollection.userInterfaceStyle == .light)
        #expect(changed == 1)
        harness.act("appearance dark")
        controller.overrideUserInterfaceStyle = .light
        #expect(controller.fixedLabel.traitCollection.userInterfaceStyle == .light)
        #expect(controller.titleLabel.traitCollection.userInterfaceStyle == .dark)
    }

    /// `performAsCurrent` sets the traits colours resolve against.
    @Test func performAsCurrentResolvesCGColor() {
        #expect(UIColor.label.cgColor == UIColor.black.cgColor)
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            #expect(UIColor.label.cgColor == UIColor.white.cgColor)
            #expect(UITraitCollection.current.userInterfaceStyle == .dark)
        }
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
    }
}
