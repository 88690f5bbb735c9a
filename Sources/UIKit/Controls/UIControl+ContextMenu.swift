import HeadlessCore
import Foundation

/// A control's own context menu (iOS 14): while ``UIControl/isContextMenuInteractionEnabled``
/// the control owns a ``UIContextMenuInteraction`` whose delegate is the control itself, so a
/// subclass supplies the menu by overriding `contextMenuInteraction(_:configurationForMenuAtLocation:)`
/// and hears it open and close through the `willDisplayMenuFor` / `willEndFor` overrides.
/// A tap opens it when ``UIControl/showsMenuAsPrimaryAction``, else a touch and hold
/// (`context-menu <text>`); its actions name the control as their `sender`.
extension UIControl {
    /// Creates or drops the interaction when ``isContextMenuInteractionEnabled`` changes. The
    /// interaction is the control's own, not one of its `interactions`.
    func updateContextMenuInteraction() {
        if isContextMenuInteractionEnabled {
            let interaction = UIContextMenuInteraction(delegate: self)
            interaction.didMove(to: self)
            storedContextMenuInteraction = interaction
        } else {
            if runtime.menuSession.open?.interaction === storedContextMenuInteraction {
                runtime.menuSession.close(reason: "isContextMenuInteractionEnabled = false")
            }
            storedContextMenuInteraction = nil
        }
    }

    /// Shows the control's menu: the configuration from the (overridable) delegate method,
    /// its menu, the highlight preview, then `.menuActionTriggered` and `willDisplayMenuFor`.
    /// Returns false (nothing shown) when the interaction is disabled, the configuration or
    /// its menu is nil, or the control is not in a window.
    func openMenu() -> Bool {
        guard let interaction = contextMenuInteraction else { return false }
        interaction.touchLocation = CGPoint(x: bounds.midX, y: bounds.midY)
        guard let configuration = contextMenuInteraction(interaction, configurationForMenuAtLocation: interaction.touchLocation),
              let menu = configuration.actionProvider?([]) else { return false }
        let animator = ContextMenuAnimator(preview: nil)
        guard runtime.menuSession.show(menu, from: .control(self, configuration), in: storedWindow) else { return false }
        sendActionsMechanism(for: .menuActionTriggered)
        contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: animator)
        animator.finish()
        return true
    }
}
