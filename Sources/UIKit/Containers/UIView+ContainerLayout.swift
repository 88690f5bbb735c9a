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
///
/// Each kind of container says what it places by overriding an internal hook, rather than
/// this file switching over the types:
/// - a view controller whose view holds its children's views overrides
///   ``UIViewController/layOutChildViews(in:)`` (navigation and tab bar controllers: the top,
///   or both views of a push in flight, or the selected tab, fill the bounds);
/// - a view class that places its own framework subviews overrides
///   ``UIView/layOutOwnFrameworkSubviews()`` (a window's presentation containers fill it; a
///   presentation container gives the presented view its presentation's frame).
/// A view holding a `.currentContext` / `.overCurrentContext` presentation is handled here for
/// every view, since any view can be a context: the presented view covers its context's view
/// (the container's bounds once that view left).
extension UIView {
    func layOutFrameworkManagedSubviews(_ runtime: HeadlessRuntime) {
        if let controller = owningViewController, controller.storedView === self {
            controller.layOutChildViews(in: self)
        }
        layOutOwnFrameworkSubviews()
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

    /// Gives each child view controller's view that sits in `view` (this controller's own
    /// view) the frame of its container: the bounds. Found from the view's few subviews rather
    /// than from every child (a navigation stack thousands deep).
    func fillWithChildViews(of controller: UIViewController) {
        for view in storedSubviews {
            guard let child = view.owningViewController, child.storedView === view,
                  child.storedParent === controller else { continue }
            view.frame = bounds
        }
    }
}
