// iOS code as apps write it, compiled against this package's UIKit with `import UIKit` alone,
// in Swift 6 mode (CompatibilityTests) and in Swift 5 mode (CompatibilitySwift5Tests, which
// links this same file). Each declaration stands for a pattern met in a public iOS app or
// named by the seams issue; a pattern that stops compiling fails the build of both targets.
// Add to it each time a real app shows a new pattern.
import UIKit

// MARK: Names the project uses itself are free for apps

/// Top-level types named like the project's own engine types: an app may declare them, and
/// `import UIKit` brings none of them into scope to clash.
struct HeadlessRuntime { var name = "app's own" }
struct SimulatedDevice {}
final class TraceRecorder {}
struct TraceEvent {}
enum Diagnostic { case none }
struct DiagnosticCenter {}
struct Callback {}
struct LeakTracker {}
struct Leak {}
struct MainRunLoop {}
struct TimerHandle {}
struct DeviceAction {}
struct DeviceError {}
struct InfoPlist {}
struct SceneManifest {}
struct AppCommandLine {}
struct LifecycleProfile {}
enum AppearanceState { case fresh }
enum ApplicationLifecycleState { case idle }
struct Outlet {}
struct OutletCollection {}
protocol IBActionTarget {}
struct InterfaceBuilderError {}

/// A controller that declares members named like the ones the project keeps on UIKit's
/// classes (stored, with other types), and overrides members Apple declares `open`.
final class ProfileViewController: UIViewController {
    var traceName = "profile"
    var traceClassName = 7
    var appearanceState = "fresh"
    var runtime = 1
    var storedView = "not UIKit's"
    var loadedViews = 0
    var statusBarUpdates = 0

    override var view: UIView! {
        get { super.view }
        set { super.view = newValue }
    }

    override func loadView() {
        super.loadView()
        loadedViews += 1
    }

    override func loadViewIfNeeded() {
        super.loadViewIfNeeded()
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var shouldAutorotate: Bool { true }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { false }
    override var childForStatusBarStyle: UIViewController? { nil }

    override func setNeedsStatusBarAppearanceUpdate() {
        statusBarUpdates += 1
        super.setNeedsStatusBarAppearanceUpdate()
    }

    override var description: String { "ProfileViewController(\(traceName))" }
}

/// A view that counts layout requests by overriding Apple's `open` layout members.
final class BadgeView: UIView {
    var traceName: String { "badge" }
    var needsLayoutFlag = "app's own"
    var layoutRequests = 0
    var forcedLayouts = 0
    var layouts = 0

    override func setNeedsLayout() {
        layoutRequests += 1
        super.setNeedsLayout()
    }

    override func layoutIfNeeded() {
        forcedLayouts += 1
        super.layoutIfNeeded()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }

    override func setNeedsDisplay() {
        super.setNeedsDisplay()
    }

    override var superview: UIView? { super.superview }
    override var traitCollection: UITraitCollection { super.traitCollection }
}

/// An application subclass with members named like the project's additions.
final class CompatApplication: UIApplication {
    var hasBackgroundTasks = "none"
    var isSceneBased = 0
    var lifecycleState = "app's own"
}

/// A data source that is an `NSObject`, as most apps write it.
final class FruitDataSource: NSObject, UITableViewDataSource {
    let fruits = ["Apple", "Banana", "Cherry"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }

    override var description: String { "FruitDataSource(\(fruits.count))" }

    override func isEqual(_ object: Any?) -> Bool {
        (object as? FruitDataSource)?.fruits == fruits
    }

    override var hash: Int { fruits.hashValue }
}

/// A cell subclass overriding the designated initializer, which UIKit calls for registered
/// classes.
final class FruitCell: UITableViewCell {
    private(set) var builtInCode = false

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        builtInCode = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Code constrained to `NSObjectProtocol`, as generic helpers over UIKit objects are.
func identify<T: NSObjectProtocol>(_ object: T) -> String { object.description }

/// Networking types with `import UIKit` alone, as on iOS.
func makeRequest() -> URLRequest {
    _ = URLSession.shared
    _ = URLCache.shared
    return URLRequest(url: URL(string: "https://example.com/profile")!)
}

// MARK: Auto Layout and selectors, as apps write them

/// A view laid out with anchors, activated in one call.
final class AnchoredViewController: UIViewController {
    let badge = BadgeView()
    var tapped = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        NSLayoutConstraint.activate([])
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
    }
}

/// Selectors spelled as strings, where Apple's signatures take them.
let refreshSelector = Selector("refresh:")
let literalSelector: Selector = "close"
