import Foundation
import Testing
@_spi(Headless) @testable import UIKit
@_spi(Headless) import UIKitTesting
import HeadlessCore

/// The device's one element finder (References §32) serves the controls actions as it serves
/// `tap`: accessibility identifier, then accessibility label, then visible text; the same
/// ambiguity rule; the same "On screen: …" list when nothing matches.
@MainActor
@Suite(.freshRuntime) struct ElementFinderTests {
    /// Controls without identifiers, named for VoiceOver, and a second switch labelled like
    /// the first; a row (a plain view) with a label and a switch; a segmented control; a field.
    static func screen() -> UIViewController {
        ScreenController { view in
            let wifi = UISwitch(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
            wifi.addAction(UIAction { _ in Journal.log("wifi \(wifi.isOn)") }, for: .valueChanged)
            view.add(wifi, label: "Wi-Fi")
            view.add(UISlider(frame: CGRect(x: 20, y: 150, width: 300, height: 34)), label: "Volume")
            view.add(UIStepper(frame: CGRect(x: 20, y: 200, width: 94, height: 32)), label: "Copies")
            view.add(UISwitch(frame: CGRect(x: 20, y: 250, width: 0, height: 0)), label: "Sync")
            view.add(UISwitch(frame: CGRect(x: 120, y: 250, width: 0, height: 0)), label: "Sync")

            let row = UIView(frame: CGRect(x: 0, y: 300, width: 375, height: 44))
            let title = UILabel(frame: CGRect(x: 20, y: 0, width: 200, height: 44))
            title.text = "Airplane Mode"
            row.addSubview(title)
            let airplane = UISwitch(frame: CGRect(x: 300, y: 6, width: 0, height: 0))
            airplane.addAction(UIAction { _ in Journal.log("airplane \(airplane.isOn)") }, for: .valueChanged)
            row.addSubview(airplane)
            view.addSubview(row)

            let period = UISegmentedControl(items: ["Day", "Week"])
            period.frame = CGRect(x: 20, y: 360, width: 200, height: 32)
            period.selectedSegmentIndex = 0
            period.addAction(UIAction { _ in Journal.log("period \(period.selectedSegmentIndex)") }, for: .valueChanged)
            view.addSubview(period)

            let name = UITextField(frame: CGRect(x: 20, y: 410, width: 300, height: 34))
            name.placeholder = "Full name"
            view.add(name, label: "Name field")
        }
    }

    static func view<T: UIView>(_ harness: LifecycleHarness, as type: T.Type, where matches: (T) -> Bool = { _ in true }) -> T? {
        harness.runtime.keyWindow?.firstInSubtree { ($0 as? T).map(matches) ?? false } as? T
    }

    /// `toggle`, `slide` and `step` find their controls by accessibility label.
    @Test func controlsActionsFindByAccessibilityLabel() {
        let harness = launch(Self.screen)
        harness.act("toggle Wi-Fi, slide Volume 0.25, step Copies up")
        #expect(Self.view(harness, as: UISwitch.self) { $0.accessibilityLabel == "Wi-Fi" }?.isOn == true)
        #expect(Self.view(harness, as: UISlider.self)?.value == 0.25)
        #expect(Self.view(harness, as: UIStepper.self)?.value == 1)
        #expect(Journal.entries == ["wifi true"])
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    /// Two switches with the same label: refused, both listed, neither toggled.
    @Test func ambiguityIsRefusedWithTheList() {
        let harness = launch(Self.screen)
        let message = refused(harness, "toggle Sync")
        #expect(message?.contains("toggle Sync: 2 elements match \"Sync\": UISwitch#2 (label \"Sync\"); UISwitch#3 (label \"Sync\").") == true,
                "\(message ?? "")")
        #expect(Self.view(harness, as: UISwitch.self) { $0.accessibilityLabel == "Sync" && $0.isOn } == nil)
    }

    /// Nothing matches: the message lists what is on screen, segments and the field included.
    @Test func nothingMatchingListsTheScreen() {
        let harness = launch(Self.screen)
        for action in ["toggle Bluetooth", "slide Brightness 0.5", "step Pages up", "select-segment Month", "focus Email"] {
            let message = refused(harness, action)
            #expect(message?.contains("\(action): no view in UIWindow#1 has accessibilityIdentifier") == true, "\(message ?? "")")
            #expect(message?.contains("On screen: UISwitch#1 (label \"Wi-Fi\"), UISlider#1 (label \"Volume\")") == true, "\(message ?? "")")
            #expect(message?.contains("segment 0 of UISegmentedControl#1 \"Day\", segment 1 of UISegmentedControl#1 \"Week\"") == true, "\(message ?? "")")
            #expect(message?.contains("UITextField#1 \"Full name\"") == true, "\(message ?? "")")
        }
    }

    /// An element of the wrong kind is named, with the kind the action needs.
    @Test func theWrongKindIsSaidClearly() {
        let harness = launch(Self.screen)
        let message = refused(harness, "toggle Volume")
        #expect(message?.contains("toggle Volume: UISlider#1 (label \"Volume\") (found by \"Volume\") is not a UISwitch") == true, "\(message ?? "")")
        #expect(refused(harness, "focus Wi-Fi")?.contains("is not a text field or text view") == true)
    }

    /// A label beside one switch in its row: `toggle` by the label flips the switch. A segment's title is an
    /// element text: `tap Week` selects it as `select-segment Week` does. `focus` finds a field
    /// by its label or its placeholder.
    @Test func rowsSegmentsAndFields() {
        let harness = launch(Self.screen)
        harness.act("toggle Airplane Mode")
        #expect(Journal.entries == ["airplane true"])
        harness.act("tap Week")
        #expect(Self.view(harness, as: UISegmentedControl.self)?.selectedSegmentIndex == 1)
        harness.act("select-segment Day")
        #expect(Self.view(harness, as: UISegmentedControl.self)?.selectedSegmentIndex == 0)
        #expect(Journal.entries == ["airplane true", "period 1", "period 0"])
        harness.act("focus Name field, type Ada")
        #expect(Self.view(harness, as: UITextField.self)?.text == "Ada")
        harness.act("dismiss-keyboard, focus Full name")
        #expect(Self.view(harness, as: UITextField.self)?.isFirstResponder == true)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    /// `pull-to-refresh <text>` pulls the scroll view the text names (or the one around the
    /// element the text names); without a text, the first visible one.
    @Test func pullToRefreshByName() {
        let harness = launch {
            ScreenController { view in
                for (index, name) in ["Feed", "News"].enumerated() {
                    let scroll = UIScrollView(frame: CGRect(x: 0, y: 100 + 250 * CGFloat(index), width: 375, height: 200))
                    scroll.accessibilityLabel = name
                    let refresh = UIRefreshControl()
                    refresh.addAction(UIAction { _ in Journal.log("\(name) refresh") }, for: .valueChanged)
                    scroll.refreshControl = refresh
                    let headline = UILabel(frame: CGRect(x: 20, y: 20, width: 300, height: 30))
                    headline.text = "\(name) headline"
                    scroll.addSubview(headline)
                    view.addSubview(scroll)
                }
            }
        }
        harness.act("pull-to-refresh News")
        #expect(Journal.entries == ["News refresh"])
        harness.runtime.keyWindow?.forEachInSubtree { ($0 as? UIScrollView)?.refreshControl?.endRefreshing() }
        harness.act("pull-to-refresh Feed headline")
        #expect(Journal.entries == ["News refresh", "Feed refresh"])
        #expect(refused(harness, "pull-to-refresh Weather")?.contains("On screen:") == true)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }
}
