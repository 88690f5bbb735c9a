import HeadlessCore
import Foundation

/// What each kind of storyboard segue does when performed.
@MainActor
enum IBSegueKinds {
    /// Performs a segue's kind.
    static func perform(_ template: IBSegue, _ segue: UIStoryboardSegue, sender: Any?) {
        switch template.kind {
        case "show", "push":
            show(segue, sender: sender, detail: false)
        case "showDetail", "replace":
            show(segue, sender: sender, detail: true)
        case "presentation", "modal", "popoverPresentation":
            present(segue, template, sender: sender)
        case "custom":
            break
        default:
            HeadlessRuntime.current.report(.warning, .interfaceBuilderSegueUnsupportedKind,
                                           "The \(template.kind) segue \(segue.identifier.map { "\"\($0)\" " } ?? "")from \(segue.source.traceName) is a kind HeadlessUIKit does not perform; nothing happened.",
                                           about: segue.source)
        }
    }

    /// Makes `child` a child of `parent` whose view fills `containerView` (an embed segue).
    static func embed(_ child: UIViewController, in containerView: UIView, of parent: UIViewController) {
        parent.addChild(child)
        let childView = child.loadedViewForFramework()
        childView.frame = containerView.bounds
        containerView.addSubview(childView)
        parent.deliverContainment(child, .didMoveToParent, parent) { child.didMove(toParent: parent) }
    }

    /// Shows the destination: `show` pushes it on the source's navigation controller, or
    /// presents it when there is none; `showDetail` presents it, as there is no split view.
    static func show(_ segue: UIStoryboardSegue, sender: Any?, detail: Bool) {
        if detail {
            segue.source.showDetailViewController(segue.destination, sender: sender)
        } else {
            segue.source.show(segue.destination, sender: sender)
        }
    }

    /// Presents the destination modally, in the segue's presentation and transition styles
    /// when the file gives them.
    /// A popover segue is anchored to what triggered it: the bar button item, or the view
    /// (References §47.2).
    static func present(_ segue: UIStoryboardSegue, _ template: IBSegue, sender: Any?) {
        if let style = template.modalPresentationStyle.flatMap(IBInstantiation.presentationStyle) {
            segue.destination.modalPresentationStyle = style
        } else if template.kind == "popoverPresentation" {
            segue.destination.modalPresentationStyle = .popover
        }
        if template.kind == "popoverPresentation", let popover = segue.destination.popoverPresentationController,
           popover.barButtonItem == nil, popover.sourceView == nil {
            if let item = sender as? UIBarButtonItem {
                popover.barButtonItem = item
            } else if let view = sender as? UIView {
                popover.sourceView = view
                popover.sourceRect = view.bounds
            }
        }
        if let style = template.modalTransitionStyle.flatMap(IBInstantiation.transitionStyle) {
            segue.destination.modalTransitionStyle = style
        }
        segue.source.present(segue.destination, animated: template.animates, completion: nil)
    }

    /// Walks back from an unwind segue's source to its destination.
    ///
    /// Controllers presented on the way out from the source are dismissed (from the
    /// outermost one's presenter, which dismisses those above it too); then each container on
    /// the way down from the common ancestor to the destination gets
    /// `unwind(for:towards:)`, whose default brings the child on the way back: a navigation
    /// controller pops to it, a tab bar controller selects it.
    static func unwind(_ segue: UIStoryboardSegue, animated: Bool) {
        let runtime = HeadlessRuntime.current
        let destinationChain = chain(from: segue.destination)
        var outermostPresented: UIViewController?
        var common: UIViewController?
        for controller in chain(from: segue.source) {
            if destinationChain.contains(identicalTo: controller) {
                common = controller
                break
            }
            if controller.storedParent == nil, controller.storedPresentingViewController != nil {
                outermostPresented = controller
            }
        }
        if let presented = outermostPresented, let presenter = presented.storedPresentingViewController {
            presenter.dismiss(animated: animated, completion: nil)
        }
        guard let common else { return }
        var path: [UIViewController] = []
        for controller in destinationChain {
            path.append(controller)
            if controller === common { break }
        }
        for index in stride(from: path.count - 1, to: 0, by: -1) {
            let container = path[index]
            let child = path[index - 1]
            guard child.storedParent === container else { continue }
            runtime.deliver(container, .unwindForSegue, [segue.traceName, child.traceName]) {
                container.unwind(for: segue, towards: child)
            }
        }
    }

    /// A controller and the ones it is in, out to the root (parents, then presenters).
    static func chain(from controller: UIViewController) -> [UIViewController] {
        var result: [UIViewController] = []
        var current: UIViewController? = controller
        while let candidate = current, result.count < 1000 {
            result.append(candidate)
            current = candidate.unwindParent
        }
        return result
    }
}
