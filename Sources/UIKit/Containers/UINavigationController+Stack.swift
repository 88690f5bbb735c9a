import HeadlessCore
import Foundation

/// Changing the stack: push, pop and replace, with UIKit's errors for misuse.
///
/// Every change updates ``UINavigationController/viewControllers`` at once and delivers
/// `willMove(toParent:)`; `didMove(toParent:)` follows when the change reaches the screen
/// (after the incoming `viewDidAppear(_:)`), or at once when the navigation controller is
/// not on screen.
extension UINavigationController {
    func pushMechanism(_ controller: UIViewController, animated: Bool) {
        guard acceptsIntoStack(controller, operation: "pushViewController(_:animated:)") else { return }
        if isInStack(controller) {
            runtime.report(.error, .navigationPushDuplicate,
                           "Pushing the same view controller instance more than once is not supported (\(controller.traceName) is already in the stack of \(traceName)). Pop back to it with popToViewController(_:animated:) or push a new instance; nothing was pushed.",
                           about: controller)
            return
        }
        noteNestedTransition("push")
        runtime.withCause(.call("pushViewController", [controller.traceName], animated: animated)) {
            pendingDepartures.removeAll(identicalTo: controller)
            controller.movingFromParent = false
            adopt(controller)
            stack.append(controller)
            pendingArrivals.append(controller)
            updateDisplay(animated: animated)
        }
    }

    func popMechanism(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        noteNestedTransition("pop")
        return runtime.withCause(.call("popViewController", [], animated: animated)) {
            let popped = stack.removeLast()
            release([popped])
            updateDisplay(animated: animated)
            return popped
        }
    }

    func popToRootMechanism(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToMechanism(root, animated: animated)
    }

    func popToMechanism(_ controller: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(identicalTo: controller) else {
            runtime.report(.error, .navigationPopNotInStack,
                           "Tried to pop to a view controller that doesn't exist: \(controller.traceName) is not in the stack of \(traceName). Pass one of its viewControllers; nothing was popped.",
                           about: controller)
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        noteNestedTransition("pop")
        runtime.withCause("popToViewController(\(controller.traceName), animated: \(animated))") {
            stack.removeSubrange((index + 1)...)
            release(popped)
            updateDisplay(animated: animated)
        }
        return popped
    }

    func setStackMechanism(_ controllers: [UIViewController], animated: Bool) {
        for (index, controller) in controllers.enumerated() {
            guard acceptsIntoStack(controller, operation: "setViewControllers(_:animated:)") else { return }
            if controllers.contains(identicalTo: controller, before: index) {
                runtime.report(.error, .navigationSetDuplicate,
                               "setViewControllers(_:animated:) on \(traceName): \(controller.traceName) appears more than once. Pushing the same view controller instance more than once is not supported; pass distinct instances. The stack was not changed.",
                               about: controller)
                return
            }
        }
        noteNestedTransition("push")
        runtime.withCause("setViewControllers([\(controllers.map(\.traceName).joined(separator: ", "))], animated: \(animated))") {
            let removed = stack.elements(notIn: controllers)
            let added = controllers.elements(notIn: stack)
            release(removed)
            for controller in added {
                pendingDepartures.removeAll(identicalTo: controller)
                controller.movingFromParent = false
                adopt(controller)
                pendingArrivals.append(controller)
            }
            stack = controllers
            let others = storedChildren.elements(notIn: controllers)
            storedChildren = controllers + others
            updateDisplay(animated: animated)
        }
    }

    /// Forgets a child that another container adopted.
    func forget(_ child: UIViewController) {
        stack.removeAll(identicalTo: child)
        pendingArrivals.removeAll(identicalTo: child)
        pendingDepartures.removeAll(identicalTo: child)
        if shown === child { shown = nil }
        updateDisplay(animated: false)
    }

    /// The controller for ``visibleViewController``.
    var visibleViewControllerMechanism: UIViewController? {
        if let presented = presentedViewController { return presented }
        if let top = stack.last, let presented = top.storedPresentedViewController { return presented }
        return stack.last
    }

    // MARK: Internals

    /// Starts releasing popped controllers, the top one first.
    private func release(_ popped: [UIViewController]) {
        for controller in popped.reversed() {
            pendingArrivals.removeAll(identicalTo: controller)
            beginRelease(of: controller)
            pendingDepartures.append(controller)
        }
    }

    /// Rejects what UIKit refuses to put in a navigation stack.
    private func acceptsIntoStack(_ controller: UIViewController, operation: String) -> Bool {
        if controller is UINavigationController {
            runtime.report(.error, .navigationPushNavigationController,
                           "Pushing a navigation controller is not supported (\(operation) on \(traceName) with \(controller.traceName)). Push its root view controller instead, or present the navigation controller; the stack was not changed.",
                           about: controller)
            return false
        }
        var ancestor: UIViewController? = self
        while let current = ancestor {
            if current === controller {
                runtime.report(.error, .navigationPushAncestor,
                               "\(operation) on \(traceName): \(controller.traceName) contains the navigation controller, so it cannot be in its stack. The stack was not changed.",
                               about: controller)
                return false
            }
            ancestor = current.storedParent
        }
        if controller.storedPresentingViewController != nil {
            runtime.report(.error, .navigationPushPresented,
                           "\(operation) on \(traceName): \(controller.traceName) is presented modally by \(controller.storedPresentingViewController?.traceName ?? "another controller"). Dismiss it before putting it in a navigation stack; the stack was not changed.",
                           about: controller)
            return false
        }
        return true
    }

    /// Logs UIKit's line for a push or pop issued while a transition is on screen.
    private func noteNestedTransition(_ operation: String) {
        guard transition != nil else { return }
        runtime.report(.warning, .navigationNestedTransition,
                       "nested \(operation) animation can result in corrupted navigation bar: \(traceName) was asked to \(operation) while a transition was running. The stack changed at once and the screen follows when the running transition ends; push or pop after viewDidAppear(_:) instead.",
                       about: self)
    }
}
