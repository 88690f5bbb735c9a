// iOS code with fonts, colours, attributed text, text fields, text views and keyboard
// notifications, as apps write it, compiled with `import UIKit` alone in Swift 6 mode
// (CompatibilityTests) and in Swift 5 mode (CompatibilitySwift5Tests links this same file).
import UIKit

/// A sign-up form: Dynamic Type fonts, semantic colours, a delegate limiting the length, the
/// return key moving between fields, and the keyboard notifications moving the content.
final class SignUpViewController: UIViewController, UITextFieldDelegate, UITextViewDelegate {
    let titleLabel = UILabel()
    let emailField = UITextField()
    let passwordField = UITextField()
    let bioView = UITextView()
    var bottomConstraint: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.font = UIFont.preferredFont(forTextStyle: .largeTitle)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.textColor = .label
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        paragraph.lineSpacing = 4
        titleLabel.attributedText = NSAttributedString(string: "Sign up", attributes: [
            .font: UIFont.systemFont(ofSize: 28, weight: .bold),
            .foregroundColor: UIColor.secondaryLabel,
            .paragraphStyle: paragraph,
            .kern: 0.5,
            .underlineStyle: NSUnderlineStyle.single.rawValue,
        ])
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        emailField.textContentType = .emailAddress
        emailField.returnKeyType = .next
        emailField.borderStyle = .roundedRect
        emailField.clearButtonMode = .whileEditing
        emailField.delegate = self
        passwordField.isSecureTextEntry = true
        passwordField.attributedPlaceholder = NSAttributedString(
            string: "Password", attributes: [.foregroundColor: UIColor.placeholderText])
        passwordField.returnKeyType = .done
        passwordField.delegate = self
        passwordField.addTarget(nil, action: Selector("submit"), for: .editingDidEndOnExit)
        bioView.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Avenir-Book", size: 16) ?? .systemFont(ofSize: 16))
        bioView.delegate = self
        for subview in [titleLabel, emailField, passwordField, bioView] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        bottomConstraint = bioView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8)
        bottomConstraint?.isActive = true
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil,
                                               queue: .main) { [weak self] notification in
            guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                  let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double else { return }
            MainActor.assumeIsolated {
                UIView.animate(withDuration: duration) {
                    self?.additionalSafeAreaInsets.bottom = frame.height
                }
            }
        }
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previousTraitCollection: UITraitCollection) in
            self.view.layer.borderColor = UIColor.separator.resolvedColor(with: self.traitCollection).cgColor
        }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            view.layer.shadowColor = UIColor.label.cgColor
        }
        if traitCollection.preferredContentSizeCategory.isAccessibilityCategory {
            titleLabel.numberOfLines = 0
        }
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let current = textField.text ?? ""
        guard let stringRange = Range(range, in: current) else { return false }
        return current.replacingCharacters(in: stringRange, with: string).count <= 64
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        if reason == .committed { textField.layer.borderColor = UIColor.systemGreen.cgColor }
    }

    func textViewDidChange(_ textView: UITextView) {
        textView.textColor = textView.text.isEmpty ? .tertiaryLabel : .label
    }

    func dismissKeyboard() {
        view.endEditing(true)
    }
}

/// Colours and fonts built by hand.
enum Theme {
    static let accent = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 0.4, green: 0.6, blue: 1, alpha: 1) : UIColor(hue: 0.6, saturation: 0.8, brightness: 0.9, alpha: 1)
    }
    static let brand = UIColor(named: "Brand") ?? .systemIndigo
    static let mono = UIFont.monospacedSystemFont(ofSize: 13, weight: .medium)
    static let digits = UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .regular)
    static let heading = UIFont(descriptor: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
        .withSymbolicTraits(.traitItalic) ?? UIFontDescriptor(name: "Helvetica", size: 17), size: 0)

    static func components(of color: UIColor) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return (red, green, blue, alpha)
    }

    static func textHeight(_ text: String, width: CGFloat) -> CGFloat {
        (text as NSString).boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude),
                                        options: [.usesLineFragmentOrigin, .usesFontLeading],
                                        attributes: [.font: UIFont.preferredFont(forTextStyle: .body)], context: nil).height.rounded(.up)
    }
}

/// A label with padding, as many apps write it: the text drawn inset, the size grown to match,
/// and the text rectangle asked of `super`.
final class PaddingLabel: UILabel {
    var textInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8) {
        didSet { invalidateIntrinsicContentSize() }
    }

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: textInsets))
    }

    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let inner = super.textRect(forBounds: bounds.inset(by: textInsets), limitedToNumberOfLines: numberOfLines)
        return inner.inset(by: UIEdgeInsets(top: -textInsets.top, left: -textInsets.left, bottom: -textInsets.bottom, right: -textInsets.right))
    }

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + textInsets.left + textInsets.right, height: size.height + textInsets.top + textInsets.bottom)
    }

    override func draw(_ rect: CGRect) {
        super.draw(rect)
    }
}
