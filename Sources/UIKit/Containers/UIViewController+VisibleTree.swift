import HeadlessCore
import Foundation

/// What is on screen below a controller: the children whose views are shown, and the
/// controllers presented from them. Presentations and the device's actions use it to find
/// the front of the screen.
extension UIViewController {
    /// The children whose views are inside this controller's view: the children on screen of a
    /// controller that is not a container with its own notion of what it shows
    /// (``visibleChildren``).
    var childrenInsideView: [UIViewController] {
        guard let root = storedView else { return [] }
        return storedChildren.filter { $0.storedView?.isDescendant(of: root) == true }
    }

    /// The controller presented from this controller or from one of its visible descendants.
    var presentedFromVisibleTree: UIViewController? {
        if let presented = storedPresentedViewController { return presented }
        for child in visibleChildren {
            if let presented = child.presentedFromVisibleTree { return presented }
        }
        return nil
    }

    /// The front-most presented controller above this one, or this one.
    var frontmostPresented: UIViewController {
        var current: UIViewController = self
        var seen = 0
        while let next = current.presentedFromVisibleTree, seen < 64 {
            current = next
            seen += 1
        }
        return current
    }

    /// This controller and its visible descendants, parents first.
    var visibleSubtree: [UIViewController] {
        var result: [UIViewController] = []
        var stack: [UIViewController] = [self]
        while let controller = stack.popLast() {
            result.append(controller)
            stack.append(contentsOf: controller.visibleChildren.reversed())
        }
        return result
    }
}
