import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// V-6 and VC-15: a root view controller with a subview added in `viewDidLoad` appears.
@MainActor
@Suite(.freshRuntime) struct RootViewControllerAppearanceTests {
    final class NoXibView: UIView {}

    final class RootViewController: UIViewController {
        var observations: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(NoXibView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            observations.append("viewWillAppear superview:\(view.superview != nil) window:\(view.window != nil)")
        }

        override func viewWillLayoutSubviews() {
            observations.append("viewWillLayoutSubviews window:\(view.window != nil)")
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            observations.append("viewDidAppear superview:\(view.superview != nil)")
        }
    }

    @Test func rootViewControllerAppearsWithSubviewInSeedOrder() {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = RootViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        runtime.runLoop.runUntilIdle()

        let lines = recorder.callbacks
            .filter { $0.className == "RootViewController" || $0.className == "NoXibView" }
            .filter { !$0.callback.hasPrefix("init") && $0.callback != "draw(_:)" && $0.callback != "viewIsAppearing(_:)" }
            .filter { !Callback.insetChanges.contains($0.callback) } // the seed predates the safe area
            .map { TraceFormat.seed.render($0) }
        #expect(lines == [
            "-[RootViewController loadView]",
            "-[RootViewController viewDidLoad]",
            "-[NoXibView willMoveToSuperview:]",
            "-[NoXibView didMoveToSuperview]",
            "-[RootViewController viewWillAppear:]",
            "-[NoXibView willMoveToWindow:]",
            "-[NoXibView didMoveToWindow]",
            "-[RootViewController viewWillLayoutSubviews]",
            "-[RootViewController viewDidLayoutSubviews]",
            "-[NoXibView layoutSubviews]",
            "-[RootViewController viewDidAppear:]",
        ])
        #expect(controller.observations == [
            "viewWillAppear superview:false window:false",
            "viewWillLayoutSubviews window:true",
            "viewDidAppear superview:true",
        ])
        #expect(runtime.diagnostics.all.isEmpty)
    }
}
