@_spi(Headless) import UIKit
@testable import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import _UIKitTestSupport
import Testing

/// A long list with a toolbar item and a button in its header.
final class ArticleListController: NumberedListController {
    var buttonTaps = 0

    init() { super.init(rowTitle: "Article", rowCount: 60) }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Articles"
        toolbarItems = [UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)]
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 60))
        let button = UIButton(type: .system)
        button.setTitle("Subscribe", for: .normal)
        button.frame = CGRect(x: 20, y: 10, width: 120, height: 40)
        button.addAction(UIAction { [weak self] _ in self?.buttonTaps += 1 }, for: .touchUpInside)
        header.addSubview(button)
        tableView.tableHeaderView = header
    }
}

/// The navigation controller's bar-hiding behaviours (References §36): on tap, on swipe and
/// when vertically compact, each through the real recognizers or trait changes, with the
/// content's safe area following.
@MainActor
@Suite(.freshRuntime) struct BarHidingTests {
    func launch(_ configure: @escaping @MainActor (UINavigationController) -> Void) -> (LifecycleHarness, UINavigationController, ArticleListController) {
        var made: (UINavigationController, ArticleListController)?
        let harness = launchApp {
            let list = ArticleListController()
            let navigation = UINavigationController(rootViewController: list)
            navigation.isToolbarHidden = false
            configure(navigation)
            made = (navigation, list)
            return navigation
        }
        return (harness, made!.0, made!.1)
    }

    @Test func aTapOnTheContentHidesTheBarsAndTheNextShowsThem() {
        let (harness, navigation, list) = launch { $0.hidesBarsOnTap = true }
        #expect(navigation.barHideOnTapGestureRecognizer.view === navigation.view)
        #expect(navigation.barHideOnTapGestureRecognizer.isEnabled)
        let top = list.view.safeAreaInsets.top
        harness.act("tap-at 200 500")
        #expect(navigation.isNavigationBarHidden)
        #expect(navigation.isToolbarHidden, "the toolbar hides with the bar")
        #expect(list.view.safeAreaInsets.top < top, "the content reaches under the status bar only")
        harness.act("tap-at 200 500")
        #expect(!navigation.isNavigationBarHidden)
        #expect(!navigation.isToolbarHidden)
        #expect(list.view.safeAreaInsets.top == top)
        // A tap on a button is the button's.
        harness.act("tap Subscribe")
        #expect(list.buttonTaps == 1)
        #expect(!navigation.isNavigationBarHidden)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    @Test func withoutTheSettingATapChangesNothing() {
        let (harness, navigation, _) = launch { _ in }
        harness.act("tap-at 200 500")
        #expect(!navigation.isNavigationBarHidden)
        #expect(!navigation.barHideOnTapGestureRecognizer.isEnabled)
    }

    /// Scrolling the content down (a finger moving up) hides the bars; back up shows them.
    /// A touch swipe up on the content does the same through the swipe recognizer.
    @Test func swipesUpHideTheBarsAndSwipesDownShowThem() {
        let (harness, navigation, _) = launch { $0.hidesBarsOnSwipe = true }
        harness.act("scroll down 300")
        #expect(navigation.isNavigationBarHidden)
        #expect(navigation.isToolbarHidden)
        harness.act("scroll up 100")
        #expect(!navigation.isNavigationBarHidden)
        #expect(!navigation.isToolbarHidden)
        harness.act("swipe up")
        #expect(navigation.isNavigationBarHidden)
        #expect(navigation.barHideOnSwipeGestureRecognizer.view === navigation.view)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    @Test func theBarsHideInLandscapeOnAPhoneAndComeBackInPortrait() {
        let (harness, navigation, _) = launch { $0.hidesBarsWhenVerticallyCompact = true }
        #expect(!navigation.isNavigationBarHidden)
        harness.act("rotate landscape-left")
        #expect(navigation.isNavigationBarHidden)
        harness.act("rotate portrait")
        #expect(!navigation.isNavigationBarHidden)
        // In landscape, a tap on the content brings them back (Apple's discussion).
        harness.act("rotate landscape-left")
        #expect(navigation.isNavigationBarHidden)
        harness.act("tap-at 300 200")
        #expect(!navigation.isNavigationBarHidden)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    /// The keyboard coming up for a field in the content hides the bars.
    @Test func theKeyboardComingUpHidesTheBars() {
        let field = UITextField(frame: CGRect(x: 20, y: 10, width: 200, height: 40))
        field.placeholder = "Search articles"
        let (harness, navigation, list) = launch { $0.hidesBarsWhenKeyboardAppears = true }
        list.tableView.tableHeaderView?.addSubview(field)
        harness.act("focus Search articles")
        #expect(field.isFirstResponder)
        #expect(navigation.isNavigationBarHidden)
        #expect(navigation.isToolbarHidden)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }
}

/// A superview's single-tap recognizer does not take a tap on a button, a switch, a stepper,
/// a segmented control or a page control (Apple, from iOS 6); it takes other taps.
@MainActor
@Suite(.freshRuntime) struct ControlTapPrecedenceTests {
    @Test func aButtonKeepsItsTapFromASuperviewsTapRecognizer() {
        let root = UIViewController()
        let window = showInWindow(root)
        var recognized = 0, tapped = 0
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.addHandler { if $0.state == .ended { recognized += 1 } }
        root.view.addGestureRecognizer(tap)
        let button = UIButton(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        button.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        let plain = UIView(frame: CGRect(x: 20, y: 200, width: 100, height: 44))
        root.view.addSubview(plain)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(window.performTapAt(CGPoint(x: 60, y: 120), taps: 1) == nil)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(tapped == 1 && recognized == 0)
        #expect(window.performTapAt(CGPoint(x: 60, y: 220), taps: 1) == nil)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(recognized == 1)
        // A double-tap recognizer is not a control's default action: it still sees the button.
        #expect(button.gestureRecognizerShouldBegin(tap) == false)
        let double = UITapGestureRecognizer(target: nil, action: nil)
        double.numberOfTapsRequired = 2
        root.view.addGestureRecognizer(double)
        #expect(button.gestureRecognizerShouldBegin(double))
        #expect(UIControl().gestureRecognizerShouldBegin(tap), "a plain control has no default tap")
    }
}
