@_spi(Headless) import UIKit
import HeadlessCore

/// The view claims V-1…V-12 (seed 003), each with its demo.
enum ViewScenarios {
    static let all: [Scenario] = [v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12]

    // MARK: V-1

    final class NoXibView: DemoView {
        override init(frame: CGRect) { super.init(frame: frame) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        convenience init() {
            self.init(frame: .zero)
            DemoLog.call(self, "init()", selector: "init")
        }
        override func awakeFromNib() { super.awakeFromNib() }
    }

    static let v1 = Scenario(
        "V-1", "A view created with init() goes through init(frame:)",
        seeds: ["003"],
        claim: "init() calls init(frame:); neither init(coder:) nor awakeFromNib runs.",
        actions: ["create NoXibView()", "add it to the root view controller's view, on screen"],
        demoClasses: ["NoXibView"]
    ) { context in
        let (window, root) = showPlainRootViewController()
        context.settle()
        context.keep(window)
        var view: NoXibView?
        context.step("NoXibView()") { view = NoXibView() }
        guard let view else { return }
        context.step("root.view.addSubview(view)") { root.view.addSubview(view) }
        context.settle()
    }

    // MARK: V-2

    static let v2 = InterfaceBuilderScenarios.v2

    // MARK: V-3

    final class ContainerView: DemoView {}

    final class ObservingView: DemoView {
        override func willMove(toSuperview newSuperview: UIView?) {
            DemoLog.observe("willMove(toSuperview: \(describe(newSuperview))): superview = \(describe(superview))")
            super.willMove(toSuperview: newSuperview)
        }
        override func didMoveToSuperview() {
            super.didMoveToSuperview()
            DemoLog.observe("didMoveToSuperview(): superview = \(describe(superview))")
        }
        override func willMove(toWindow newWindow: UIWindow?) {
            DemoLog.observe("willMove(toWindow: \(describe(newWindow))): window = \(describe(window))")
            super.willMove(toWindow: newWindow)
        }
        override func didMoveToWindow() {
            super.didMoveToWindow()
            DemoLog.observe("didMoveToWindow(): window = \(describe(window)), superview = \(describe(superview))")
        }
    }

    static let v3 = Scenario(
        "V-3", "addSubview(_:): the superview pair and didAddSubview(_:)",
        seeds: ["003"],
        claim: "The superview gets didAddSubview(_:); the view gets willMove(toSuperview: newSuperview) while its superview is still nil, then didMoveToSuperview() with it set.",
        actions: ["container.addSubview(view), off screen"],
        demoClasses: ["ContainerView", "ObservingView"]
    ) { context in
        let container = ContainerView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = ObservingView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        context.step("container.addSubview(view)") { container.addSubview(view) }
        context.settle()
        context.keep(container)
    }

    // MARK: V-4

    static let v4 = Scenario(
        "V-4", "A subtree reaches a window",
        seeds: ["003"],
        claim: "Every view of the subtree gets willMove(toWindow: newWindow) while its window is still nil, then didMoveToWindow() with it set.",
        actions: ["build container + view off screen", "root.view.addSubview(container), on screen"],
        demoClasses: ["ContainerView", "ObservingView"]
    ) { context in
        let (window, root) = showPlainRootViewController()
        context.settle()
        context.keep(window)
        let container = ContainerView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = ObservingView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        context.step("container.addSubview(view)  // off screen") { container.addSubview(view) }
        context.step("root.view.addSubview(container)  // on screen") { root.view.addSubview(container) }
        context.settle()
    }

    // MARK: V-5

    static let v5 = Scenario(
        "V-5", "Removal: the window pair first, then the superview pair",
        seeds: ["003"],
        claim: "willMove(toWindow: nil) → didMoveToWindow(), then willMove(toSuperview: nil) → didMoveToSuperview().",
        actions: ["put container + view on screen", "view.removeFromSuperview()"],
        departures: [
            "Seed 003's window-first log is the compound case that V-7 reproduces: a controller leaves the screen (its subview's window pair) and the subview is removed later, at the controller's deallocation (its superview pair). A single removeFromSuperview() of an on-screen view follows two real-device logs: willMove(toSuperview: nil) → willMove(toWindow: nil) → didMoveToWindow() (superview already nil) → didMoveToSuperview(); window always matches the superview chain (References §15.1).",
        ],
        demoClasses: ["ContainerView", "ObservingView"]
    ) { context in
        let (window, root) = showPlainRootViewController()
        let container = ContainerView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = ObservingView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        container.addSubview(view)
        root.view.addSubview(container)
        context.settle()
        context.keep(window, view)
        context.traceFromHere()
        context.step("view.removeFromSuperview()") { view.removeFromSuperview() }
        context.settle()
    }

