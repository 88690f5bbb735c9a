import Foundation
import Testing
@_spi(Headless) import UIKit
@_spi(Headless) import UIKitTesting
@_spi(Headless) import XCUIAutomation

/// A month-and-year picker, as apps write one: the controller is the picker's data source and
/// delegate, and shows the picked month in a label.
final class MonthPickerController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    let months = ["January", "February", "March", "April", "May", "June"]
    let years = ["2025", "2026"]
    let picker = UIPickerView()
    let status = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        picker.dataSource = self
        picker.delegate = self
        picker.accessibilityIdentifier = "when"
        picker.frame = CGRect(x: 0, y: 200, width: 375, height: 216)
        status.text = "None"
        status.accessibilityIdentifier = "status"
        status.frame = CGRect(x: 20, y: 100, width: 300, height: 30)
        view.addSubview(picker)
        view.addSubview(status)
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? months.count : years.count
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? months[row] : years[row]
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        status.text = "\(months[pickerView.selectedRow(inComponent: 0)]) \(years[pickerView.selectedRow(inComponent: 1)])"
    }
}

final class MonthPickerAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = MonthPickerController()
        window?.makeKeyAndVisible()
        return true
    }
}

/// A picker view is a picker holding a wheel per component, whose value is the selected row's
/// title; `adjust(toPickerWheelValue:)` turns a wheel as a person does (References §52.3).
@MainActor
@Suite(.freshRuntime) struct PickerWheelTests {
    static func application() -> XCUIApplication {
        XCUIApplication(target: XCUIApplicationTarget(MonthPickerAppDelegate.self, name: "Months"))
    }

    @Test func wheelsShowTheSelectedTitles() {
        let app = Self.application()
        app.launch()
        #expect(app.pickers["when"].exists)
        #expect(app.pickers["when"].pickerWheels.count == 2)
        #expect(app.pickerWheels.element(boundBy: 0).value as? String == "January")
        #expect(app.pickerWheels.element(boundBy: 1).value as? String == "2025")
    }

    @Test func adjustTurnsTheWheelAndTellsTheDelegate() {
        let app = Self.application()
        app.launch()
        app.pickerWheels.element(boundBy: 0).adjust(toPickerWheelValue: "May")
        #expect(app.pickerWheels.element(boundBy: 0).value as? String == "May")
        #expect(app.staticTexts["status"].label == "May 2025")
        app.pickers["when"].pickerWheels.element(boundBy: 1).adjust(toPickerWheelValue: "2026")
        #expect(app.staticTexts["status"].label == "May 2026")
    }

    @Test func aValueNoRowHasFails() throws {
        let app = Self.application()
        app.launch()
        let failures = FailureReporter.collecting { app.pickerWheels.element(boundBy: 0).adjust(toPickerWheelValue: "Maybe") }
        #expect(try #require(failures.first).message.contains("no row of UIPickerView#1 is titled \"Maybe\""))
        #expect(app.pickerWheels.element(boundBy: 0).value as? String == "January")
    }
}
