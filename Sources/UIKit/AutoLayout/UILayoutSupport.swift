import Foundation

/// A view controller's top or bottom layout guide (`topLayoutGuide`, `bottomLayoutGuide`),
/// from before the safe area: the part of the view that bars cover.
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    /// How tall the covered part is, in points.
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height.
    var heightAnchor: NSLayoutDimension { get }
}

/// The guide behind `topLayoutGuide` or `bottomLayoutGuide`: a layout guide of the
/// controller's view, held by constraints between the view's edge and its safe area's, so that
/// constraints to it follow the bars as the safe area does.
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    enum Edge: String {
        case top = "_UIViewControllerTopLayoutGuide"
        case bottom = "_UIViewControllerBottomLayoutGuide"
    }

    let edge: Edge

    init(edge: Edge) {
        self.edge = edge
        super.init()
        identifier = edge.rawValue
    }

    /// The safe area's inset at the guide's edge.
    var length: CGFloat {
        guard let view = owningView else { return 0 }
        return edge == .top ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }
}

extension UIViewController {
    /// The controller's guide for an edge, made and constrained the first time it is asked for.
    func layoutSupportGuide(_ edge: LayoutSupportGuide.Edge) -> LayoutSupportGuide {
        let view: UIView = self.view
        if let existing = view.layoutGuides.lazy.compactMap({ $0 as? LayoutSupportGuide }).first(where: { $0.edge == edge }) {
            return existing
        }
        let guide = LayoutSupportGuide(edge: edge)
        view.addLayoutGuide(guide)
        let safeArea = view.safeAreaLayoutGuide
        let constraints = switch edge {
        case .top: [guide.topAnchor.constraint(equalTo: view.topAnchor), guide.bottomAnchor.constraint(equalTo: safeArea.topAnchor)]
        case .bottom: [guide.topAnchor.constraint(equalTo: safeArea.bottomAnchor), guide.bottomAnchor.constraint(equalTo: view.bottomAnchor)]
        }
        for constraint in constraints { constraint.identifier = edge.rawValue }
        NSLayoutConstraint.activate(constraints + [guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                                   guide.trailingAnchor.constraint(equalTo: view.trailingAnchor)])
        return guide
    }
}
