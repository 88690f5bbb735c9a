import HeadlessCore
import Foundation

/// The frames the framework keeps for the views it places: a container's children, the
/// window's presentation containers, and presented views.
///
/// Part of every layout of a view, after its controller's `viewWillLayoutSubviews()` and
/// before its `layoutSubviews()` (as UIKit's container views do in their own layout), so a
/// container that is resized by a rotation, a sheet or its own container resizes what it
/// shows in the same layout pass. Nothing here special-cases rotation: any size change of
/// the container flags it for layout.
/// - A navigation or tab bar controller's view: every child view in it (the top, or both
///   views of a push in flight; the selected tab) fills its bounds.
/// - A window: its presentation containers (`UITransitionView`s) fill its bounds.
/// - A presentation container: the presented view takes the presentation's
///   ``UIPresentationController/frameOfPresentedViewInContainerView``.
/// - A view holding a `.currentContext` / `.overCurrentContext` presentation: the presented
///   view covers its context's view (the container's bounds once that view left).
extension UIView {
    func layOutFrameworkManagedSubviews() {
        if let controller = owningViewController, controller.storedView === self,
           controller is UINavigationController || controller is UITabBarController {
            // The children's views in this view, found from the view's few subviews rather
            // than from every child (a navigation stack thousands deep).
            for view in storedSubviews {
                guard let child = view.owningViewController, child.storedView === view,
                      child.storedParent === controller else { continue }
                view.frame = bounds
            }
            (controller as? UINavigationController)?.layOutBars(in: self)
            (controller as? UITabBarController)?.layOutTabBar(in: self)
        }
        if self is UIWindow {
            for view in storedSubviews where view is UITransitionView {
                view.frame = bounds
            }
        }
        if let container = self as? UITransitionView, let presentation = container.presentation,
           let view = presentation.storedPresented?.storedView, view.storedSuperview === self {
            view.frame = presentation.frameOfPresentedViewInContainerView
        }
        // Until a presentation has covered a context, no subview can be one.
        guard runtime.hasCoveredAContext else { return }
        for view in storedSubviews {
            guard let presented = view.owningViewController, presented.storedView === view,
                  presented.storedPresentingViewController != nil,
                  let presentation = presented.storedPresentationController,
                  presentation.contextContainer === self else { continue }
            if let contextView = presentation.storedPresenting?.storedView, contextView.storedSuperview === self {
                view.frame = contextView.frame
            } else {
                view.frame = bounds
            }
        }
    }
}
