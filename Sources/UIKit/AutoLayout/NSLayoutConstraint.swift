import HeadlessCore
import Foundation
internal import LayoutSolver

/// A relation between two layout attributes that the Auto Layout engine keeps true:
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
///
/// Create constraints with the anchors (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor)`)
/// or the full initializer, and turn them on with ``isActive`` or ``activate(_:)``. A constraint
/// that cannot be made (an item that is neither a view nor a layout guide, a location set to a
/// constant, a zero multiplier on a location, a non-finite constant) or that relates views with
/// no common ancestor is reported through the runtime's diagnostics when it is activated and
/// stays out of the layout; the app goes on, as it does after UIKit's messages.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// A horizontal or vertical axis.
    public enum Axis: Int, Sendable, Hashable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }

    /// The part of an item's layout a constraint refers to.
    public enum Attribute: Int, Sendable, Hashable {
        case left = 1
        case right = 2
        case top = 3
        case bottom = 4
        case leading = 5
        case trailing = 6
        case width = 7
        case height = 8
        case centerX = 9
        case centerY = 10
        case lastBaseline = 11
        case firstBaseline = 12
        case leftMargin = 13
        case rightMargin = 14
        case topMargin = 15
        case bottomMargin = 16
        case leadingMargin = 17
        case trailingMargin = 18
        case centerXWithinMargins = 19
        case centerYWithinMargins = 20
        /// No attribute: the second attribute of a constraint on a constant.
        case notAnAttribute = 0
        /// The same as ``lastBaseline``.
        public static var baseline: Attribute { .lastBaseline }
    }

    /// How the two sides of a constraint compare.
    public enum Relation: Int, Sendable, Hashable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    // Items are held weakly, as UIKit's are: a constraint does not keep its views alive.
    weak var storedFirstItem: AnyObject?
    weak var storedSecondItem: AnyObject?
    // Set once, by the initializer that configures the constraint.
    var storedFirstAttribute: Attribute = .notAnAttribute
    var storedSecondAttribute: Attribute = .notAnAttribute
    var storedRelation: Relation = .equal
    var storedMultiplier: CGFloat = 1
    var storedConstant: CGFloat = 0
    var storedPriority: UILayoutPriority = .required
    var storedActive = false
    /// Why the constraint cannot be made, found when it was created; nil when it is sound.
    var malformation: String?
    /// The view whose ``UIView/constraints`` hold the constraint while it is active.
    weak var container: UIView?
    /// The solver's constraint while the engine holds it (nil when broken or inactive).
    var solverConstraint: LayoutSolver.Constraint?
    /// Whether the engine refused the constraint (it conflicted with required ones).
    var isBroken = false
    /// Whether the engine set the constraint aside because it conflicted while its views were
    /// outside any window; it is tried again when their layout runs (References §58.5).
    var isConflictDeferred = false
    /// Made by the framework (autoresizing masks, stack views, guides), not by the app.
    var frameworkKind: String?

    /// A name that diagnostics show.
    open var identifier: String?
    /// Whether archiving keeps the constraint.
    open var shouldBeArchived = false

    /// Creates a constraint `view1.attr1 relation multiplier × view2.attr2 + c`.
    ///
    /// `view1` must be a view or a layout guide; `view2` is nil exactly when `attr2` is
    /// ``Attribute/notAnAttribute``. A constraint that breaks these rules is reported when
    /// it is activated.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
                  multiplier: multiplier, constant: c)
    }

    /// A constraint relating nothing (no items, no attributes), as `NSObject`'s initializer
    /// makes it on iOS; activating it is reported. The designated initializer: a subclass that
    /// declares none of its own (`class LayoutConstraint: NSLayoutConstraint`, as SnapKit's)
    /// inherits it and ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``.
    public override init() {
        super.init()
        malformation = validate()
    }

    convenience init(first: AnyObject?, _ firstAttribute: Attribute, _ relation: Relation, second: AnyObject?,
                     _ secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat) {
        self.init()
        storedFirstItem = first
        storedSecondItem = second
        storedFirstAttribute = firstAttribute
        // Without a second item the second attribute means nothing: iOS makes the constraint a
        // constant one and reads it back as notAnAttribute (SnapKit passes the first attribute
        // again for `make.width.equalTo(56)`). References §48.6.
        storedSecondAttribute = second == nil ? .notAnAttribute : secondAttribute
        storedRelation = relation
        storedMultiplier = multiplier
        storedConstant = constant
        malformation = validate()
    }

    /// The first item: a view or a layout guide.
    open var firstItem: AnyObject? { storedFirstItem }
    /// The second item, or nil for a constraint on a constant.
    open var secondItem: AnyObject? { storedSecondItem }
    /// The first item's attribute.
    open var firstAttribute: Attribute { storedFirstAttribute }
    /// The second item's attribute.
    open var secondAttribute: Attribute { storedSecondAttribute }
    /// How the two sides compare.
    open var relation: Relation { storedRelation }
    /// The factor applied to the second attribute.
    open var multiplier: CGFloat { storedMultiplier }

    /// The first item's anchor.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: storedFirstItem, attribute: storedFirstAttribute)
    }

    /// The second item's anchor, or nil.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        storedSecondItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: storedSecondAttribute) }
    }

    /// The value added to the second side; changing it re-solves the layout at the next pass.
    open var constant: CGFloat {
        get { storedConstant }
        set { setConstantMechanism(newValue) }
    }

    /// How strongly the constraint holds. A required constraint cannot become optional (nor
    /// the reverse) while it is active, as on iOS.
    open var priority: UILayoutPriority {
        get { storedPriority }
        set { setPriorityMechanism(newValue) }
    }

    /// Whether the constraint takes part in layout. Turning it on adds it to the closest
    /// common ancestor of its items; off, removes it.
    open var isActive: Bool {
        get { storedActive }
        set { newValue ? activateMechanism() : deactivateMechanism() }
    }

    /// Activates each of the constraints.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.activateMechanism() }
    }

    /// Deactivates each of the constraints.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.deactivateMechanism() }
    }

    /// The constraint as UIKit prints it: `<NSLayoutConstraint 'id' UILabel#1.leading == UIView#2.leading + 20 (active)>`.
    open override var description: String {
        // NSObject's description is nonisolated; off the main actor the items are not read.
        guard OffMainRelease.isOnMainActor else { return "<NSLayoutConstraint>" }
        return MainActor.assumeIsolated {
            let name = identifier.map { "'\($0)' " } ?? ""
            return "<\(traceClassName) \(name)\(equationDescription)\(storedActive ? "   (active)" : "")>"
        }
    }

    /// The class name diagnostics show: UIKit's names for the framework's own constraints.
    var traceClassName: String {
        switch frameworkKind {
        case "autoresizing": "NSAutoresizingMaskLayoutConstraint"
        case "content-size": "NSContentSizeLayoutConstraint"
        default: TraceNames.className(of: type(of: self))
        }
    }

    /// `UILabel#1.leading == UIView#2.leading + 20`.
    var equationDescription: String {
        var text = "\(Self.itemName(storedFirstItem)).\(storedFirstAttribute.name) \(storedRelation.symbol) "
        if storedSecondItem != nil || storedSecondAttribute != .notAnAttribute {
            if storedMultiplier != 1 { text += "\(storedMultiplier.layoutDescription)*" }
            text += "\(Self.itemName(storedSecondItem)).\(storedSecondAttribute.name)"
            if storedConstant != 0 {
                text += storedConstant < 0 ? " - \((-storedConstant).layoutDescription)" : " + \(storedConstant.layoutDescription)"
            }
        } else {
            text += storedConstant.layoutDescription
        }
        if storedPriority != .required { text += "   (priority \(CGFloat(storedPriority.rawValue).layoutDescription))" }
        return text
    }

    static func itemName(_ item: AnyObject?) -> String {
        switch item {
        case let view as UIView: view.traceName
        case let guide as UILayoutGuide: guide.traceName
        case nil: "nil"
        case let other?: TraceNames.className(of: type(of: other))
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// The attribute's name in diagnostics (`leading`, `centerX`, `width`).
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// Whether the attribute is a size rather than a location.
    var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute is horizontal (x locations and width).
    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins: true
        default: false
        }
    }
}

extension NSLayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
