import Foundation
import Testing
@_spi(Headless) @testable import UIKit
@_spi(Headless) import UIKitTesting
import HeadlessCore

/// A picker's data source and delegate: a fruit wheel and a size wheel, logging what they
/// are asked to the journal.
@MainActor
final class FruitPickerSource: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape", "Honeydew", "Kiwi", "Lime"]
    let sizes = ["Small", "Large"]

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        Journal.log("numberOfComponents")
        return 2
    }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        Journal.log("numberOfRows \(component)")
        return component == 0 ? fruits.count : sizes.count
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? fruits[row] : sizes[row]
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        Journal.log("didSelectRow \(row) \(component)")
    }
}

/// A delegate that gives a view per row, reusing what the picker hands back.
@MainActor
final class SwatchPickerSource: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var reused = 0
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 50 }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 40 }
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        if view != nil { reused += 1 }
        let swatch = view ?? UIView()
        swatch.accessibilityLabel = "Swatch \(row)"
        return swatch
    }
}

/// `UIPickerView`: counts asked lazily, selection from code and from the user, reloads, row
/// views, and the device's `pick` action (References §52).
@MainActor
@Suite(.freshRuntime) struct PickerViewTests {
    static let source = FruitPickerSource()

    static func screen() -> UIViewController {
        ScreenController { view in
            let picker = UIPickerView(frame: CGRect(x: 0, y: 300, width: 320, height: 216))
            picker.accessibilityIdentifier = "fruit"
            picker.dataSource = source
            picker.delegate = source
            view.addSubview(picker)
        }
    }

    static func picker(_ harness: LifecycleHarness) -> UIPickerView? {
        harness.runtime.keyWindow?.firstInSubtree { $0 is UIPickerView } as? UIPickerView
    }

