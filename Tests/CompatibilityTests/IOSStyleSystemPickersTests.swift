import Foundation
import Testing
import UIKit
import UIKitTesting

/// An app whose window the test then gives one of the fixtures of `IOSStyleSystemPickers.swift`.
final class SystemPickersAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

/// The picker and appearance-image fixtures behave as on iOS when the device answers.
@MainActor
@Suite(.freshRuntime) struct IOSStyleSystemPickersTests {
    private func launch(_ root: UIViewController) -> LifecycleHarness {
        let harness = LifecycleHarness()
        harness.launch(SystemPickersAppDelegate.self)
        harness.perform("show") { (UIApplication.shared.delegate as? SystemPickersAppDelegate)?.window?.rootViewController = root }
        return harness
    }

    @Test func theCatalogsImagePickerShowsThePickedPhoto() {
        let controller = PhotoChooserViewController()
        let harness = launch(controller)
        harness.perform("tap") { controller.presentImagePicker(controller) }
        harness.act("pick-image")
        #expect(controller.imageView.image != nil)
        #expect(controller.presentedViewController == nil)
    }

    @Test func theCatalogsFontAndColorPickersUpdateTheirViews() {
        let fonts = FontChooserViewController()
        let harness = launch(fonts)
        harness.perform("tap") { fonts.presentFontPicker(fonts) }
        harness.act("pick-font Didot")
        #expect(fonts.fontLabel.font.fontName == "Didot")
        #expect(fonts.fontLabel.font.pointSize == 48)
        #expect(fonts.presentedViewController == nil)
    }

    @Test func theCatalogsColorPickerSetsTheColorAndFinishes() {
        let colors = ColorChooserViewController()
        let harness = launch(colors)
        harness.perform("tap") { colors.presentColorPicker(colors) }
        harness.act("pick-color #00FF00, tap Close")
        #expect(colors.colorView.backgroundColor == UIColor(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(colors.finished == 1)
        #expect(colors.presentedViewController == nil)
    }

    @Test func aDocumentPickerCancelled() {
        let documents = DocumentChooserViewController()
        let harness = launch(documents)
        harness.perform("browse") { documents.browse() }
        harness.act("tap Cancel")
        #expect(documents.opened.isEmpty)
        #expect(documents.presentedViewController == nil)
    }

    @Test func theCatalogsSegmentsAndTextAttributesBehaveAsOnIOS() {
        let control = catalogSegments()
        #expect(control.titleForSegment(at: 0) == nil && control.imageForSegment(at: 0)?.accessibilityLabel == "Airplane")
        #expect(control.titleForSegment(at: 2) == "Tools" && control.actionForSegment(at: 2)?.title == "Tools")
        #expect(catalogTextAttributes()[.font] is UIFont)
    }

    @Test func customisedControlsFallBackToTheirNormalImages() {
        let controls = CustomControlsViewController()
        _ = launch(controls)
        #expect(controls.fallbacks == [true, true, true, true, true])
    }
}
