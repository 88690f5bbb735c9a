import HeadlessCore

/// Takes the controllers that a destroyed controller presented off the screen before they go
/// with it.
///
/// A presenter holds what it presents. When it is destroyed (a child presenting over the
/// current context is removed from its parent and released), the presented controllers are
/// released with it; one caught between `viewWillAppear(_:)` or `viewWillDisappear(_:)` and
/// the matching "did" callback would be released in the middle of its transition, and its
/// view would stay behind in the context's container. So the chain, front-most first, gets
/// `viewWillDisappear(_:)` when it was on screen, its container leaves the hierarchy, and
/// `viewDidDisappear(_:)` closes the transition.
@MainActor
enum PresentationTeardown {
    /// Closes the appearance of `presented` and of everything presented over it.
    static func takeOffScreen(presentedBy presented: UIViewController) {
        var chain: [UIViewController] = [presented]
        while let next = chain.last?.storedPresentedViewController, chain.count < 64, !chain.contains(identicalTo: next) {
            chain.append(next)
        }
        for controller in chain.reversed() {
            let onScreen = controller.appearance == .appeared || controller.appearance == .appearing
            if onScreen { controller.beginAppearance(false, animated: false) }
            let presentation = controller.storedPresentationController
            if let container = presentation?.transitionView ?? controller.storedView, container.storedSuperview != nil {
                container.removeFromSuperviewMechanism(notingDeparture: false)
            }
            if controller.appearance == .disappearing { controller.endAppearance() }
        }
    }
}
