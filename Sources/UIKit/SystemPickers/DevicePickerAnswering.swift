import HeadlessCore
import Foundation

/// A system picker on screen that the simulated device answers as a person does: `pick-image`,
/// `pick-font`, `pick-color`, `pick-document` choose, `cancel-picker` cancels or closes
/// (References §56.2). The picker calls its delegate as iOS does, and dismisses itself where iOS
/// does (the font, colour and document pickers) or leaves that to the app (the image picker).
@MainActor
package protocol DevicePickerAnswering: UIViewController {
    /// The device action that chooses in this picker (`pick-image`, …).
    var pickActionName: String { get }
    /// What the arguments of ``pickActionName`` are, for messages.
    var pickActionSyntax: String { get }
    /// Chooses what the arguments name; returns why it could not (nothing changed), or nil.
    func answerPick(_ arguments: [String]) -> String?
    /// The person taps the picker's Cancel (or Close) button.
    func answerCancel()
}

extension DevicePickerAnswering {
    /// Dismisses the picker as the system does when the person is done, then runs `completion`
    /// (the delegate call that follows the dismissal).
    func dismissBySystem(then completion: @escaping @MainActor () -> Void) {
        let presenter = presentingViewController ?? self
        presenter.dismiss(animated: true) { completion() }
    }
}

/// The bar of a system picker's screen: a title and a button that cancels (or closes) it, which
/// `tap Cancel` reaches as a person's tap.
@MainActor
package enum SystemPickerChrome {
    /// A white screen with the title at the top and the cancel button at its leading side.
    package static func makeView(title: String, cancelTitle: String, cancel: @escaping @MainActor () -> Void) -> UIView {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        let button = UIButton(type: .system)
        button.setTitle(cancelTitle, for: .normal)
        button.frame = CGRect(x: 8, y: 48, width: 80, height: 44)
        button.addAction(UIAction { _ in cancel() }, for: .touchUpInside)
        root.addSubview(button)
        let label = UILabel(frame: CGRect(x: 96, y: 48, width: max(0, root.bounds.width - 192), height: 44))
        label.text = title
        label.textAlignment = .center
        root.addSubview(label)
        return root
    }
}

/// The words of a device action, joined back into the text they name (a path or a name).
extension Array where Element == String {
    var joinedArgument: String { joined(separator: " ") }
}