    // MARK: V-6 and V-7

    final class ViewController: DemoViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(NoXibView(frame: CGRect(x: 20, y: 100, width: 100, height: 100)))
        }
    }

    static let v6 = Scenario(
        "V-6", "A root view controller appears with a subview added in viewDidLoad",
        seeds: ["003"],
        claim: "VC viewDidLoad → subview willMove(toSuperview:), didMoveToSuperview → VC viewWillAppear → subview willMove(toWindow:), didMoveToWindow → VC viewWillLayoutSubviews → VC viewDidLayoutSubviews → subview layoutSubviews → VC viewDidAppear.",
        actions: ["window.rootViewController = ViewController()", "window.makeKeyAndVisible()"],
        departures: [EngineNotes.viewIsAppearing, EngineNotes.drawing],
        demoClasses: ["ViewController", "NoXibView"]
    ) { context in
        let window = makeScreenWindow()
        context.keep(window)
        context.step("window.rootViewController = ViewController()") { window.rootViewController = ViewController() }
        context.step("window.makeKeyAndVisible()") { window.makeKeyAndVisible() }
        context.settle()
    }

    static let v7 = Scenario(
        "V-7", "That view controller disappears and is destroyed",
        seeds: ["003"],
        claim: "VC viewWillDisappear → subview willMove(toWindow: nil), didMoveToWindow → VC viewDidDisappear → VC deinit → subview willMove(toSuperview: nil), didMoveToSuperview → subview deinit.",
        actions: ["push ViewController (which adds NoXibView in viewDidLoad) on a navigation controller", "navigationController.popViewController(animated: true); nothing else holds ViewController"],
        departures: [
            "Seed 003 logs willRemoveSubview after dealloc, an artefact of where it logged; willRemoveSubview(_:) belongs to the superview, before a subview leaves it (the navigation controller's view, one of UIKit's own objects: --all shows it).",
        ],
        demoClasses: ["ViewController", "NoXibView"]
    ) { context in
        let navigation = ViewControllerScenarios.showNavigation(context, root: ViewControllerScenarios.RootViewController())
        navigation.pushViewController(ViewController(), animated: true)
        context.settle()
        context.traceFromHere()
        context.step("navigationController.popViewController(animated: true)") {
            _ = navigation.popViewController(animated: true)
        }
        context.settle()
    }

    // MARK: V-8

    final class ParentView: DemoView {}
    final class ChildView: DemoView {}

    static let v8 = Scenario(
        "V-8", "What triggers layoutSubviews()",
        seeds: ["003"],
        claim: "addSubview; a frame change that really changes the value; scrolling; rotation (the parent's layoutSubviews); a size change (the superview's layoutSubviews).",
        actions: [
            "parent.addSubview(child)", "child.frame = the same frame", "child.frame = a new size",
            "parent.bounds.origin = (0, 40) (scrolling)", "child.frame = a new origin, same size",
        ],
        departures: [
            "Rotation is VC-13's demo (the device's rotate action): the window and the root view take the new size, which lays out the root view and its resized subviews.",
            "A frame change that moves the view without resizing it lays out nothing here: only a change of size needs new layout (References §9.3); scrolling changes the bounds' origin and lays out the scrolled view.",
        ],
        demoClasses: ["ParentView", "ChildView"]
    ) { context in
        let (window, root) = showPlainRootViewController()
        let parent = ParentView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = ChildView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        root.view.addSubview(parent)
        context.settle()
        context.keep(window)
        context.traceFromHere()
        context.step("parent.addSubview(child)") { parent.addSubview(child) }
        context.settle()
        context.step("child.frame = (10, 10, 100, 100)  // unchanged") { child.frame = CGRect(x: 10, y: 10, width: 100, height: 100) }
        context.settle()
        context.step("child.frame = (10, 10, 150, 100)  // new size") { child.frame = CGRect(x: 10, y: 10, width: 150, height: 100) }
        context.settle()
        context.step("parent.bounds.origin = (0, 40)  // scrolling") { parent.bounds.origin = CGPoint(x: 0, y: 40) }
        context.settle()
        context.step("child.frame = (30, 30, 150, 100)  // moved, same size") { child.frame = CGRect(x: 30, y: 30, width: 150, height: 100) }
        context.settle()
    }

    // MARK: V-9

    static let v9 = Scenario(
        "V-9", "Two addSubview(_:) in one run-loop turn: one layout",
        seeds: ["003"],
        claim: "Layout is deferred to the end of the turn and coalesced: the parent's layoutSubviews runs once.",
        actions: ["parent.addSubview(first); parent.addSubview(second), in the same turn", "let the turn end"],
        demoClasses: ["ParentView", "ChildView"]
    ) { context in
        let (window, root) = showPlainRootViewController()
        let parent = ParentView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.view.addSubview(parent)
        context.settle()
        context.keep(window)
        context.traceFromHere()
        context.step("parent.addSubview(first); parent.addSubview(second)") {
            parent.addSubview(ChildView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
            parent.addSubview(ChildView(frame: CGRect(x: 60, y: 0, width: 50, height: 50)))
            DemoLog.observe("both added; no layoutSubviews yet")
        }
        context.step("end of the run-loop turn") { context.settle() }
    }

    // MARK: V-10

    static let v10 = Scenario(
        "V-10", "setNeedsLayout() then layoutIfNeeded(): layout now",
        seeds: ["003"],
        claim: "setNeedsLayout() only flags the view; layoutIfNeeded() right after it lays the view out at once instead of at the end of the turn.",
        actions: ["parent.setNeedsLayout()", "parent.layoutIfNeeded()"],
        demoClasses: ["ParentView", "ChildView"]
    ) { context in
        let (window, root) = showPlainRootViewController()
        let parent = ParentView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.view.addSubview(parent)
        context.settle()
        context.keep(window)
        context.traceFromHere()
        context.step("parent.setNeedsLayout()") {
            parent.setNeedsLayout()
            DemoLog.observe("flagged; nothing laid out yet")
        }
        context.step("parent.layoutIfNeeded()") {
            parent.layoutIfNeeded()
            DemoLog.observe("layoutIfNeeded() returned: the layout already ran")
        }
        context.settle()
    }

    // MARK: V-11

    final class OldSuperview: DemoView {}
    final class NewSuperview: DemoView {}

    static let v11 = Scenario(
        "V-11", "addSubview(_:) of a view that already has a superview",
        seeds: ["003"],
        claim: "The view is first removed from its old superview, then added to the new one.",
        actions: ["old.addSubview(view)", "new.addSubview(view)"],
        demoClasses: ["OldSuperview", "NewSuperview", "ObservingView"]
    ) { context in
        let old = OldSuperview(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let new = NewSuperview(frame: CGRect(x: 0, y: 200, width: 200, height: 200))
        let view = ObservingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        context.keep(old, new, view)
        context.step("old.addSubview(view)") { old.addSubview(view) }
        context.step("new.addSubview(view)") {
            new.addSubview(view)
            DemoLog.observe("old.subviews.count = \(old.subviews.count), new.subviews.count = \(new.subviews.count)")
        }
        context.settle()
    }

    // MARK: V-12

    final class CanvasView: DemoView {
        override func draw(_ rect: CGRect) { super.draw(rect) }
    }

    static let v12 = Scenario(
        "V-12", "Drawing comes after layout",
        seeds: ["003"],
        claim: "draw(_:) runs after layout, when the view needs display: when it is first shown and after setNeedsDisplay().",
        actions: ["root.view.addSubview(canvas)", "canvas.setNeedsDisplay()", "canvas.setNeedsLayout() (no drawing)"],
        departures: [EngineNotes.drawing],
        demoClasses: ["CanvasView"]
    ) { context in
        let (window, root) = showPlainRootViewController()
        context.settle()
        context.keep(window)
        let canvas = CanvasView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        context.step("root.view.addSubview(canvas)") { root.view.addSubview(canvas) }
        context.settle()
        context.step("canvas.setNeedsDisplay()") { canvas.setNeedsDisplay() }
        context.settle()
        context.step("canvas.setNeedsLayout()") { canvas.setNeedsLayout() }
        context.settle()
    }
}

/// Sentences the tour repeats where the engine's behaviour differs from the seeds' era.
enum EngineNotes {
    static let viewIsAppearing = "viewIsAppearing(_:) did not exist when the seeds were written; current iOS (API of iOS 17, back-deployed to iOS 13) calls it after viewWillAppear(_:), once the superview has laid the view out, just before the view's own layout (References §15.2). The tour replays each seed under its iOS version (the ios: line), so it shows here only for seeds from iOS 13 on; lifecycle explain viewIsAppearing --ios 18 describes it."
    static let layoutCount = "The seeds print two viewWillLayoutSubviews/viewDidLayoutSubviews pairs; the number varies between devices and iOS versions (References §1.4). The engine lays out once per run-loop turn, so one pair appears."
    static let containment = "The push and the pop are animated, as in the seeds' demo apps: the transition takes UIKit's 0.35 s of virtual time, and the outgoing and incoming controllers' callbacks interleave as References §4 records."
    static let drawing = "Only views whose class implements draw(_:) (itself or through a superclass) are drawn, when first displayed and after setNeedsDisplay(); other views, UIKit's plain views among them, draw nothing, as on iOS (References §9.4)."
}
