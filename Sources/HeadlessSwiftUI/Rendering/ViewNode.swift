import Foundation

/// A primitive view resolved for rendering: what UIKit view it becomes, its structural
/// identity, its children and what its modifiers asked (References §59.5).
@MainActor
final class ViewNode {
    enum Kind {
        case text(String)
        case button(@MainActor () -> Void)
        case stack(NSLayoutConstraint.Axis, spacing: CGFloat, alignment: UIStackView.Alignment)
        case spacer(minLength: CGFloat)
        case image(UIImage?, name: String)
        case color(UIColor)
        /// Its children are the rows.
        case list
    }

    let kind: Kind
    /// The path of the view in the tree of views (custom views' types, tuple positions,
    /// branches, `ForEach` ids): the same path in two renders is the same view.
    let identity: String
    var children: [ViewNode]
    var onAppear: [() -> Void] = []
    var onDisappear: [() -> Void] = []
    var padding = UIEdgeInsets.zero
    var foregroundColor: UIColor?
    var accessibilityIdentifier: String?

    init(_ kind: Kind, identity: String, children: [ViewNode] = []) {
        self.kind = kind
        self.identity = identity
        self.children = children
    }

    /// The kind's name: a node is updated in place by one of the same identity and tag.
    var tag: String {
        switch kind {
        case .text: "Text"
        case .button: "Button"
        case .stack(let axis, _, _): axis == .vertical ? "VStack" : "HStack"
        case .spacer: "Spacer"
        case .image: "Image"
        case .color: "Color"
        case .list: "List"
        }
    }

    /// The texts of this node and its children, in order (a button's title).
    var texts: [String] {
        if case .text(let text) = kind { return [text] }
        return children.flatMap(\.texts)
    }
}
