import Foundation
import Testing
@_spi(Headless) @testable import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import _UIKitTestSupport
@testable import PhotosUI

/// A controller that presents a photo picker and, as apps do, dismisses it in the delegate and
/// loads the picked image, logging each step to the journal.
@MainActor
final class PhotoPickerHost: UIViewController, PHPickerViewControllerDelegate {
    let imageView = UIImageView()
    var results: [PHPickerResult] = []

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        self.results = results
        Journal.log("didFinishPicking \(results.count) \(presentedViewController == nil ? "gone" : "shown")")
        picker.dismiss(animated: true)
        guard let provider = results.first?.itemProvider, provider.canLoadObject(ofClass: UIImage.self) else { return }
        provider.loadObject(ofClass: UIImage.self) { object, error in
            let image = object as? UIImage
            let failure = error.map { "\($0)" }
            // Apps hop with DispatchQueue.main.async, which the test runner runs only after the
            // test returns; the handler already runs on the main run loop (References §63.3).
            MainActor.assumeIsolated {
                self.imageView.image = image
                Journal.log("loaded \(image.map { "\(Int($0.size.width))x\(Int($0.size.height))" } ?? "nil") \(failure ?? "")")
            }
        }
        Journal.log("load started")
    }
}

/// The PhotosUI stand-in (References §63): the device answers a presented photo picker through
/// the system pickers' mechanism, and the picked photo loads through its item provider.
@MainActor
@Suite(.freshRuntime) struct PhotoPickerTests {
    private func present(_ configuration: PHPickerConfiguration = PHPickerConfiguration()) -> (LifecycleHarness, PhotoPickerHost, PHPickerViewController) {
        Journal.entries = []
        let host = PhotoPickerHost()
        let harness = launchApp { host }
        let picker = PHPickerViewController(configuration: configuration)
        harness.allowLeak(picker)  // the test's own local keeps it
        picker.delegate = host
        harness.perform("present") { host.present(picker, animated: true) }
        #expect(host.presentedViewController === picker)
        return (harness, host, picker)
    }

    @Test func pickingTellsTheDelegateWithOneResultWhoseProviderLoadsTheFixture() throws {
        let (harness, host, _) = present()
        let trace = harness.act("pick-image")
        #expect(trace.description.contains("-[PhotoPickerHost picker:didFinishPicking:]"))
        harness.runUntilIdle()
        // The picker is still shown when the delegate hears it; the load completes a turn later.
        #expect(Journal.entries == ["didFinishPicking 1 shown", "load started", "loaded 1024x768 "])
        #expect(host.presentedViewController == nil)
        #expect(host.imageView.image?.size == CGSize(width: 1024, height: 768))
        let result = try #require(host.results.first)
        #expect(result.assetIdentifier == nil)
        #expect(result.itemProvider.registeredTypeIdentifiers == ["public.png"])
        #expect(result.itemProvider.hasItemConformingToTypeIdentifier("public.image"))
        #expect(!result.itemProvider.hasItemConformingToTypeIdentifier("public.movie"))
    }

    @Test func cancellingTellsTheDelegateWithNoResults() {
        let (harness, host, _) = present()
        harness.act("cancel-picker")
        #expect(Journal.entries == ["didFinishPicking 0 shown"])
        #expect(host.presentedViewController == nil)
        let picker = PHPickerViewController(configuration: PHPickerConfiguration())
        harness.allowLeak(picker)  // the test's own local keeps it
        picker.delegate = host
        harness.perform("present again") { host.present(picker, animated: true) }
        harness.act("tap Cancel")
        #expect(Journal.entries == ["didFinishPicking 0 shown", "didFinishPicking 0 shown"])
        #expect(host.results.isEmpty)
        #expect(host.presentedViewController == nil)
    }

    @Test func theConfigurationIsStoredAndItsFilterDecidesWhetherAnImageCanBePicked() {
        var configuration = PHPickerConfiguration()
        #expect(configuration.selectionLimit == 1)
        #expect(configuration.filter == nil)
        #expect(configuration.preferredAssetRepresentationMode == .automatic)
        configuration.selectionLimit = 0
        configuration.filter = .not(.any(of: [.images, .livePhotos]))
        configuration.preferredAssetRepresentationMode = .current
        let (harness, _, picker) = present(configuration)
        #expect(picker.configuration.selectionLimit == 0)
        #expect(picker.configuration.filter == .not(.any(of: [.images, .livePhotos])))
        #expect(picker.configuration.preferredAssetRepresentationMode == .current)
        #expect(refused(harness, "pick-image")?.contains(".not(.any(of: [.images, .livePhotos]))") == true)
        #expect(Journal.entries.isEmpty)
        #expect(PHPickerFilter.any(of: [.videos, .images]).admitsStillImage())
        #expect(!PHPickerFilter.all(of: [.videos, .images]).admitsStillImage())
    }

    @Test func aPickedFileLoadsAndTheProviderRefusesAClassOfAnotherType() throws {
        let (harness, host, _) = present()
        let folder = TestScratch.url("photo-picker")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let jpeg = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 6), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 6))
        }.jpegData(compressionQuality: 0.9)
        let file = folder.appendingPathComponent("photo.jpg")
        try #require(jpeg).write(to: file)
        #expect(refused(harness, "pick-image \(folder.path)/missing.png")?.contains("no file") == true)
        harness.act("pick-image \(file.path)")
        harness.runUntilIdle()
        #expect(host.imageView.image?.size == CGSize(width: 8, height: 6))
        let provider = try #require(host.results.first?.itemProvider)
        #expect(provider.registeredTypeIdentifiers == ["public.jpeg"])
        #expect(provider.suggestedName == "photo")
        // An empty provider has nothing a UIImage reads: the load fails with an error, a turn later.
        let empty = NSItemProvider()
        #expect(!empty.canLoadObject(ofClass: UIImage.self))
        harness.perform("load from an empty provider") {
            empty.loadObject(ofClass: UIImage.self) { object, error in
                let line = "empty: \(object == nil) \((error as NSError?)?.code ?? 0)"
                // The handler runs on the main run loop (References §63.3).
                MainActor.assumeIsolated { Journal.log(line) }
            }
        }
        harness.runUntilIdle()
        #expect(Journal.entries.last == "empty: true -1200")
    }

    @Test func aPickWithoutDelegateIsReportedAndThePickerStays() {
        let (harness, host, picker) = present()
        picker.delegate = nil
        harness.expectDiagnostics("photoPicker.noDelegate") { _ = picker.answerPick([]) }
        #expect(host.presentedViewController === picker)
        harness.perform("dismiss") { host.dismiss(animated: false) }
    }

    @Test func noLivePhotoLoadsAndAStoryboardFindsTheLivePhotoView() throws {
        let (harness, host, _) = present()
        harness.act("pick-image")
        let provider = try #require(host.results.first?.itemProvider)
        // The still-image path is the one apps take: a picked photo is not live.
        #expect(!provider.canLoadObject(ofClass: PHLivePhoto.self))
        #expect(provider.canLoadObject(ofClass: UIImage.self))
        // A storyboard names PHLivePhotoView without a module, as Xcode writes it.
        let found: AnyClass = try #require(InterfaceBuilderClassLookup.lookUp("PHLivePhotoView", module: nil))
        #expect(ObjectIdentifier(found) == ObjectIdentifier(PHLivePhotoView.self))
    }
}
