import Foundation
import UIKit

// The app's classes that the fixtures name in their Custom Class fields. They are written
// the way iOS code is: subclasses with `init(coder:)` and overrides that call super; outlets
// use `@Outlet` where iOS code has `@IBOutlet`.

/// The Xcode App template's view controller (Main.storyboard).
final class ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
    }
}

/// A nib-backed controller (ProfileViewController.xib).
class ProfileViewController: UIViewController {
    @Outlet var nameLabel: UILabel!
    @Outlet var avatarView: AvatarView?
    @OutletCollection var detailLabels: [UILabel]
    var outletsAtAwake: [String] = []
    var nameAtViewDidLoad: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        nameAtViewDidLoad = nameLabel?.text
    }
}

/// A nib-backed controller that builds its own view (VC-10).
final class SelfLoadingProfileViewController: ProfileViewController {
    override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }
}

final class AvatarView: UIImageView {
    var awokeWithSuperview = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awokeWithSuperview = superview != nil
    }
}

/// A custom view from a xib (BadgeView.xib), V-2.
final class BadgeView: UIView {
    @Outlet var titleLabel: BadgeTitleLabel!
    @Outlet(.strong) var iconView: UIView?
    var level: String?
    var points = 0
    var subviewsInInit = 0
    var titleAtAwake: String?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        level = coder.decodeObject(forKey: "level") as? String
        points = coder.decodeInteger(forKey: "points")
        subviewsInInit = subviews.count
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        titleAtAwake = titleLabel?.text
    }
}

final class BadgeIconView: UIView {}

final class BadgeTitleLabel: UILabel {}

/// Logs the storyboard view lifecycle (Lifecycle.storyboard, "Logging").
final class LoggingViewController: UIViewController {
    @Outlet var childView: LoggingView?
    var childViewAtAwake: Bool?
    var childViewAtViewDidLoad: Bool?

    override func awakeFromNib() {
        super.awakeFromNib()
        childViewAtAwake = childView != nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        childViewAtViewDidLoad = childView != nil
    }
}

final class LoggingView: UIView {}

/// Assigns its view in `init(coder:)` (VC-12).
final class AssignsViewInCoderController: UIViewController {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .red
    }
}

/// Created with a creator block that passes it a greeting.
final class GreetingViewController: UIViewController {
    @Outlet var greetingLabel: UILabel?
    let greeting: String

    init?(coder: NSCoder, greeting: String) {
        self.greeting = greeting
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        greeting = "default"
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        greetingLabel?.text = greeting
    }
}

/// Has a container view with an embed segue.
final class ContainerParentController: UIViewController {
    var prepared: [String] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        prepared.append("\(segue.identifier ?? "nil") → \(segue.destination.traceClassName), isViewLoaded: \(segue.destination.isViewLoaded)")
    }
}

final class EmbeddedChildController: UIViewController {}

/// Checks outlets that the file gets wrong (BadOutlets.storyboard).
final class OutletCheckController: UIViewController {
    @Outlet var label: UILabel?
    @Outlet var imageView: UIImageView?
}
