@_spi(Headless) import UIKit
@testable import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import Testing

/// Popovers (References §35): adapted to a form sheet on iPhone unless the delegate keeps
/// them, sized by `preferredContentSize` where they stay popovers.
@MainActor
@Suite(.freshRuntime) struct PopoverTests {
    /// A presenter with a button the popover points at, and a delegate whose answers are set
    /// per test.
    final class Presenter: UIViewController, UIPopoverPresentationControllerDelegate {
        let button = UIButton(frame: CGRect(x: 40, y: 200, width: 80, height: 30))
        var answer: UIModalPresentationStyle = .automatic
        /// What `viewControllerForAdaptivePresentationStyle` returns, given the presented one.
        var replacement: (UIViewController) -> UIViewController? = { _ in nil }
        var heard: [String] = []
        var sizesHeard: [CGSize] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(button)
        }
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
            heard.append("adaptivePresentationStyle(for:)")
            return answer
        }
        func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                    transitionCoordinator: UIViewControllerTransitionCoordinator?) {
            heard.append("willPresentWithAdaptiveStyle .\(style)")
        }
        func presentationController(_ controller: UIPresentationController,
                                    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
            heard.append("viewControllerForAdaptivePresentationStyle .\(style)")
            return replacement(controller.presentedViewController)
        }
        func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
            heard.append("prepareForPopoverPresentation")
        }
        override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
            sizesHeard.append((container as? UIViewController)?.preferredContentSize ?? .zero)
        }
    }

    final class Picker: UIViewController {}

    /// Shows `presenter` and presents a popover pointing at its button.
    func presentPopover(from presenter: Presenter, harness: LifecycleHarness, delegate: Bool = true) -> Picker {
        harness.show(presenter)
        let picker = Picker()
        picker.modalPresentationStyle = .popover
        picker.preferredContentSize = CGSize(width: 200, height: 150)
        let popover = picker.popoverPresentationController
        popover?.sourceView = presenter.button
        popover?.sourceRect = presenter.button.bounds
        if delegate { popover?.delegate = presenter }
        harness.perform("present popover") { presenter.present(picker, animated: false) }
        return picker
    }

    @Test func onIPhoneAPopoverBecomesAFormSheetAndThePresenterStays() {
        let harness = LifecycleHarness()
        let presenter = Presenter()
        let picker = presentPopover(from: presenter, harness: harness)
        #expect(presenter.heard == ["adaptivePresentationStyle(for:)", "viewControllerForAdaptivePresentationStyle .formSheet",
                                   "willPresentWithAdaptiveStyle .formSheet"])
        #expect(picker.presentationController?.presentationStyle == .popover)
        #expect(picker.presentationController?.adaptivePresentationStyle == UIModalPresentationStyle.none, "the delegate gave no valid answer")
        #expect(presenter.viewIfLoaded?.window != nil)
        #expect(!harness.trace.callbacks(of: presenter.traceName).contains("viewWillDisappear(_:)"))
        // A form sheet on iPhone is the sheet card, and a swipe down dismisses it.
        #expect(picker.view.frame == CGRect(x: 0, y: 30, width: 375, height: 637))
        #expect(harness.window?.performSwipeDown() == nil)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(presenter.presentedViewController == nil)
    }

    @Test func aDelegateReturningNoneKeepsThePopoverAtItsPreferredSize() {
        let harness = LifecycleHarness()
        let presenter = Presenter()
        presenter.answer = .none
        let picker = presentPopover(from: presenter, harness: harness)
        #expect(presenter.heard == ["adaptivePresentationStyle(for:)", "prepareForPopoverPresentation"])
        // 200 × 150, below the button (which ends at y 230), centred on it (x 80 - 100 → 10).
        #expect(picker.view.frame == CGRect(x: 10, y: 230, width: 200, height: 150))
        #expect(picker.popoverPresentationController?.arrowDirection == .up)
        // A popover is not a sheet: a swipe down is refused and it stays.
        #expect(harness.window?.performSwipeDown()?.contains("only sheets") == true)
        #expect(presenter.presentedViewController === picker)
        // A new preferred size resizes it at once.
        picker.preferredContentSize = CGSize(width: 300, height: 100)
        #expect(picker.view.frame.size == CGSize(width: 300, height: 100))
        #expect(picker.view.frame.maxX <= 365, "kept inside the screen's 10-point margin")
    }

    /// A tap beside the popover dismisses it with the delegate's questions, as a swipe on a
    /// sheet does; a tap on a passthrough view reaches that view and the popover stays.
    @Test func aTapBesideThePopoverDismissesItButPassthroughViewsGetTheirTaps() {
        let harness = LifecycleHarness()
        let presenter = Presenter()
        presenter.answer = .none
        let picker = presentPopover(from: presenter, harness: harness)
        var tapped = 0
        presenter.button.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
        picker.popoverPresentationController?.passthroughViews = [presenter.button]
        let window = harness.window
        #expect(window?.performTapAt(CGPoint(x: 60, y: 210), taps: 1) == nil)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(tapped == 1, "the passthrough button got the tap")
        #expect(presenter.presentedViewController === picker)
        let before = harness.mark()
        #expect(window?.performTapAt(CGPoint(x: 300, y: 600), taps: 1) == nil)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(presenter.presentedViewController == nil)
        let calls = harness.trace(since: before).callbacks(of: presenter.traceName)
        #expect(calls.contains("presentationControllerShouldDismiss(_:)"))
        #expect(calls.contains("presentationControllerDidDismiss(_:)"))
        #expect(harness.trace(since: before).callbacks(of: picker.traceName).contains("viewDidDisappear(_:)"))
    }

    @Test func aDelegateReturningFullScreenTakesThePresenterOffTheScreen() {
        let harness = LifecycleHarness()
        let presenter = Presenter()
        presenter.answer = .fullScreen
        let picker = presentPopover(from: presenter, harness: harness)
        #expect(presenter.heard == ["adaptivePresentationStyle(for:)", "viewControllerForAdaptivePresentationStyle .fullScreen",
                                   "willPresentWithAdaptiveStyle .fullScreen"])
        #expect(harness.trace.callbacks(of: presenter.traceName).contains("viewDidDisappear(_:)"))
        #expect(picker.view.frame == harness.window?.bounds)
    }

    @Test func beforeIOS13ThePopoverBecomesFullScreen() {
        let harness = LifecycleHarness(profile: LifecycleProfile(iOS: 12))
        let presenter = Presenter()
        let picker = presentPopover(from: presenter, harness: harness, delegate: false)
        #expect(harness.trace.callbacks(of: presenter.traceName).contains("viewDidDisappear(_:)"))
        #expect(picker.view.frame == harness.window?.bounds)
    }

    @Test func onIPadThePopoverShowsAtItsPreferredSizeWithoutAsking() {
        let harness = LifecycleHarness(device: "ipad")
        let presenter = Presenter()
        let picker = presentPopover(from: presenter, harness: harness)
        #expect(presenter.heard == ["prepareForPopoverPresentation"])
        #expect(picker.view.frame.size == CGSize(width: 200, height: 150))
        #expect(picker.view.frame.minY == 230)
    }

    /// A popover that is refused (its presenter already presents) asks the delegate nothing.
    @Test func aRefusedPopoverAsksNoAdaptiveQuestion() {
        let harness = LifecycleHarness()
        let presenter = Presenter()
        harness.show(presenter)
        harness.perform("present a sheet") { presenter.present(Picker(), animated: false) }
        harness.allowDiagnostics("presentation.alreadyPresenting")
        let picker = Picker()
        picker.modalPresentationStyle = .popover
        picker.popoverPresentationController?.sourceView = presenter.button
        picker.popoverPresentationController?.delegate = presenter
        harness.perform("present popover") { presenter.present(picker, animated: false) }
        #expect(presenter.presentedViewController !== picker)
        #expect(presenter.heard.isEmpty)
    }

    @Test func aChildsPreferredSizeIsToldToItsParent() {
        let parent = Presenter()
        let child = Picker()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 120, height: 80)
        child.preferredContentSize = CGSize(width: 120, height: 80)
        #expect(parent.sizesHeard == [CGSize(width: 120, height: 80)], "told once, for a real change")
        child.didMove(toParent: parent)
    }

    /// An adapted popover shows the controller the delegate returns for the adapted style: here
    /// a navigation controller around the picker, presented as the form sheet, dismissed from
    /// inside (References §35).
    @Test func anAdaptedPopoverShowsTheDelegatesReplacement() {
        let harness = LifecycleHarness()
        let presenter = Presenter()
        weak var wrapper: UINavigationController?
        presenter.replacement = { presented in
            let navigation = UINavigationController(rootViewController: presented)
            wrapper = navigation
            return navigation
        }
        let picker = presentPopover(from: presenter, harness: harness)
        #expect(presenter.heard == ["adaptivePresentationStyle(for:)", "viewControllerForAdaptivePresentationStyle .formSheet",
                                   "willPresentWithAdaptiveStyle .formSheet"])
        #expect(wrapper != nil)
        #expect(presenter.presentedViewController === wrapper)
        #expect(picker.navigationController === wrapper)
        #expect(picker.presentationController?.presentedViewController === wrapper)
        #expect(wrapper?.view.frame == CGRect(x: 0, y: 30, width: 375, height: 637), "shown as the adapted form sheet")
        #expect(harness.trace.callbacks(of: picker.traceName).contains("viewDidAppear(_:)"))
        picker.dismiss(animated: false)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(presenter.presentedViewController == nil)
        #expect(wrapper?.viewIfLoaded?.window == nil)
    }

    /// A replacement that is already on screen is refused with a diagnostic, and the presented
    /// controller itself is shown as adapted.
    @Test func aReplacementOnScreenIsRefusedAndThePopoverShowsItself() {
        let harness = LifecycleHarness()
        let presenter = Presenter()
        presenter.replacement = { [unowned presenter] _ in presenter }
        harness.allowDiagnostics("presentation.adaptiveReplacementRefused")
        let picker = presentPopover(from: presenter, harness: harness)
        #expect(presenter.presentedViewController === picker)
        #expect(HeadlessRuntime.current.diagnostics.all.contains { $0.code == .presentationAdaptiveReplacementRefused && $0.message.contains("already in a window") })
        #expect(picker.view.frame == CGRect(x: 0, y: 30, width: 375, height: 637))
    }
}