    /// Nothing is asked until a count is read or the picker lays out; a count is asked once
    /// until a reload forgets it.
    @Test func theDataSourceIsAskedLazilyAndAgainAfterAReload() {
        Journal.entries = []
        let source = FruitPickerSource()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        #expect(Journal.entries.isEmpty)
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 1) == 2)
        #expect(picker.numberOfRows(inComponent: 1) == 2)
        #expect(Journal.entries == ["numberOfComponents", "numberOfRows 1"])
        source.fruits.removeLast(4)
        picker.reloadComponent(0)
        #expect(picker.numberOfRows(inComponent: 0) == 6)
        #expect(picker.numberOfRows(inComponent: 1) == 2)
        #expect(Journal.entries == ["numberOfComponents", "numberOfRows 1", "numberOfRows 0"])
        picker.reloadAllComponents()
        #expect(Journal.entries.count == 3)
        picker.layoutIfNeeded()
        #expect(Journal.entries.suffix(3) == ["numberOfComponents", "numberOfRows 0", "numberOfRows 1"])
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect(picker.rowSize(forComponent: 1) == CGSize(width: 160, height: 32))
    }

    /// Laid out, the picker shows the rows around each selection with their titles, the
    /// selected one in the middle; a title-based row has no delegate view.
    @Test func layoutShowsTheRowsAroundTheSelection() {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let source = FruitPickerSource()
        picker.dataSource = source
        picker.delegate = source
        picker.selectRow(5, inComponent: 0, animated: false)
        picker.layoutIfNeeded()
        let labels = picker.subviews.compactMap { $0 as? UILabel }
        let fruits = labels.filter { $0.frame.minX == 0 }.sorted { $0.frame.minY < $1.frame.minY }.compactMap(\.text)
        #expect(fruits == ["Cherry", "Date", "Elderberry", "Fig", "Grape", "Honeydew", "Kiwi"])
        let middle = labels.first { $0.text == "Fig" }
        #expect(middle?.frame == CGRect(x: 0, y: 92, width: 160, height: 32))
        #expect(picker.view(forRow: 5, forComponent: 0) == nil)
    }

    /// `selectRow` selects without telling the delegate; a row or component that does not
    /// exist is reported and changes nothing.
    @Test func selectingFromCodeDoesNotCallTheDelegate() {
        let runtime = HeadlessRuntime.current
        Journal.entries = []
        let source = FruitPickerSource()
        let picker = UIPickerView(frame: .zero)
        picker.dataSource = source
        picker.delegate = source
        #expect(picker.selectedRow(inComponent: 0) == 0)
        picker.selectRow(3, inComponent: 0, animated: true)
        #expect(picker.selectedRow(inComponent: 0) == 3)
        #expect(!Journal.entries.contains { $0.hasPrefix("didSelectRow") })
        picker.selectRow(2, inComponent: 1, animated: false)
        #expect(picker.selectedRow(inComponent: 1) == 0)
        #expect(picker.selectedRow(inComponent: 4) == -1)
        #expect(runtime.diagnostics.all.map(\.code) == [.pickerViewIndexOutOfRange, .pickerViewIndexOutOfRange])
        #expect(runtime.diagnostics.all.first?.message.contains("component 1 has 2 rows (0..<2); the selection did not change") == true)
        // A wheel emptied by a reload has no selection.
        source.fruits = []
        picker.reloadComponent(0)
        #expect(picker.selectedRow(inComponent: 0) == -1)
    }

    /// The user's pick turns the wheel and tells the delegate, traced under the action; a pick
    /// of the selected row does not move the wheel.
    @Test func pickSelectsTheRowAndCallsDidSelectRow() {
        Journal.entries = []
        let harness = launch(Self.screen)
        let picker = Self.picker(harness)
        let trace = harness.act("pick Grape")
        #expect(picker?.selectedRow(inComponent: 0) == 6)
        #expect(Journal.entries.last == "didSelectRow 6 0")
        #expect(trace.lines(.swiftInstances).contains { $0 == "FruitPickerSource#1.pickerView(UIPickerView#1, didSelectRow: 6, inComponent: 0)" })
        harness.act("pick Large in fruit component 1")
        #expect(picker?.selectedRow(inComponent: 1) == 1)
        #expect(Journal.entries.last == "didSelectRow 1 1")
        let count = Journal.entries.count
        harness.act("pick Grape")
        #expect(Journal.entries.count == count)
    }

    /// A title no row has, a component the picker lacks, or a picker that takes no touches is
    /// refused with the reason, and nothing changes.
    @Test func pickRefusesWhatIsNotThere() {
        let harness = launch(Self.screen)
        let missing = refused(harness, "pick Mango")
        #expect(missing?.contains("no row of UIPickerView#1 is titled \"Mango\"") == true)
        #expect(missing?.contains("component 0 shows \"Apple\"") == true)
        #expect(refused(harness, "pick Apple in fruit component 3")?.contains("has 2 components (0..<2); there is no component 3") == true)
        Self.picker(harness)?.isUserInteractionEnabled = false
        #expect(refused(harness, "pick Cherry")?.contains("isUserInteractionEnabled false") == true)
        #expect(Self.picker(harness)?.selectedRow(inComponent: 0) == 0)
    }

    /// A delegate's row views are shown, found by `view(forRow:forComponent:)` while on screen,
    /// and handed back for reuse as the wheel turns; `pick` reads their accessibility labels.
    @Test func delegateViewsAreShownAndReused() {
        let source = SwatchPickerSource()
        let harness = launch {
            ScreenController { view in
                let picker = UIPickerView(frame: CGRect(x: 0, y: 300, width: 320, height: 216))
                picker.dataSource = source
                picker.delegate = source
                view.addSubview(picker)
            }
        }
        let picker = Self.picker(harness)
        #expect(picker?.view(forRow: 0, forComponent: 0)?.accessibilityLabel == "Swatch 0")
        #expect(picker?.view(forRow: 30, forComponent: 0) == nil)
        harness.act("pick Swatch 30")
        #expect(picker?.selectedRow(inComponent: 0) == 30)
        #expect(picker?.view(forRow: 30, forComponent: 0)?.frame.height == 40)
        #expect(picker?.view(forRow: 0, forComponent: 0) == nil)
        #expect(source.reused > 0)
    }

    /// A picker that is a text field's input view stands where the keyboard would: `pick`
    /// turns it and the accessibility tree shows its wheels instead of the keys.
    @Test func aPickerAsATextFieldsInputViewIsPickedLikeTheKeyboard() {
        Journal.entries = []
        let source = FruitPickerSource()
        let harness = launch {
            ScreenController { view in
                let picker = UIPickerView()
                picker.dataSource = source
                picker.delegate = source
                let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
                field.placeholder = "Fruit"
                field.inputView = picker
                view.addSubview(field)
            }
        }
        #expect(refused(harness, "pick Fig")?.contains("no picker view is visible") == true)
        harness.act("focus Fruit, pick Fig")
        #expect(Journal.entries.last == "didSelectRow 5 0")
        let nodes = harness.device?.accessibilitySnapshot()?.nodes ?? []
        #expect(nodes.filter { $0.type == .pickerWheel }.map(\.value) == ["Fig", "Small"])
        #expect(!nodes.contains { $0.type == .key })
    }

    /// A touch on a row shown above or below the selection turns the wheel to it, as on iOS
    /// (the row labels take no touches themselves, so `tap <title>` is refused: `pick` it).
    @Test func tappingAShownRowSelectsIt() {
        Journal.entries = []
        let harness = launch(Self.screen)
        #expect(refused(harness, "tap Cherry")?.contains("isUserInteractionEnabled false") == true)
        harness.act("tap-at 80 472")
        #expect(Self.picker(harness)?.selectedRow(inComponent: 0) == 2)
        #expect(Journal.entries.last == "didSelectRow 2 0")
        harness.act("tap-at 240 440")
        #expect(Self.picker(harness)?.selectedRow(inComponent: 1) == 1)
        #expect(Journal.entries.last == "didSelectRow 1 1")
    }
}
