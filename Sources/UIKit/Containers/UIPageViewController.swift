import HeadlessCore
import Foundation

/// A container that shows one page at a time (two, side by side, for a page curl with its
/// spine in the middle) and turns to the next or the previous page.
///
/// The pages are child view controllers: ``setViewControllers(_:direction:animated:completion:)``
/// adopts the new pages (`willMove(toParent:)`), swaps them in, and releases the pages that
/// left (`didMove(toParent: nil)`), the visible pages getting the appearance callbacks of a
/// container switch (References §29): the incoming page's `viewWillAppear(_:)`, the outgoing
/// one's `viewWillDisappear(_:)`, then the incoming `viewDidAppear(_:)` and the outgoing
/// `viewDidDisappear(_:)` — at once when not animated, at the end of the turn on the virtual
/// clock when animated. A swipe or a drag (the device's `swipe left|right` or `pan dx dy`, or
/// up and down for a vertical controller) asks the ``dataSource`` for the next or previous page
/// and turns to it, telling the ``delegate`` before and after; a scrolling controller's drag
/// released short of the turn gives it back (UIPageViewController+Dragging.swift).
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How a page view controller moves from one page to the next.
    public enum TransitionStyle: Int, Sendable, Hashable {
        /// Pages curl like the pages of a book.
        case pageCurl = 0
        /// Pages slide by, as in a scroll view.
        case scroll = 1
    }

    /// The axis along which the pages follow one another.
    public enum NavigationOrientation: Int, Sendable, Hashable {
        /// Left and right.
        case horizontal = 0
        /// Up and down.
        case vertical = 1
    }

    /// Which way a turn goes.
    public enum NavigationDirection: Int, Sendable, Hashable {
        /// To the next page.
        case forward = 0
        /// To the previous page.
        case reverse = 1
    }

    /// Where the pages of a page-curl controller are bound.
    public enum SpineLocation: Int, Sendable, Hashable {
        /// No spine: the scroll style.
        case none = 0
        /// At the leading (or top) edge: one page shows.
        case min = 1
        /// In the middle: two pages show side by side.
        case mid = 2
        /// At the trailing (or bottom) edge: one page shows.
        case max = 3
    }

    /// The keys of the options dictionary given to
    /// ``init(transitionStyle:navigationOrientation:options:)``.
    public struct OptionsKey: Hashable, Equatable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Wraps a key name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Wraps a key name.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The spine of a page-curl controller: a ``SpineLocation`` (or its raw value in a
        /// number).
        public static let spineLocation = OptionsKey("UIPageViewControllerOptionSpineLocationKey")
        /// The space between the pages of a scrolling controller, in points (a number).
        public static let interPageSpacing = OptionsKey("UIPageViewControllerOptionInterPageSpacingKey")
    }

    let style: TransitionStyle
    let orientation: NavigationOrientation
    var storedSpineLocation: SpineLocation
    /// The space between scrolling pages, from the options.
    let interPageSpacing: CGFloat

    /// The pages shown (or, while a turn runs, the pages it turns to).
    var pages: [UIViewController] = []
    /// The pages whose views are in the page view controller's view.
    var shownPages: [UIViewController] = []
    /// The turn in progress, if any.
    var turn: PageTurn?
    /// The turn the drag recognizer started and still holds.
    var draggedTurn: PageTurn?
    /// The pages a device swipe found before its touches ran, used by the swipe recognizer.
    var preparedSwipe: PreparedSwipe?
    /// The swipe recognizers, one per direction of the navigation orientation, attached to
    /// the view when it is first laid out or shown.
    lazy var swipeRecognizers: [UISwipeGestureRecognizer] = makeSwipeRecognizers()
    /// The pan that drags the pages of a scrolling page view controller (iOS's page scroll
    /// view's own pan), attached like the swipe recognizers.
    lazy var dragRecognizer: UIPanGestureRecognizer = makeDragRecognizer()
    /// The recognizers that turn pages: the drag of a scrolling controller, the swipes of a
    /// page-curl one.
    var turnRecognizers: [UIGestureRecognizer] { style == .scroll ? [dragRecognizer] : swipeRecognizers }
    /// The page control shown when the data source supports a page indicator.
    var pageControl: UIPageControl?
    /// Set by the data source's default page-indicator methods: the data source does not
    /// implement them.
    var presentationMethodMissing = false

    /// The object that supplies the pages before and after the shown one.
    open weak var dataSource: UIPageViewControllerDataSource?

    /// The object told about the turns a swipe makes.
    open weak var delegate: UIPageViewControllerDelegate?

    /// Creates a page view controller. `options` may hold a ``OptionsKey/spineLocation`` (page
    /// curl) and an ``OptionsKey/interPageSpacing`` (scroll).
    public init(transitionStyle style: UIPageViewController.TransitionStyle,
                navigationOrientation: UIPageViewController.NavigationOrientation,
                options: [UIPageViewController.OptionsKey: Any]? = nil) {
        self.style = style
        orientation = navigationOrientation
        storedSpineLocation = Self.spine(style: style, option: options?[.spineLocation])
        interPageSpacing = Self.number(options?[.interPageSpacing]) ?? 0
        isDoubleSided = storedSpineLocation == .mid
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a page view controller from an archive: a storyboard's Page View Controller
    /// scene gives its transition style, navigation orientation, spine location, double
    /// sidedness and page spacing (a page curl, horizontal, with its spine at `.min`, when it
    /// says nothing).
    public required init?(coder: NSCoder) {
        let archived = { (key: String) in coder.decodeObject(forKey: key) as? String }
        style = archived("transitionStyle") == "scroll" ? .scroll : .pageCurl
        orientation = archived("navigationOrientation") == "vertical" ? .vertical : .horizontal
        let spines: [String: SpineLocation] = ["min": .min, "mid": .mid, "max": .max]
        storedSpineLocation = style == .scroll ? .none : archived("spineLocation").flatMap { spines[$0] } ?? .min
        interPageSpacing = coder.containsValue(forKey: "pageSpacing") ? CGFloat(coder.decodeDouble(forKey: "pageSpacing")) : 0
        isDoubleSided = storedSpineLocation == .mid || archived("doubleSided") == "YES"
        super.init(coder: coder)
    }

    /// How pages turn; fixed at creation.
    open var transitionStyle: TransitionStyle { style }

    /// The axis of the turns; fixed at creation.
    open var navigationOrientation: NavigationOrientation { orientation }

    /// The pages shown: one, or two for a page curl with its spine in the middle. Nil before
    /// the first ``setViewControllers(_:direction:animated:completion:)``.
    open var viewControllers: [UIViewController]? { pages.isEmpty ? nil : pages }

    /// Where the pages are bound: ``SpineLocation/none`` when scrolling, otherwise the option
    /// given at creation (``SpineLocation/min`` by default).
    open var spineLocation: SpineLocation { storedSpineLocation }

    /// Whether a page-curl page has content on its back, so a turn shows two new pages. True by
    /// default with the spine in the middle, where it must stay true.
    open var isDoubleSided: Bool

    /// The recognizers that turn the pages of a page-curl controller (empty for a scrolling
    /// one, whose turns come from its scrolling).
    open var gestureRecognizers: [UIGestureRecognizer] {
        style == .pageCurl ? swipeRecognizers : []
    }

    /// Shows `viewControllers` as the pages, turning in `direction`. The count must be what
    /// the spine shows (References §29); the completion runs once the pages are shown, with
    /// true, at once when not animated and at the end of the turn when animated.
    open func setViewControllers(_ viewControllers: [UIViewController]?,
                                 direction: UIPageViewController.NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        setPagesMechanism(viewControllers ?? [], direction: direction, animated: animated, completion: completion)
    }

    // MARK: Appearance

    override func childrenReceivingAppearance() -> [UIViewController] { appearanceChildren() }

    override var managesChildAppearanceThroughWindow: Bool { false }

    // MARK: Layout (UIView+ContainerLayout.swift)

    override func layOutChildViews(in view: UIView) { layOutPages(in: view) }

    // MARK: Container hooks (UIViewController.swift)

    override var visibleChildren: [UIViewController] { shownPages }

    override func showsChild(_ child: UIViewController) -> Bool { shownPages.contains(identicalTo: child) }

    override func containerList(holding child: UIViewController) -> String? { isPage(child) ? "pages" : nil }

    override func forgetChild(_ child: UIViewController) { forget(child) }
}
