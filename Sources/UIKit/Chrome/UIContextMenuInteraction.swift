import HeadlessCore
import Foundation

/// The interaction that shows a context menu when a person touches and holds its view (the
/// device's `context-menu <text>`): the delegate supplies a configuration, is told the menu
/// will show, will end, and when the preview is tapped.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// How the menu looks.
    public enum Appearance: Int, Sendable, Hashable {
        /// Not showing.
        case unknown = 0
        /// A full menu with a preview.
        case rich = 1
        /// A compact menu.
        case compact = 2
    }

    /// The delegate, held weakly.
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    open private(set) weak var view: UIView?
    /// How the menu shows now: `.rich` while it is open, else `.unknown`.
    open var menuAppearance: Appearance {
        menuSession.open?.interaction === self ? .rich : .unknown
    }
    /// Where the touch that opened the menu was, in the interaction's view.
    var touchLocation: CGPoint = .zero

    /// Creates an interaction with its delegate.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// Called before the interaction moves to a view.
    /// The menu session of the view's process (of the current one while there is no view).
    private var menuSession: MenuSession { (view?.runtime ?? HeadlessRuntime.current).menuSession }

    open func willMove(to view: UIView?) {}

    /// Called after the interaction moved to a view.
    open func didMove(to view: UIView?) { self.view = view }

    /// Where the touch was in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return touchLocation }
        return own.convert(touchLocation, to: view)
    }

    /// Replaces the visible menu with what `block` returns from it.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        menuSession.updateVisibleMenu(of: self, block)
    }

    /// Closes the menu, as a tap outside it does.
    open func dismissMenu() {
        guard menuSession.open?.interaction === self else { return }
        menuSession.close(reason: "dismissMenu()")
    }
}

/// The delegate of a ``UIContextMenuInteraction``.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The configuration for a menu at `location` in the interaction's view; nil shows none.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    /// The menu is about to show.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu is about to close.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    /// The person tapped the preview; add a completion to show the previewed controller.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating)
    /// The preview lifted as the menu opens; nil lifts the interaction's view.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// The preview the menu settles into as it closes; nil uses the interaction's view.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
}

extension UIContextMenuInteractionDelegate {
    /// Does nothing.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Does nothing.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willEndFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Does nothing: the menu closes and nothing is shown.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                       animator: any UIContextMenuInteractionCommitAnimating) {}
    /// nil: the interaction's view is lifted.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// nil: the menu settles into the interaction's view.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
}

/// The animations that show or close a context menu: blocks to run alongside, and after.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview's controller, if the configuration made one.
    var previewViewController: UIViewController? { get }
    /// Runs `animations` alongside the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` once the menu's animation ends.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// How tapping the preview ends.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable, Hashable {
    /// The preview shrinks back and the menu closes.
    case dismiss = 0
    /// The preview grows into the shown controller.
    case pop = 1
}

/// The animation of tapping a context menu's preview.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview leaves; `.pop` by default.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// The animator the menu machinery hands delegates: animations run at once (no real time),
/// completions when the menu's transition ends.
@MainActor
final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private var completions: [() -> Void] = []

    init(preview: UIViewController?) { previewViewController = preview }

    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Runs the completions, once.
    func finish() {
        let pending = completions
        completions = []
        for completion in pending { completion() }
    }
}
