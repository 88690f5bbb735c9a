// iOS code that picks a photo with PhotosUI as apps write it since iOS 14: a configuration
// limited to images, a picker the app presents, a delegate that dismisses it and loads the
// image from the result's item provider, then sets it on the main queue. Compiled in Swift 6
// mode (CompatibilityTests) and Swift 5 mode (CompatibilitySwift5Tests links this same file).
import UIKit
import PhotosUI

final class ProfilePhotoViewController: UIViewController, PHPickerViewControllerDelegate {
    let imageView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        imageView.contentMode = .scaleAspectFill
        view.addSubview(imageView)
    }

    @IBAction func choosePhoto(_ sender: Any) {
        var configuration = PHPickerConfiguration()
        configuration.filter = .images
        configuration.selectionLimit = 1
        configuration.preferredAssetRepresentationMode = .current
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = self
        present(picker, animated: true)
    }

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        picker.dismiss(animated: true)
        guard let provider = results.first?.itemProvider,
              provider.canLoadObject(ofClass: UIImage.self) else { return }
        provider.loadObject(ofClass: UIImage.self) { image, error in
            guard let image = image as? UIImage else {
                print("Could not load the photo: \(String(describing: error))")
                return
            }
            DispatchQueue.main.async {
                self.imageView.image = image
            }
        }
    }
}

/// Several photos, any kind but videos, loaded in order (the gallery apps' pattern).
final class GalleryViewController: UIViewController, PHPickerViewControllerDelegate {
    var images: [UIImage] = []

    func presentPicker() {
        var configuration = PHPickerConfiguration()
        configuration.selectionLimit = 0
        configuration.filter = PHPickerFilter.any(of: [.images, .livePhotos])
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = self
        present(picker, animated: true, completion: nil)
    }

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        dismiss(animated: true)
        for result in results where result.itemProvider.hasItemConformingToTypeIdentifier("public.image") {
            result.itemProvider.loadObject(ofClass: UIImage.self) { object, _ in
                if let image = object as? UIImage {
                    DispatchQueue.main.async { self.images.append(image) }
                }
            }
        }
    }
}
