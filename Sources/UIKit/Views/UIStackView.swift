import HeadlessCore
import Foundation

/// The axes of a layout: the names UIKit's API uses. Constraints themselves are not
/// modelled by the headless runtime.
@preconcurrency @MainActor
public enum NSLayoutConstraint {
    /// A horizontal or vertical axis.
    public enum Axis: Int, Sendable, Hashable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}

/// A view that lines up its arranged subviews along an axis.
///
/// The arranged subviews and the stack's attributes are kept; frames stay as they were
/// set or archived, since Auto Layout is not modelled.
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
    public private(set) var arrangedSubviews: [UIView] = []
    /// The axis the views are lined up along.
    open var axis: NSLayoutConstraint.Axis = .horizontal
    /// How the views share the stack's length.
    open var distribution: Distribution = .fill
    /// How the views sit across the axis.
    open var alignment: Alignment = .fill
    /// The space between adjacent views.
    open var spacing: CGFloat = 0

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
        if coder.decodeObject(forKey: "axis") as? String == "vertical" { axis = .vertical }
        spacing = CGFloat(coder.decodeDouble(forKey: "spacing"))
        switch coder.decodeObject(forKey: "distribution") as? String {
        case "fillEqually": distribution = .fillEqually
        case "fillProportionally": distribution = .fillProportionally
        case "equalSpacing": distribution = .equalSpacing
        case "equalCentering": distribution = .equalCentering
        default: break
        }
        switch coder.decodeObject(forKey: "alignment") as? String {
        case "leading", "top": alignment = .leading
        case "firstBaseline": alignment = .firstBaseline
        case "center": alignment = .center
        case "trailing", "bottom": alignment = .trailing
        case "lastBaseline": alignment = .lastBaseline
        default: break
        }
    }

    /// Adds a view at the end of the arranged subviews (and of the subviews).
    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.append(view)
        addSubview(view)
    }

    /// Inserts a view into the arranged subviews at an index.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
    }

    /// Removes a view from the arranged subviews; it stays a subview.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    /// Forgets a removed subview as an arranged subview too.
    open override func willRemoveSubview(_ subview: UIView) {
        arrangedSubviews.removeAll { $0 === subview }
    }
}
