import HeadlessCore
import Foundation
internal import LayoutSolver

/// The engine's four variables for a view or a layout guide: its rectangle in *layout space*,
/// the coordinates of the root of its hierarchy with every bounds origin (scroll offset)
/// ignored, so that a view's frame origin is its position minus its superview's.
struct LayoutVariables {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable
}

/// A view's Auto Layout state, created the first time the view uses any of it, so that a
/// plain view pays one pointer for Auto Layout (see the size target in the README).
@MainActor
final class AutoLayoutState {
    var translatesAutoresizingMask = true
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true
    /// The constraints installed on the view (it is their items' closest common ancestor).
    var constraints: [NSLayoutConstraint] = []
    /// Active constraints whose first or second item is the view or one of its guides.
    var referencing: [NSLayoutConstraint] = []
    var huggingHorizontal = UILayoutPriority.defaultLow
    var huggingVertical = UILayoutPriority.defaultLow
    var compressionHorizontal = UILayoutPriority.defaultHigh
    var compressionVertical = UILayoutPriority.defaultHigh
    var needsUpdateConstraints = false
    var queuedForUpdate = false

    /// The engine's variables, once the view takes part in Auto Layout.
    var variables: LayoutVariables?
    /// The constraints that place the view from its frame (autoresizing) or pin a root.
    var positionConstraints: [LayoutSolver.Constraint] = []
    /// Whether a frame constraint conflicted while the view was outside any window and waits
    /// for its layout to be made again (References §58.5).
    var placementDeferred = false
    /// The superview the position constraints were made against.
    weak var positionedIn: UIView?
    /// The content-size constraints from the intrinsic content size.
    var intrinsicConstraints: [LayoutSolver.Constraint] = []
    var intrinsicDirty = true
    var queuedForIntrinsic = false
    var appliedIntrinsicSize: CGSize?

    /// Guides added with `addLayoutGuide(_:)`, system guides included once made.
    var guides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var keyboardGuide: UIKeyboardLayoutGuide?
    var scrollContentGuide: UILayoutGuide?
    var scrollFrameGuide: UILayoutGuide?
    /// The constraints placing the safe-area and margins guides, whose constants follow the
    /// insets: left, top, width, height offsets from the view's rectangle.
    var safeAreaGuideConstraints: [LayoutSolver.Constraint] = []
    var marginsGuideConstraints: [LayoutSolver.Constraint] = []
    var appliedSafeAreaInsets: UIEdgeInsets?
    var appliedMargins: UIEdgeInsets?
    /// The constraint giving the keyboard guide its height, and the height it has.
    var keyboardGuideHeightConstraint: LayoutSolver.Constraint?
    var appliedKeyboardGuideHeight: CGFloat?

    /// The layout margins the app set, or nil for the default.
    var layoutMargins: UIEdgeInsets?
    var preservesSuperviewLayoutMargins = false
    /// The view's semantic content attribute, when set (References §22).
    var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    var insetsLayoutMarginsFromSafeArea = true
    /// The insets and margins last reported by the change callbacks (nil until the first
    /// layout, which sets them without a callback).
    var reportedSafeAreaInsets: UIEdgeInsets?
    var reportedMargins: UIEdgeInsets?

    init() {}
}

/// The solver's linear expression (Foundation has an `Expression` too).
typealias LinearExpression = LayoutSolver.Expression
