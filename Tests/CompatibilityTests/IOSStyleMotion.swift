// iOS code for animators, appearance proxies, classic buttons, tint and the share sheet as
// apps write them, compiled with `import UIKit` alone in Swift 6 mode (CompatibilityTests)
// and Swift 5 mode (CompatibilitySwift5Tests links this same file).
import UIKit

/// A sign-in screen whose headline slides in with property animators and whose button is
/// styled the classic way.
final class SignInViewController: UIViewController {
    let headline = UILabel()
    let subtitle = CaptionLabel()
    let signInButton = UIButton(type: .system)
    var headlineLeading: NSLayoutConstraint?
    var introFinished = false
    let offScreen: CGFloat = -1000
    let onScreen: CGFloat = 16

    override func viewDidLoad() {
        super.viewDidLoad()
        view.tintColor = .systemTeal
        headline.text = "Welcome"
        headline.alpha = 0
        subtitle.text = "Your money, in one place"
        subtitle.alpha = 0
        signInButton.setTitle("Sign In", for: [])
        signInButton.setTitleColor(.white, for: .normal)
        signInButton.setTitleColor(.lightGray, for: .highlighted)
        signInButton.setImage(UIImage(systemName: "lock"), for: .normal)
        signInButton.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        signInButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        signInButton.contentHorizontalAlignment = .center
        signInButton.addTarget(self, action: "signInTapped:", for: .primaryActionTriggered)
        for view in [headline, subtitle, signInButton] {
            view.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(view)
        }
        let leading = headline.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: offScreen)
        headlineLeading = leading
        NSLayoutConstraint.activate([
            leading,
            headline.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            subtitle.leadingAnchor.constraint(equalTo: headline.leadingAnchor),
            subtitle.topAnchor.constraint(equalToSystemSpacingBelow: headline.bottomAnchor, multiplier: 1),
            signInButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            signInButton.topAnchor.constraint(equalTo: subtitle.bottomAnchor, constant: 24),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let slide = UIViewPropertyAnimator(duration: 0.8, curve: .easeInOut) {
            self.headlineLeading?.constant = self.onScreen
            self.view.layoutIfNeeded()
        }
        slide.startAnimation()
        let fade = UIViewPropertyAnimator(duration: 1.6, curve: .easeInOut) {
            self.headline.alpha = 1
            self.subtitle.alpha = 1
        }
        fade.addCompletion { position in
            self.introFinished = position == .end
        }
        fade.startAnimation(afterDelay: 0.2)
    }

    func signInTapped(_ sender: UIButton) {
        let shake = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.3) {
            sender.transform = CGAffineTransform(translationX: 8, y: 0)
        }
        shake.addAnimations({ sender.transform = .identity }, delayFactor: 0.5)
        shake.startAnimation()
        UIView.animateKeyframes(withDuration: 0.4, delay: 0, options: [.calculationModeCubic], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { sender.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { sender.alpha = 1 }
        })
    }

    func share(_ sender: UIBarButtonItem) {
        let sheet = UIActivityViewController(activityItems: ["Sign in to Bankly", URL(string: "https://example.com")!],
                                             applicationActivities: [])
        sheet.excludedActivityTypes = [.airDrop, .postToFacebook]
        sheet.popoverPresentationController?.barButtonItem = sender
        present(sheet, animated: true)
    }
}

/// The app's own caption label, with state of its own, styled through its own proxy.
final class CaptionLabel: UILabel {
    var lineSpacing: CGFloat = 2
    var isEmphasized = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        numberOfLines = 0
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        numberOfLines = 0
    }
}

/// The app-wide styling an app delegate sets up before its first screen.
@MainActor
func applyHouseStyle() {
    let bar = UINavigationBarAppearance()
    bar.configureWithOpaqueBackground()
    bar.backgroundColor = .systemTeal
    bar.titleTextAttributes = [.foregroundColor: UIColor.white]
    UINavigationBar.appearance().standardAppearance = bar
    UINavigationBar.appearance().scrollEdgeAppearance = bar
    UINavigationBar.appearance().isTranslucent = false
    UINavigationBar.appearance().tintColor = .white
    UITabBar.appearance().unselectedItemTintColor = .systemGray
    UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).textColor = .white
    CaptionLabel.appearance().textColor = .secondaryLabel
    CaptionLabel.appearance().font = .preferredFont(forTextStyle: .footnote)
    UIButton.appearance().setTitleColor(.systemTeal, for: .normal)
    UISwitch.appearance().onTintColor = .systemTeal
}
