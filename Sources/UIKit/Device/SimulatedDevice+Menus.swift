import HeadlessCore
import Foundation

/// The device's actions on menus: `menu <text>` opens a button's or bar button item's menu,
/// `context-menu <text>` touches and holds a view for its context menu, `preview` taps a
/// context menu's preview, `dismiss-menu` taps outside the menu. While a menu shows, `tap
/// <title>` picks one of its items (`MenuSession.swift`).
extension DeviceAction {
    /// The menu rows of the action table.
    static let menuDefinitions: [Definition] = [
        Definition("menu", syntax: "<text>", summary: "open the menu of the button or bar button item showing the text",
                   arguments: Definition.oneOrMoreWords, unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in
                       device.keyWindowGesture { $0.performOpenMenu(arguments.joined(separator: " ")) }
                   }),
        Definition("context-menu", syntax: "<text>",
                   summary: "touch and hold the view showing the text: its context menu interaction's menu opens",
                   arguments: Definition.oneOrMoreWords, unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in
                       device.keyWindowGesture { $0.performContextMenu(arguments.joined(separator: " ")) }
                   }),
        Definition("preview", summary: "tap the preview above the open context menu",
                   unavailable: { $0.gestureUnavailable },
                   attempt: { device, _ in
                       device.keyWindowGesture { window in
                           window.runtime.withCause("preview") { window.runtime.menuSession.commitPreview().map { "preview: \($0)" } }
                       }
                   }),
        Definition("dismiss-menu", summary: "tap outside the open menu: it closes",
                   unavailable: { $0.gestureUnavailable },
                   attempt: { device, _ in
                       device.keyWindowGesture { window in
                           guard window.runtime.menuSession.open != nil else { return "dismiss-menu: no menu is open." }
                           window.runtime.menuSession.close(reason: "tap outside")
                           return nil
                       }
                   }),
    ]
}

extension UIWindow {
    /// The menu's items when a menu is open in this window, else nil.
    func menuElements() -> [ScreenElement]? {
        guard let open = runtime.menuSession.open, open.window === self else { return nil }
        return runtime.menuSession.visibleElements().map { element in
            let disabled = (element as? UIAction)?.attributes.contains(.disabled) == true
            return ScreenElement(kind: .menuElement(element), identifier: (element as? UIAction)?.identifier.rawValue,
                                 label: nil, text: element.title, hiddenReason: nil,
                                 disabledReason: disabled ? "is disabled (attributes contain .disabled)" : nil)
        }
    }

    /// `menu <text>`: the button or bar button item showing `text` opens its menu.
    func performOpenMenu(_ text: String) -> String? {
        let name = "menu \(text)"
        return runtime.withCause(TraceCause(stringLiteral: name)) {
            if runtime.menuSession.open != nil { return "\(name): a menu is already open; pick an item (tap <title>) or dismiss-menu first." }
            switch findElement(text, action: name) {
            case .refused(let message): return message
            case .found(let element):
                if let hidden = element.hiddenReason { return "\(name): \(element.description) \(hidden)." }
                if let disabled = element.disabledReason { return "\(name): \(element.description) \(disabled)." }
                switch element.kind {
                case .view(let view):
                    guard let control = view as? UIControl, control.openMenu() else {
                        return "\(name): \(element.description) has no menu (set UIButton.menu)."
                    }
                    return nil
                case .barButtonItem(let item, let owner):
                    guard let menu = item.menu else { return "\(name): \(element.description) has no menu (set its menu)." }
                    runtime.menuSession.show(menu, from: .barButtonItem(item), in: owner?.storedView?.storedWindow ?? self)
                    return nil
                default:
                    return "\(name): \(element.description) has no menu."
                }
            }
        }
    }

    /// `context-menu <text>`: touch and hold the view showing `text`. The nearest context menu
    /// interaction at or above it asks its delegate for a configuration (nil shows nothing);
    /// then `willDisplayMenu`, and the menu shows. A button with a menu shows it.
    func performContextMenu(_ text: String) -> String? {
        let name = "context-menu \(text)"
        return runtime.withCause(TraceCause(stringLiteral: name)) {
            if runtime.menuSession.open != nil { return "\(name): a menu is already open; pick an item (tap <title>) or dismiss-menu first." }
            guard case .found(let element) = findElement(text, action: name) else {
                if case .refused(let message) = findElement(text, action: name) { return message }
                return nil
            }
            if let hidden = element.hiddenReason { return "\(name): \(element.description) \(hidden)." }
            guard case .view(let target) = element.kind else {
                return "\(name): \(element.description) is not a view; only views have context menus."
            }
            var current: UIView? = target
            while let view = current, view !== self {
                if let interaction = view.storedInteractions.lazy.compactMap({ $0 as? UIContextMenuInteraction }).first {
                    return openContextMenu(interaction, touching: target, name: name)
                }
                if let control = view as? UIControl, control.isContextMenuInteractionEnabled, control.openMenu() { return nil }
                current = view.storedSuperview
            }
            return "\(name): no view from \(element.description) up has a UIContextMenuInteraction (add one with addInteraction(_:)); nothing happened."
        }
    }

    private func openContextMenu(_ interaction: UIContextMenuInteraction, touching target: UIView, name: String) -> String? {
        guard let view = interaction.view, let delegate = interaction.delegate else {
            return "\(name): the context menu interaction has no delegate any more; nothing happened."
        }
        interaction.touchLocation = target.convert(CGPoint(x: target.bounds.midX, y: target.bounds.midY), to: view)
        let location = interaction.touchLocation
        let configuration = runtime.ask(delegate, .contextMenuConfiguration, [view.traceName, "(\(Int(location.x)), \(Int(location.y)))"],
                                        default: nil as UIContextMenuConfiguration?) {
            delegate.contextMenuInteraction(interaction, configurationForMenuAtLocation: location)
        }
        guard let configuration else {
            return "\(name): the delegate's contextMenuInteraction(_:configurationForMenuAtLocation:) returned nil, so no menu shows."
        }
        let menu = configuration.actionProvider?([]) ?? UIMenu(children: [])
        let animator = ContextMenuAnimator(preview: configuration.previewProvider?())
        runtime.menuSession.show(menu, from: .contextMenu(interaction, configuration, animator), in: view.storedWindow ?? self)
        runtime.deliver(toDelegate: delegate, .contextMenuWillDisplay, [view.traceName]) {
            delegate.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: animator)
        }
        animator.finish()
        return nil
    }
}
