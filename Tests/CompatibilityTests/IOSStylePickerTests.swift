import Testing
import UIKit
import UIKitTesting

/// An app whose window shows the currency picker.
final class CurrencyPickerAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let picker = CurrencyPickerViewController()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = picker
        window?.makeKeyAndVisible()
        return true
    }
}

/// The picker code of `IOSStylePicker.swift` behaves as on iOS: code's selection is silent, the
/// user's pick reaches `didSelectRow`, and the delegate's sizes and styled titles are used.
@MainActor
@Suite(.freshRuntime) struct IOSStylePickerTests {
    @Test func aPickerDataSourceControllerWorksAsOnIOS() {
        let harness = LifecycleHarness()
        harness.launch(CurrencyPickerAppDelegate.self)
        guard let controller = (UIApplication.shared.delegate as? CurrencyPickerAppDelegate)?.picker else {
            Issue.record("the app did not launch")
            return
        }
        #expect(controller.resultLabel.text == "1 USD")
        #expect(controller.selections.isEmpty)
        #expect(controller.pickerView.numberOfComponents == 2)
        #expect(controller.pickerView.rowSize(forComponent: 0) == CGSize(width: 200, height: 44))
        #expect(controller.pickerView.frame.height == 216)
        harness.act("pick GBP")
        harness.act("pick ×100 in currency component 1")
        #expect(controller.selections == ["0:1", "1:2"])
        #expect(controller.resultLabel.text == "100 GBP")
    }
}
