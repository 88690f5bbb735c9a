import HeadlessCore
import Foundation

/// Storyboards from the view controller's side: its storyboard, and its segues.
///
/// `performSegue(withIdentifier:sender:)` finds the segue among those of the controller's
/// scene (from the controller itself, its bar button items, or the controls and cells of its
/// view), creates the destination, delivers `prepare(for:sender:)`, then the segue's
/// `perform()`. A segue triggered by a control or a cell first asks
/// `shouldPerformSegue(withIdentifier:sender:)`; one performed from code does not, as in
/// UIKit.
extension UIViewController {

    var archivedController: IBArchivedController? { storedStoryboard as? IBArchivedController }

    /// The segues of the controller's scene with an identifier.
    func segueConnection(withIdentifier identifier: String) -> (IBConnection, IBSegue)? {
        guard let archived = archivedController else { return nil }
        for object in archived.object.subtree {
            for connection in object.connections {
                if let segue = connection.segue, segue.identifier == identifier, !segue.isContainment {
                    return (connection, segue)
                }
            }
        }
        return nil
    }

    func performSegueMechanism(withIdentifier identifier: String, sender: Any?) {
        guard let (connection, segue) = segueConnection(withIdentifier: identifier) else {
            runtime.report(.error, .interfaceBuilderUnknownIdentifier,
                           "Receiver (\(traceName)) has no segue with identifier '\(identifier)'. Give the segue that identifier in the storyboard's Attributes inspector; nothing was performed.",
                           about: self)
            return
        }
        runtime.withCause("performSegue(withIdentifier: \"\(identifier)\")") {
            runSegue(connection, segue, sender: sender)
        }
    }

    /// A segue triggered by a control or a cell: asks `shouldPerformSegue` first.
    func triggerSegue(_ connection: IBConnection, _ segue: IBSegue, sender: Any?) {
        runtime.withCause("segue \(segue.identifier.map { "\"\($0)\"" } ?? connection.id) triggered") {
            if let identifier = segue.identifier {
                var should = true
                runtime.deliver(self, .shouldPerformSegue, ["\"\(identifier)\"", runtime.describeSender(sender)]) {
                    should = shouldPerformSegue(withIdentifier: identifier, sender: sender)
                }
                guard should else { return }
            }
            runSegue(connection, segue, sender: sender)
        }
    }

    /// The segue's `@IBSegueAction` (its `destinationCreationSelector`), called on this
    /// controller by selector with the destination's coder, the sender and the segue's
    /// identifier; a nil result lets the storyboard create the destination itself.
    private func segueActionCreator(_ segue: IBSegue, sender: Any?) -> ((NSCoder) -> UIViewController?)? {
        guard let name = segue.destinationCreationSelector, !name.isEmpty else { return nil }
        return { [unowned self] coder in
            runtime.sendReturning(Selector(name), to: self, arguments: [coder, sender, segue.identifier]).result as? UIViewController
        }
    }

    /// Creates the destination, prepares, and performs.
    func runSegue(_ connection: IBConnection, _ segue: IBSegue, sender: Any?) {
        guard let archived = archivedController else { return }
        if segue.kind == "unwind" {
            performUnwind(connection, segue, sender: sender)
            return
        }
        let session = IBInstantiation(document: archived.document, storyboard: archived.storyboard, bundle: archived.bundle)
        guard let destinationObject = archived.document.objectsByID[connection.destinationID],
              let destination = session.instantiateDestination(destinationObject, creator: segueActionCreator(segue, sender: sender))
        else { return }
        let storyboardSegue = session.makeSegue(connection, segue, source: self, destination: destination)
        storyboardSegue.kindPerformer = { performed in
            IBSegueKinds.perform(segue, performed, sender: sender)
        }
        deliverPrepare(for: storyboardSegue, sender: sender)
        runtime.deliver(storyboardSegue, [traceName, destination.traceName])
    }

    func deliverPrepare(for segue: UIStoryboardSegue, sender: Any?) {
        runtime.deliver(self, .prepareForSegue, [segue.identifier.map { "\"\($0)\"" } ?? "nil", runtime.describeSender(sender)]) {
            prepare(for: segue, sender: sender)
        }
    }
}
