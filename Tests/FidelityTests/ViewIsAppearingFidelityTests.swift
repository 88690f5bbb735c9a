import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import UIKitSnapshotTesting

/// Item 2 of issue 19 (References §15.2): `viewIsAppearing(_:)` comes after the superview
/// has laid the controller's view out, so it sees the frame its parent gave it.
@MainActor
@Suite(.freshRuntime) struct ViewIsAppearingFidelityTests {
    final class FrameReportingChild: UIViewController {
        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            FidelityLog.note("child.viewIsAppearing: frame = \(view.frame.traceDescription)")
        }
        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            FidelityLog.note("child.viewWillLayoutSubviews: frame = \(view.frame.traceDescription)")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            FidelityLog.note("child.viewDidAppear")
        }
    }

    /// A container that places its child in `viewWillLayoutSubviews()`.
    final class PlacingParent: UIViewController {
        let child = FrameReportingChild()
        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            FidelityLog.note("parent.viewIsAppearing")
        }
        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            FidelityLog.note("parent.viewWillLayoutSubviews: places the child")
            child.view.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: 200)
        }
    }

    @Test func launchChildSeesTheFrameItsParentSet() {
        let harness = LifecycleHarness()
        FidelityLog.reset()
        let parent = PlacingParent()
        harness.show(parent)
        expectGolden(FidelityLog.text, named: "view-is-appearing-launch.txt")
        #expect(FidelityLog.lines.contains("child.viewIsAppearing: frame = (0, 100, 375, 200)"))
    }

    @Test func pushedChildSeesTheFrameItsParentSet() {
        let harness = LifecycleHarness()
        let navigation = UINavigationController(rootViewController: UIViewController())
        harness.show(navigation)
        FidelityLog.reset()
        harness.perform("push") { navigation.pushViewController(PlacingParent(), animated: true) }
        expectGolden(FidelityLog.text, named: "view-is-appearing-push.txt")
        let appearing = FidelityLog.lines.firstIndex { $0.hasPrefix("child.viewIsAppearing") }
        let placed = FidelityLog.lines.firstIndex { $0.hasPrefix("parent.viewWillLayoutSubviews") }
        #expect(appearing != nil && placed != nil && placed! < appearing!)
    }

    @Test func traceShowsViewIsAppearingBetweenTheParentsLayoutAndTheChilds() {
        let harness = LifecycleHarness()
        harness.show(PlacingParent())
        harness.trace.filtered(.classes(PlacingParent.self, FrameReportingChild.self))
            .expectGolden("view-is-appearing-trace")
    }
}
