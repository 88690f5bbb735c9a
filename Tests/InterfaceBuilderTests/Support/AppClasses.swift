import Foundation
@_spi(Headless) import UIKit
import HeadlessCore

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

// MARK: MasterDetail.storyboard

/// The master list: a table view controller whose cells come from the prototype.
final class MasterViewController: UITableViewController, IBActionTarget {
    var objects = ["Alpha", "Beta", "Gamma"]
    var unwoundFrom: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        objects.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = objects[indexPath.row]
        cell.accessibilityIdentifier = "row-\(indexPath.row)"
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        if segue.identifier == "showDetail", let cell = sender as? UITableViewCell,
           let indexPath = tableView.indexPath(for: cell), let detail = segue.destination as? DetailViewController {
            detail.detailItem = objects[indexPath.row]
        }
    }

    func action(named name: String) -> ((Any?) -> Void)? {
        switch name {
        case "unwindToMaster:": return { self.unwindToMaster($0 as? UIStoryboardSegue) }
        default: return nil
        }
    }

    func unwindToMaster(_ segue: UIStoryboardSegue?) {
        unwoundFrom.append(segue?.source.traceClassName ?? "nil")
    }
}

/// The detail screen: an outlet, an action, a segue with a condition, an embedded child.
final class DetailViewController: UIViewController, IBActionTarget {
    @Outlet var detailDescriptionLabel: UILabel!
    var detailItem: String?
    var aboutTaps = 0
    var allowsAbout = true

    override func viewDidLoad() {
        super.viewDidLoad()
        if let detailItem { detailDescriptionLabel.text = detailItem }
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        identifier == "presentAbout" ? allowsAbout : true
    }

    func action(named name: String) -> ((Any?) -> Void)? {
        switch name {
        case "aboutTapped:": return { _ in self.aboutTaps += 1 }
        default: return nil
        }
    }
}

final class ChildViewController: UIViewController {}

final class AboutViewController: UIViewController {}

/// A segue subclass named in a storyboard.
final class FadeSegue: UIStoryboardSegue {
    static var performed: [String] = []

    override func perform() {
        FadeSegue.performed.append("\(source.traceClassName) → \(destination.traceClassName)")
        super.perform()
    }
}

/// The first tab of Tabs.storyboard, which answers unwind segues and sends actions to the
/// responder chain.
final class FirstTabViewController: UIViewController, IBActionTarget {
    var received: [String] = []

    func action(named name: String) -> ((Any?) -> Void)? {
        switch name {
        case "refresh:": return { sender in self.received.append("refresh: from \((sender as? UIResponder)?.traceName ?? "nil")") }
        case "unwindToFirst:": return { sender in self.received.append("unwindToFirst: \((sender as? UIStoryboardSegue)?.source.traceClassName ?? "nil")") }
        default: return nil
        }
    }
}

// MARK: Coder and class lookup

/// Records what keyed decoding gives inside `init(coder:)`.
final class DecodingProbeView: UIView {
    var decoded: [String: String] = [:]

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        decoded["allowsKeyedCoding"] = "\(coder.allowsKeyedCoding)"
        decoded["tag"] = "\(coder.decodeInteger(forKey: "tag"))"
        decoded["UITag"] = "\(coder.decodeInteger(forKey: "UITag"))"
        decoded["hidden"] = "\(coder.decodeBool(forKey: "hidden"))"
        decoded["alpha"] = "\(coder.decodeDouble(forKey: "alpha"))"
        decoded["frame"] = "\(coder.decodeCGRect(forKey: "frame"))"
        decoded["contentSize"] = "\(coder.decodeCGSize(forKey: "contentSize"))"
        decoded["color"] = "\(coder.decodeObject(forKey: "backgroundColor") as? UIColor == .black)"
        decoded["text"] = coder.decodeObject(forKey: "text") as? String ?? "nil"
        decoded["UIText"] = coder.decodeObject(forKey: "UIText") as? String ?? "nil"
        decoded["absent"] = "\(coder.containsValue(forKey: "absent")) \(coder.decodeObject(forKey: "absent") == nil) \(coder.decodeInteger(forKey: "absent"))"
        decoded["runtime"] = "\(coder.decodeObject(forKey: "cornerRadius") as? Double ?? -1)"
        decoded["flag"] = "\(coder.decodeBool(forKey: "rounded"))"
        decoded["id"] = (coder as? InterfaceBuilderCoder)?.objectID ?? "nil"
        coder.encode(3, forKey: "ignored")
        decoded["unkeyed"] = "\(coder.decodeObject() == nil)"
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
    }
}

/// A class nested in another type, named `Outer.NestedView` in a file.
enum Outer {
    final class NestedView: UIView {}
}

/// A page view controller subclass from a storyboard's Page View Controller scene: it is its
/// own data source and shows pages made in code.
final class StoryboardPagesController: UIPageViewController, UIPageViewControllerDataSource {
    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        setViewControllers([Self.page(0)], direction: .forward, animated: false)
    }

    static func page(_ number: Int) -> UIViewController {
        let page = UIViewController()
        page.title = "\(number)"
        return page
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let number = Int(viewController.title ?? ""), number > 0 else { return nil }
        return Self.page(number - 1)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let number = Int(viewController.title ?? ""), number < 2 else { return nil }
        return Self.page(number + 1)
    }
}

// MARK: BarItems.storyboard

/// The root of the first tab of BarItems.storyboard: its navigation item's and toolbar's bar
/// button items send it actions (one through First Responder).
final class BarItemsListController: UIViewController, IBActionTarget {
    @Outlet var submitButton: UIBarButtonItem?
    var received: [String] = []

    func action(named name: String) -> ((Any?) -> Void)? {
        switch name {
        case "submitTapped:", "share:", "refresh:":
            return { sender in self.received.append("\(name) from \((sender as? UIBarItem)?.title ?? (sender as? UIBarItem)?.accessibilityLabel ?? "nil")") }
        default:
            return nil
        }
    }
}
