import UIKit

/// A sign-up form driven by what it shows: `focus Name, type Ada, return, type ada@example.com,
/// return, tap Submit`. Its delegate refuses digits in the name, the return key moves to the
/// next field, and the keyboard notifications and Dynamic Type changes are printed.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = FormViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

final class FormViewController: UIViewController, UITextFieldDelegate {
    let nameField = UITextField()
    let emailField = UITextField()
    let submitButton = UIButton(type: .system)
    let statusLabel = UILabel()
    var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameField.placeholder = "Name"
        nameField.returnKeyType = .next
        nameField.delegate = self
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.returnKeyType = .done
        emailField.delegate = self
        for field in [nameField, emailField] {
            field.borderStyle = .roundedRect
            field.font = .preferredFont(forTextStyle: .body)
            field.adjustsFontForContentSizeCategory = true
        }
        submitButton.setTitle("Submit", for: .normal)
        submitButton.addAction(UIAction { [weak self] _ in self?.submit() }, for: .touchUpInside)
        statusLabel.font = .preferredFont(forTextStyle: .footnote)
        statusLabel.adjustsFontForContentSizeCategory = true
        statusLabel.textColor = .secondaryLabel
        statusLabel.text = "Fill in the form"
        let stack = UIStackView(arrangedSubviews: [nameField, emailField, submitButton, statusLabel])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { note in
                let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
                print("\(note.name.rawValue): keyboard end frame \(frame)")
            })
        }
        observers.append(NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification,
                                                                object: nil, queue: .main) { [weak self] _ in
            MainActor.assumeIsolated {
                print("text size changed: name field font \(self?.nameField.font?.pointSize ?? 0) pt")
            }
        })
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            var white: CGFloat = 0
            UIColor.systemBackground.resolvedColor(with: traitCollection).getWhite(&white, alpha: nil)
            print("appearance: \(traitCollection.userInterfaceStyle == .dark ? "dark" : "light"), background white \(white)")
        }
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard textField === nameField, string.rangeOfCharacter(from: .decimalDigits) != nil else { return true }
        print("refused \"\(string)\" in the name")
        return false
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === nameField {
            emailField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        print("\(textField.placeholder ?? "field"): \"\(textField.text ?? "")\"")
    }

    func submit() {
        let valid = !(nameField.text ?? "").isEmpty && (emailField.text ?? "").contains("@")
        statusLabel.text = valid ? "Thanks, \(nameField.text ?? "")!" : "Please fill in both fields"
        print("submit: \(statusLabel.text ?? "")")
    }
}
