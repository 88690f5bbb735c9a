import HeadlessCore
import Foundation

/// Swiping a row and tapping one of the actions it reveals (the device's `swipe-row <text>
/// <title>`).
///
/// The order, as UIKit gives it: the delegate is asked for the trailing configuration (a swipe
/// to the left), and, when that holds no action with the title, for the leading one (a swipe
/// to the right); then `tableView(_:willBeginEditingRowAt:)`; the tap runs the action's handler
/// with the cell and a completion; once the handler calls the completion the row closes and
/// `tableView(_:didEndEditingRowAt:)` follows. A row with no trailing configuration whose
/// editing style is `.delete` reveals the standard delete button (titled by
/// `titleForDeleteConfirmationButtonForRowAt`, "Delete" by default), which commits the
/// deletion through the data source's `tableView(_:commit:forRowAt:)`. References §25.
extension UITableView {
    /// One revealed action: a contextual action, or the standard delete button.
    enum RevealedSwipeAction {
        case contextual(UIContextualAction)
        case standardDelete(title: String)

        @MainActor var title: String? {
            switch self {
            case .contextual(let action): action.title
            case .standardDelete(let title): title
            }
        }
    }

    /// Swipes the row at `indexPath` and taps the revealed action titled `title`. Returns why
    /// nothing happened (listing the revealed actions), or nil.
    @_spi(Headless) public func simulateSwipeAction(at indexPath: IndexPath, title: String) -> String? {
        loadRowsIfNeeded()
        guard geometry.contains(indexPath) else { return "\(traceName) has no row \(describe(indexPath))." }
        guard let dataSource = rowSource, canEditRow(at: indexPath) else {
            return "\(traceName): row \(describe(indexPath)) cannot be swiped (tableView(_:canEditRowAt:) returned false, or there is no data source)."
        }
        var revealed: [String] = []
        var chosen: RevealedSwipeAction?
        for leading in [false, true] {
            let actions = revealedSwipeActions(at: indexPath, leading: leading)
            revealed += actions.compactMap(\.title)
            if let match = actions.first(where: { $0.title == title }) {
                chosen = match
                break
            }
        }
        guard let chosen else {
            let list = revealed.isEmpty ? "none" : revealed.map { "\"\($0)\"" }.joined(separator: ", ")
            return "\(traceName): swiping row \(describe(indexPath)) reveals no action titled \"\(title)\"; it reveals \(list)."
        }
        deliverTable(.willBeginEditingRowAt, indexPath) { $0.tableView(self, willBeginEditingRowAt: indexPath) }
        switch chosen {
        case .standardDelete:
            runtime.deliver(toDelegate: dataSource, .commitEditingStyle, [traceName, "delete", describe(indexPath)]) {
                dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
            }
            endSwipe(at: indexPath)
        case .contextual(let action):
            let source: UIView = visible[indexPath] ?? self
            var completed = false
            runtime.deliver(toDelegate: action, .contextualActionHandler, [action.title ?? "", describe(indexPath)]) {
                action.handler(action, source) { [weak self] performed in
                    guard let self else { return }
                    guard !completed else {
                        self.runtime.report(.warning, .swipeActionCompletionTwice,
                                            "The completion handler of the swipe action \"\(action.title ?? "")\" on \(self.traceName) was called twice; call it once. The second call was ignored.",
                                            about: self)
                        return
                    }
                    completed = true
                    _ = performed
                    self.endSwipe(at: indexPath)
                }
            }
        }
        return nil
    }

    /// The actions a swipe from one edge reveals, asking the delegate (traced).
    func revealedSwipeActions(at indexPath: IndexPath, leading: Bool) -> [RevealedSwipeAction] {
        var configuration: UISwipeActionsConfiguration?
        if let tableDelegate {
            configuration = runtime.ask(tableDelegate, leading ? .leadingSwipeActionsConfiguration : .trailingSwipeActionsConfiguration,
                                        [traceName, describe(indexPath)], default: nil as UISwipeActionsConfiguration?) {
                leading ? tableDelegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
                    : tableDelegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            }
        }
        if let configuration { return configuration.actions.map { .contextual($0) } }
        guard !leading else { return [] }
        let style = tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
        guard style == .delete else { return [] }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        return [.standardDelete(title: title)]
    }

    /// The swiped row closes: `didEndEditingRowAt`.
    private func endSwipe(at indexPath: IndexPath) {
        guard let tableDelegate else { return }
        runtime.deliver(toDelegate: tableDelegate, .didEndEditingRowAt, [traceName, describe(indexPath)]) {
            tableDelegate.tableView(self, didEndEditingRowAt: indexPath)
        }
    }
}

extension UIWindow {
    /// `swipe-row <text> <title>`: the table row showing `text` is swiped and its action
    /// titled `title` tapped.
    func performSwipeRow(_ text: String, action title: String) -> String? {
        let name = "swipe-row \(text) \(title)"
        return runtime.withCause(TraceCause(stringLiteral: name)) {
            switch findElement(text, action: name) {
            case .refused(let message): return message
            case .found(let element):
                if let hidden = element.hiddenReason { return "\(name): \(element.description) \(hidden)." }
                guard case .view(let view) = element.kind, let cell = view.enclosingTableCell ?? (view as? UITableViewCell),
                      let table = cell.storedSuperview as? UITableView, let indexPath = table.indexPath(for: cell) else {
                    return "\(name): \(element.description) is not in a table view row, so it cannot be swiped."
                }
                return table.simulateSwipeAction(at: indexPath, title: title).map { "\(name): \($0)" }
            }
        }
    }
}

extension DeviceAction {
    /// The swipe-action row of the action table.
    static let swipeActionDefinitions: [Definition] = [
        Definition("swipe-row", syntax: "<text> <action title>",
                   summary: "swipe the table row showing the text and tap the revealed action with that title (quote words with spaces)",
                   arguments: { $0.count == 2 ? nil : "it takes the row's text and the action's title; quote either when it has spaces (swipe-row \"Buy milk\" Delete)" },
                   unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in
                       device.keyWindowGesture { $0.performSwipeRow(arguments[0], action: arguments[1]) }
                   }),
    ]
}
