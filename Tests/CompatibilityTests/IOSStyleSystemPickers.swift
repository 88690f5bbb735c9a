// iOS code that presents the system's pickers as Apple's UIKit Catalog sample and apps write
// it: an image picker whose delegate dismisses it, a font picker with a configuration, a colour
// picker with the iOS 14 delegate method, a document picker. Compiled with `import UIKit` alone
// in Swift 6 mode (CompatibilityTests) and Swift 5 mode (CompatibilitySwift5Tests links this
// same file).
import UIKit

final class PhotoChooserViewController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var imagePicker: UIImagePickerController!
    let imageView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(imageView)
        imagePicker = UIImagePickerController()
        imagePicker.delegate = self
        imagePicker.mediaTypes = ["public.image"]
        if UIImagePickerController.isSourceTypeAvailable(.photoLibrary) { imagePicker.sourceType = .photoLibrary }
    }

    @IBAction func presentImagePicker(_: AnyObject) {
        present(imagePicker, animated: true)
    }

    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        if let image = info[UIImagePickerController.InfoKey.originalImage] as? UIImage {
            imageView.image = image
        }
        picker.dismiss(animated: true, completion: nil)
    }
}

final class FontChooserViewController: UIViewController, UIFontPickerViewControllerDelegate {
    var fontPicker: UIFontPickerViewController!
    let fontLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(fontLabel)
        let configuration = UIFontPickerViewController.Configuration()
        configuration.includeFaces = true
        configuration.displayUsingSystemFont = false
        configuration.filteredTraits = [.classModernSerifs]
        fontPicker = UIFontPickerViewController(configuration: configuration)
        fontPicker.delegate = self
    }

    @IBAction func presentFontPicker(_: AnyObject) {
        present(fontPicker, animated: true)
    }

    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {}

    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
        guard let fontDescriptor = viewController.selectedFontDescriptor else { return }
        fontLabel.font = UIFont(descriptor: fontDescriptor, size: 48.0)
        fontLabel.text = "Sample"
    }
}

final class ColorChooserViewController: UIViewController, UIColorPickerViewControllerDelegate {
    var colorPicker: UIColorPickerViewController!
    let colorView = UIView()
    private(set) var finished = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(colorView)
        colorPicker = UIColorPickerViewController()
        colorPicker.supportsAlpha = true
        colorPicker.selectedColor = UIColor.blue
        colorPicker.delegate = self
    }

    @IBAction func presentColorPicker(_: AnyObject) {
        present(colorPicker, animated: true, completion: nil)
    }

    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {
        colorView.backgroundColor = viewController.selectedColor
    }

    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        finished += 1
    }
}

final class DocumentChooserViewController: UIViewController, UIDocumentPickerDelegate {
    private(set) var opened: [URL] = []

    func browse() {
        let picker = UIDocumentPickerViewController(documentTypes: ["public.text"], in: .open)
        picker.allowsMultipleSelection = false
        picker.delegate = self
        present(picker, animated: true)
    }

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        opened = urls
    }

    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
        opened = []
    }
}
