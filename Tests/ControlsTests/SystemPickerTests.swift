import Foundation
import Testing
@_spi(Headless) @testable import UIKit
@_spi(Headless) import UIKitTesting
import HeadlessCore
import _UIKitTestSupport

/// A controller that presents the system pickers and logs each delegate call to the journal,
/// with whether the picker was still presented at that moment.
@MainActor
final class PickerHostController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate,
    UIFontPickerViewControllerDelegate, UIColorPickerViewControllerDelegate, UIDocumentPickerDelegate {
    var image: UIImage?
    var dismissesImagePicker = true

    private var shown: String { presentedViewController == nil ? "gone" : "shown" }

    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        image = info[.originalImage] as? UIImage
        Journal.log("didFinishPicking \(info[.mediaType] as? String ?? "?") \(shown)")
        if dismissesImagePicker { picker.dismiss(animated: true) }
    }
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        Journal.log("imageDidCancel \(shown)")
        picker.dismiss(animated: true)
    }
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
        Journal.log("didPickFont \(viewController.selectedFontDescriptor?.postscriptName ?? "nil") \(shown)")
    }
    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {
        Journal.log("fontDidCancel \(shown)")
    }
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        Journal.log("didSelect \(Int(red * 255)) \(Int(green * 255)) \(Int(blue * 255)) \(Int(alpha * 255)) \(continuously) \(shown)")
    }
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        Journal.log("colorDidFinish")
    }
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        Journal.log("didPickDocuments \(urls.map(\.lastPathComponent).joined(separator: ",")) \(shown)")
    }
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
        Journal.log("documentWasCancelled \(shown)")
    }
}

/// A colour delegate written for iOS 14: only the older selection method.
@MainActor
final class OldColorDelegate: NSObject, UIColorPickerViewControllerDelegate {
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {
        Journal.log("didSelectColor (iOS 14)")
    }
}

/// The system pickers as presented controllers the device answers: the delegate calls, their
/// order and who dismisses (References §56.2).
@MainActor
@Suite(.freshRuntime) struct SystemPickerTests {
    private func host() -> (LifecycleHarness, PickerHostController) {
        let host = PickerHostController()
        let harness = launch { host }
        return (harness, host)
    }

    @Test func theImagePickerTellsItsDelegateAndLeavesTheDismissalToIt() throws {
        let (harness, host) = host()
        let picker = UIImagePickerController()
        harness.allowLeak(picker)  // the test's own local keeps it
        picker.delegate = host
        harness.perform("present") { host.present(picker, animated: true) }
        #expect(host.presentedViewController === picker)
        harness.act("pick-image")
        #expect(Journal.entries == ["didFinishPicking public.image shown"])
        #expect(host.presentedViewController == nil)
        let image = try #require(host.image)
        #expect(image.size == CGSize(width: 1024, height: 768))

        host.dismissesImagePicker = false
        harness.perform("present again") { host.present(picker, animated: true) }
        harness.act("pick-image")
        // The delegate did not dismiss it: the picker stays, as on iOS.
        #expect(host.presentedViewController === picker)
        harness.act("tap Cancel")
        #expect(Journal.entries.last == "imageDidCancel shown")
        #expect(host.presentedViewController == nil)
    }

