import HeadlessCore
import Foundation

/// An alert or action sheet: a title, a message and buttons (``UIAlertAction``).
///
/// Presented with `present(_:animated:completion:)` like any controller. The presenter stays
/// on screen and gets no appearance callbacks (an over-full-screen presentation). Tapping an
/// action (the device's `tap <title>` or `alert <title>`) dismisses the alert, animated, and
/// runs the action's handler once the dismissal has completed, as UIKit does. An action
/// sheet on iPad is a popover and needs a source (``UIViewController/popoverPresentationController``'s
/// `sourceView` or `barButtonItem`): without one it is refused with a message, where UIKit
/// raises an exception. While an alert is up, presenting another from the same screen is
/// refused as UIKit refuses it ("which is already presenting").
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Whether the controller is an alert or an action sheet.
    public enum Style: Int, Sendable, Hashable {
        /// A sheet of actions sliding up from the bottom (a popover on iPad).
        case actionSheet = 0
        /// An alert in the middle of the screen.
        case alert = 1
    }

    /// The text under the title.
    open var message: String?
    /// Whether it is an alert or an action sheet.
    open private(set) var preferredStyle: UIAlertController.Style = .alert
    var storedActions: [UIAlertAction] = []
    /// The action shown as the default one (in bold); it must be one of ``actions``.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction, !storedActions.contains(identicalTo: preferredAction) {
                runtime.report(.error, .alertPreferredActionNotAdded,
                               "preferredAction on \(traceName): \(preferredAction.actionDescription) was not added with addAction(_:). Add the action first; preferredAction was set to nil.",
                               about: self)
                self.preferredAction = nil
            }
        }
    }

    /// Creates an alert or action sheet.
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        modalPresentationStyle = preferredStyle == .actionSheet && runtime.screen.model.isPad ? .popover : .custom
    }

    /// Creates an alert with no title, message or actions.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
    }

    /// Creates an alert from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .custom
    }

    /// The actions, in the order they were added.
    open var actions: [UIAlertAction] { storedActions }

    var storedTextFields: [UITextField] = []

    /// The text fields added with ``addTextField(configurationHandler:)``, in order; nil when
    /// there are none.
    open var textFields: [UITextField]? { storedTextFields.isEmpty ? nil : storedTextFields }

    /// Adds a text field above the actions and runs `configurationHandler` on it at once. Only
    /// an alert takes text fields (an action sheet is reported, nothing added). When the alert
    /// appears, its first text field becomes first responder and the keyboard comes up.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            runtime.report(.error, .alertTextFieldOnActionSheet,
                           "addTextField(configurationHandler:) on \(traceName): text fields can only be added to an alert of style .alert, not to an action sheet. Use .alert; no text field was added.",
                           about: self)
            return
        }
        let field = UITextField()
        field.borderStyle = .roundedRect
        storedTextFields.append(field)
        configurationHandler?(field)
        if let view = storedView { placeTextFields(in: view) }
    }

    /// Loads the alert's view and puts its text fields in it.
    open override func loadView() {
        super.loadView()
        placeTextFields(in: view)
    }

    /// The first text field becomes first responder once the alert is on screen.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        focusFirstTextField()
    }

    /// A text field that is first responder resigns as the alert goes, and the keyboard goes down.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if !storedTextFields.isEmpty { storedView?.endEditing(true) }
    }

    /// Adds an action. An action already in an alert, or a second `.cancel` action, is
    /// reported and not added (UIKit raises an exception for both).
    open func addAction(_ action: UIAlertAction) {
        if let other = action.alertController {
            runtime.report(.error, .alertActionReused,
                           "addAction(_:) on \(traceName): \(action.actionDescription) was already added to \(other === self ? "this alert" : other.traceName). Create a new UIAlertAction for each alert; the action was not added.",
                           about: self)
            return
        }
        if action.style == .cancel, let cancel = storedActions.first(where: { $0.style == .cancel }) {
            runtime.report(.error, .alertSecondCancelAction,
                           "addAction(_:) on \(traceName): it already has a .cancel action (\(cancel.actionDescription)); an alert can have only one. Use .default for \(action.actionDescription); the action was not added.",
                           about: self)
            return
        }
        action.alertController = self
        storedActions.append(action)
    }
}
