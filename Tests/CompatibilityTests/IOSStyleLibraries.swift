// iOS code using the UIKit and Core Animation API that libraries build on (SnapKit,
// MarqueeLabel, NVActivityIndicatorView, Hero, PanModal), compiled with `import UIKit` alone
// in Swift 6 mode (CompatibilityTests) and Swift 5 mode (CompatibilitySwift5Tests links this
// same file).
import UIKit
import QuartzCore

/// A constraint subclass made through the full initializer, with a stored property of its
/// own (SnapKit's `LayoutConstraint`).
final class LabeledConstraint: NSLayoutConstraint {
    var label: String?
}

@MainActor func makeLabeledWidth(of view: UIView, _ width: CGFloat) -> LabeledConstraint {
    let constraint = LabeledConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: nil,
                                       attribute: .notAnAttribute, multiplier: 1, constant: width)
    constraint.label = "width"
    return constraint
}

/// Core Animation's media timing: pausing and resuming a layer's animations in place
/// (MarqueeLabel's pattern).
extension CALayer {
    func pauseAnimations() {
        let paused = convertTime(CACurrentMediaTime(), from: nil)
        speed = 0
        timeOffset = paused
    }

    func resumeAnimations() {
        let paused = timeOffset
        speed = 1
        timeOffset = 0
        beginTime = 0
        beginTime = convertTime(CACurrentMediaTime(), from: nil) - paused
    }
}

/// A keyframe-style transform boxed in NSValue, and points written as strings
/// (NVActivityIndicatorView's patterns).
func boxedScale(_ scale: CGFloat) -> NSValue {
    NSValue(caTransform3D: CATransform3DMakeScale(scale, scale, 1))
}

func pointFromString(_ text: String) -> CGPoint {
    NSCoder.cgPoint(for: text)
}

/// A controller that pins a view under the top layout guide (code from before the safe area)
/// and puts a blurred header over it.
final class LegacyGuideViewController: UIViewController {
    let banner = UIView()
    let header = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    let headerLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner)
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        headerLabel.text = "Header"
        header.contentView.addSubview(headerLabel)
        view.addSubview(header)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor),
            banner.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor),
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    /// A frozen copy of the banner to animate (Hero's pattern).
    func bannerSnapshot() -> UIView? {
        banner.snapshotView(afterScreenUpdates: true)
    }
}
