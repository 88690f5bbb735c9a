import HeadlessCore
import Foundation

/// A behaviour added to a view, such as ``UIContextMenuInteraction``.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to.
    var view: UIView? { get }
    /// Called before the interaction is added to a view (with it) or removed (with nil).
    func willMove(to view: UIView?)
    /// Called after the interaction was added to a view (with it) or removed (with nil).
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions attached to the view, in the order they were added.
    public var interactions: [any UIInteraction] {
        get { storedInteractions }
        set {
            for interaction in storedInteractions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Attaches an interaction, moving it from any view it was attached to.
    public func addInteraction(_ interaction: any UIInteraction) {
        if let other = interaction.view, other !== self { other.removeInteraction(interaction) }
        guard !storedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: self)
        storedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Detaches an interaction.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = storedInteractions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storedInteractions.remove(at: index)
        interaction.didMove(to: nil)
    }
}
