import HeadlessCore
import Foundation

/// A bar that shows how far a task has gone, from 0 to 1.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The bar's styles.
    public enum Style: Int, Sendable {
        /// The standard bar.
        case `default` = 0
        /// The bar of a toolbar.
        case bar = 1
    }

    private var storedProgress: Float = 0

    /// The progress, clamped to 0…1. Default 0.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    /// The bar's style.
    open var progressViewStyle: Style = .default
    /// The colour of the filled part.
    open var progressTintColor: UIColor?
    /// The colour of the unfilled part.
    open var trackTintColor: UIColor?
    /// A progress object the bar follows, or nil.
    open var observedProgress: Progress? {
        didSet { if let observedProgress { progress = Float(observedProgress.fractionCompleted) } }
    }

    /// Creates a bar of a style.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Sets the progress, clamped to 0…1; NaN is refused with a diagnostic.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard !progress.isNaN else {
            runtime.report(.warning, .controlValueNotANumber,
                           "\(traceName).progress was set to NaN; it kept \(storedProgress). Pass a number from 0 to 1.", about: self)
            return
        }
        storedProgress = min(max(progress, 0), 1)
    }

    /// 4 points tall (2 for the default style on iOS 7–13; 4 since), no intrinsic width.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 4) }
}