    @Test func theImagePickerReadsAnImageFileAndRefusesWhatIsNotOne() throws {
        let (harness, host) = host()
        let folder = TestScratch.url("picker")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let png = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 6), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 6))
        }.pngData()
        let file = folder.appendingPathComponent("photo.png")
        try #require(png).write(to: file)
        try Data("not an image".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let picker = UIImagePickerController()
        harness.allowLeak(picker)  // the test's own local keeps it
        picker.delegate = host
        harness.perform("present") { host.present(picker, animated: true) }
        #expect(refused(harness, "pick-image \(folder.path)/notes.txt")?.contains("not an image") == true)
        #expect(refused(harness, "pick-image \(folder.path)/missing.png")?.contains("no file") == true)
        #expect(Journal.entries.isEmpty)
        harness.act("pick-image \(file.path)")
        #expect(host.image?.size == CGSize(width: 8, height: 6))
    }

    @Test func theCameraIsRefusedAndAPickerWithoutDelegateGoesAway() {
        let (harness, host) = host()
        let picker = UIImagePickerController()
        harness.allowLeak(picker)  // the test's own local keeps it
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        harness.expectDiagnostics("imagePicker.sourceUnavailable") { picker.sourceType = .camera }
        #expect(picker.sourceType == .photoLibrary)
        harness.expectDiagnostics("imagePicker.noDelegate") { host.present(picker, animated: true) }
        #expect(host.presentedViewController == nil)
    }

    @Test func theFontPickerDismissesItselfThenTellsItsDelegate() {
        let (harness, host) = host()
        let configuration = UIFontPickerViewController.Configuration()
        configuration.includeFaces = true
        configuration.filteredTraits = [.traitItalic, .classModernSerifs]
        let picker = UIFontPickerViewController(configuration: configuration)
        harness.allowLeak(picker)  // the test's own local keeps it
        picker.delegate = host
        harness.perform("present") { host.present(picker, animated: true) }
        // A face without the filtered trait is not listed.
        #expect(refused(harness, "pick-font Didot-Bold")?.contains("lists no font") == true)
        harness.act("pick-font Didot-Italic")
        #expect(Journal.entries == ["didPickFont Didot-Italic gone"])
        #expect(host.presentedViewController == nil)
        #expect(UIFont(descriptor: picker.selectedFontDescriptor!, size: 20).fontName == "Didot-Italic")

        harness.perform("present again") { host.present(picker, animated: true) }
        harness.act("cancel-picker")
        #expect(Journal.entries.last == "fontDidCancel gone")
    }

    @Test func theColorPickerStaysForSelectionsAndCallsDidFinishAsItCloses() {
        let (harness, host) = host()
        let picker = UIColorPickerViewController()
        harness.allowLeak(picker)  // the test's own local keeps it
        picker.supportsAlpha = false
        picker.delegate = host
        harness.perform("present") { host.present(picker, animated: true) }
        harness.act("pick-color #FF880080")
        #expect(Journal.entries == ["didSelect 255 136 0 255 false shown"])
        #expect(host.presentedViewController === picker)
        #expect(refused(harness, "pick-color orange")?.contains("#RRGGBB") == true)
        harness.act("tap Close")
        #expect(Journal.entries.last == "colorDidFinish")
        #expect(host.presentedViewController == nil)
    }

    @Test func anIOS14ColorDelegateHearsTheOlderMethod() {
        let (harness, host) = host()
        let delegate = OldColorDelegate()
        let picker = UIColorPickerViewController()
        harness.allowLeak(picker)  // the test's own local keeps it
        picker.delegate = delegate
        harness.perform("present") { host.present(picker, animated: true) }
        harness.act("pick-color #0000FF")
        #expect(Journal.entries == ["didSelectColor (iOS 14)"])
        #expect(picker.selectedColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
    }

    @Test func theDocumentPickerDismissesItselfThenGivesTheURLs() throws {
        let (harness, host) = host()
        let folder = TestScratch.url("documents")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["a.txt", "b.txt"] { try Data(name.utf8).write(to: folder.appendingPathComponent(name)) }
        let picker = UIDocumentPickerViewController(documentTypes: ["public.text"], in: .import)
        harness.allowLeak(picker)  // the test's own local keeps it
        picker.delegate = host
        harness.perform("present") { host.present(picker, animated: true) }
        #expect(refused(harness, "pick-document \(folder.path)/a.txt \(folder.path)/b.txt")?.contains("allowsMultipleSelection") == true)
        #expect(refused(harness, "pick-image") != nil)
        picker.allowsMultipleSelection = true
        harness.act("pick-document \(folder.path)/a.txt \"\(folder.path)/b.txt\"")
        #expect(Journal.entries == ["didPickDocuments a.txt,b.txt gone"])
        harness.perform("present again") { host.present(picker, animated: true) }
        harness.act("cancel-picker")
        #expect(Journal.entries.last == "documentWasCancelled gone")
    }

    @Test func pickerActionsWithoutAPickerAreRefused() {
        let (harness, _) = host()
        #expect(refused(harness, "pick-color #000000")?.contains("no system picker") == true)
        #expect(refused(harness, "cancel-picker")?.contains("no system picker") == true)
    }
}
