import HeadlessCore
import Foundation

/// The containers a view controller is in, and the bookkeeping that navigation and tab bar
/// controllers share when they adopt and release children.
extension UIViewController {

    // MARK: Adoption and release

    /// Makes `child` a child of this container: `willMove(toParent:)` now; the container
    /// delivers `didMove(toParent:)` with ``finishAdoption(of:)``.
    func adopt(_ child: UIViewController) {
        if let other = child.storedParent, other !== self {
            other.forgetChild(child)
        }
        child.movingToParent = true
        addChildMechanism(child)
    }

    /// Delivers `didMove(toParent:)` to an adopted child.
    func finishAdoption(of child: UIViewController) {
        guard child.storedParent === self else { return }
        deliverContainment(child, .didMoveToParent, self) { child.didMove(toParent: self) }
        child.movingToParent = false
    }

    /// Starts releasing a child: `willMove(toParent: nil)`.
    func beginRelease(of child: UIViewController) {
        child.movingFromParent = true
        deliverContainment(child, .willMoveToParent, nil) { child.willMove(toParent: nil) }
    }

    /// Finishes releasing a child: unlinks it, delivers `didMove(toParent: nil)` and reports
    /// the departure (unless `notingDeparture` is false: a page that leaves a page view
    /// controller is routinely kept by its data source). The container keeps no reference
    /// afterwards.
    func finishRelease(of child: UIViewController, how: DepartureManner, notingDeparture: Bool = true) {
        guard child.storedParent === self else { return }
        storedChildren.removeAll(identicalTo: child)
        forwardedChildren.removeAll(identicalTo: child)
        child.storedParent = nil
        deliverContainment(child, .didMoveToParent, nil) { child.didMove(toParent: nil) }
        child.movingFromParent = false
        if notingDeparture { runtime.noteDeparture(child, how: how) }
    }

    /// Where a container stands, for deciding how to change what it shows.
    enum ContainerVisibility {
        /// Not in a window, or disappeared: content changes without appearance callbacks.
        case hidden
        /// In a window and appearing: content joins the appearance in progress.
        case appearing
        /// On screen: content changes through a transition.
        case onScreen
    }

    var containerVisibility: ContainerVisibility {
        guard let view = storedView, view.storedWindow != nil else { return .hidden }
        switch appearance {
        case .appeared: return .onScreen
        case .appearing: return .appearing
        case .disappearing, .disappeared: return .hidden
        }
    }

    /// Starts the disappearance of a child that a hidden container takes out while the child
    /// is still on screen (a push or pop that the container completed as it began to
    /// disappear left it there): `viewWillDisappear(_:)` before its view leaves.
    func startDisappearanceOfRemovedChild(_ child: UIViewController) {
        guard child.appearance == .appeared || child.appearance == .appearing else { return }
        child.beginAppearance(false, animated: false)
    }

    /// Ends the disappearance of a child whose view a disappearing container took out (the
    /// stack or the tabs changed while the container was between its `viewWillDisappear(_:)`
    /// and `viewDidDisappear(_:)`): the child gets its `viewDidDisappear(_:)` now, since the
    /// container's own will no longer reach a child that is not shown.
    func finishDisappearanceOfRemovedChild(_ child: UIViewController) {
        forwardedChildren.removeAll(identicalTo: child)
        if child.appearance == .disappearing { child.endAppearance() }
    }

    /// Takes a child's view out of a container's view without reporting a departure, since
    /// the child stays alive in the container.
    func takeOutOfContainer(_ child: UIViewController?, notingDeparture: Bool = false) {
        guard let view = child?.storedView, view.storedSuperview != nil else { return }
        view.removeFromSuperviewMechanism(notingDeparture: notingDeparture)
    }
}
