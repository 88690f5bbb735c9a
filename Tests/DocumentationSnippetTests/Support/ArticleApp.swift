import Foundation
@_spi(Headless) import UIKit
@_exported import _UIKitTestSupport

// The app the articles' examples talk about: the types their code names, written as an iOS
// app writes them, so that each article's blocks compile and run here.

/// An app whose window shows an inbox in a navigation controller.
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: InboxViewController())
        window?.makeKeyAndVisible()
        return true
    }
}

/// The same app under the name the snapshot article gives it.
final class InboxAppDelegate: AppDelegate {}

/// A scene delegate, for the article on scene launches.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

/// A message the inbox lists.
struct Message: Sendable {
    let subject: String
}

let sample = Message(subject: "Welcome")

/// An inbox that refreshes each time it appears, with a button that opens a message.
final class InboxViewController: UIViewController {
    private(set) var refreshCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        let open = UIButton(type: .system)
        open.setTitle("Welcome", for: .normal)
        open.frame = CGRect(x: 20, y: 120, width: 200, height: 44)
        open.addAction(UIAction { [weak self] _ in
            self?.navigationController?.pushViewController(MessageViewController(message: sample), animated: true)
        }, for: .touchUpInside)
        view.addSubview(open)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        refreshCount += 1
    }
}

/// One message on screen.
final class MessageViewController: UIViewController {
    let message: Message

    init(message: Message) {
        self.message = message
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = message.subject
    }
}

/// A list that shows its detail modally and closes it.
final class ListViewController: UIViewController {
    func showDetail() { present(DetailViewController(), animated: true) }
    func closeDetail() { dismiss(animated: true) }
}

/// The detail of a list item; storyboards make it with an item through a creator block.
final class DetailViewController: UIViewController {
    var item: String?

    init() { super.init(nibName: nil, bundle: nil) }

    init?(coder: NSCoder, item: String) {
        self.item = item
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    func saveTapped(_ sender: Any?) {}
    func unwindToMaster(_ segue: UIStoryboardSegue) {}
}

/// A settings sheet.
final class SettingsViewController: UIViewController {}

/// A container that embeds and unembeds one child by hand, as a custom container does.
final class ContainerViewController: EmbeddingViewController {}

/// A controller that keeps itself alive through a closure that captured `self`.
final class CyclicViewController: UIViewController {
    var onRefresh: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        onRefresh = { self.view.setNeedsLayout() }
    }
}

/// The counter screen of the porting article's sample app.
final class CounterViewController: UIViewController {
    func incrementTapped(_ sender: Any?) {}
}

extension Bundle {
    /// This target ships no resources, so SwiftPM makes no `Bundle.module` for it; the articles'
    /// `bundle: .module` means the app's resource bundle, which the main bundle stands for here.
    static var module: Bundle { .main }
}
