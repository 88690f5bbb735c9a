import HeadlessCore
import Foundation

/// A spinner that shows work in progress.
///
/// ``startAnimating()`` shows it and ``stopAnimating()`` stops it, hiding it when
/// ``hidesWhenStopped`` (the default), as on iOS.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The sizes and looks of the spinner.
    public enum Style: Int, Sendable {
        /// Large and white (deprecated).
        case whiteLarge = 0
        /// White (deprecated).
        case white = 1
        /// Gray (deprecated).
        case gray = 2
        /// The medium spinner.
        case medium = 100
        /// The large spinner.
        case large = 101
    }

    /// The spinner's style. Default `.medium`.
    open var style: Style = .medium { didSet { invalidateIntrinsicContentSize() } }
    /// The spinner's colour.
    open var color: UIColor!
    /// Whether the spinner hides when it stops. Default true.
    open var hidesWhenStopped = true {
        didSet { if hidesWhenStopped && !animating { isHidden = true } }
    }
    private var animating = false

    /// Creates a spinner of a style, hidden until it starts.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }

    /// Creates a spinner, hidden until it starts.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a spinner from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Whether the spinner is spinning.
    open var isAnimating: Bool { animating }

    /// Starts spinning, and shows the spinner.
    open func startAnimating() {
        animating = true
        isHidden = false
    }

    /// Stops spinning; hides the spinner when ``hidesWhenStopped``.
    open func stopAnimating() {
        animating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// 20 points square for the medium styles, 37 for the large ones.
    open override var intrinsicContentSize: CGSize {
        switch style {
        case .large, .whiteLarge: CGSize(width: 37, height: 37)
        default: CGSize(width: 20, height: 20)
        }
    }
}
