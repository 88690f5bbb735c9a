import HeadlessCore
import Foundation

/// The menu on screen in one simulated process, if any: a button's or bar button item's menu,
/// or a context menu. While it shows, it covers the screen: the element finder offers only its
/// items, a tap on an action closes the menu and runs the action, a tap on a submenu opens it.
///
/// Held by the runtime (``HeadlessRuntime/menuSession``), like the first responder.
@MainActor
final class MenuSession {

    /// What shows a menu.
    enum Source {
        /// A control's own menu, from its ``UIControl/contextMenuInteraction``.
        case control(UIControl, UIContextMenuConfiguration)
        case barButtonItem(UIBarButtonItem)
        case contextMenu(UIContextMenuInteraction, UIContextMenuConfiguration, ContextMenuAnimator?)
    }

    /// The open menu.
    @MainActor
    final class OpenMenu {
        let source: Source
        weak var window: UIWindow?
        /// The root menu, then each submenu opened from it.
        var path: [UIMenu]
        /// The preview the delegate (or control) lifted as the menu opened; nil lifts the view.
        var highlightPreview: UITargetedPreview?
        /// The preview the menu settled into as it closed.
        var dismissPreview: UITargetedPreview?

        init(source: Source, window: UIWindow?, menu: UIMenu) {
            self.source = source
            self.window = window
            path = [menu]
        }

        var interaction: UIContextMenuInteraction? {
            switch source {
            case .contextMenu(let interaction, _, _): interaction
            case .control(let control, _): control.contextMenuInteraction
            case .barButtonItem: nil
            }
        }

        /// The configuration the menu was made from, for a context menu or a control's menu.
        var configuration: UIContextMenuConfiguration? {
            switch source {
            case .contextMenu(_, let configuration, _), .control(_, let configuration): configuration
            case .barButtonItem: nil
            }
        }

        /// Who is asked for previews and told the menu ends: the interaction's delegate.
        var delegate: (any UIContextMenuInteractionDelegate)? { interaction?.delegate }

        /// The object a picked action names as its sender.
        var sender: AnyObject? {
            switch source {
            case .control(let control, _): control
            case .barButtonItem(let item): item
            case .contextMenu(let interaction, _, _): interaction
            }
        }

        /// How messages name the source.
        var sourceDescription: String {
            switch source {
            case .control(let control, _): "the menu of \(control.traceName)"
            case .barButtonItem(let item): "the menu of \(item.itemDescription)"
            case .contextMenu(let interaction, _, _): "the context menu of \(interaction.view?.traceName ?? "a view")"
            }
        }
    }

    /// The process whose menu session this is (which owns it).
    unowned let runtime: HeadlessRuntime
    /// The menu on screen, if any. The window it shows in owns it (``UIWindow/openMenu``), so
    /// that a menu left open is released with its window, in its own process.
    weak var open: OpenMenu? {
        didSet { if let oldValue, oldValue !== open, oldValue.window?.openMenu === oldValue { oldValue.window?.openMenu = nil } }
    }

    init(runtime: HeadlessRuntime) { self.runtime = runtime }

    /// Shows `menu` from `source` in `window`, asking deferred elements for theirs. Returns
    /// false (nothing shown) when there is no window to show it in.
    @discardableResult
    func show(_ menu: UIMenu, from source: Source, in window: UIWindow?) -> Bool {
        guard let window else { return false }
        let shown = OpenMenu(source: source, window: window, menu: menu)
        window.openMenu = shown
        open = shown
        if let interaction = shown.interaction, let delegate = shown.delegate, let configuration = shown.configuration {
            shown.highlightPreview = delegate.contextMenuInteraction(interaction, previewForHighlightingMenuWithConfiguration: configuration)
        }
        _ = visibleElements()
        return true
    }

