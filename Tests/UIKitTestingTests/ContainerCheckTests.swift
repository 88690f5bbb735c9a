import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import UIKitSnapshotTesting

/// The checks on navigation and modal containers: a popped or dismissed controller must be
/// released at the step that removed it, and presentations are verified from the trace.
@MainActor
@Suite(.freshRuntime) struct ContainerCheckTests {
    final class ListViewController: UIViewController {
        var selectionHandlers: [() -> Void] = []

        func showDetail(capturingStrongly: Bool) {
            let detail = DetailViewController()
            if capturingStrongly {
                // The classic leak: the list keeps a handler that captures the detail.
                selectionHandlers.append { detail.title = "selected" }
            }
            navigationController?.pushViewController(detail, animated: true)
        }
    }

    final class DetailViewController: UIViewController {
        var onClose: (() -> Void)?

        func captureSelf() { onClose = { self.dismiss(animated: true) } }
    }

    final class ConfirmationViewController: UIViewController {}

    /// The list in a navigation controller on a new harness, its detail pushed in a step named
    /// "push" (the list's handler capturing the detail strongly when `capturingStrongly`).
    private func listWithDetail(capturingStrongly: Bool) -> (LifecycleHarness, UINavigationController) {
        let harness = LifecycleHarness()
        let navigation = UINavigationController(rootViewController: ListViewController())
        harness.show(navigation)
        harness.perform("push") {
            (navigation.topViewController as? ListViewController)?.showDetail(capturingStrongly: capturingStrongly)
        }
        return (harness, navigation)
    }

    @Test func poppedControllerKeptByAClosureFailsThePopStep() {
        let (harness, navigation) = listWithDetail(capturingStrongly: false)
        harness.perform("capture") { (navigation.topViewController as? DetailViewController)?.captureSelf() }
        let failures = FailureReporter.collecting {
            harness.perform("back") { navigation.popViewController(animated: true) }
        }
        #expect(failures.count == 2)
        let message = failures.first?.message ?? ""
        #expect(message.hasPrefix("View controller DetailViewController#1 is still alive after it left (popped during back)"))
        #expect(message.contains("suspect: a closure stored in DetailViewController#1.onClose may capture it"))
        #expect(failures.last?.message.contains("kept alive by the leaked DetailViewController#1") == true)
    }

    @Test func poppedControllerCapturedByTheListNamesTheListsClosure() {
        let (harness, navigation) = listWithDetail(capturingStrongly: true)
        let failures = FailureReporter.collecting {
            harness.perform("back") { navigation.popViewController(animated: true) }
        }
        let line = failures.first?.message ?? ""
        #expect(line.contains("suspect: a closure stored in ListViewController#1.selectionHandlers[0] may capture it"))
    }

    @Test func correctPushAndPopPassAndGoldenTraceMatches() {
        let (harness, navigation) = listWithDetail(capturingStrongly: false)
        harness.perform("back") { navigation.popViewController(animated: true) }
        #expect(harness.failures.isEmpty, "\(harness.failures)")
        harness.trace.filtered(!.kinds(.callback) || .classes(ListViewController.self, DetailViewController.self))
            .expectGolden("push-pop-list-detail")
    }

    @Test func presentationIsVerifiedWithPresenterStyleAndDismissal() {
        let harness = LifecycleHarness()
        let list = ListViewController()
        harness.allowLeak(list)
        harness.show(UINavigationController(rootViewController: list))
        harness.perform("confirm") {
            let confirmation = ConfirmationViewController()
            confirmation.modalPresentationStyle = .fullScreen
            list.present(confirmation, animated: true, completion: nil)
        }
        let presentation = harness.expectPresented(ConfirmationViewController.self, by: list.navigationController,
                                                   style: .fullScreen, animated: true)
        #expect(presentation?.presenter == "UINavigationController#1")
        #expect(harness.frontPresentedViewController is ConfirmationViewController)
        harness.expectNothingPresented(since: harness.mark())

        harness.perform("close") { list.dismiss(animated: false, completion: nil) }
        let dismissed = harness.expectDismissed(ConfirmationViewController.self)
        #expect(dismissed?.description == "ConfirmationViewController#1 presented by UINavigationController#1 (fullScreen, animated) at 0.000s, dismissed at 0.500s")
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    @Test func wrongPresentationExpectationsFailWithWhatHappened() {
        let harness = LifecycleHarness()
        let root = ListViewController()
        harness.allowLeak(root)
        harness.show(root)
        harness.perform("sheet") { root.present(ConfirmationViewController(), animated: false, completion: nil) }
        let failures = FailureReporter.collecting {
            harness.expectPresented(ConfirmationViewController.self, style: .fullScreen)
            harness.expectDismissed(ConfirmationViewController.self)
            harness.expectNothingPresented()
        }
        #expect(failures.map(\.message) == [
            "Expected a ConfirmationViewController with style .fullScreen in the last step, but presented: ConfirmationViewController#1 presented by ListViewController#1 (pageSheet, not animated) at 0.000s.",
            "Expected a ConfirmationViewController to be dismissed in the last step, but none was (still presented: ConfirmationViewController#1).",
            "Expected nothing to be presented, but ConfirmationViewController#1 presented by ListViewController#1 (pageSheet, not animated) at 0.000s.",
        ])
    }
}
