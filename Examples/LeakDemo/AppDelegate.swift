import UIKit

/// An inbox whose draft screen has two classic bugs, for `--check-leaks` and `--strict`:
/// the draft stores an autosave closure that captures `self` (so it outlives its screen when
/// the inbox drops it on a memory warning), and its `viewWillAppear(_:)` forgets `super`.
/// Run it with `-- --fixed` for the corrected code.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = InboxViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

/// Shows the draft as a child, and lets go of it when memory runs low.
final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let draft = CommandLine.arguments.contains("--fixed") ? DraftViewController() : LeakyDraftViewController()
        addChild(draft)
        view.addSubview(draft.view)
        draft.didMove(toParent: self)
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        for child in children {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        print("inbox: dropped the draft")
    }
}

/// The corrected draft: the autosave closure captures `self` weakly, and every override
/// calls `super`.
class DraftViewController: UIViewController {
    var autosave: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        autosave = { [weak self] in self?.title = "saved" }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("draft: will appear")
    }
}

/// The buggy draft.
final class LeakyDraftViewController: DraftViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        autosave = { self.title = "saved" }
    }

    override func viewWillAppear(_ animated: Bool) {
        print("draft: will appear")
    }
}
