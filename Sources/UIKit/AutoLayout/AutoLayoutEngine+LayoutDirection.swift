import HeadlessCore
import Foundation

/// Leading and trailing edges under right-to-left layout (References §22).
extension AutoLayoutEngine {
    /// For a leading or trailing edge of an item laid out right to left, the physical edge it
    /// stands for (right for leading, left for trailing), whose coordinate is then negated;
    /// nil otherwise. Margins are not mirrored here: they are read as the leading or trailing
    /// edge of the margins guide, which is mirrored then.
    func mirroredEdge(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject) -> NSLayoutConstraint.Attribute? {
        guard attribute == .leading || attribute == .trailing else { return nil }
        let view = (item as? UIView) ?? (item as? UILayoutGuide)?.storedOwningView
        guard let view, view.isRightToLeft else { return nil }
        return attribute == .leading ? .right : .left
    }

    /// A view's semantic content attribute changed: the installed constraints on leading and
    /// trailing edges in its subtree are made again for the new direction. The subtree is
    /// walked with a stack of its own, not recursion.
    func layoutDirectionDidChange(under root: UIView) {
        var stack: [UIView] = [root]
        var redone = Set<ObjectIdentifier>()
        while let view = stack.popLast() {
            if let state = view.layoutState {
                for constraint in state.referencing
                where constraint.solverConstraint != nil
                    && (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
                    && redone.insert(ObjectIdentifier(constraint)).inserted {
                    uninstall(constraint)
                    install(constraint)
                }
            }
            stack.append(contentsOf: view.storedSubviews)
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute names a leading or trailing edge, which depends on the direction.
    var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }
}
