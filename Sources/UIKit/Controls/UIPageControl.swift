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
            pageIndicatorImages = pageIndicatorImages.filter { $0.key < newValue }
            currentPageIndicatorImages = currentPageIndicatorImages.filter { $0.key < newValue }
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

    /// How the control's background shows.
    public enum BackgroundStyle: Int, Sendable {
        /// Prominent while the person interacts with the control, else minimal.
        case automatic = 0
        /// Always a full background.
        case prominent = 1
        /// Only the indicators.
        case minimal = 2
    }

    /// The background style. Default `.automatic`.
    open var backgroundStyle: BackgroundStyle = .automatic
    /// The image of every page's indicator, or nil for the dot.
    open var preferredIndicatorImage: UIImage?
    /// The image of the current page's indicator, or nil for the page's own image.
    open var preferredCurrentPageIndicatorImage: UIImage?
    /// The images set for single pages.
    var pageIndicatorImages: [Int: UIImage] = [:]
    var currentPageIndicatorImages: [Int: UIImage] = [:]

    /// Sets a page's indicator image (nil goes back to ``preferredIndicatorImage``).
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        guard checkPage(page, "setIndicatorImage(_:forPage:)") else { return }
        pageIndicatorImages[page] = image
    }

    /// The image set for a page's indicator, or nil.
    open func indicatorImage(forPage page: Int) -> UIImage? { pageIndicatorImages[page] }

    /// Sets the image a page's indicator shows while it is the current page.
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        guard checkPage(page, "setCurrentPageIndicatorImage(_:forPage:)") else { return }
        currentPageIndicatorImages[page] = image
    }

    /// The image set for a page's indicator while current, or nil.
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? { currentPageIndicatorImages[page] }

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

extension UIPageControl: AppearanceImagePainting {
    /// Whether `page` is one of the pages; reports the misuse otherwise.
    func checkPage(_ page: Int, _ member: String) -> Bool {
        guard page < 0 || page >= storedPages else { return true }
        runtime.report(.warning, .pageControlIndexOutOfRange,
                       "\(traceName).\(member): page \(page) is not one of its \(storedPages) pages (set numberOfPages first). Nothing changed.",
                       about: self)
        return false
    }

    /// The image a page's indicator shows: for the current page its current image, else its own
    /// image, else the preferred one; nil for the default dot.
    func indicatorImageShown(forPage page: Int) -> UIImage? {
        if page == currentPage, let image = currentPageIndicatorImages[page] ?? preferredCurrentPageIndicatorImage { return image }
        return pageIndicatorImages[page] ?? preferredIndicatorImage
    }

    /// Each page's indicator image, centred in its 26-point slot, the slots centred in the
    /// control; templates in the page or current-page indicator tint (References §56.1).
    /// Pages with the default dot paint nothing.
    var appearanceImagePlacements: [AppearanceImagePlacement] {
        guard !showsNothing, preferredIndicatorImage != nil || preferredCurrentPageIndicatorImage != nil
                || !pageIndicatorImages.isEmpty || !currentPageIndicatorImages.isEmpty else { return [] }
        let slots = size(forNumberOfPages: storedPages)
        let originX = bounds.midX - slots.width / 2
        // Only the pages that fit in the bounds are drawn: the work stays bounded by the view.
        let firstSlot = max(0, ((bounds.minX - originX) / 26).rounded(.down))
        let lastSlot = min(CGFloat(storedPages - 1), ((bounds.maxX - originX) / 26).rounded(.up))
        guard firstSlot.isFinite, lastSlot.isFinite, firstSlot <= lastSlot else { return [] }
        let first = Int(firstSlot), last = Int(lastSlot)
        var placements: [AppearanceImagePlacement] = []
        for page in first...last {
            guard let image = indicatorImageShown(forPage: page) else { continue }
            let slot = CGRect(x: originX + CGFloat(page) * 26, y: bounds.midY - 13, width: 26, height: 26)
            let tint = page == currentPage ? currentPageIndicatorTintColor : pageIndicatorTintColor
            placements.append(.init(image: image, rect: slot.centered(image.size), automaticIsTemplate: true, tint: tint))
        }
        return placements
    }
}
