@_spi(Headless) import UIKit
import HeadlessCore

/// The base of the tour's demo controllers: it overrides every lifecycle callback and calls
/// `super`, as the seeds' demo apps do around their `NSLog` lines. The framework traces the
/// calls; subclasses add the behaviour a scenario needs.
class DemoViewController: UIViewController {
    override func loadView() { super.loadView() }
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated) }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning() }
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
}

/// The base of the tour's demo views: it overrides every lifecycle callback and calls `super`.
class DemoView: UIView {
    override func willMove(toSuperview newSuperview: UIView?) { super.willMove(toSuperview: newSuperview) }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func willMove(toWindow newWindow: UIWindow?) { super.willMove(toWindow: newWindow) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func didAddSubview(_ subview: UIView) { super.didAddSubview(subview) }
    override func willRemoveSubview(_ subview: UIView) { super.willRemoveSubview(subview) }
    override func layoutSubviews() { super.layoutSubviews() }
}

/// Describes a view reference the way observations print it: `nil` or `UIWindow#1`.
@MainActor
func describe(_ object: UIResponder?) -> String {
    object?.traceName ?? "nil"
}

/// A window the size of the screen, as an app's `didFinishLaunching` makes.
@MainActor
func makeScreenWindow() -> UIWindow {
    UIWindow(frame: UIScreen.main.bounds)
}

/// A visible screen-sized window whose root is a plain `UIViewController`, for scenarios
/// about views placed in the root view.
@MainActor
func showPlainRootViewController() -> (window: UIWindow, root: UIViewController) {
    let window = makeScreenWindow()
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    return (window, root)
}
