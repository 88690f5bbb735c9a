// Bars that get out of the way, as photo viewers and readers write them: a screen whose bars
// hide on tap (with a double tap that zooms, which the bar-hiding tap must wait for) and on
// swipe, and a popover whose adaptive delegate wraps it in a navigation controller with a
// Done button on iPhone. Compiled with `import UIKit` alone in Swift 6 mode
// (CompatibilityTests) and Swift 5 mode (CompatibilitySwift5Tests links this same file).
import Testing
import UIKit
import UIKitTesting

/// A photo screen: a tap shows and hides the bars, a double tap zooms.
final class PhotoViewerController: UIViewController {
    let doubleTap = UITapGestureRecognizer(target: nil, action: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photo"
        view.backgroundColor = .black
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        navigationController?.hidesBarsOnTap = true
        navigationController?.barHideOnTapGestureRecognizer.require(toFail: doubleTap)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.hidesBarsOnTap = true
        navigationController?.hidesBarsOnSwipe = true
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.hidesBarsOnTap = false
        navigationController?.hidesBarsOnSwipe = false
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }

    override var prefersStatusBarHidden: Bool { navigationController?.isNavigationBarHidden ?? false }
}

/// A filter picker shown from a bar button as a popover; on iPhone the delegate wraps it in a
/// navigation controller so that the sheet it adapts to has a Done button.
final class FilterPickerController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Filters"
        preferredContentSize = CGSize(width: 280, height: 200)
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
            self?.dismiss(animated: true)
        })
    }
}

final class GalleryController: UIViewController, UIPopoverPresentationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gallery"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Filters", primaryAction: UIAction { [weak self] _ in
            self?.showFilters()
        })
    }

    func showFilters() {
        let picker = FilterPickerController()
        picker.modalPresentationStyle = .popover
        picker.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
        picker.popoverPresentationController?.delegate = self
        present(picker, animated: true)
    }

    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        UINavigationController(rootViewController: controller.presentedViewController)
    }
}

/// An app whose window shows the photo viewer in a navigation controller.
final class PhotoAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let photo = PhotoViewerController()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: photo)
        window?.makeKeyAndVisible()
        return true
    }
}

/// The code above behaves as on iOS, driven by what a person sees.
@MainActor
@Suite(.freshRuntime) struct IOSStyleBarsTests {
    @Test func aTapHidesTheBarsOfThePhotoViewerAndADoubleTapZooms() {
        let harness = LifecycleHarness()
        harness.launch(PhotoAppDelegate.self)
        let app = UIApplication.shared.delegate as? PhotoAppDelegate
        let navigation = app?.photo.navigationController
        harness.act("tap-at 180 400")
        #expect(navigation?.isNavigationBarHidden == true)
        #expect(app?.photo.prefersStatusBarHidden == true)
        harness.act("tap-at 180 400 2")
        #expect(navigation?.isNavigationBarHidden == true, "the double tap is the photo's, not the bars'")
        harness.act("tap-at 180 400")
        #expect(navigation?.isNavigationBarHidden == false)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    @Test func theAdaptedPopoverGetsANavigationBarWithDone() {
        let harness = LifecycleHarness()
        let gallery = GalleryController()
        harness.show(UINavigationController(rootViewController: gallery))
        harness.tap("Filters")
        #expect((gallery.navigationController?.presentedViewController as? UINavigationController)?.topViewController
                is FilterPickerController)
        harness.tap("Done")
        #expect(gallery.navigationController?.presentedViewController == nil)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }
}
