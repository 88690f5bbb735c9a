import HeadlessCore

/// A segue that an event performs: a control's `touchUpInside`, or a cell's selection.
@MainActor
final class IBSegueTrigger {
    /// The scene's controller, which performs the segue.
    weak var controller: UIViewController?
    let connection: IBConnection
    let segue: IBSegue

    init(controller: UIViewController?, connection: IBConnection, segue: IBSegue) {
        self.controller = controller
        self.connection = connection
        self.segue = segue
    }

    /// Asks the controller whether to perform the segue, then performs it.
    func fire(sender: Any?) {
        guard let controller else { return }
        controller.triggerSegue(connection, segue, sender: sender)
    }
}
