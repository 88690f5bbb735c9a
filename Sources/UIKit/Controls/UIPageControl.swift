import HeadlessCore
import Foundation

/// A row of dots, one per page, with the current page marked.
///
/// A tap by the user on the right half moves to the next page, on the left half to the
/// previous one, and sends `.valueChanged`; setting ``currentPage`` from code sends nothing.
/// ``currentPage`` stays within `0..<numberOfPages`.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// A single tap is its default action: a superview's tap recognizer leaves it alone.
    override var keepsSingleTaps: Bool { true }

    private var storedPages = 0
    private var storedCurrent = 0

    /// The number of pages. Default 0. A negative count is refused with a diagnostic.
    open var numberOfPages: Int {
        get { storedPages }
        set {
            guard newValue >= 0 else {
                runtime.report(.warning, .controlNegativeValue,
                               "\(traceName).numberOfPages cannot be \(newValue); it kept \(storedPages). Pass 0 or more.", about: self)
                return
            }
            storedPages = newValue
            storedCurrent = min(storedCurrent, max(0, newValue - 1))
            invalidateIntrinsicContentSize()
        }
    }

    /// The current page, within `0..<numberOfPages` (0 when there are none).
    open var currentPage: Int {
        get { storedCurrent }
        set { storedCurrent = min(max(newValue, 0), max(0, storedPages - 1)) }
    }

    /// Whether the control hides itself when there is only one page. Default false.
    open var hidesForSinglePage = false
    /// The colour of the dots.
    open var pageIndicatorTintColor: UIColor?
    /// The colour of the current page's dot.
    open var currentPageIndicatorTintColor: UIColor?
    /// Whether the control waits for `updateCurrentPageDisplay()` to show a new page (deprecated).
    open var defersCurrentPageDisplay = false

    /// Whether the control shows nothing: no pages, or one page with ``hidesForSinglePage``.
    var showsNothing: Bool { storedPages == 0 || (storedPages == 1 && hidesForSinglePage) }

    /// The size for a number of pages: 26 points per dot (the project's figure), 26 tall.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(0, pageCount)) * 26, height: 26)
    }

    /// The dots' size; zero when the control shows nothing.
    open override var intrinsicContentSize: CGSize {
        showsNothing ? .zero : size(forNumberOfPages: storedPages)
    }

    /// Updates the dots (deprecated; the dots are always current).
    open func updateCurrentPageDisplay() {}

    override func controlTapped(at location: CGPoint) {
        guard !showsNothing else { return }
        let old = storedCurrent
        currentPage = location.x >= bounds.midX ? storedCurrent + 1 : storedCurrent - 1
        if storedCurrent != old { sendActions(for: .valueChanged) }
    }
}
