import HeadlessCore
import Foundation

/// A button in a navigation bar or toolbar: a title, an image, a system item, a custom view,
/// or space between items.
///
/// A tap (the device's `tap <title>`) runs, in order of precedence, the item's
/// ``primaryAction``, else its ``action`` sent to its ``target`` (or up the responder chain
/// from the controller that shows the item when the target is nil), the same dispatch a
/// control's target-action pair uses. An item with none of these, or only a ``menu``, is
/// refused with a message naming it.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How an item is drawn.
    public enum Style: Int, Sendable, Hashable {
        /// A plain button.
        case plain = 0
        /// A bordered button (deprecated on iOS; drawn as `.plain`).
        case bordered = 1
        /// A button for a "done" action: a bold title.
        case done = 2
    }

    /// The buttons the system defines, with their system titles or images.
    public enum SystemItem: Int, Sendable, Hashable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
             pageCurl, close
    }

    /// How the item is drawn.
    open var style: UIBarButtonItem.Style = .plain
    /// The item's width; 0 lets the bar size it. A fixed space's width.
    open var width: CGFloat = 0
    /// The titles the item may show, for sizing.
    open var possibleTitles: Set<String>?
    /// A view shown in place of the item's title or image.
    open var customView: UIView?
    /// The selector sent when the item is tapped.
    open var action: Selector?
    /// The object the action is sent to; nil sends it up the responder chain.
    open weak var target: AnyObject?
    /// The action run when the item is tapped; it takes precedence over ``action``.
    open var primaryAction: UIAction? {
        didSet {
            if let primaryAction, title == nil, !primaryAction.title.isEmpty { title = primaryAction.title }
        }
    }
    /// The menu the item shows.
    open var menu: UIMenu?
    /// Whether the item shows as selected.
    open var isSelected = false
    /// Whether the bar leaves the item out.
    open var isHidden = false
    /// The item's tint colour.
    open var tintColor: UIColor? {
        didSet { noteAppearanceSet("tintColor") { [tintColor] in ($0 as? UIBarButtonItem)?.tintColor = tintColor } }
    }
    /// Whether a tap shows the menu rather than running the primary action.
    open var changesSelectionAsPrimaryAction = false

    /// The background images per state and bar metrics, and per style (References §56.1).
    var backgroundImages = ControlStateImages()
    var styledBackgroundImages: [Int: ControlStateImages] = [:]

    /// Sets the item's background image for a state and bar metrics; a state without one uses
    /// the normal state's.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        backgroundImages.set(backgroundImage, for: state, metrics: barMetrics)
    }

    /// The background image for a state and bar metrics, else the normal state's.
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages.image(for: state, metrics: barMetrics)
    }

    /// Sets the background image for a state, a style and bar metrics.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, style: UIBarButtonItem.Style,
                                 barMetrics: UIBarMetrics) {
        styledBackgroundImages[style.rawValue, default: ControlStateImages()].set(backgroundImage, for: state, metrics: barMetrics)
    }

    /// The background image for a state, a style and bar metrics, else the one set without a style.
    open func backgroundImage(for state: UIControl.State, style: UIBarButtonItem.Style, barMetrics: UIBarMetrics) -> UIImage? {
        styledBackgroundImages[style.rawValue]?.image(for: state, metrics: barMetrics)
            ?? backgroundImage(for: state, barMetrics: barMetrics)
    }

    /// The system item the item was made as, if any.
    var systemItem: SystemItem?
    /// The controller whose editing state this item toggles (``UIViewController/editButtonItem``).
    weak var editingController: UIViewController?
    /// The segue a storyboard connects to the item (`<segue>` in its `<connections>`): a tap
    /// performs it, as the segue template that iOS makes the item's target does
    /// (References §47.2).
    var storyboardSegue: IBSegueTrigger?

    /// Creates a plain item with no title, image or action.
    public override init() {
        super.init()
    }

    /// Creates an item from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates an item showing an image, sending `action` to `target` when tapped.
    public convenience init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// Creates an item showing an image (and another in landscape on iPhone).
    public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: UIBarButtonItem.Style,
                            target: Any?, action: Selector?) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    /// Creates an item showing a title, sending `action` to `target` when tapped.
    public convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// Creates a system item, sending `action` to `target` when tapped.
    public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?) {
        self.init()
        applySystemItem(systemItem)
        self.target = target as AnyObject?
        self.action = action
    }

    /// Creates an item showing a custom view.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// Creates a system item running a primary action, or showing a menu.
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        applySystemItem(systemItem)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates an item running a primary action (its title and image come from the action).
    public convenience init(primaryAction: UIAction?) {
        self.init()
        self.primaryAction = primaryAction
    }

    /// Creates an item with a title or image, running a primary action or showing a menu.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A fixed space of a width between items.
    ///
    /// (On iOS this returns `Self`; here it returns `UIBarButtonItem`, which reads the same
    /// in the usual `[UIBarButtonItem]` context.)
    open class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// A flexible space that pushes items apart.
    open class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    func applySystemItem(_ item: UIBarButtonItem.SystemItem) {
        systemItem = item
        if item == .done { style = .done }
        if let title = item.systemTitle { self.title = title } else { accessibilityLabel = item.systemAccessibilityLabel }
    }
}

extension UIBarButtonItem.SystemItem {
    /// The title a system item shows (English), or nil for an image or a space.
    var systemTitle: String? {
        switch self {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        default: nil
        }
    }

    /// The accessibility label of an image system item, or nil for a space.
    var systemAccessibilityLabel: String? {
        switch self {
        case .add: "Add"
        case .compose: "Compose"
        case .reply: "Reply"
        case .action: "Share"
        case .organize: "Organize"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .refresh: "Refresh"
        case .stop: "Stop"
        case .camera: "Camera"
        case .trash: "Delete"
        case .play: "Play"
        case .pause: "Pause"
        case .rewind: "Rewind"
        case .fastForward: "Fast Forward"
        case .close: "Close"
        case .pageCurl: "Page Curl"
        default: nil
        }
    }
}
