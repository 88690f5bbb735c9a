import Foundation
@_spi(Headless) import UIKit

/// A resolved node rendered as a UIKit view, kept between renders: a new node of the same
/// identity and kind updates it in place; one without a match is mounted, and an old one left
/// over is unmounted (References §59.5).
@MainActor
final class MountedView {
    let tag: String
    let identity: String
    let view: UIView
    private(set) var node: ViewNode
    private(set) var children: [MountedView] = []
    private var action: (@MainActor () -> Void)?
    /// The rows' table, for a `List`.
    private(set) var list: HostedList?
    private(set) var hasAppeared = false

    init(_ node: ViewNode, inherited color: UIColor?) {
        tag = node.tag
        identity = node.identity
        self.node = node
        switch node.kind {
        case .text:
            let label = UILabel()
            label.numberOfLines = 0
            view = label
        case .button:
            view = UIButton(type: .system)
        case .stack:
            view = UIStackView()
        case .spacer:
            view = UIView()
            view.setContentHuggingPriority(UILayoutPriority(1), for: .horizontal)
            view.setContentHuggingPriority(UILayoutPriority(1), for: .vertical)
        case .image:
            view = UIImageView()
        case .color:
            view = UIView()
        case .list:
            let hosted = HostedList()
            list = hosted
            view = hosted.tableView
        }
        if let button = view as? UIButton {
            button.addAction(UIAction { [weak self] _ in self?.action?() }, for: .touchUpInside)
        }
        apply(node, inherited: color, isVisible: false)
    }

    /// Takes `node`'s content, reconciling the children; `isVisible` says whether what is
    /// mounted now appears at once.
    func update(to node: ViewNode, inherited color: UIColor?, isVisible: Bool) {
        self.node = node
        apply(node, inherited: color, isVisible: isVisible)
    }

    private func apply(_ node: ViewNode, inherited: UIColor?, isVisible: Bool) {
        let color = node.foregroundColor ?? inherited
        view.accessibilityIdentifier = node.accessibilityIdentifier
        switch node.kind {
        case .text(let text):
            let label = view as? UILabel
            label?.text = text
            if let color { label?.textColor = color }
        case .button(let action):
            self.action = action
            guard let button = view as? UIButton else { return }
            if let color { button.tintColor = color }
            if node.children.count == 1, case .text(let title) = node.children[0].kind {
                // A text label is the button's title, as a person reads it.
                if !children.isEmpty { reconcile([], in: button, inherited: color, isVisible: isVisible) }
                button.setTitle(title, for: .normal)
                button.contentHorizontalAlignment = .leading
            } else {
                button.setTitle(nil, for: .normal)
                reconcile(node.children, in: button, inherited: color, isVisible: isVisible)
            }
        case .stack(let axis, let spacing, let alignment):
            guard let stack = view as? UIStackView else { return }
            stack.axis = axis
            stack.spacing = spacing
            stack.alignment = alignment
            reconcile(node.children, in: stack, inherited: color, isVisible: isVisible)
        case .spacer:
            // Grows by its lowest hugging priority; `minLength` is not laid out.
            break
        case .image(let image, _):
            let imageView = view as? UIImageView
            imageView?.image = image
            if let color { imageView?.tintColor = color }
        case .color(let fill):
            view.backgroundColor = fill
        case .list:
            list?.setRows(node.children, inherited: color)
        }
    }

    /// Matches `nodes` with the mounted children by identity and kind: kept ones update, new
    /// ones mount (appearing now when shown), and those left unmount (disappearing).
    private func reconcile(_ nodes: [ViewNode], in container: UIView, inherited color: UIColor?, isVisible: Bool) {
        var old: [String: MountedView] = [:]
        for child in children { old[child.identity + "|" + child.tag] = child }
        var next: [MountedView] = []
        var added: [MountedView] = []
        for node in nodes {
            if let kept = old.removeValue(forKey: node.identity + "|" + node.tag) {
                kept.update(to: node, inherited: color, isVisible: isVisible)
                next.append(kept)
            } else {
                let mounted = MountedView(node, inherited: color)
                next.append(mounted)
                added.append(mounted)
            }
        }
        for gone in children where old[gone.identity + "|" + gone.tag] === gone {
            if isVisible { gone.disappear() }
            gone.view.removeFromSuperview()
        }
        children = next
        if let stack = container as? UIStackView {
            for (index, child) in next.enumerated() where stack.arrangedSubviews.firstIndex(of: child.view) != index {
                stack.insertArrangedSubview(child.view, at: index)
            }
        } else {
            for child in added {
                child.view.isUserInteractionEnabled = false
                child.view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(child.view)
                NSLayoutConstraint.activate([
                    child.view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                    child.view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                    child.view.topAnchor.constraint(equalTo: container.topAnchor),
                    child.view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
                ])
            }
        }
        if isVisible { added.forEach { $0.appear() } }
    }

    /// Runs the `onAppear` actions of this view and those below it that have not appeared,
    /// parents first. A list's rows appear with their cells: those shown now, the others
    /// when they will be displayed.
    func appear() {
        if !hasAppeared {
            hasAppeared = true
            node.onAppear.forEach { $0() }
        }
        children.forEach { $0.appear() }
        list?.appearRows()
    }

    /// Runs the `onDisappear` actions of this view and those below it that had appeared.
    func disappear() {
        children.forEach { $0.disappear() }
        list?.disappearRows()
        if hasAppeared {
            hasAppeared = false
            node.onDisappear.forEach { $0() }
        }
    }
}
