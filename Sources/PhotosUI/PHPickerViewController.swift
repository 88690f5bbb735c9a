import Foundation
import HeadlessCore
@_spi(Headless) import UIKit

/// The system's photo picker (PhotosUI): a controller the app presents, which the simulated
/// device answers with `pick-image [path]` (the fixture photo, or the image file at `path`) or
/// `cancel-picker` / `tap Cancel`, through the same mechanism as the UIKit pickers
/// (References §56.2, §63.2).
///
/// As on iOS, the picker calls `picker(_:didFinishPicking:)` once the person is done: with one
/// result per picked photo, or with an empty array when they cancel. It never dismisses itself;
/// the delegate does. A pick picks one photo and finishes, as a person's tap does when the
/// selection limit is 1 (with a larger limit it stands for selecting it and tapping Add).
open class PHPickerViewController: UIViewController {
    /// The configuration the picker was made with.
    public let configuration: PHPickerConfiguration
    /// The object told when the person is done.
    open weak var delegate: (any PHPickerViewControllerDelegate)?

    /// A picker set up by `configuration`.
    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// Not available, as on iOS: reports `photoPicker.fromCoder` and returns nil.
    @available(*, unavailable, message: "PHPickerViewController is made with init(configuration:)")
    public required init?(coder: NSCoder) {
        HeadlessRuntime.current.report(Diagnostic(.error, code: .photoPickerFromCoder,
            message: "PHPickerViewController cannot come from a storyboard or nib, as on iOS; create it in code with PHPickerViewController(configuration:) and present it."))
        return nil
    }

    open override func loadView() {
        view = SystemPickerChrome.makeView(title: "Photos", cancelTitle: "Cancel") { [weak self] in self?.answerCancel() }
    }

    /// Tells the delegate the person is done, with `results`; with no delegate nobody hears it
    /// and the picker stays, so the problem is reported with its fix.
    private func finish(with results: [PHPickerResult]) {
        guard let delegate else {
            HeadlessRuntime.current.report(Diagnostic(.warning, code: .photoPickerNoDelegate,
                message: "\(traceName) finished picking (\(results.count) result(s)) but has no delegate, so nobody hears it and it stays on screen. Set its delegate to an object that adopts PHPickerViewControllerDelegate and dismisses the picker in picker(_:didFinishPicking:)."))
            return
        }
        HeadlessRuntime.current.deliver(toDelegate: delegate, .photoPickerDidFinishPicking, [traceName, "\(results.count) result(s)"]) {
            delegate.picker(self, didFinishPicking: results)
        }
    }
}

extension PHPickerViewController: DevicePickerAnswering {
    package var pickActionName: String { "pick-image" }
    package var pickActionSyntax: String { "[path of an image file]" }

    /// `pick-image [path]`: the fixture photo, or the image file at `path`, as one result whose
    /// provider loads a `UIImage` (and its PNG or JPEG data).
    package func answerPick(_ arguments: [String]) -> String? {
        if let filter = configuration.filter, !filter.admitsStillImage() {
            return "\(traceName) shows \(filter) (its configuration's filter), not images; pick-image has nothing to pick."
        }
        let provider: NSItemProvider
        if arguments.isEmpty {
            let image = UIImagePickerController.fixtureImage()
            let data = image.pngData()
            provider = NSItemProvider(typeIdentifier: "public.png", suggestedName: "IMG_0001") { data }
        } else {
            let path = arguments.joined(separator: " ")
            guard FileManager.default.fileExists(atPath: path) else { return "pick-image \(path): there is no file at that path." }
            guard let data = FileManager.default.contents(atPath: path), UIImage(data: data) != nil else {
                return "pick-image \(path): the file is not an image the device can read (PNG or JPEG)."
            }
            let url = URL(fileURLWithPath: path)
            let type = data.starts(with: [0x89, 0x50, 0x4E, 0x47]) ? "public.png" : "public.jpeg"
            provider = NSItemProvider(typeIdentifier: type, suggestedName: url.deletingPathExtension().lastPathComponent) { data }
        }
        finish(with: [PHPickerResult(itemProvider: provider)])
        return nil
    }

    /// The Cancel button: the delegate hears `picker(_:didFinishPicking:)` with no results.
    package func answerCancel() {
        finish(with: [])
    }
}