    /// The elements the open menu shows, in order: inline submenus flattened, hidden ones left
    /// out, deferred elements replaced by what their provider supplied (a "Loading…" row until
    /// it calls back). The walk uses its own stack, so nesting depth cannot overflow.
    func visibleElements() -> [UIMenuElement] {
        guard let menu = open?.path.last else { return [] }
        var result: [UIMenuElement] = []
        var stack: [UIMenuElement] = menu.children.reversed()
        while let element = stack.popLast() {
            switch element {
            case let submenu as UIMenu where submenu.options.contains(.displayInline):
                stack.append(contentsOf: submenu.children.reversed())
            case let deferred as UIDeferredMenuElement:
                if let supplied = deferred.suppliedElements {
                    if deferred.isUncached { deferred.suppliedElements = nil }
                    stack.append(contentsOf: supplied.reversed())
                } else {
                    let delivery = DeferredDelivery()
                    deferred.provider { [weak deferred] elements in
                        if delivery.returned { deferred?.suppliedElements = elements } else { delivery.synchronous = elements }
                    }
                    delivery.returned = true
                    if let synchronous = delivery.synchronous {
                        if !deferred.isUncached { deferred.suppliedElements = synchronous }
                        stack.append(contentsOf: synchronous.reversed())
                    } else {
                        result.append(LoadingMenuElement())
                    }
                }
            case let action as UIAction where action.attributes.contains(.hidden):
                continue
            default:
                result.append(element)
            }
        }
        return result
    }

    /// Closes the menu; a context menu's delegate hears `willEnd` first and its animator's
    /// completions run after.
    func close(reason: String) {
        guard let menu = open else { return }
        open = nil
        guard let interaction = menu.interaction, let delegate = menu.delegate, let configuration = menu.configuration else { return }
        menu.dismissPreview = delegate.contextMenuInteraction(interaction, previewForDismissingMenuWithConfiguration: configuration)
        let animator = ContextMenuAnimator(preview: nil)
        if case .control(let control, _) = menu.source {
            control.contextMenuInteraction(interaction, willEndFor: configuration, animator: animator)
        } else {
            runtime.deliver(toDelegate: delegate, .contextMenuWillEnd, [reason]) {
                delegate.contextMenuInteraction(interaction, willEndFor: configuration, animator: animator)
            }
        }
        animator.finish()
    }

    /// A tap on one of the open menu's elements: a submenu opens; an action closes the menu,
    /// then its handler runs. Returns why nothing happened, or nil.
    func pick(_ element: UIMenuElement) -> String? {
        guard let menu = open else { return "no menu is open any more; nothing happened." }
        switch element {
        case let submenu as UIMenu:
            menu.path.append(submenu)
            return nil
        case let action as UIAction:
            if action.attributes.contains(.disabled) {
                return "the menu action \(action.traceDescription) is disabled (attributes contain .disabled); nothing happened."
            }
            let keepsOpen = action.attributes.contains(.keepsMenuPresented)
            if !keepsOpen { close(reason: "action \(action.traceDescription)") }
            runtime.deliver(toDelegate: action, .menuActionHandler, [action.traceDescription]) {
                action.perform(sender: menu.sender)
            }
            return nil
        case is LoadingMenuElement:
            return "the menu is still loading (a UIDeferredMenuElement has not called its completion); nothing happened."
        default:
            return "\"\(element.title)\" cannot be chosen; nothing happened."
        }
    }

    /// The person taps the context menu's preview: the delegate's `willPerformPreviewAction`,
    /// then the menu closes (`willEnd`), then the commit animator's completions run.
    func commitPreview() -> String? {
        guard let menu = open, case .contextMenu(let interaction, let configuration, let shown) = menu.source else {
            return "no context menu is open, so there is no preview to tap."
        }
        guard let preview = shown?.previewViewController else {
            return "\(menu.sourceDescription) shows no preview (its configuration has no previewProvider, or it returned nil)."
        }
        let animator = ContextMenuAnimator(preview: preview)
        if let delegate = interaction.delegate {
            runtime.deliver(toDelegate: delegate, .contextMenuWillPerformPreviewAction, []) {
                delegate.contextMenuInteraction(interaction, willPerformPreviewActionForMenuWith: configuration, animator: animator)
            }
        }
        close(reason: "preview")
        animator.finish()
        return nil
    }

    /// Replaces the visible (innermost) menu of a context menu.
    func updateVisibleMenu(of interaction: UIContextMenuInteraction, _ block: (UIMenu) -> UIMenu) {
        guard let menu = open, menu.interaction === interaction, let last = menu.path.last else { return }
        menu.path[menu.path.count - 1] = block(last)
    }
}

/// What a deferred element's provider handed back, and whether the provider had returned.
@MainActor
private final class DeferredDelivery {
    var synchronous: [UIMenuElement]?
    var returned = false
}

/// The row a menu shows while a deferred element has not supplied its elements.
@MainActor
final class LoadingMenuElement: UIMenuElement {
    init() { super.init(title: "Loading…") }
}
