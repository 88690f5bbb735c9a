import HeadlessCore
import Foundation

/// Presentations over a context (`.currentContext`, `.overCurrentContext`) follow the
/// appearance of the controller whose view holds them, as children do.
///
/// The presented view sits in the context's superview, inside some container's view (the
/// host: the nearest controller whose root view is, or contains, that superview). When the
/// host disappears (a tab switch takes it out, a full-screen presentation covers it, the
/// window's root is replaced) the presented controller disappears with it, and it appears
/// again with the host. The host forwards to it as to a child whose view is inside its own.
/// A `.currentContext` presenter whose view the presentation took out stays out when its
/// container shows it again: the presented controller covers it.
extension UIViewController {
    /// The controller whose view holds this context presentation's view, or nil when this
    /// controller is not presented over a context (or is being dismissed out of it).
    var contextHost: UIViewController? {
        guard storedPresentingViewController != nil,
              let container = storedPresentationController?.contextContainer,
              let view = storedView, view.storedSuperview === container else { return nil }
        var current: UIView? = container
        while let candidate = current {
            if let owner = candidate.owningViewController, owner.storedView === candidate { return owner }
            current = candidate.storedSuperview
        }
        return nil
    }

    /// The context presentations whose views this controller's view holds, outermost first.
    var hostedContextPresentations: [UIViewController] {
        guard runtime.hasCoveredAContext, let root = storedView else { return [] }
        var hosted: [UIViewController] = []
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            for subview in view.storedSubviews.reversed() {
                if let owner = subview.owningViewController, owner.storedView === subview {
                    if owner.storedPresentingViewController != nil, owner.contextHost === self {
                        hosted.append(owner)
                    }
                    // Another controller's view: its own context presentations are its business.
                    if owner !== self { continue }
                }
                stack.append(subview)
            }
        }
        return hosted
    }

    /// Whether a context presentation took this controller's view off the screen.
    var isCoveredByContextPresentation: Bool {
        guard let presented = storedPresentedViewController,
              let presentation = presented.storedPresentationController else { return false }
        return presentation.contextContainer != nil && presentation.removedPresenterView != nil
    }

    /// A context presentation's view enters or leaves the window without its host's
    /// appearance bringing it along (the host's appearance began before the presentation):
    /// it appears or disappears as a child's view does when moved on its own.
    func followContextHost(_ host: UIViewController, toWindow newWindow: UIWindow?) {
        if newWindow != nil {
            guard appearance == .disappeared || appearance == .disappearing,
                  host.appearance == .appearing || host.appearance == .appeared else { return }
            beginAppearance(true, animated: false)
            if host.appearance == .appearing {
                host.forwardedChildren.append(self)
            } else {
                runtime.runLoop.performAfterCommit { [handle = self.handle] in
                    guard let self = handle.object, self.appearance == .appearing else { return }
                    self.endAppearance()
                }
            }
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            beginAppearance(false, animated: false)
            endsAppearanceWhenWindowSettles = true
        }
    }
}
