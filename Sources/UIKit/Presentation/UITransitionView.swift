import HeadlessCore
import Foundation

/// The framework's container for a presented view, added to the window above the views
/// already there, as UIKit's `UITransitionView`.
@MainActor
final class UITransitionView: UIView {
    /// The presentation whose presented view this view holds.
    weak var presentation: UIPresentationController?

    /// A container that a window holds and that does not fill it (moved, or arrived with
    /// another frame) is filled again at the window's next layout
    /// (UIWindow.layOutOwnFrameworkSubviews); one that arrives filling it costs nothing more.
    override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            noteFrameInWindow()
        }
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        noteFrameInWindow()
    }

    private func noteFrameInWindow() {
        guard let window = storedSuperview as? UIWindow, frame != window.bounds else { return }
        window.containerFillBounds = nil
    }

    /// The presented view takes its presentation's
    /// ``UIPresentationController/frameOfPresentedViewInContainerView`` (UIView+ContainerLayout.swift).
    override func layOutOwnFrameworkSubviews() {
        presentation?.containerViewWillLayoutSubviews()
        if let presentation, !presentation.animatorPlacesPresentedView,
           let view = presentation.storedPresented?.storedView, view.storedSuperview === self {
            view.frame = presentation.frameOfPresentedViewInContainerView
        }
        presentation?.containerViewDidLayoutSubviews()
    }

    /// Around a popover, the container takes the touches that miss the popover, except over
    /// its passthrough views, which get them (References §35).
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard hit === self, let popover = presentation as? UIPopoverPresentationController, popover.shownStyle == .popover,
              let passthrough = popover.passthroughViews else { return hit }
        let inWindow = convert(point, to: nil)
        return passthrough.contains { view in
            view.storedWindow === storedWindow && view.point(inside: view.convert(inWindow, from: nil), with: event)
        } ? nil : hit
    }

    /// A tap that lands beside a popover dismisses it, as on iOS.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let presentation, presentation.shownStyle == .popover, let presented = presentation.storedPresented else {
            return super.touchesEnded(touches, with: event)
        }
        presented.dismissPopoverForTapOutside()
    }
}
