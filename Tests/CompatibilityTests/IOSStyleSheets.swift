// Half-height sheets as iOS 15+ apps write them (a map's drawer with medium and large detents,
// a grabber and an undimmed medium detent; a custom detent resolved from its context; detent
// changes animated through animateChanges), compiled with `import UIKit` alone in Swift 6 mode
// (CompatibilityTests) and Swift 5 mode (CompatibilitySwift5Tests links this same file).
import Testing
import UIKit
import UIKitTesting

/// The drawer's content.
final class DrawerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}

/// A map screen whose button shows a drawer at half height, and which hears the user's drags.
final class MapScreenViewController: UIViewController, UISheetPresentationControllerDelegate {
    let drawer = DrawerViewController()
    var detentChanges: [UISheetPresentationController.Detent.Identifier?] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let button = UIButton(type: .system)
        button.setTitle("Show Drawer", for: .normal)
        button.frame = CGRect(x: 100, y: 200, width: 175, height: 44)
        button.addAction(UIAction { [weak self] _ in self?.showDrawer() }, for: .touchUpInside)
        view.addSubview(button)
    }

    func showDrawer() {
        if let sheet = drawer.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
            sheet.prefersEdgeAttachedInCompactHeight = true
            sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
            sheet.preferredCornerRadius = 16
            sheet.delegate = self
        }
        present(drawer, animated: true)
    }

    /// Back to half height, animated, as a "collapse" button does.
    func collapse() {
        drawer.sheetPresentationController?.animateChanges {
            drawer.sheetPresentationController?.selectedDetentIdentifier = .medium
        }
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        detentChanges.append(sheetPresentationController.selectedDetentIdentifier)
    }
}

/// An app whose window shows the map.
final class MapAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let map = MapScreenViewController()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = map
        window?.makeKeyAndVisible()
        return true
    }
}

/// A sheet a quarter of the available height tall, from a custom detent (iOS 16).
final class QuarterSheetViewController: UIViewController {
    static let quarter = UISheetPresentationController.Detent.Identifier("quarter")

    func configure() {
        sheetPresentationController?.detents = [
            .custom(identifier: Self.quarter) { context in context.maximumDetentValue * 0.25 },
            .large(),
        ]
    }
}

/// The sheet code above behaves as on iOS.
@MainActor
@Suite(.freshRuntime) struct IOSStyleSheetsTests {
    @Test func theDrawerRestsAtHalfHeightAndTheUsersDragReachesTheDelegate() {
        let harness = LifecycleHarness()
        harness.launch(MapAppDelegate.self)
        guard let map = (UIApplication.shared.delegate as? MapAppDelegate)?.map else {
            Issue.record("no map")
            return
        }
        harness.tap("Show Drawer")
        let screen = UIScreen.main.bounds
        let half = map.drawer.view.frame
        #expect(map.drawer.presentingViewController === map)
        #expect(map.drawer.sheetPresentationController?.selectedDetentIdentifier == nil)
        // The medium detent: about half the screen, the sheet's bottom on the screen's.
        #expect(half.maxY == screen.maxY)
        #expect(abs(half.height - screen.height / 2) < 40)
        harness.act("drag-sheet large")
        #expect(map.detentChanges == [.large])
        #expect(map.drawer.view.frame.minY == 30)
        map.collapse()
        harness.runUntilIdle()
        #expect(map.drawer.view.frame == half)
        #expect(map.detentChanges == [.large], "a change made in code is not the user's")
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    @Test func aCustomDetentResolvesFromItsContext() {
        let harness = LifecycleHarness()
        let presenter = UIViewController()
        harness.show(presenter)
        let quarter = QuarterSheetViewController()
        quarter.configure()
        harness.perform("present") { presenter.present(quarter, animated: true) }
        let screen = UIScreen.main.bounds
        let available = screen.height - 30
        #expect(abs(quarter.view.frame.height - available * 0.25) <= 1)
        #expect(quarter.view.frame.maxY == screen.maxY)
        let fullScreen = UIViewController()
        fullScreen.modalPresentationStyle = .fullScreen
        #expect(fullScreen.sheetPresentationController == nil)
        harness.allowLeak(fullScreen)
    }
}
