// iOS code for spring animations and presentation values as apps write them: a toast that
// drops in on a spring and springs back when let go, read mid-flight through its presentation
// layer. Compiled with `import UIKit` alone in Swift 6 mode (CompatibilityTests) and Swift 5
// mode (CompatibilitySwift5Tests links this same file).
import UIKit

/// A card that drops in from above the screen on a bouncy spring, casts a shadow, and springs
/// back to its resting place after a drag.
final class ToastViewController: UIViewController {
    let card = UIView()
    let restingY: CGFloat = 60
    var droppedIn = false
    var settledAfterDrag = false

    override func viewDidLoad() {
        super.viewDidLoad()
        card.frame = CGRect(x: 20, y: -120, width: 280, height: 80)
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.25
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        card.layer.shadowRadius = 8
        view.addSubview(card)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0.8,
                       options: [.allowUserInteraction], animations: {
            self.card.frame.origin.y = self.restingY
        }, completion: { finished in
            self.droppedIn = finished
        })
    }

    /// Where the card is on screen, mid-animation included.
    var cardOnScreen: CGRect {
        card.layer.presentation()?.frame ?? card.frame
    }

    /// The interactive dismissal: the card flies up off the screen on a spring, driven by the
    /// finger.
    var dismissal: UIViewPropertyAnimator?
    var dismissalEnded: UIViewAnimatingPosition?

    func beginDismissal() {
        let animator = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.5) {
            self.card.frame.origin.y = -120
        }
        animator.addCompletion { position in
            self.dismissalEnded = position
        }
        animator.pauseAnimation()
        dismissal = animator
    }

    func drag(to fraction: CGFloat) {
        dismissal?.fractionComplete = fraction
    }

    func release(cancelled: Bool) {
        dismissal?.isReversed = cancelled
        dismissal?.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    }
}
