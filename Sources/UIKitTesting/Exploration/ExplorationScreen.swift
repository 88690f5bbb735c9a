@_spi(Headless) import UIKit
import HeadlessCore

/// The screen an exploration fills its app with: a plain view controller that follows every
/// contract (calls `super`, captures nothing strongly) and has a subview, so that any
/// violation found is the framework's.
final class ExplorationScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40)))
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}
