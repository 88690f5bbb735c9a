import Testing
@_spi(Headless) @testable import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import UIKitSnapshotTesting

/// Item 1 of issue 19 (References §15.3): a rotation reaches a presented controller through
/// its presentation controller, after its presenter and the presenter's children.
@MainActor
@Suite(.freshRuntime) struct RotationForwardingFidelityTests {
    final class Presenter: UIViewController {}
    final class Modal: UIViewController {
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            FidelityLog.note("Modal.viewWillTransition(to: \(size.traceDescription))")
        }
    }
    final class ModalChild: UIViewController {}

    static let landscape = UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact,
                                             userInterfaceStyle: .light, displayScale: 2, userInterfaceIdiom: .phone)

    func presentAndRotate(style: UIModalPresentationStyle) -> LifecycleHarness {
        let harness = LifecycleHarness()
        let presenter = Presenter()
        let window = harness.show(presenter)
        let modal = Modal()
        let child = ModalChild()
        modal.addChild(child)
        modal.view.addSubview(child.view)
        child.didMove(toParent: modal)
        modal.modalPresentationStyle = style
        harness.perform("present") { presenter.present(modal, animated: false) }
        harness.perform("rotate") {
            window.transition(toSize: CGSize(width: 667, height: 375), traits: Self.landscape, duration: 0.3)
        }
        return harness
    }

    @Test func fullScreenModalGetsTheSizeAndTraitTransitions() {
        let harness = presentAndRotate(style: .fullScreen)
        let rotation = harness.trace(since: 0).filtered(.classes(Presenter.self, Modal.self, ModalChild.self))
        rotation.expectGolden("rotation-full-screen-modal")
        let lines = rotation.lines(.swift)
        #expect(lines.contains { $0.hasPrefix("Modal.viewWillTransition") })
        #expect(lines.contains { $0.hasPrefix("ModalChild.viewWillTransition") })
        #expect(lines.contains { $0.hasPrefix("Modal.willTransition(to:") })
    }

    @Test func sheetGetsItsCardSize() {
        FidelityLog.reset()
        _ = presentAndRotate(style: .pageSheet)
        #expect(FidelityLog.lines == ["Modal.viewWillTransition(to: (667, 345))"])
    }
}
