import HeadlessCore
import Foundation

/// Manages one modal presentation: where the presented view goes, whether the presenter's
/// view leaves the screen, and the delegate asked about swipe-down dismissals.
///
/// A view controller creates one for its ``UIViewController/modalPresentationStyle`` the
/// first time its ``UIViewController/presentationController`` is read (so a delegate can be
/// set before presenting) and keeps it between presentations. It holds the presented and
/// presenting controllers weakly.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    @Handled var storedPresented: UIViewController? = nil
    @Handled var storedPresenting: UIViewController? = nil
    var style: UIModalPresentationStyle = .custom
    /// The coordinator of the presentation or dismissal on screen.
    var coordinator: TransitionCoordinator?
    /// The container this presentation added to the window, if any.
    var transitionView: UITransitionView?
    /// The view the presented view was added to when it covers a context.
    weak var contextContainer: UIView? {
        didSet { if contextContainer != nil { runtime.hasCoveredAContext = true } }
    }
    /// Whether this presentation took the presenter's view off the screen.
    var removesPresenter = false
    /// The process of the presentation's controllers (the current one once both are gone).
    var runtime: HeadlessRuntime { (storedPresenting ?? storedPresented)?.runtime ?? HeadlessRuntime.current }
    /// Whether a custom animator placed the presented view (the container then leaves its
    /// frame alone, as the animator set it).
    var animatorPlacesPresentedView = false
    /// Where the presenter's view was, to put it back on dismissal.
    var removedPresenterView: RemovedView?
    /// The completion handler of the presentation on screen.
    var pendingCompletion: (() -> Void)?
    /// The dismissal on screen.
    var dismissal: Dismissal?
    /// The style a popover adapted to in a compact environment, for this presentation.
    var adaptedStyle: UIModalPresentationStyle?
    /// The style the presentation shows in: the adapted one, else its own.
    var shownStyle: UIModalPresentationStyle { adaptedStyle ?? style }

    /// The object asked about swipe-down dismissals.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// Creates a presentation controller for a controller and its presenter.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        storedPresented = presentedViewController
        storedPresenting = presentingViewController
        super.init()
    }

    // MARK: The presentation's stages, for subclasses (a transitioning delegate's
    // presentation controller)

    /// The presentation is about to start: the presented view is not on screen yet.
    open func presentationTransitionWillBegin() {}
    /// The presentation ended (`completed` is false when it was cancelled).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to start.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal ended.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container is about to lay out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// The container laid out its subviews.
    open func containerViewDidLayoutSubviews() {}
    /// The container's size is about to change.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// The presented controller.
    ///
    /// If it was released while the app kept this object, a diagnostic is reported and a
    /// placeholder controller is returned.
    open var presentedViewController: UIViewController {
        if let storedPresented { return storedPresented }
        runtime.report(.error, .presentationControllerReleased,
                                       "A UIPresentationController outlived its presented view controller. Read presentationController only while its controller is alive; a placeholder controller was returned.")
        let placeholder = UIViewController()
        storedPresented = nil
        return placeholder
    }

    /// The presenting controller; before the first presentation, the presented controller.
    open var presentingViewController: UIViewController {
        storedPresenting ?? presentedViewController
    }

    /// The style of this presentation.
    open var presentationStyle: UIModalPresentationStyle { style }

    /// Whether the presenter's view leaves the screen when the presentation completes
    /// (`.fullScreen` and `.currentContext`).
    open var shouldRemovePresentersView: Bool { shownStyle.removesPresenterView }

    /// The style to use in a horizontally compact environment: the delegate's answer, or
    /// `.none` when there is no delegate or it gives none.
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        adaptivePresentationStyle(for: runtime.screen.traitCollection)
    }

    /// The style to use in an environment with `traitCollection`: the delegate's answer (its
    /// trait-collection variant first), or `.none`.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        guard let delegate else { return .none }
        var answer = delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
        if answer == .automatic { answer = delegate.adaptivePresentationStyle(for: self) }
        return answer == .automatic ? .none : answer
    }

    /// The view the presented view is in during the presentation.
    open var containerView: UIView? { transitionView ?? contextContainer }

    /// The presented view, if loaded.
    open var presentedView: UIView? { storedPresented?.viewIfLoaded }

    /// The presented view's frame in the container: the whole container, or a sheet's card
    /// (on iPhone, the width of the screen from 30 points below the top; an approximation).
    open var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? runtime.screen.bounds
        if shownStyle == .popover, let popover = self as? UIPopoverPresentationController {
            return popover.popoverFrame(in: bounds)
        }
        guard shownStyle.isSheet else { return bounds }
        let top: CGFloat = 30
        return CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: max(0, bounds.height - top))
    }
}

extension UIPresentationController {
    /// The size the presented view takes in a container of `size`: the whole container, or a
    /// sheet's card (see ``frameOfPresentedViewInContainerView``).
    func presentedViewSize(inContainerOfSize size: CGSize) -> CGSize {
        if shownStyle == .popover, let popover = self as? UIPopoverPresentationController {
            return popover.popoverFrame(in: CGRect(origin: .zero, size: size)).size
        }
        guard shownStyle.isSheet else { return size }
        if let sheet = self as? UISheetPresentationController {
            return sheet.sheetFrame(in: CGRect(origin: .zero, size: size)).size
        }
        return CGSize(width: size.width, height: max(0, size.height - 30))
    }

    /// Where a removed view was: its superview and its index there.
    struct RemovedView {
        weak var superview: UIView?
        let index: Int
    }

    /// A dismissal on screen: the controllers leaving, whether the presenter comes back,
    /// and what to run at the end.
    struct Dismissal {
        let chain: [UIViewController]
        let presenter: UIViewController
        let restoresPresenter: Bool
        let completion: (() -> Void)?
        let onEnd: (@MainActor () -> Void)?
        let cause: TraceCause
    }
}
