import HeadlessCore
import Foundation

/// Unwind segues: finding the destination and returning to it.
///
/// The destination is searched outwards from the source: for each ancestor (the parent, or
/// the presenting controller), first the children it allows (``UIViewController/allowedChildrenForUnwinding(from:)``,
/// by default its other children, most recent first), each one asked
/// `canPerformUnwindSegueAction(_:from:sender:)` before its own children; then the ancestor
/// itself. The default answer is whether the controller has the unwind action (it conforms
/// to ``IBActionTarget`` and returns a method for the action's name). Then the source gets
/// `prepare(for:sender:)`, the destination's unwind action runs with the segue as sender,
/// and the segue's `perform()` walks back: each container between source and destination
/// gets `unwind(for:towards:)` (a navigation controller pops to the child), and presented
/// controllers on the way are dismissed.
extension UIViewController {
    /// The controller an unwind search moves out to: the parent, else the presenter.
    var unwindParent: UIViewController? { storedParent ?? unwindPresenter }

    func defaultCanPerformUnwindSegueAction(_ action: String, from fromViewController: UIViewController) -> Bool {
        fromViewController !== self && runtime.responds(self, to: Selector(action))
    }

    func defaultChildContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var current: UIViewController? = source.source
        while let candidate = current {
            if candidate.storedParent === self { return candidate }
            current = candidate.unwindParent
        }
        return nil
    }

    func defaultAllowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let containing = childContaining(source)
        return storedChildren.reversed().filter { $0 !== containing }
    }

    func performUnwind(_ connection: IBConnection, _ segue: IBSegue, sender: Any?) {
        guard let archived = archivedController else { return }
        let action = segue.unwindAction ?? ""
        let source = UIStoryboardUnwindSegueSource(source: self, unwindAction: action, sender: sender)
        guard let destination = unwindDestination(for: source) else {
            runtime.report(.warning, .interfaceBuilderUnwindNoDestination,
                           "No view controller above \(traceName) handles the unwind action \"\(action)\"; the unwind segue \(connection.id) did nothing. Make the destination conform to IBActionTarget and return a method for \"\(action)\".",
                           about: self)
            return
        }
        let session = IBInstantiation(document: archived.document, storyboard: archived.storyboard, bundle: archived.bundle)
        let storyboardSegue = session.makeSegue(connection, segue, source: self, destination: destination)
        storyboardSegue.kindPerformer = { performed in IBSegueKinds.unwind(performed, animated: segue.animates) }
        deliverPrepare(for: storyboardSegue, sender: sender)
        runtime.send(Selector(action), to: destination, arguments: [storyboardSegue], reportsMissing: false)
        runtime.deliver(storyboardSegue, [traceName, destination.traceName])
    }

    private func unwindDestination(for source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var current: UIViewController = self
        var steps = 0
        while let ancestor = current.unwindParent, steps < 1000 {
            steps += 1
            for child in ancestor.allowedChildrenForUnwinding(from: source) {
                if let found = child.searchUnwindDestination(source, depth: 0) { return found }
            }
            if ancestor.asksCanPerformUnwind(source) { return ancestor }
            current = ancestor
        }
        return nil
    }

    private func searchUnwindDestination(_ source: UIStoryboardUnwindSegueSource, depth: Int) -> UIViewController? {
        guard depth < 100 else { return nil }
        if asksCanPerformUnwind(source) { return self }
        for child in allowedChildrenForUnwinding(from: source) {
            if let found = child.searchUnwindDestination(source, depth: depth + 1) { return found }
        }
        return nil
    }

    private func asksCanPerformUnwind(_ source: UIStoryboardUnwindSegueSource) -> Bool {
        var can = false
        runtime.deliver(self, .canPerformUnwindSegueAction,
                        ["\"\(source.unwindAction)\"", source.source.traceName, runtime.describeSender(source.sender)]) {
            can = canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: source.sender)
        }
        return can
    }
}

extension UIViewController {
    /// The controller that presented this one, when it was presented itself.
    var unwindPresenter: UIViewController? { storedPresentingViewController }
}
