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
            present(segue, template)
        case "custom":
            break
        default:
            HeadlessRuntime.current.report(.warning, "interfaceBuilder.segue.unsupportedKind",
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

    /// Shows the destination (`show`, `showDetail`).
    static func show(_ segue: UIStoryboardSegue, sender: Any?, detail: Bool) {
        HeadlessRuntime.current.report(.warning, "interfaceBuilder.segue.needsContainers",
                                       "The \(detail ? "showDetail" : "show") segue from \(segue.source.traceName) needs navigation, which this build lacks; nothing happened.",
                                       about: segue.source)
    }

    /// Presents the destination modally (`presentation`).
    static func present(_ segue: UIStoryboardSegue, _ template: IBSegue) {
        HeadlessRuntime.current.report(.warning, "interfaceBuilder.segue.needsContainers",
                                       "The presentation segue from \(segue.source.traceName) needs modal presentation, which this build lacks; nothing happened.",
                                       about: segue.source)
    }

    /// Walks back from an unwind segue's source to its destination.
    static func unwind(_ segue: UIStoryboardSegue, animated: Bool) {
        var child = segue.source
        var steps = 0
        while let container = child.unwindParent, steps < 1000 {
            steps += 1
            if child.storedParent === container {
                HeadlessRuntime.current.deliver(container, .unwindForSegue, [segue.traceName, child.traceName]) {
                    container.unwind(for: segue, towards: child)
                }
            }
            if container === segue.destination { break }
            child = container
        }
    }
}

/// Hands the controllers of a container's relationship segues to the container.
@MainActor
enum IBRelationships {
    static func apply(_ children: [String: [UIViewController]], to container: UIViewController, object: IBObject,
                      document: IBDocument) {
        HeadlessRuntime.current.report(document.error(.unsupportedElement, at: object,
                                                      "the relationship segues of \(object.summary) need container view controllers, which this build lacks; the destinations were created but not added."))
    }
}

/// Connects actions and segue triggers to controls.
@MainActor
enum IBActionConnector {
    static func connect(_ selector: String, eventType: String?, from source: AnyObject, to target: AnyObject?,
                        declaring: IBObject, document: IBDocument) {
        HeadlessRuntime.current.report(document.error(.unsupportedElement, at: declaring,
                                                      "the action \"\(selector)\" of \(declaring.summary) needs controls, which this build lacks; it is not connected."))
    }

    static func connectSegue(_ trigger: IBSegueTrigger, from source: AnyObject) -> Bool { false }
}

extension UIViewController {
    /// The presenting controller an unwind walks out to (modal presentation sets it).
    var unwindPresenter: UIViewController? { nil }
}
