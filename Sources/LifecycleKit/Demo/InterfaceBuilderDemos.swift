@_spi(Headless) import UIKit
import HeadlessCore

// The classes the tour's storyboard and xibs name (DemoInterfaceFiles). They are top-level
// so that Interface Builder's `customClass` finds them by name, as on iOS.

/// Seed 000's storyboard controller.
final class SGHPushViewController: DemoViewController {
    override func awakeFromNib() { super.awakeFromNib() }
}

/// Seed 000's xib-backed controller, which keeps the default `loadView()`.
final class SGHPushTwoViewController: DemoViewController {}

/// A xib-backed controller that overrides `loadView()` (VC-10): its xib never loads.
final class XibLoadViewController: UIViewController {
    override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }
}

/// The subview of the storyboard controller's view.
final class StoryboardBannerView: DemoView {
    override func awakeFromNib() { super.awakeFromNib() }
}

/// The subview of the controllers' xib.
final class XibContentView: DemoView {
    override func awakeFromNib() { super.awakeFromNib() }
}

/// The view of V-2's xib, and its subview.
final class XibView: DemoView {
    override func awakeFromNib() { super.awakeFromNib() }
}

final class XibSubview: DemoView {
    override func awakeFromNib() { super.awakeFromNib() }
}

/// The Interface Builder scenarios: VC-1, VC-10, V-2.
enum InterfaceBuilderScenarios {
    /// Writes the demo files to a temporary folder, runs `body` with a bundle of that folder,
    /// and removes the folder.
    @MainActor
    static func withDemoFiles(_ context: ScenarioContext, _ body: (Bundle) -> Void) {
        guard let folder = try? DemoInterfaceFiles.writeAll(), let bundle = Bundle(path: folder.path) else {
            context.runtime.note("could not write the demo's storyboard and xibs to a temporary folder")
            return
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        body(bundle)
    }

    static let vc1 = Scenario(
        "VC-1", "A controller from a storyboard, pushed",
        seeds: ["000", "001", "002", "003"],
        claim: "init(coder:) → awakeFromNib → loadView → viewDidLoad → viewWillAppear → [layout] → viewDidAppear.",
        actions: ["UIStoryboard(name: \"Seeds\", bundle:).instantiateViewController(withIdentifier: \"Push\")",
                  "navigationController.pushViewController(controller, animated: true)"],
        departures: [EngineNotes.viewIsAppearing, EngineNotes.layoutCount],
        demoClasses: ["SGHPushViewController", "StoryboardBannerView"]
    ) { context in
        let navigation = ViewControllerScenarios.showNavigation(context, root: ViewControllerScenarios.RootViewController())
        context.traceFromHere()
        withDemoFiles(context) { bundle in
            var controller: UIViewController?
            context.step("UIStoryboard(name: \"Seeds\", bundle: bundle).instantiateViewController(withIdentifier: \"Push\")") {
                controller = UIStoryboard(name: "Seeds", bundle: bundle).instantiateViewController(withIdentifier: "Push")
            }
            guard let controller else { return }
            context.step("navigationController.pushViewController(controller, animated: true)") {
                navigation.pushViewController(controller, animated: true)
            }
            context.settle()
        }
    }

    static let vc10 = Scenario(
        "VC-10", "A xib-backed controller that overrides loadView",
        seeds: ["000"],
        claim: "The xib's contents never load: the screen stays empty.",
        actions: [
            "SGHPushTwoViewController(nibName: \"SGHPushTwoViewController\", bundle:), shown: its xib loads",
            "XibLoadViewController(nibName: \"XibLoadViewController\", bundle:), whose class overrides loadView, shown: it does not",
        ],
        demoClasses: ["SGHPushTwoViewController", "XibLoadViewController", "XibContentView"]
    ) { context in
        let window = makeScreenWindow()
        context.keep(window)
        withDemoFiles(context) { bundle in
            context.step("window.rootViewController = SGHPushTwoViewController(nibName: \"SGHPushTwoViewController\", bundle: bundle)") {
                window.rootViewController = SGHPushTwoViewController(nibName: "SGHPushTwoViewController", bundle: bundle)
                window.makeKeyAndVisible()
            }
            context.settle()
            DemoLog.observe("SGHPushTwoViewController's view has \(window.rootViewController?.view.subviews.count ?? 0) subview from its xib")
            context.step("window.rootViewController = XibLoadViewController(nibName: \"XibLoadViewController\", bundle: bundle)") {
                window.rootViewController = XibLoadViewController(nibName: "XibLoadViewController", bundle: bundle)
            }
            context.settle()
            DemoLog.observe("XibLoadViewController's view has \(window.rootViewController?.view.subviews.count ?? 0) subviews: the xib never loaded")
        }
    }

    static let v2 = Scenario(
        "V-2", "A view loaded from a xib",
        seeds: ["003"],
        claim: "init(coder:) runs after its own subviews were added (its didAddSubview(_:) comes first), then awakeFromNib; neither init() nor init(frame:) runs.",
        actions: ["UINib(nibName: \"XibView\", bundle:).instantiate(withOwner: nil)", "add the view to the screen"],
        demoClasses: ["XibView", "XibSubview"]
    ) { context in
        let (window, root) = showPlainRootViewController()
        context.settle()
        context.keep(window)
        context.traceFromHere()
        withDemoFiles(context) { bundle in
            var view: UIView?
            context.step("UINib(nibName: \"XibView\", bundle: bundle).instantiate(withOwner: nil)") {
                view = UINib(nibName: "XibView", bundle: bundle).instantiate(withOwner: nil).first as? UIView
            }
            guard let view else { return }
            context.step("root.view.addSubview(view)") { root.view.addSubview(view) }
            context.settle()
        }
    }
}
