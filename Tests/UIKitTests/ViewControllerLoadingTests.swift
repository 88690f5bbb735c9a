@_spi(Headless) import UIKit
import HeadlessCore
import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// VC-2, VC-3, VC-8, VC-9, VC-11, VC-12: creating a view controller and loading its view.
@MainActor
@Suite(.freshRuntime) struct ViewControllerLoadingTests {
    func names(_ recorder: TraceRecorder, _ instance: String) -> [String] {
        recorder.callbackNames(of: instance).filter { $0 != "draw(_:)" }
    }

    // MARK: VC-2

    /// A controller that paints its view `paint` in `viewDidLoad`.
    class PaintingController: UIViewController {
        var paint: UIColor { .white }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = paint
        }
    }

    final class CodeController: PaintingController {}

    @Test func codeControllerShownAsRootFollowsVC2() {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = CodeController(nibName: nil, bundle: nil)
        #expect(names(recorder, "CodeController#1") == ["init(nibName:bundle:)"])
        window.makeKeyAndVisible()
        runtime.runLoop.runUntilIdle()

        #expect(names(recorder, "CodeController#1") == [
            "init(nibName:bundle:)", "loadView()", "viewDidLoad()", "viewWillAppear(_:)",
            // The root view's first layout under the status bar reports its insets (References §18).
            "viewSafeAreaInsetsDidChange()", "viewLayoutMarginsDidChange()",
            "viewIsAppearing(_:)", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "viewDidAppear(_:)",
        ])
        #expect(!recorder.callbacks.contains { $0.callback == "init(coder:)" || $0.callback == "awakeFromNib()" })
        #expect(runtime.diagnostics.all.isEmpty)
    }

    @Test func withoutViewIsAppearingTheProfileDropsIt() {
        let runtime = HeadlessRuntime.current
        runtime.profile.deliversViewIsAppearing = false
        let (recorder, _, window) = showTraced(CodeController())
        #expect(!names(recorder, "CodeController#1").contains("viewIsAppearing(_:)"))
        #expect(names(recorder, "CodeController#1").last == "viewDidAppear(_:)")
        _ = window
    }

    // MARK: VC-3

    final class OverridesNibInit: UIViewController {
        var log: [String] = []
        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
            log.append("init(nibName:bundle:)")
        }
        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }
    }

    final class OverridesBoth: UIViewController {
        var log: [String] = []
        convenience init() {
            self.init(nibName: nil, bundle: nil)
            log.append("init()")
        }
        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
            log.append("init(nibName:bundle:)")
        }
        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }
    }

    @Test func plainInitGoesThroughTheSubclassNibInitializer() {
        let recorder = HeadlessRuntime.current.attach()
        let controller = OverridesNibInit()
        #expect(controller.log == ["init(nibName:bundle:)"])
        #expect(controller.nibName == nil && controller.nibBundle == nil)
        #expect(!controller.isViewLoaded)
        #expect(recorder.lines(.swift) == ["OverridesNibInit.init(nibName: nil, bundle: nil)"])
    }

    @Test func subclassOverridingBothLogsNibInitializerFirst() {
        #expect(OverridesBoth().log == ["init(nibName:bundle:)", "init()"])
    }

    // MARK: VC-8

    final class CountingController: UIViewController {
        var loads = 0
        override func loadView() {
            super.loadView()
            loads += 1
        }
    }

    @Test func viewLoadsLazilyAndAgainAfterItIsCleared() {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let controller = CountingController()
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(recorder.callbackNames(of: "CountingController#1") == ["init(nibName:bundle:)"])

        let view = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.viewIfLoaded === view)
        #expect(view?.frame == UIScreen.main.bounds)
        #expect(view?.subviews.isEmpty == true)
        #expect(type(of: view!) == UIView.self)
        _ = controller.view
        controller.loadViewIfNeeded()
        #expect(controller.loads == 1)

        controller.view = nil
        #expect(!controller.isViewLoaded)
        controller.loadViewIfNeeded()
        #expect(controller.loads == 2)
        #expect(controller.view !== view)
        #expect(recorder.callbackNames(of: "CountingController#1") == [
            "init(nibName:bundle:)", "loadView()", "viewDidLoad()", "loadView()", "viewDidLoad()",
        ])
        #expect(runtime.diagnostics.all.isEmpty)
    }

    @Test func theViewsNextResponderIsItsController() {
        let controller = CountingController()
        #expect(controller.view.next === controller)
        let host = UIView()
        host.addSubview(controller.view)
        #expect(controller.next === host)
    }

    // MARK: VC-9

    final class ForgetfulController: PaintingController {
        override var paint: UIColor { .red }
        override func loadView() {
            // Forgets to assign `view`.
        }
    }

    @Test func loadViewThatAssignsNothingStopsAfterTheFirstRepeat() {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let controller = ForgetfulController()
        let view = controller.view

        #expect(recorder.callbackNames(of: "ForgetfulController#1") == [
            "init(nibName:bundle:)", "loadView()", "viewDidLoad()", "loadView()", "viewDidLoad()",
        ])
        let diagnostics = runtime.diagnostics.all
        #expect(diagnostics.map(\.code) == ["viewController.loadView.recursion"])
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.subject == "ForgetfulController#1")
        #expect(diagnostics.first?.message.contains("ForgetfulController#1.loadView() returned without assigning view") == true)
        #expect(diagnostics.first?.message.contains("Assign self.view in loadView(), or call super.loadView()") == true)
        #expect(view != nil)
        #expect(view?.backgroundColor == .red)
        #expect(controller.isViewLoaded)
        _ = controller.view
        #expect(recorder.callbackNames(of: "ForgetfulController#1").count == 5)
        #expect(recorder.events.filter { $0.kind == .diagnostic }.count == 1)
    }

    final class QuietlyForgetfulController: UIViewController {
        override func loadView() {}
    }

    @Test func loadViewThatAssignsNothingYieldsAPlaceholderNotNil() {
        let runtime = HeadlessRuntime.current
        let controller = QuietlyForgetfulController()
        let view: UIView? = controller.view
        #expect(view != nil)
        #expect(runtime.diagnostics.all.map(\.code) == ["viewController.loadView.noView"])
        #expect(runtime.diagnostics.all.first?.message.contains("QuietlyForgetfulController#1.loadView() did not assign view") == true)
    }

    // MARK: VC-11

    /// A controller that logs its `loadView` and `viewDidLoad`.
    class LoadLoggingController: UIViewController {
        var log: [String] = []
        override func loadView() {
            super.loadView()
            log.append("loadView")
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            log.append("viewDidLoad")
        }
    }

    final class ReadsViewInInit: LoadLoggingController {
        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
            log.append("before")
            view.backgroundColor = .green
            log.append("after")
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    final class AssignsViewInInit: UIViewController {
        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
            view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    @Test func readingViewInInitLoadsItBeforeInitReturns() {
        let controller = ReadsViewInInit()
        #expect(controller.log == ["before", "loadView", "viewDidLoad", "after"])
        #expect(controller.isViewLoaded)
    }

    @Test func viewAssignedInInitIsNeverLoadedByLoadView() {
        let (recorder, controller, window) = showTraced(AssignsViewInInit())
        let calls = recorder.callbackNames(of: "AssignsViewInInit#1")
        #expect(!calls.contains("loadView()"))
        #expect(calls.prefix(3) == ["init(nibName:bundle:)", "viewDidLoad()", "viewWillAppear(_:)"])
        #expect(calls.filter { $0 == "viewDidLoad()" }.count == 1)
        #expect(controller.view.frame == window.bounds)
    }

    // MARK: VC-12

    final class ArchivedController: LoadLoggingController {
        required init?(coder: NSCoder) {
            super.init(coder: coder)
            log.append("init(coder:)")
            view = UIView()
            view.frame = CGRect(x: 0, y: 88, width: 100, height: 200)
            view.backgroundColor = .green
        }
        override func awakeFromNib() {
            super.awakeFromNib()
            log.append("awakeFromNib")
        }
    }

    @Test func viewAssignedInInitCoderLoadsBeforeAwakeFromNib() throws {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let controller = try #require(ArchivedController(coder: NSCoder()))
        controller.deliverAwakeFromNib()
        let window = showInWindow(controller)

        #expect(controller.log == ["init(coder:)", "viewDidLoad", "awakeFromNib"])
        #expect(recorder.callbackNames(of: "ArchivedController#1").prefix(4) == [
            "init(coder:)", "viewDidLoad()", "awakeFromNib()", "viewWillAppear(_:)",
        ])
        #expect(controller.view.backgroundColor == .green)
        #expect(runtime.diagnostics.all.isEmpty)
        _ = window
    }
}
