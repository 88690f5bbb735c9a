import UIKit

/// Prints `Name.callback` for each appearance callback and for its release.
class LoggingViewController: UIViewController {
    var name: String { String(describing: type(of: self)) }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("\(name).viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("\(name).viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("\(name).viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("\(name).viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("\(name).viewDidDisappear")
    }

    deinit {
        print("deinit")
    }
}
