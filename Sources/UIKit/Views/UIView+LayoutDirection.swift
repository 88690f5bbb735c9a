import HeadlessCore
import Foundation

/// Right-to-left layout (References §22).
///
/// The interface's direction comes from the language, which the simulated device takes from
/// ``HeadlessRuntime/userInterfaceLayoutDirection`` (`--rtl` on the app command line,
/// `harness.userInterfaceLayoutDirection` in the test kit); it is fixed for the process, as
/// on iOS, where changing the language relaunches the app. A view resolves its own direction
/// from its ``UIView/semanticContentAttribute`` and, when that is `.unspecified`, from the
/// nearest superview that forces one, else the language. Auto Layout's leading and trailing
/// edges (and margins), directional layout margins and stack views follow the resolved
/// direction of the view they belong to.
extension UIView {
    /// The direction that a semantic content attribute gives in the current language.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: HeadlessRuntime.current.userInterfaceLayoutDirection)
    }

    /// The direction that a semantic content attribute gives relative to a layout direction.
    public class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// The view's direction: its own attribute, else the nearest superview's that is not
    /// `.unspecified`, else the language's. A loop up the chain, no recursion.
    var resolvedLayoutDirection: UIUserInterfaceLayoutDirection {
        var current: UIView? = self
        while let view = current {
            let attribute = view.layoutState?.semanticContentAttribute ?? .unspecified
            if attribute != .unspecified {
                return Self.userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight)
            }
            current = view.storedSuperview
        }
        return runtime.userInterfaceLayoutDirection
    }

    var isRightToLeft: Bool { resolvedLayoutDirection == .rightToLeft }

    func setSemanticContentAttribute(_ attribute: UISemanticContentAttribute) {
        guard attribute != (layoutState?.semanticContentAttribute ?? .unspecified) else { return }
        autoLayout.semanticContentAttribute = attribute
        runtime.autoLayoutIfMade?.layoutDirectionDidChange(under: self)
        setNeedsLayout()
    }
}

extension UIEdgeInsets {
    /// Directional insets for a direction: leading is left in left-to-right, right otherwise.
    func directional(rightToLeft: Bool) -> NSDirectionalEdgeInsets {
        rightToLeft ? NSDirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left) : directional
    }

    /// Insets from directional ones for a direction.
    init(_ directional: NSDirectionalEdgeInsets, rightToLeft: Bool) {
        if rightToLeft {
            self.init(top: directional.top, left: directional.trailing, bottom: directional.bottom, right: directional.leading)
        } else {
            self.init(directional)
        }
    }
}
