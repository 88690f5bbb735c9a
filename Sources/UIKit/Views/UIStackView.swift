import HeadlessCore
import Foundation

/// A view that lines up its arranged subviews along an axis.
///
/// The stack arranges its subviews with constraints (UIStackView+Arrangement.swift), made
/// again before the layout pass whenever the arrangement changes: an arranged subview added,
/// removed or hidden, or the axis, distribution, alignment, spacing, custom spacing or
/// margins-relative setting changed. Arranged subviews stop translating their autoresizing
/// masks, as on iOS.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged subviews share the stack's length.
    public enum Distribution: Int, Sendable, Hashable {
        /// The views fill the length; the first that can stretch does.
        case fill
        /// The views share the length equally.
        case fillEqually
        /// The views share the length in proportion to their sizes.
        case fillProportionally
        /// The views keep their sizes with equal space between them.
        case equalSpacing
        /// The views keep their sizes with equal distances between their centres.
        case equalCentering
    }

    /// How arranged subviews sit across the axis.
    public enum Alignment: Int, Sendable, Hashable {
        /// The views fill the stack across the axis.
        case fill
        /// The views line up on the leading (or top) edge.
        case leading
        /// The views line up on their first baselines.
        case firstBaseline
        /// The views are centred across the axis.
        case center
        /// The views line up on the trailing (or bottom) edge.
        case trailing
        /// The views line up on their last baselines.
        case lastBaseline
        /// The same as ``leading`` for a horizontal stack.
        public static var top: Alignment { .leading }
        /// The same as ``trailing`` for a horizontal stack.
        public static var bottom: Alignment { .trailing }
    }

    /// The arranged subviews, in order.
    public internal(set) var arrangedSubviews: [UIView] = []
    /// The axis the views are lined up along.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }
    /// How the views share the stack's length.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }
    /// How the views sit across the axis.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }
    /// The space between adjacent views (the least space for the spacing distributions).
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { arrangementDidChange() } }
    }
    /// Whether the views are arranged inside the stack's layout margins.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }
    /// Whether baseline alignment measures from the baselines rather than the frames.
    open var isBaselineRelativeArrangement = false
    /// The spacing after particular views, by identity.
    var customSpacings: [(view: WeakView, spacing: CGFloat)] = []
    /// The constraints of the current arrangement.
    var arrangementConstraints: [NSLayoutConstraint] = []
    /// The spacer guides of the current arrangement.
    var arrangementGuides: [UILayoutGuide] = []
    var arrangementIsStale = true

    /// The spacing after an arranged subview, which replaces ``spacing`` there.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings.removeAll { $0.view.view == nil || $0.view.view === arrangedSubview }
        customSpacings.append((WeakView(arrangedSubview), spacing))
        arrangementDidChange()
    }

    /// The spacing after an arranged subview: its custom spacing, or ``spacing``.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings.first { $0.view.view === arrangedSubview }?.spacing ?? UIStackView.spacingUseDefault
    }

    /// The value of ``customSpacing(after:)`` when no custom spacing is set.
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    /// The standard spacing between views.
    public static let spacingUseSystem: CGFloat = -.greatestFiniteMagnitude

    /// Creates a stack view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack view of views.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// Creates a stack view from a storyboard or xib; its archived subviews are its arranged
    /// subviews.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        arrangedSubviews = subviews
        for view in arrangedSubviews { view.translatesAutoresizingMaskIntoConstraints = false }
        for name in ["axis", "distribution", "alignment"] {
            applyArchivedAttribute(name, coder.decodeObject(forKey: name) as? String)
        }
        spacing = CGFloat(coder.decodeDouble(forKey: "spacing"))
    }

    /// Adds a view at the end of the arranged subviews (and of the subviews).
    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll(identicalTo: view)
        arrangedSubviews.append(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
        arrangementDidChange()
    }

    /// Inserts a view into the arranged subviews at an index.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll(identicalTo: view)
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Removes a view from the arranged subviews; it stays a subview.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll(identicalTo: view)
        arrangementDidChange()
    }

    /// Forgets a removed subview as an arranged subview too.
    open override func willRemoveSubview(_ subview: UIView) {
        if arrangedSubviews.contains(identicalTo: subview) {
            arrangedSubviews.removeAll(identicalTo: subview)
            arrangementDidChange()
        }
    }
}
