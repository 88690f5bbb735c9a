import UIKit

/// An app process for the long-run memory measurement (`Scripts/soak.py`): a navigation
/// controller whose first screen has a button that pushes a screen of ten labels. It is
/// driven by device actions on standard input (`home`, `open`, `tap push`, `back`), as any
/// app run from the command line is, with or without `--trace`.
@main
final class SoakAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: SoakListController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// The first screen: one button, `push`.
final class SoakListController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "List"
        let push = UIButton(type: .system)
        push.frame = CGRect(x: 20, y: 120, width: 200, height: 44)
        push.setTitle("Push", for: .normal)
        push.accessibilityIdentifier = "push"
        push.addAction(UIAction { [weak self] _ in
            self?.navigationController?.pushViewController(SoakDetailController(), animated: true)
        }, for: .touchUpInside)
        view.addSubview(push)
    }
}

/// The pushed screen: ten labels.
final class SoakDetailController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Detail"
        for row in 0..<10 {
            let label = UILabel(frame: CGRect(x: 20, y: 100 + 44 * CGFloat(row), width: 300, height: 44))
            label.text = "Row \(row)"
            view.addSubview(label)
        }
    }
}
