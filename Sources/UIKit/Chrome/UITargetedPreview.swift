import HeadlessCore
import Foundation

/// A view shown as a context menu's preview, how it is drawn, and where it goes: what a
/// ``UIContextMenuInteractionDelegate`` (or a ``UIControl``) returns for the preview that
/// lifts when the menu opens and the one that settles when it closes.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    /// Where the preview sits.
    open private(set) var target: UIPreviewTarget
    /// The view shown.
    open private(set) var view: UIView
    /// How it is drawn.
    open private(set) var parameters: UIPreviewParameters
    /// The preview's size: the bounds of the parameters' visible path, else the view's.
    open var size: CGSize {
        parameters.visiblePath?.bounds.size ?? view.bounds.size
    }

    /// Creates a preview of `view` at `target`; the view need not be in a window.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }

    /// Creates a preview of a view where it is: its superview is the target's container.
    /// The view must be in a window; one that is not is reported and the preview targets the
    /// view itself.
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        let container: UIView
        if let superview = view.storedSuperview, view.storedWindow != nil {
            container = superview
        } else {
            HeadlessRuntime.current.report(.error, .previewViewNotInWindow,
                                           "UITargetedPreview(view:parameters:) was given \(view.traceName), which is not in a window; a preview without a target needs its view in a window. Pass a UIPreviewTarget, or add the view to the window first.",
                                           about: view)
            container = view
        }
        let center = CGPoint(x: view.frame.midX, y: view.frame.midY)
        self.init(view: view, parameters: parameters, target: UIPreviewTarget(container: container, center: center))
    }

    /// Creates a preview of a view where it is, with default parameters.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// The same preview moved to another target.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }

}
