import HeadlessCore
import Foundation

/// A container that shows a primary column (a list) beside a secondary column (its detail),
/// with an optional supplementary column between them.
///
/// The columns are child view controllers. Their views are placed in the split view
/// controller's view at its next layout, side by side when the horizontal size class is
/// regular (the primary column at ``primaryColumnWidth``, the secondary filling the rest),
/// or, when the displayed mode overlays the primary column, the secondary filling the bounds
/// and the primary over its leading edge. When the horizontal size class is compact the split
/// view controller is collapsed, as on iPhone: it shows one column, the ``Column/compact``
/// column if one is set, otherwise the primary one, filling the bounds. A column's view enters
/// and leaves the window as the layout places it, so its appearance callbacks come from the
/// window attachment, as for any child view.
///
/// Sourced in References §26. Not modelled yet: the display-mode button's item and gestures, the supplementary column in
/// a collapsed interface, and the delegate's collapse and expand callbacks.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// How many columns a split view controller shows.
    public enum Style: Int, Sendable, Hashable {
        /// The classic interface configured by ``UISplitViewController/viewControllers``.
        case unspecified = 0
        /// A primary and a secondary column.
        case doubleColumn = 1
        /// A primary, a supplementary and a secondary column.
        case tripleColumn = 2
    }

    /// How the columns are arranged.
    public enum DisplayMode: Int, Sendable, Hashable {
        /// The split view controller chooses.
        case automatic = 0
        /// Only the secondary column.
        case secondaryOnly = 1
        /// One column beside the secondary one.
        case oneBesideSecondary = 2
        /// One column over the secondary one.
        case oneOverSecondary = 3
        /// Two columns beside the secondary one.
        case twoBesideSecondary = 4
        /// Two columns over the secondary one.
        case twoOverSecondary = 5
        /// Two columns pushing the secondary one aside.
        case twoDisplaceSecondary = 6

        /// The secondary column alone (the name before iOS 14).
        @available(iOS, introduced: 8.0, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.secondaryOnly")
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        /// Both columns side by side (the name before iOS 14).
        @available(iOS, introduced: 8.0, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.oneBesideSecondary")
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        /// The primary column over the secondary one (the name before iOS 14).
        @available(iOS, introduced: 8.0, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.oneOverSecondary")
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }

    /// The columns of a split view controller.
    public enum Column: Int, Sendable, Hashable {
        /// The leading column, usually a list.
        case primary = 0
        /// The middle column of a triple-column interface.
        case supplementary = 1
        /// The column showing the detail.
        case secondary = 2
        /// The one column shown when the interface is collapsed.
        case compact = 3
        /// The trailing inspector column.
        case inspector = 4
    }

    /// How the side columns make room for one another.
    public enum SplitBehavior: Int, Sendable, Hashable {
        /// The split view controller chooses.
        case automatic = 0
        /// Side by side.
        case tile = 1
        /// Over the secondary column.
        case overlay = 2
        /// Pushing the secondary column aside.
        case displace = 3
    }

    /// The edge the primary column sits on.
    public enum PrimaryEdge: Int, Sendable, Hashable {
        /// The leading edge.
        case leading = 0
        /// The trailing edge.
        case trailing = 1
    }

    /// The background of the primary column.
    public enum BackgroundStyle: Int, Sendable, Hashable {
        /// No special background.
        case none = 0
        /// The sidebar background.
        case sidebar = 1
    }

    /// When the display-mode button shows.
    public enum DisplayModeButtonVisibility: Int, Sendable, Hashable {
        /// The split view controller decides.
        case automatic = 0
        /// Never.
        case never = 1
        /// Always.
        case always = 2
    }

    /// Whether a split view controller's interface is expanded or collapsed, as its
    /// descendants see it.
    public enum LayoutEnvironment: Int, Sendable, Hashable {
        /// Not inside a split view controller.
        case none = 0
        /// Several columns are shown.
        case expanded = 1
        /// One column is shown.
        case collapsed = 2
    }

    /// The value that lets the split view controller choose a column width.
    public class var automaticDimension: CGFloat { -1 }

    /// The number of columns this split view controller was created for.
    public let style: Style
    var columns: [Column: UIViewController] = [:]
    var storedDisplayMode: DisplayMode = .automatic
    /// The column ``show(_:)`` brought to the front of a collapsed interface.
    var collapsedTopColumn: Column?
    /// Whether the last layout found the interface collapsed.
    var laidOutCollapsed: Bool?

    /// The object told when the display mode changes.
    open weak var delegate: UISplitViewControllerDelegate?

    /// Creates a split view controller with the given number of columns.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a classic split view controller, configured by ``viewControllers``.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a classic split view controller from an archive.
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    // MARK: Columns (UISplitViewController+Columns.swift)

    /// The column controllers: the primary then the secondary one (with the supplementary
    /// between them in a triple-column interface). Setting it in a classic split view
    /// controller sets the primary and secondary columns.
    open var viewControllers: [UIViewController] {
        get { columnsInOrder.compactMap { columns[$0] } }
        set { setClassicViewControllers(newValue) }
    }

    /// Shows a controller in a column (nil empties it). The controller becomes a child.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        setColumn(column, to: vc)
    }

    /// The controller shown in a column, if any.
    open func viewController(for column: Column) -> UIViewController? { columns[column] }

    /// Shows a column: the primary or supplementary one beside or over the secondary one.
    open func show(_ column: Column) { showColumn(column) }

    /// Hides a column: hiding the primary or supplementary one leaves the secondary alone.
    open func hide(_ column: Column) { hideColumn(column) }

    // MARK: Display mode

    /// The arrangement the app asks for; ``displayMode`` is the one shown.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { updateDisplayMode() }
    }

    /// The arrangement shown now: the preferred one, or, for ``DisplayMode/automatic``, the
    /// primary column beside the secondary one (and the supplementary one too in a
    /// triple-column interface) when expanded, the secondary column alone when collapsed.
    open var displayMode: DisplayMode {
        storedDisplayMode == .automatic ? resolvedPreferredDisplayMode : storedDisplayMode
    }

    /// How the columns make room for one another, as the app asks.
    open var preferredSplitBehavior: SplitBehavior = .automatic

    /// How the columns make room for one another now: the preferred behaviour, or tiling.
    open var splitBehavior: SplitBehavior {
        preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior
    }

    /// Whether one column is shown (the horizontal size class is compact).
    open var isCollapsed: Bool { traitCollection.horizontalSizeClass == .compact }

    /// Whether a swipe shows and hides the primary column (not simulated).
    open var presentsWithGesture = true

    /// Whether the display-mode button can show the secondary column alone.
    open var showsSecondaryOnlyButton = false

    /// When the display-mode button shows.
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic

    /// The edge the primary column sits on.
    open var primaryEdge: PrimaryEdge = .leading {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The background of the primary column.
    open var primaryBackgroundStyle: BackgroundStyle = .none

    // MARK: Column widths

    /// The primary column's width the app asks for, in points, or ``automaticDimension``.
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The primary column's width the app asks for, as a fraction of the bounds' width, or
    /// ``automaticDimension``.
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The narrowest primary column, or ``automaticDimension``.
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The widest primary column, or ``automaticDimension``.
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The primary column's width now (see ``preferredPrimaryColumnWidth``).
    open var primaryColumnWidth: CGFloat { resolvedPrimaryColumnWidth }

    // MARK: Layout (UIView+ContainerLayout.swift)

    override func layOutChildViews(in view: UIView) {
        layOutColumns(in: view)
    }
}

/// The object a split view controller tells when its display mode changes. Every method is
/// optional.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    /// Called before the display mode changes.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
}

extension UISplitViewControllerDelegate {
    /// Does nothing.
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
}

extension UIViewController {
    /// Posted (object: the split view controller) when a split view controller collapses or
    /// expands, so where `showDetailViewController(_:sender:)` shows a controller changed.
    public nonisolated static let showDetailTargetDidChangeNotification =
        Notification.Name("UIViewControllerShowDetailTargetDidChangeNotification")

    /// The nearest split view controller among the controller's ancestors, or nil.
    public var splitViewController: UISplitViewController? {
        var current = storedParent
        while let controller = current {
            if let split = controller as? UISplitViewController { return split }
            current = controller.storedParent
        }
        return nil
    }
}
