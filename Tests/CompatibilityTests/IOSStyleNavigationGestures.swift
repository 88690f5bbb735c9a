// The interactive pop as iOS apps drive it (issue 15): a navigation controller that is its
// pop recognizer's delegate and refuses at the root, a screen that turns the swipe off while it
// shows, a carousel whose pan waits for the edge swipe, and a screen that hides the bar and
// brings the swipe back by clearing the delegate. Compiled with `import UIKit` alone in Swift 6
// mode (CompatibilityTests) and Swift 5 mode (CompatibilitySwift5Tests links this same file).
import UIKit

/// The app: a window whose root is the navigation controller below.
final class SwipeBackAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let navigation = SwipeBackNavigationController(rootViewController: UIViewController())

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
        return true
    }
}

/// The common base class: the edge swipe may begin only with something to go back to.
final class SwipeBackNavigationController: UINavigationController, UIGestureRecognizerDelegate {
    private(set) var askedToBegin = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        interactivePopGestureRecognizer?.delegate = self
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === interactivePopGestureRecognizer else { return true }
        askedToBegin += 1
        return viewControllers.count > 1
    }
}

/// A full-screen photo: no swipe back while it shows.
final class SwipeLockedPhotoViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.interactivePopGestureRecognizer?.isEnabled = true
    }
}

/// A carousel whose own pan waits for the edge swipe to fail.
final class SwipeAwareCarouselViewController: UIViewController {
    let carouselPan = UIPanGestureRecognizer()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(carouselPan)
        if let edge = navigationController?.interactivePopGestureRecognizer {
            carouselPan.require(toFail: edge)
        }
    }
}

/// A screen without the bar whose swipe back still works: the recognizer's delegate is cleared.
final class BarlessDetailViewController: UIViewController {
    private var savedDelegate: UIGestureRecognizerDelegate?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
        savedDelegate = navigationController?.interactivePopGestureRecognizer?.delegate
        navigationController?.interactivePopGestureRecognizer?.delegate = nil
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
        navigationController?.interactivePopGestureRecognizer?.delegate = savedDelegate
    }
}
