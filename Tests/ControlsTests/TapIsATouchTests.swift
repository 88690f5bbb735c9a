import Foundation
import Testing
@_spi(Headless) @testable import UIKit
@_spi(Headless) import UIKitTesting
import HeadlessCore
import UIKitSnapshotTesting

/// The device's `tap <text>` is a touch at the element's hit point (issue 35, item 3): hit
/// testing, the gesture recognizers, `touchesBegan/Ended`, then a control's tracking and
/// actions, or a table's highlight and selection. A covered element is refused, naming the
/// cover, as XCUITest refuses an element that is not hittable.
@MainActor
@Suite(.freshRuntime) struct TapIsATouchTests {
    @MainActor final class TapTarget: NSObject {
        func tapped(_ recognizer: UIGestureRecognizer) {
            Journal.log("recognizer \(recognizer.state == .ended ? "ended" : "other")")
        }
    }

    static let target = TapTarget()

    static func tapRecognizer(cancelsTouchesInView: Bool) -> UITapGestureRecognizer {
        SelectorTable.register(TapTarget.self, [
            "tapped:": { receiver, arguments in (receiver as! TapTarget).tapped(arguments.argument(0)) },
        ])
        let recognizer = UITapGestureRecognizer(target: target, action: "tapped:")
        recognizer.cancelsTouchesInView = cancelsTouchesInView
        return recognizer
    }

    /// A card (a view with a tap recognizer) holding a Save button, as apps dismiss a
    /// keyboard or select a card on a tap anywhere in it.
    func launchCard(cancelsTouchesInView: Bool) -> LifecycleHarness {
        launch {
            ScreenController { view in
                let card = UIView(frame: CGRect(x: 20, y: 100, width: 280, height: 200))
                card.accessibilityIdentifier = "card"
                card.addGestureRecognizer(Self.tapRecognizer(cancelsTouchesInView: cancelsTouchesInView))
                let button = UIButton(type: .system)
                button.setTitle("Save", for: .normal)
                button.frame = CGRect(x: 40, y: 10, width: 200, height: 44)
                button.addAction(UIAction(title: "save") { _ in Journal.log("save") }, for: .touchUpInside)
                card.addSubview(button)
                view.addSubview(card)
            }
        }
    }

    /// The button keeps its tap: the card's one-tap recognizer is asked through the button's
    /// `gestureRecognizerShouldBegin(_:)`, which refuses it (a control's default action wins
    /// over a superview's single tap, iOS 6 on), so the touches reach the button whether or
    /// not the recognizer cancels touches in its view.
    @Test func aTapOnAButtonInAViewWithATapRecognizerCancellingTouches() {
        let harness = launchCard(cancelsTouchesInView: true)
        let trace = harness.act("tap Save")
        #expect(Journal.entries == ["save"])
        trace.expectGolden("tap-button-in-recognizer-view-cancelling", style: .swiftInstances)
    }

    @Test func aTapOnAButtonInAViewWithATapRecognizerNotCancellingTouches() {
        let harness = launchCard(cancelsTouchesInView: false)
        let trace = harness.act("tap Save")
        #expect(Journal.entries == ["save"])
        trace.expectGolden("tap-button-in-recognizer-view-not-cancelling", style: .swiftInstances)
    }

    /// A tap on the card outside the button: the recognizer recognizes; cancelling, the
    /// card's touches are cancelled; not cancelling, they end.
    @Test func aTapOnTheCardItselfGoesToItsRecognizer() {
        let cancelling = launchCard(cancelsTouchesInView: true)
        let first = cancelling.act("tap card")
        #expect(Journal.entries == ["recognizer ended"])
        #expect(first.lines(.swiftInstances).contains { $0.contains("touchesCancelled") })
        let keeping = launchCard(cancelsTouchesInView: false)
        let second = keeping.act("tap card")
        #expect(Journal.entries == ["recognizer ended"])
        #expect(!second.lines(.swiftInstances).contains { $0.contains("touchesCancelled") })
        #expect(second.lines(.swiftInstances).contains { $0.contains("touchesEnded") })
    }

