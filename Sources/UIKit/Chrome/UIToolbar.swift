import HeadlessCore
import Foundation

/// A bar of bar button items, such as the one a navigation controller shows at the bottom of
/// its view when ``UINavigationController/isToolbarHidden`` is false, with the top
/// controller's ``UIViewController/toolbarItems``.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The height of the bar above the home indicator.
    static let standardHeight: CGFloat = 44

    /// The navigation controller that owns the bar, whose top controller gives the items.
    @Handled var navigationController: UINavigationController? = nil
    var storedItems: [UIBarButtonItem]?

    /// The bar's background tint.
    open var barTintColor: UIColor? {
        didSet { noteAppearanceSet("barTintColor") { [barTintColor] in ($0 as? UIToolbar)?.barTintColor = barTintColor } }
    }
    /// Whether the bar is translucent.
    open var isTranslucent = true {
        didSet { noteAppearanceSet("isTranslucent") { [isTranslucent] in ($0 as? UIToolbar)?.isTranslucent = isTranslucent } }
    }
    /// The bar's style.
    open var barStyle: UIBarStyle = .default {
        didSet { noteAppearanceSet("barStyle") { [barStyle] in ($0 as? UIToolbar)?.barStyle = barStyle } }
    }
    /// The bar's look (stored; nothing is drawn).
    open var standardAppearance = UIToolbarAppearance()
    /// The bar's look at compact height.
    open var compactAppearance: UIToolbarAppearance?
    /// The bar's look when the content is scrolled to its bottom edge.
    open var scrollEdgeAppearance: UIToolbarAppearance?

    /// The background images per bar position and metrics (References §56.1).
    var backgroundImages: [Int: ControlStateImages] = [:]
    /// The shadow images per bar position.
    var shadowImages: [Int: UIImage] = [:]

    /// Sets the background image for a bar position and bar metrics.
    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition,
                                 barMetrics: UIBarMetrics) {
        backgroundImages[topOrBottom.rawValue, default: ControlStateImages()]
            .set(backgroundImage, for: UIControl.State.normal, metrics: barMetrics)
    }

    /// The background image for a position and metrics, else the one set for `.any` position
    /// (each falling back from compact metrics to `.default`).
    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[topOrBottom.rawValue]?.image(for: UIControl.State.normal, metrics: barMetrics)
            ?? backgroundImages[UIBarPosition.any.rawValue]?.image(for: UIControl.State.normal, metrics: barMetrics)
    }

    /// Sets the shadow image for a bar position.
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        shadowImages[topOrBottom.rawValue] = shadowImage
    }

    /// The shadow image for a position, else the one for `.any`.
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
        shadowImages[topOrBottom.rawValue] ?? shadowImages[UIBarPosition.any.rawValue]
    }

    /// The bar's position: `.bottom`, as a toolbar without a delegate saying otherwise is.
    open var barPosition: UIBarPosition { .bottom }

    /// Creates a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a bar from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The items: the top controller's `toolbarItems` for a navigation controller's toolbar,
    /// else those set on the bar.
    open var items: [UIBarButtonItem]? {
        get {
            if let navigationController { return navigationController.topViewController?.toolbarItems }
            return storedItems
        }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        if let navigationController, let top = navigationController.topViewController {
            top.setToolbarItems(items, animated: animated)
        } else {
            storedItems = items
        }
    }
}

extension UIToolbar: AppearanceImagePainting {
    /// The background image for the bar's position and metrics, stretched over the bar, under
    /// its items (References §56.1).
    var appearanceImagePlacements: [AppearanceImagePlacement] {
        let metrics: UIBarMetrics = traitCollection.verticalSizeClass == .compact ? .compact : .default
        guard let image = backgroundImage(forToolbarPosition: barPosition, barMetrics: metrics) else { return [] }
        return [AppearanceImagePlacement(image: image, rect: bounds)]
    }
}
