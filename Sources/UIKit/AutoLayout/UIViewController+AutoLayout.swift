import HeadlessCore
import Foundation

/// The controller's part in the update cycle and the safe area.
extension UIViewController {
    /// Runs the root view's `updateConstraints()`, traced.
    func updateViewConstraintsMechanism() {
        guard let view = storedView, view.layoutState?.needsUpdateConstraints == true else { return }
        runtime.deliver(view, .updateConstraints) { view.updateConstraints() }
        view.layoutState?.needsUpdateConstraints = false
    }

    func setAdditionalSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard insets != storedAdditionalSafeAreaInsets else { return }
        storedAdditionalSafeAreaInsets = insets
        guard let view = storedView else { return }
        runtime.autoLayoutIfMade?.noteInsetsInputChanged()
        view.setNeedsLayout()
    }
}
