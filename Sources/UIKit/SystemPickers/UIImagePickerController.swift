import HeadlessCore
import Foundation

/// The system's interface for picking a photo: a navigation controller showing the photo
/// library, which the simulated device answers with `pick-image [path]` (a fixture image, or the
/// image file at `path`) or `cancel-picker` / `tap Cancel` (References §56.2).
///
/// As on iOS, the picker tells its delegate and leaves the dismissal to it; a picker shown
/// without a delegate is dismissed at once (Apple's `delegate` documentation), with a diagnostic
/// naming the fix. The camera is not available, as on the Simulator: setting ``sourceType`` to
/// `.camera` is refused with a diagnostic (iOS raises).
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    /// Where pictures come from. Default `.photoLibrary`.
    open var sourceType: UIImagePickerController.SourceType = .photoLibrary {
        didSet {
            guard !UIImagePickerController.isSourceTypeAvailable(sourceType) else { return }
            let refused = sourceType
            sourceType = oldValue
            runtime.report(.error, .imagePickerSourceUnavailable,
                           "\(traceName).sourceType = .\(refused): the source is not available on this device (iOS raises). Check UIImagePickerController.isSourceTypeAvailable(_:) first; it stays .\(oldValue).",
                           about: self)
        }
    }
    /// The types of media shown. Default `["public.image"]`.
    open var mediaTypes: [String] = ["public.image"]
    /// Whether the person may move and scale the picture before picking it.
    open var allowsEditing = false
    /// Whether the picker shows the camera's own controls.
    open var showsCameraControls = true

    /// Whether a source is available: the photo library and saved photos album are; the camera is not.
    open class func isSourceTypeAvailable(_ sourceType: UIImagePickerController.SourceType) -> Bool {
        sourceType != .camera
    }

    /// The media types a source offers: images and movies, or nil for an unavailable source.
    open class func availableMediaTypes(for sourceType: UIImagePickerController.SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
    }

    /// Creates a picker of the photo library.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a picker of the photo library.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setViewControllers([ImagePickerLibraryViewController(picker: self)], animated: false)
    }

    /// Creates a picker from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setViewControllers([ImagePickerLibraryViewController(picker: self)], animated: false)
    }

    /// The image delegate: the navigation delegate when it is one (the app sets `delegate` to an
    /// object that is both, as iOS's type requires).
    var imageDelegate: (any UIImagePickerControllerDelegate)? { delegate as? any UIImagePickerControllerDelegate }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard imageDelegate == nil, presentingViewController != nil else { return }
        runtime.report(.warning, .imagePickerNoDelegate,
                       "\(traceName) was shown without a delegate: iOS dismisses it at once. Set its delegate to an object that adopts UIImagePickerControllerDelegate and UINavigationControllerDelegate before presenting it.",
                       about: self)
        presentingViewController?.dismiss(animated: false)
    }

    /// The default answer of a delegate method the app did not write: the picker goes away.
    func dismissWithoutDelegateAnswer() {
        (presentingViewController ?? self).dismiss(animated: true)
    }

    /// A fixture photo: 1024 × 768 points of sky over grass, made in memory.
    package static func fixtureImage() -> UIImage {
        let size = CGSize(width: 1024, height: 768)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            UIColor.systemTeal.setFill()
            context.fill(CGRect(x: 0, y: 0, width: size.width, height: size.height * 0.6))
            UIColor.systemGreen.setFill()
            context.fill(CGRect(x: 0, y: size.height * 0.6, width: size.width, height: size.height * 0.4))
        }
    }
}

extension UIImagePickerController: DevicePickerAnswering {
    package var pickActionName: String { "pick-image" }
    package var pickActionSyntax: String { "[path of an image file]" }

    /// `pick-image [path]`: the fixture image, or the image file at `path`; the delegate hears
    /// `imagePickerController(_:didFinishPickingMediaWithInfo:)` with the image as the original
    /// (and edited, when editing is allowed) image, its media type and, from a file, its URL.
    package func answerPick(_ arguments: [String]) -> String? {
        guard mediaTypes.contains("public.image") else {
            return "\(traceName) shows \(mediaTypes.joined(separator: ", ")), not images (mediaTypes); pick-image has nothing to pick."
        }
        let image: UIImage
        var info: [InfoKey: Any] = [.mediaType: "public.image"]
        if arguments.isEmpty {
            image = UIImagePickerController.fixtureImage()
        } else {
            let path = arguments.joinedArgument
            guard FileManager.default.fileExists(atPath: path) else { return "pick-image \(path): there is no file at that path." }
            guard let decoded = UIImage(contentsOfFile: path) else {
                return "pick-image \(path): the file is not an image the device can read (PNG or JPEG)."
            }
            image = decoded
            info[.imageURL] = URL(fileURLWithPath: path)
        }
        info[.originalImage] = image
        if allowsEditing {
            info[.editedImage] = image
        }
        guard let delegate = imageDelegate else {
            dismissWithoutDelegateAnswer()
            return nil
        }
        runtime.deliver(toDelegate: delegate, .imagePickerDidFinishPicking, [traceName]) {
            delegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
        }
        return nil
    }

    /// The Cancel button: the delegate hears `imagePickerControllerDidCancel(_:)`.
    package func answerCancel() {
        guard let delegate = imageDelegate else { return dismissWithoutDelegateAnswer() }
        runtime.deliver(toDelegate: delegate, .imagePickerDidCancel, [traceName]) {
            delegate.imagePickerControllerDidCancel(self)
        }
    }
}

/// The photo library screen at the root of an image picker: "Photos" with a Cancel button.
@MainActor
final class ImagePickerLibraryViewController: UIViewController {
    private weak var picker: UIImagePickerController?

    init(picker: UIImagePickerController) {
        self.picker = picker
        super.init(nibName: nil, bundle: nil)
        title = "Photos"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.picker?.answerCancel() })
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        view = root
    }
}
