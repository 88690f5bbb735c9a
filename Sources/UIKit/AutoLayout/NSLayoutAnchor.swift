import HeadlessCore
import Foundation

/// One attribute of a view or layout guide, from which constraints are made:
/// `label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)`.
///
/// The type parameter keeps x anchors, y anchors and dimensions apart at compile time, as
/// on iOS. Anchors are values in all but name: each access makes a new one.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    weak var storedItem: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        storedItem = item
        self.attribute = attribute
        super.init()
    }


    /// The view or layout guide the anchor belongs to.
    open var item: AnyObject? { storedItem }

    /// The anchor's name, for debugging: `UIView#1.leading`.
    open var name: String { description }

    /// Whether the constraints leave this attribute of the item free.
    open var hasAmbiguousLayout: Bool {
        guard let view = NSLayoutConstraint.hierarchyView(storedItem) else { return false }
        return view.hasAmbiguousLayout
    }

    /// The active constraints that mention this anchor's item along its axis.
    open var constraintsAffectingLayout: [NSLayoutConstraint] {
        guard let view = NSLayoutConstraint.hierarchyView(storedItem) else { return [] }
        return view.constraintsAffectingLayout(for: attribute.isHorizontal ? .horizontal : .vertical)
    }

    /// A constraint `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }

    /// A constraint `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// A constraint `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }

    /// A constraint `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    /// A constraint `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    /// A constraint `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    /// The name UIKit prints: `UIView#1.leading`.
    open override var description: String {
        // NSObject's description is nonisolated; off the main actor the item is not read.
        guard OffMainRelease.isOnMainActor else { return "<NSLayoutAnchor \(attribute.name)>" }
        return MainActor.assumeIsolated { "\(NSLayoutConstraint.itemName(storedItem)).\(attribute.name)" }
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>,
              multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: storedItem, attribute, relation, second: anchor.storedItem, anchor.attribute,
                           multiplier: multiplier, constant: constant)
    }
}

/// The anchor of a horizontal location: leading, trailing, left, right or centre x.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A constraint `self == anchor + multiplier × standard spacing` (8 points).
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: LayoutMetrics.systemSpacing * multiplier)
    }

    /// A constraint `self >= anchor + multiplier × standard spacing` (8 points).
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: LayoutMetrics.systemSpacing * multiplier)
    }

    /// A constraint `self <= anchor + multiplier × standard spacing` (8 points).
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: LayoutMetrics.systemSpacing * multiplier)
    }
}

/// The anchor of a vertical location: top, bottom, centre y or a baseline.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A constraint `self == anchor + multiplier × standard spacing` (8 points).
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: LayoutMetrics.systemSpacing * multiplier)
    }

    /// A constraint `self >= anchor + multiplier × standard spacing` (8 points).
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: LayoutMetrics.systemSpacing * multiplier)
    }

    /// A constraint `self <= anchor + multiplier × standard spacing` (8 points).
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: LayoutMetrics.systemSpacing * multiplier)
    }
}

/// The anchor of a size: width or height.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint `self == c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { constant(.equal, c) }
    /// A constraint `self >= c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constant(.greaterThanOrEqual, c) }
    /// A constraint `self <= c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constant(.lessThanOrEqual, c) }

    /// A constraint `self == m × anchor`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }
    /// A constraint `self >= m × anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// A constraint `self <= m × anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// A constraint `self == m × anchor + c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    /// A constraint `self >= m × anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// A constraint `self <= m × anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }

    private func constant(_ relation: NSLayoutConstraint.Relation, _ c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: storedItem, attribute, relation, second: nil, .notAnAttribute, multiplier: 1, constant: c)
    }
}

/// The fixed numbers of the headless layout.
enum LayoutMetrics {
    /// The standard spacing between sibling views (`equalToSystemSpacingAfter`), in points.
    static let systemSpacing: CGFloat = 8
    /// The default layout margins of a view, on every edge.
    static let defaultMargin: CGFloat = 8
    /// The widest a readable content guide gets.
    static let readableWidth: CGFloat = 672
}