    /// A button under a banner is not hittable: the tap is refused, naming the banner, and
    /// nothing is delivered to either.
    @Test func aTapOnACoveredButtonIsRefusedNamingTheCover() {
        var sent = 0
        let harness = launch {
            ScreenController { view in
                let button = UIButton(type: .system)
                button.setTitle("Save", for: .normal)
                button.frame = CGRect(x: 20, y: 300, width: 200, height: 44)
                button.addAction(UIAction { _ in sent += 1 }, for: .touchUpInside)
                view.addSubview(button)
                let banner = UIView(frame: CGRect(x: 0, y: 280, width: 320, height: 100))
                banner.accessibilityIdentifier = "banner"
                view.addSubview(banner)
            }
        }
        let message = refused(harness, "tap Save")
        #expect(sent == 0)
        #expect(message?.contains("is not hittable: UIView#") == true)
        #expect(message?.contains("(id \"banner\") covers it at its hit point (120, 322)") == true)
        let trace = harness.perform("tap Save") {
            let refusal = harness.runtime.keyWindow?.tapElement("Save")
            expectGolden(refusal ?? "(the tap was not refused)", named: "tap-covered-button.txt")
        }
        #expect(trace.lines(.swiftInstances).filter { !$0.hasPrefix("==") }.isEmpty, "nothing was delivered")
        // Gestures that name their target are refused the same way.
        #expect(refused(harness, "long-press Save")?.contains("is not hittable") == true)
        #expect(refused(harness, "double-tap Save")?.contains("is not hittable") == true)
        #expect(sent == 0)
    }

    /// A banner that lets touches through (isUserInteractionEnabled false) covers nothing.
    @Test func aViewThatTakesNoTouchesDoesNotCover() {
        var sent = 0
        let harness = launch {
            ScreenController { view in
                let button = UIButton(type: .system)
                button.setTitle("Save", for: .normal)
                button.frame = CGRect(x: 20, y: 300, width: 200, height: 44)
                button.addAction(UIAction { _ in sent += 1 }, for: .touchUpInside)
                view.addSubview(button)
                let banner = UIView(frame: CGRect(x: 0, y: 280, width: 320, height: 100))
                banner.isUserInteractionEnabled = false
                view.addSubview(banner)
            }
        }
        harness.act("tap Save")
        #expect(sent == 1)
    }

    final class RowsController: UITableViewController {
        override func numberOfSections(in tableView: UITableView) -> Int { 1 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
            Journal.log("highlight \(indexPath.row) cell highlighted=\(tableView.cellForRow(at: indexPath)?.isHighlighted == true)")
        }
        override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
            Journal.log("unhighlight \(indexPath.row) cell highlighted=\(tableView.cellForRow(at: indexPath)?.isHighlighted == true)")
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            Journal.log("select \(indexPath.row) cell selected=\(tableView.cellForRow(at: indexPath)?.isSelected == true)")
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            Journal.log("controller touchesBegan")
        }
    }

    /// A tap on a row's text: the touch goes to the cell's content, up to the table, which
    /// highlights the row at touch-down and, at the lift, unhighlights and selects it; the
    /// touches stay with the table (the controller does not hear them).
    @Test func aTapOnATableCellHighlightsThenSelects() {
        let harness = launch { RowsController(style: .plain) }
        let trace = harness.act("tap Row 1")
        #expect(Journal.entries == ["highlight 1 cell highlighted=true", "unhighlight 1 cell highlighted=false",
                                    "select 1 cell selected=true"])
        trace.expectGolden("tap-table-cell", style: .swiftInstances)
        #expect(harness.runtime.keyWindow.flatMap { ($0.rootViewController as? RowsController)?.tableView.indexPathForSelectedRow }
                == IndexPath(row: 1, section: 0))
    }

    /// A finger that goes down on a row and drags off it unhighlights the row and selects
    /// nothing.
    @Test func aDragOffARowUnhighlightsWithoutSelecting() {
        let harness = launch { RowsController(style: .plain) }
        harness.act("pan 0 200 on Row 0")
        #expect(Journal.entries == ["highlight 0 cell highlighted=true", "unhighlight 0 cell highlighted=false"])
    }

    /// A double tap on a view reaches a two-tap recognizer; a text field is focused by a tap.
    @Test func doubleTapAndTextFieldFocus() {
        var field: UITextField?
        let harness = launch {
            ScreenController { view in
                let pad = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
                pad.accessibilityIdentifier = "pad"
                let recognizer = Self.tapRecognizer(cancelsTouchesInView: true)
                recognizer.numberOfTapsRequired = 2
                pad.addGestureRecognizer(recognizer)
                view.addSubview(pad)
                let made = UITextField(frame: CGRect(x: 20, y: 300, width: 200, height: 34))
                made.placeholder = "Name"
                view.addSubview(made)
                field = made
            }
        }
        harness.act("double-tap pad")
        #expect(Journal.entries == ["recognizer ended"])
        harness.act("tap Name")
        #expect(field?.isFirstResponder == true)
        harness.act("type Ada")
        #expect(field?.text == "Ada")
    }

    /// Typing with nothing focused is a clear refusal, not a hang or a crash.
    @Test func typingWithNoFocusedElementIsRefused() {
        let harness = launch { ScreenController { _ in } }
        let message = refused(harness, "type hello")
        #expect(message?.contains("no text field or text view is first responder") == true)
    }
}
