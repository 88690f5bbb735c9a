import HeadlessCore

/// The front of a chain of presentations, kept rather than walked (References §53.1).
///
/// A controller presented full screen over another, n times, makes a chain n long; finding
/// its front by following `presentedViewController` from the bottom costs n steps, and a
/// scenario that presents from the front at every step made that n² over the run. The bottom
/// of each chain (the controller that presents without being presented) keeps a hint: the
/// last front found or made. A hint is used only while it is provably on the chain — it was
/// presented in this chain (``presentationChainBase``) and is presented still — and the walk
/// continues from it, so the answer is always the walk's own; a dismissal moves the hint down
/// to the controller that comes back to the front.
extension UIViewController {
    /// Steps taken by presentation walks (the front search and the ancestor check of
    /// `present`); `LinearWorkTests` checks that they stay a constant per presentation.
    @MainActor package static var presentationWalkSteps = 0

    /// The last controller presented over this one, over that one, and so on: what following
    /// ``presentedViewController`` from here reaches; the receiver when it presents nothing.
    package var presentationFront: UIViewController {
        var current: UIViewController = self
        if let hint = presentationFrontHint, hint !== self, hint.presentationChainBase === self,
           hint.storedPresentingViewController != nil, storedPresentedViewController != nil {
            current = hint
        }
        while let next = current.presentedViewController {
            current = next
            UIViewController.presentationWalkSteps += 1
        }
        if current !== self { presentationFrontHint = current }
        return current
    }

    /// The controller at the bottom of the chain this controller's presentation belongs to:
    /// the first presenter that is not itself presented.
    var presentationChainBottom: UIViewController {
        storedPresentingViewController == nil ? self : (presentationChainBase ?? self)
    }

    /// Records that `controller` is now presented by this controller: it joins this
    /// controller's chain and becomes its front.
    func notePresentationFront(_ controller: UIViewController) {
        let base = presentationChainBottom
        controller.presentationChainBase = base
        base.presentationFrontHint = controller
    }

    /// Records that the presentations above this controller were dismissed: it is its
    /// chain's front again.
    func notePresentationFrontAfterDismissal() {
        presentationChainBottom.presentationFrontHint = self
    }
}
