@_spi(Headless) import UIKit
import HeadlessCore

/// The view-controller claims VC-1…VC-17 (seeds 000–003), each with its demo.
enum ViewControllerScenarios {
    static let all: [Scenario] = [vc1, vc2, vc3, vc4, vc5, vc6, vc7, vc8, vc9, vc10, vc11, vc12, vc13, vc14, vc15, vc16, vc17]

    // MARK: VC-1

    static let vc1 = InterfaceBuilderScenarios.vc1

    // MARK: VC-2

    final class SGHPushCodeViewController: DemoViewController {}

    /// The screen a pushed controller is pushed from, as in the seeds' demo apps.
    final class RootViewController: DemoViewController {}

    /// A window showing a navigation controller whose root is `root`, settled.
    @MainActor
    static func showNavigation(_ context: ScenarioContext, root: UIViewController) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: root)
        let window = makeScreenWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        context.settle()
        context.keep(window)
        return navigation
    }

    static let vc2 = Scenario(
        "VC-2", "A controller created in code is pushed",
        seeds: ["000", "002", "003"],
        claim: "init(nibName:bundle:) → loadView → viewDidLoad → viewWillAppear → [layout] → viewDidAppear.",
        actions: ["show a navigation controller with RootViewController", "SGHPushCodeViewController(nibName: nil, bundle: nil)",
                  "navigationController.pushViewController(controller, animated: true)"],
        departures: [EngineNotes.viewIsAppearing, EngineNotes.layoutCount, EngineNotes.containment],
        demoClasses: ["SGHPushCodeViewController"]
    ) { context in
        let navigation = showNavigation(context, root: RootViewController())
        context.traceFromHere()
        var controller: SGHPushCodeViewController?
        context.step("SGHPushCodeViewController(nibName: nil, bundle: nil)") {
            controller = SGHPushCodeViewController(nibName: nil, bundle: nil)
        }
        guard let controller else { return }
        context.step("navigationController.pushViewController(controller, animated: true)") {
            navigation.pushViewController(controller, animated: true)
        }
        context.settle()
    }

    // MARK: VC-3

    final class TestViewController: DemoViewController {
        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        convenience init() {
            self.init(nibName: nil, bundle: nil)
            DemoLog.call(self, "init()", selector: "init")
        }
    }

    static let vc3 = Scenario(
        "VC-3", "init() goes through init(nibName:bundle:)",
        seeds: ["001"],
        claim: "init() calls init(nibName: nil, bundle: nil); a subclass that overrides both logs init(nibName:bundle:) first, then init.",
        actions: ["TestViewController()", "read its view"],
        demoClasses: ["TestViewController"]
    ) { context in
        var controller: TestViewController?
        context.step("TestViewController()") { controller = TestViewController() }
        guard let controller else { return }
        context.keep(controller)
        context.step("controller.view") { _ = controller.view }
        context.settle()
    }

    // MARK: VC-4…VC-7

    final class AViewController: DemoViewController {}
    final class BViewController: DemoViewController {}

    static let vc4 = Scenario(
        "VC-4", "A pushed controller is popped",
        seeds: ["000", "002", "003"],
        claim: "viewWillDisappear → viewDidDisappear → deinit.",
        actions: ["push SGHPushCodeViewController on a navigation controller", "navigationController.popViewController(animated: true)"],
        departures: [EngineNotes.containment],
        demoClasses: ["SGHPushCodeViewController"]
    ) { context in
        let navigation = showNavigation(context, root: RootViewController())
        navigation.pushViewController(SGHPushCodeViewController(nibName: nil, bundle: nil), animated: true)
        context.settle()
        context.traceFromHere()
        context.step("navigationController.popViewController(animated: true)") {
            _ = navigation.popViewController(animated: true)
        }
        context.settle()
    }

    static let vc5 = Scenario(
        "VC-5", "A pushes B on a navigation controller",
        seeds: ["003"],
        claim: "B viewDidLoad → A viewWillDisappear → B viewWillAppear → A viewDidDisappear → B viewDidAppear.",
        actions: ["show a navigation controller with AViewController", "navigationController.pushViewController(BViewController(), animated: true)"],
        departures: [EngineNotes.containment],
        demoClasses: ["AViewController", "BViewController"]
    ) { context in
        let navigation = showNavigation(context, root: AViewController())
        context.traceFromHere()
        context.step("navigationController.pushViewController(BViewController(), animated: true)") {
            navigation.pushViewController(BViewController(), animated: true)
        }
        context.settle()
    }

    static let vc6 = Scenario(
        "VC-6", "B is popped back to A",
        seeds: ["003"],
        claim: "B viewWillDisappear → A viewWillAppear → B viewDidDisappear → A viewDidAppear → B deinit.",
        actions: ["push BViewController over AViewController", "navigationController.popViewController(animated: true)"],
        departures: [EngineNotes.containment],
        demoClasses: ["AViewController", "BViewController"]
    ) { context in
        let navigation = showNavigation(context, root: AViewController())
        navigation.pushViewController(BViewController(), animated: true)
        context.settle()
        context.traceFromHere()
        context.step("navigationController.popViewController(animated: true)") {
            _ = navigation.popViewController(animated: true)
        }
        context.settle()
    }

    static let vc7 = Scenario(
        "VC-7", "A presents B full screen, then B is dismissed",
        seeds: ["002"],
        claim: "A viewWillDisappear, A viewDidDisappear; on dismiss A viewWillAppear, A viewDidAppear; A is not destroyed.",
        actions: ["show AViewController", "b.modalPresentationStyle = .fullScreen; a.present(b, animated: true)", "b.dismiss(animated: true)"],
        departures: [
            "Seed 002 prints viewDidDisappear twice here, without saying for which controller; the engine gives A one viewWillDisappear/viewDidDisappear pair, as a full-screen presentation does.",
        ],
        demoClasses: ["AViewController", "BViewController"]
    ) { context in
        let window = makeScreenWindow()
        let a = AViewController()
        window.rootViewController = a
        window.makeKeyAndVisible()
        context.settle()
        context.keep(window)
        context.traceFromHere()
        var presented: BViewController?
        context.step("b.modalPresentationStyle = .fullScreen; a.present(b, animated: true)") {
            let b = BViewController()
            b.modalPresentationStyle = .fullScreen
            a.present(b, animated: true)
            presented = b
        }
        context.settle()
        guard let b = presented else { return }
        presented = nil
        context.step("b.dismiss(animated: true)") { b.dismiss(animated: true) }
        context.settle()
        DemoLog.observe("AViewController is still alive: \(describe(window.rootViewController))")
    }

    // MARK: VC-8

    final class ViewController: DemoViewController {}

    static let vc8 = Scenario(
        "VC-8", "Reading view while it is nil runs loadView",
        seeds: ["000", "001", "002", "003"],
        claim: "loadView runs whenever view is read while nil: a nib-backed controller loads its nib there, any other gets a plain empty UIView.",
        actions: ["read controller.view", "read it again", "controller.view = nil", "read controller.view"],
        departures: ["The nib-backed case is VC-10's demo (the default loadView loads the nib that nibName names); this demo has no nib, so loadView makes a plain view."],
        demoClasses: ["ViewController"]
    ) { context in
        let controller = ViewController()
        context.keep(controller)
        context.traceFromHere()
        context.step("controller.view  // first read") {
            _ = controller.view
            DemoLog.observe("isViewLoaded = \(controller.isViewLoaded), view = \(describe(controller.viewIfLoaded))")
        }
        context.step("controller.view  // second read") {
            _ = controller.view
            DemoLog.observe("already loaded: no callback")
        }
        context.step("controller.view = nil") { controller.view = nil }
        context.step("controller.view  // read while nil") {
            _ = controller.view
            DemoLog.observe("view = \(describe(controller.viewIfLoaded))")
        }
        context.settle()
    }

    // MARK: VC-9

    final class LoopViewController: UIViewController {
        override func loadView() {
            // Does not assign view and does not call super.loadView().
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            _ = view
        }
    }

    static let vc9 = Scenario(
        "VC-9", "loadView that assigns no view, and viewDidLoad that reads it",
        seeds: ["002", "003"],
        claim: "loadView, viewDidLoad, loadView, viewDidLoad, … forever on iOS: the app hangs or crashes.",
        actions: ["read LoopViewController().view"],
        departures: [
            "On iOS the recursion only ends when the stack overflows. The engine lets the loop go round once more so that the trace shows it, then stops it with a viewController.loadView.recursion error and installs a plain view; the run goes on.",
        ],
        demoClasses: ["LoopViewController"]
    ) { context in
        let controller = LoopViewController()
        context.keep(controller)
        context.traceFromHere()
        context.step("controller.view") { _ = controller.view }
        context.settle()
    }

    // MARK: VC-10

    static let vc10 = InterfaceBuilderScenarios.vc10

    // MARK: VC-11

    final class ReadsViewInInitViewController: DemoViewController {
        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
            view.backgroundColor = .green
            DemoLog.observe("init(nibName:bundle:) is returning; the view is already loaded")
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    final class AssignsViewInInitViewController: DemoViewController {
        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
            view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    static let vc11 = Scenario(
        "VC-11", "view read, or assigned, inside init(nibName:bundle:)",
        seeds: ["003"],
        claim: "Reading view in init runs loadView and viewDidLoad before init returns; assigning view in init means loadView is never called.",
        actions: [
            "ReadsViewInInitViewController(nibName: nil, bundle: nil)",
            "AssignsViewInInitViewController(nibName: nil, bundle: nil), then show it",
        ],
        demoClasses: ["ReadsViewInInitViewController", "AssignsViewInInitViewController"]
    ) { context in
        let window = makeScreenWindow()
        context.keep(window)
        context.step("ReadsViewInInitViewController(nibName: nil, bundle: nil)") {
            context.keep(ReadsViewInInitViewController(nibName: nil, bundle: nil))
        }
        var assigning: AssignsViewInInitViewController?
        context.step("AssignsViewInInitViewController(nibName: nil, bundle: nil)") {
            assigning = AssignsViewInInitViewController(nibName: nil, bundle: nil)
        }
        context.step("window.rootViewController = it; window.makeKeyAndVisible()") {
            window.rootViewController = assigning
            window.makeKeyAndVisible()
        }
        context.settle()
    }

    // MARK: VC-12

    /// The coder the tour unarchives with until the storyboard reader is merged.
    final class StandInCoder: NSCoder {}

    final class CoderViewController: DemoViewController {
        required init?(coder: NSCoder) {
            super.init(coder: coder)
            view = UIView(frame: CGRect(x: 0, y: 88, width: 100, height: 200))
        }
        override func awakeFromNib() {
            super.awakeFromNib()
            DemoLog.call(self, "awakeFromNib()", selector: "awakeFromNib")
        }
    }

    static let vc12 = Scenario(
        "VC-12", "view assigned inside init(coder:)",
        seeds: ["003"],
        claim: "viewDidLoad runs before awakeFromNib; loadView is not called later.",
        actions: ["unarchive CoderViewController (init(coder:)), whose init assigns view", "awakeFromNib", "show it"],
        departures: [
            "The demo unarchives the controller with a stand-in coder and calls awakeFromNib() itself, as the storyboard loader does once every object of the scene exists, so that only the controller's own init(coder:) is in play; the demo logs that call. Loading from a real storyboard is VC-1's demo.",
        ],
        demoClasses: ["CoderViewController"]
    ) { context in
        let window = makeScreenWindow()
        context.keep(window)
        var controller: CoderViewController?
        context.step("CoderViewController(coder:)") { controller = CoderViewController(coder: StandInCoder()) }
        guard let controller else { return }
        context.step("controller.awakeFromNib()") { controller.awakeFromNib() }
        context.step("window.rootViewController = controller; window.makeKeyAndVisible()") {
            window.rootViewController = controller
            window.makeKeyAndVisible()
        }
        context.settle()
    }

    // MARK: VC-13, VC-14

    static let vc13 = Scenario(
        "VC-13", "Rotation",
        seeds: ["002"],
        claim: "willTransition(to:with:) (trait collection) → several [layout].",
        actions: ["launch the window app", "rotate landscape-left"],
        departures: [
            "Besides the trait transition of seed 002, current iOS sends viewWillTransition(to:with:) with the new size; the engine lays out once per run-loop turn, so fewer layout pairs appear than the seed's three.",
        ],
        demoClasses: ApplicationScenarios.windowAppClasses
    ) { context in
        ApplicationScenarios.perform(ApplicationScenarios.launchedWindowApp(context), "rotate landscape-left")
    }

    static let vc14 = Scenario(
        "VC-14", "Memory warning",
        seeds: ["000", "001", "002"],
        claim: "didReceiveMemoryWarning; views are not unloaded since iOS 6 (viewDidUnload is gone).",
        actions: ["launch the window app", "memory-warning"],
        demoClasses: ApplicationScenarios.windowAppClasses
    ) { context in
        let device = ApplicationScenarios.launchedWindowApp(context)
        ApplicationScenarios.perform(device, "memory-warning")
        let controller = device.application?.windows.first?.rootViewController
        DemoLog.observe("after the warning: isViewLoaded = \(controller?.isViewLoaded ?? false)")
    }

    // MARK: VC-15

    final class PlacementViewController: DemoViewController {
        private func observe(_ callback: String) {
            DemoLog.observe("\(callback): view.superview = \(describe(view.superview)), view.window = \(describe(view.window))")
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            observe("viewWillAppear")
        }
        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            observe("viewWillLayoutSubviews")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            observe("viewDidAppear")
        }
    }

    static let vc15 = Scenario(
        "VC-15", "Where the root view is placed, and when",
        seeds: ["003"],
        claim: "view.superview is nil in viewWillAppear and set by viewDidAppear; view.window is set by viewWillLayoutSubviews.",
        actions: ["show a navigation controller with RootViewController", "navigationController.pushViewController(PlacementViewController(), animated: true)"],
        departures: [
            "On iOS the pushed view's superview is UIKit's private UIViewControllerWrapperView (seed 003); here it is the navigation controller's own view.",
        ],
        demoClasses: ["PlacementViewController"]
    ) { context in
        let navigation = showNavigation(context, root: RootViewController())
        context.traceFromHere()
        context.step("navigationController.pushViewController(PlacementViewController(), animated: true)") {
            navigation.pushViewController(PlacementViewController(), animated: true)
        }
        context.settle()
    }

    // MARK: VC-16

    static let vc16 = Scenario(
        "VC-16", "A child added with addChild + addSubview, later removed",
        seeds: ["001"],
        claim: "Removing the child gives the parent no viewWillAppear.",
        actions: [
            "A.addChild(B); A.view.addSubview(B.view); B.didMove(toParent: A)",
            "B.willMove(toParent: nil); B.view.removeFromSuperview(); B.removeFromParent()",
        ],
        demoClasses: ["AViewController", "BViewController"]
    ) { context in
        let window = makeScreenWindow()
        let parent = AViewController()
        window.rootViewController = parent
        window.makeKeyAndVisible()
        context.settle()
        context.keep(window)
        let child = BViewController()
        context.keep(child)
        context.traceFromHere()
        context.step("A.addChild(B); A.view.addSubview(B.view); B.didMove(toParent: A)") {
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        }
        context.settle()
        context.step("B.willMove(toParent: nil); B.view.removeFromSuperview(); B.removeFromParent()") {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        context.settle()
        DemoLog.observe("AViewController got no viewWillAppear(_:): it never left the screen")
    }

    // MARK: VC-17

    final class AlertViewController: DemoViewController {}

    static let vc17 = Scenario(
        "VC-17", "A controller shown over another window, as an alert",
        seeds: ["001"],
        claim: "The controller underneath gets no appearance callbacks.",
        actions: [
            "show ViewController in the app's window",
            "show AlertViewController in a second window, made key and visible; then alertWindow.rootViewController = nil",
            "present an alert-like controller with .overFullScreen, then dismiss it",
        ],
        departures: [
            "Seed 001 explains it by the alert living in another window, which the first half of the demo does. On current iOS a UIAlertController is presented in the same window with a style that keeps the presenter's view on screen; the second half shows that this, too, leaves the controller underneath without appearance callbacks.",
        ],
        demoClasses: ["ViewController", "AlertViewController"]
    ) { context in
        let window = makeScreenWindow()
        let controller = ViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        context.settle()
        let alertWindow = makeScreenWindow()
        context.keep(window, alertWindow)
        context.traceFromHere()
        context.step("alertWindow.rootViewController = AlertViewController(); alertWindow.makeKeyAndVisible()") {
            alertWindow.rootViewController = AlertViewController()
            alertWindow.makeKeyAndVisible()
        }
        context.settle()
        context.step("alertWindow.rootViewController = nil") { alertWindow.rootViewController = nil }
        context.settle()
        context.step("alert.modalPresentationStyle = .overFullScreen; controller.present(alert, animated: true)") {
            let alert = AlertViewController()
            alert.modalPresentationStyle = .overFullScreen
            controller.present(alert, animated: true)
        }
        context.settle()
        context.step("controller.dismiss(animated: true)") { controller.dismiss(animated: true) }
        context.settle()
        DemoLog.observe("ViewController got no appearance callback")
    }
}
