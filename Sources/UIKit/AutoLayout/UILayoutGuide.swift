import HeadlessCore
import Foundation

/// A rectangle that takes part in Auto Layout without being a view: spacing between views,
/// a view's safe area, margins or readable width.
///
/// Add one to a view with ``UIView/addLayoutGuide(_:)``; its ``layoutFrame`` is in that
/// view's coordinates once the layout is solved.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view the guide belongs to.
    open weak var owningView: UIView? {
        get { storedOwningView }
        set { storedOwningView = newValue }
    }
    weak var storedOwningView: UIView?
    /// A name for diagnostics.
    open var identifier: String = ""
    /// The engine's variables for the guide, once a constraint mentions it.
    var variables: LayoutVariables?
    /// Which of the owning view's system guides this is, if any.
    var systemRole: SystemGuideRole?
    let traceOrdinal: Int

    /// Creates a guide; add it to a view to use it.
    public override init() {
        traceOrdinal = HeadlessRuntime.current.nextOrdinal(forClassNamed: "UILayoutGuide")
        super.init()
    }

    /// The guide's rectangle in its owning view's coordinates, as of the last layout.
    open var layoutFrame: CGRect { layoutFrameMechanism }

    /// The guide's leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The guide's trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The guide's left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The guide's right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The guide's top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The guide's bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The guide's width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The guide's height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The guide's horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The guide's vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// `UILayoutGuide#3` or, for a system guide, `UIView#2.safeAreaLayoutGuide`.
    var traceName: String {
        if let role = systemRole, let owner = storedOwningView { return "\(owner.traceName).\(role.rawValue)" }
        return identifier.isEmpty ? "UILayoutGuide#\(traceOrdinal)" : "UILayoutGuide#\(traceOrdinal)'\(identifier)'"
    }

    open override var description: String {
        // NSObject's description is nonisolated; off the main actor the frame is not read.
        guard OffMainRelease.isOnMainActor else { return "<UILayoutGuide>" }
        return MainActor.assumeIsolated { "<UILayoutGuide \(traceName) layoutFrame = \(layoutFrame.traceDescription)>" }
    }
}

/// The guides a view makes for itself.
enum SystemGuideRole: String {
    case safeArea = "safeAreaLayoutGuide"
    case margins = "layoutMarginsGuide"
    case readableContent = "readableContentGuide"
    case keyboard = "keyboardLayoutGuide"
    case scrollContent = "contentLayoutGuide"
    case scrollFrame = "frameLayoutGuide"
    case stackSpacer = "stackSpacer"
}

/// A layout guide that follows a part of the interface that comes and goes.
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {}

/// The guide of the area the keyboard covers. The headless runtime has no keyboard yet: the
/// guide sits below the safe area, zero tall above the bottom of the view.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows a floating or undocked keyboard.
    open var followsUndockedKeyboard = false
    /// Whether the guide uses the safe area when the keyboard is hidden.
    open var usesBottomSafeArea = true
}

extension UILayoutGuide {
    /// The solved rectangle relative to the owning view, rounded to pixels; zero before the
    /// guide takes part in a layout.
    var layoutFrameMechanism: CGRect {
        guard let variables, let owner = storedOwningView, let engine = owner.runtime.autoLayoutIfMade,
              let ownerVariables = owner.layoutState?.variables else { return .zero }
        let scale = owner.runtime.screen.scale
        func round(_ x: CGFloat) -> CGFloat { (x * scale).rounded() / scale }
        let minX = engine.value(variables.left) - engine.value(ownerVariables.left)
        let minY = engine.value(variables.top) - engine.value(ownerVariables.top)
        let maxX = minX + engine.value(variables.width), maxY = minY + engine.value(variables.height)
        return CGRect(x: round(minX), y: round(minY), width: round(maxX) - round(minX), height: round(maxY) - round(minY))
    }
}
