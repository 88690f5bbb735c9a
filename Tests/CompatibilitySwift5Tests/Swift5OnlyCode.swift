// Patterns that Swift 5 language mode accepts with warnings (as Apple's SDK presents UIKit to
// Swift 5 code) and Swift 6 mode rejects, so they live in the Swift 5 target only.
import UIKit

final class TimerViewController: UIViewController {
    var ticks = 0
    var observer: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        // A notification closure touching views, as apps write it before strict concurrency.
        observer = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil
        ) { _ in
            self.view.backgroundColor = .red
            self.ticks += 1
        }
    }

    // A deinit calling a main-actor method: an error in Swift 6 mode, a warning in Swift 5.
    deinit {
        tearDown()
    }

    func tearDown() {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }
}

/// Associated-object keys as static variables of a nested struct, passed as `&Type.Keys.key`
/// (Hero's pattern): global mutable state that Swift 6 mode rejects.
final class HeroStyleView: UIView {
    struct AssociatedKeys {
        static var identifier = "identifier"
    }

    var heroIdentifier: String? {
        get { objc_getAssociatedObject(self, &HeroStyleView.AssociatedKeys.identifier) as? String }
        set { objc_setAssociatedObject(self, &HeroStyleView.AssociatedKeys.identifier, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

/// A property animator driven from a class that is not main-actor isolated, and a selector
/// test inside a plain closure (Hero's `HeroViewPropertyViewContext` and
/// `unwindToViewController(withSelector:)`): warnings in Swift 5 mode, as with Apple's SDK.
final class ScrubbedFade {
    var animator: UIViewPropertyAnimator?

    func start(_ view: UIView) {
        animator = UIViewPropertyAnimator(duration: 0.3, curve: .linear) { view.alpha = 0 }
        animator?.startAnimation()
        animator?.pauseAnimation()
        animator?.fractionComplete = 0.5
    }

    func finish() {
        animator?.stopAnimation(false)
        animator?.finishAnimation(at: .end)
    }

    func firstResponding(to selector: Selector, in controllers: [UIViewController]) -> UIViewController? {
        controllers.first { $0.responds(to: selector) }
    }
}

/// Appearance set up from a nonisolated static function, as apps call it from
/// `application(_:didFinishLaunchingWithOptions:)` through a helper class: the appearance
/// protocol's main-actor isolation is preconcurrency, so Swift 5 mode accepts it.
final class BrandAppearance {
    static func apply() {
        UINavigationBar.appearance().barTintColor = .black
        UINavigationBar.appearance().tintColor = .white
    }
}

/// A helper observing the device's orientation by selector, without asking UIKit to begin
/// generating the notifications.
final class OrientationWatcher {
    static var changes = 0
    static var token: NSObjectProtocol?

    static func start() {
        token = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil) { _ in
            changes += 1
        }
    }

    static func stop() {
        if let token { NotificationCenter.default.removeObserver(token) }
        token = nil
    }
}
