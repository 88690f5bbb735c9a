import Foundation
import Testing
import UIKitTesting
@_spi(Headless) @testable import UIKit
import HeadlessCore

/// A controller that is its picker's data source and delegate through the storyboard's outlets.
final class PickerSceneController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    @Outlet var picker: UIPickerView?
    let flavours = ["Vanilla", "Chocolate", "Strawberry"]
    var picked: [String] = []

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { flavours.count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { flavours[row] }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { picked.append(flavours[row]) }
}

/// `<pickerView>` makes a `UIPickerView` whose `dataSource` and `delegate` outlets connect
/// like any other outlet (References §52).
@MainActor
@Suite(.freshRuntime) struct PickerViewStoryboardTests {
    @Test func aPickerViewIsCreatedWithItsDataSourceAndDelegate() throws {
        let runtime = HeadlessRuntime.current
        let url = try Fixtures.temporaryFolder().appendingPathComponent("Picker.storyboard")
        try StoryboardText.scene(controllerClass: "PickerSceneController", subviews: """
                            <pickerView contentMode="scaleToFill" id="Pkr-Pv-001">
                                <rect key="frame" x="0.0" y="300" width="393" height="216"/>
                                <accessibility key="accessibilityConfiguration" identifier="flavour"/>
                                <connections>
                                    <outlet property="dataSource" destination="Scn-Vc-001" id="Pkr-Ds-001"/>
                                    <outlet property="delegate" destination="Scn-Vc-001" id="Pkr-Dl-001"/>
                                </connections>
                            </pickerView>
        """, connections: """
                                <outlet property="picker" destination="Pkr-Pv-001" id="Pkr-Ot-001"/>
        """).write(to: url, atomically: true, encoding: .utf8)
        let controller = try #require(UIStoryboard.load(contentsOf: url).instantiateInitialViewController() as? PickerSceneController)
        let window = showInWindow(controller)
        let picker = try #require(controller.picker)
        #expect(picker.traceClassName == "UIPickerView")
        #expect(picker.dataSource === controller && picker.delegate === controller)
        #expect(picker.numberOfRows(inComponent: 0) == 3)
        let titles: [String] = picker.subviews.compactMap { ($0 as? UILabel)?.text }
        #expect(titles.contains("Vanilla"))
        #expect(runtime.diagnostics.all.isEmpty)
        #expect(window.performPick(["Strawberry"]) == nil)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(controller.picked == ["Strawberry"])
    }
}
