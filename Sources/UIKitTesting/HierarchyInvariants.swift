@_spi(Headless) import UIKit
import HeadlessCore

/// Checks the live objects of a runtime, once its run loop has settled, against the rules
/// that tie views, windows and view controllers together.
///
/// - `view.window`: every view in a window's tree reports that window as its `window`, and
///   every subview reports its parent as its `superview`.
/// - `viewController.parent`: a child lists its parent, and the parent lists the child.
/// - `appearance.unfinished`: no view controller is left between a "will" and a "did".
/// - `appearance.offscreen`: a view controller that is on screen (`appeared`) has its view
///   in a window.
/// - `container.childFrame`: the view of a navigation controller's top controller, and of a
///   tab bar controller's selected one, fills the container's view (after a rotation too).
@MainActor
public enum HierarchyInvariants {
    /// Every broken rule in the runtime's live objects.
    @_spi(Headless) public static func check(_ runtime: HeadlessRuntime = .current) -> [InvariantViolation] {
        var violations: [InvariantViolation] = []
        for window in runtime.allWindows {
            checkTree(of: window, in: window, into: &violations)
        }
        for controller in runtime.allViewControllers {
            let name = controller.traceName
            if let parent = controller.parent, !parent.children.contains(where: { $0 === controller }) {
                violations.append(InvariantViolation(rule: "viewController.parent", subject: name,
                                                     message: "has parent \(parent.traceName), which does not list it among its children."))
            }
            for child in controller.children where child.parent !== controller {
                violations.append(InvariantViolation(rule: "viewController.parent", subject: child.traceName,
                                                     message: "is a child of \(name) but its parent is \(child.parent?.traceName ?? "nil")."))
            }
            let state = controller.appearanceState
            if state.isTransitioning {
                violations.append(InvariantViolation(rule: "appearance.unfinished", subject: name,
                                                     message: "is still \(state.rawValue) after the run loop settled: a \(state == .appearing ? "viewWillAppear" : "viewWillDisappear") was never closed by its \"did\" callback or a cancel."))
            }
            if state == .appeared, controller.viewIfLoaded?.window == nil {
                violations.append(InvariantViolation(rule: "appearance.offscreen", subject: name,
                                                     message: "is appeared but its view is not in a window."))
            }
            if let violation = childFrameViolation(of: controller) { violations.append(violation) }
        }
        return violations
    }

    private static func childFrameViolation(of container: UIViewController) -> InvariantViolation? {
        let shown: UIViewController?
        if let navigation = container as? UINavigationController {
            shown = navigation.topViewController
        } else if let tabs = container as? UITabBarController {
            shown = tabs.selectedViewController
        } else {
            return nil
        }
        guard let containerView = container.viewIfLoaded, containerView.window != nil,
              let childView = shown?.viewIfLoaded, childView.superview != nil,
              childView.isDescendant(of: containerView) else { return nil }
        let size = containerView.bounds.size
        guard childView.frame.size != size else { return nil }
        return InvariantViolation(rule: "container.childFrame", subject: shown?.traceName ?? "?",
                                  message: "shown by \(container.traceName) has a view of \(childView.frame.size.width)×\(childView.frame.size.height) in a container of \(size.width)×\(size.height).")
    }

    private static func checkTree(of view: UIView, in window: UIWindow, into violations: inout [InvariantViolation]) {
        var stack: [UIView] = [view]
        var visited = 0
        while let current = stack.popLast(), visited < 100_000 {
            visited += 1
            if current.window !== window {
                violations.append(InvariantViolation(rule: "view.window", subject: current.traceName,
                                                     message: "is in the tree of \(window.traceName) but its window is \(current.window?.traceName ?? "nil")."))
            }
            for subview in current.subviews {
                if subview.superview !== current {
                    violations.append(InvariantViolation(rule: "view.window", subject: subview.traceName,
                                                         message: "is a subview of \(current.traceName) but its superview is \(subview.superview?.traceName ?? "nil")."))
                }
                stack.append(subview)
            }
        }
    }
}
