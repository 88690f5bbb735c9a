import HeadlessCore
import Foundation

/// Views decoded from an archive (V-2).
///
/// `init(coder:)` decodes the view's state and adds its archived subviews, so they get their
/// superview callbacks, and the view its `didAddSubview(_:)`, before `init(coder:)` returns.
/// Once every object of the archive exists and its connections are made, the loader delivers
/// `awakeFromNib()` through ``deliverAwakeFromNib()``.
extension UIView {
    /// Delivers `awakeFromNib()` to the view; called by the storyboard and nib loaders.
    func deliverAwakeFromNib() {
        runtime.deliver(self, .awakeFromNib) { awakeFromNib() }
    }
}
