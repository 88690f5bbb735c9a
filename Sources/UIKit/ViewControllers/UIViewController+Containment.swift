import HeadlessCore
import Foundation

/// Child view controllers (References §7.1).
///
/// `addChild(_:)` calls the child's `willMove(toParent:)` and never `didMove(toParent:)`;
/// `removeFromParent()` calls `didMove(toParent: nil)` and never `willMove(toParent: nil)`;
/// the container calls the other half. Both halves are traced: the framework's own calls as
/// it delivers them, the app's calls when they reach the base implementation.
///
/// ``UIViewController/isMovingToParent`` is true from `addChild(_:)` until the child's first
/// appearance ends (`viewDidAppear`) or it is removed; the references do not say when UIKit
/// clears it for a child whose appearance comes later, with its parent's.
extension UIViewController {

    func addChildMechanism(_ child: UIViewController) {
        guard child !== self else {
            runtime.report(.error, .viewControllerContainmentSelf,
                           "addChild(_:) on \(traceName): a view controller cannot be its own child. Nothing was added.",
                           about: self)
            return
        }
        var ancestor: UIViewController? = self
        while let current = ancestor {
            if current === child {
                runtime.report(.error, .viewControllerContainmentCycle,
                               "addChild(_:) on \(traceName): \(child.traceName) is one of its ancestors, so adding it would make a cycle. Nothing was added.",
                               about: child)
                return
            }
            ancestor = current.storedParent
        }
        guard child.storedParent !== self else { return }
        if let other = child.storedParent {
            guard !isHeldByContainer(child, other) else { return }
            child.removeFromParent()
        }
        child.movingToParent = true
        child.leftParentInWindow = false
        deliverContainment(child, .willMoveToParent, self) { child.willMove(toParent: self) }
        storedChildren.append(child)
        child.storedParent = self
    }

    func removeFromParentMechanism() {
        guard let parent = storedParent else { return }
        // Removed before its view leaves the window (apps call `removeFromParent()` before
        // `view.removeFromSuperview()` too): the view's departure still ends the appearance.
        leftParentInWindow = parent.shouldAutomaticallyForwardAppearanceMethods && parent.managesChildAppearanceThroughWindow
            && storedView?.storedWindow != nil && (appearance == .appeared || appearance == .appearing)
        parent.storedChildren.removeAll(identicalTo: self)
        parent.forwardedChildren.removeAll(identicalTo: self)
        storedParent = nil
        movingToParent = false
        deliverContainment(self, .didMoveToParent, nil) { didMove(toParent: nil) }
        movingFromParent = false
        runtime.noteDeparture(self, how: .removedFromParent)
    }

    /// Delivers `willMove(toParent:)` or `didMove(toParent:)` from the framework.
    func deliverContainment(_ child: UIViewController, _ callback: Callback, _ parent: UIViewController?,
                            _ body: () -> Void) {
        child.directCallDepth += 1
        runtime.deliver(child, callback, argument: parent.map(\.traceArgument) ?? .absent, body)
        child.directCallDepth -= 1
    }

    /// Traces a containment callback that the app called itself, as containers must.
    ///
    /// `willMove(toParent: nil)` starts a removal: ``isMovingFromParent`` is true from there
    /// until `removeFromParent()` finishes, so the disappearance callbacks of the view's
    /// removal in between see it.
    func noteDirectContainmentCall(_ callback: Callback, _ parent: UIViewController?) {
        if callback == .willMoveToParent && parent == nil && storedParent != nil { movingFromParent = true }
        guard directCallDepth == 0, let recorder = runtime.recorder else { return }
        var event = runtime.event(kind: .callback, className: traceClassName, ordinal: traceOrdinal,
                                  callback: callback.swiftName, selector: callback.selector,
                                  arguments: [parent?.traceName ?? "nil"])
        event.cause = "called by the app"
        recorder.record(event)
    }
}

extension UIView {
    /// The view controller whose view hierarchy this view belongs to: the owner of the
    /// nearest root view at or above it.
    var enclosingViewController: UIViewController? {
        var current: UIView? = self
        while let view = current {
            if let controller = view.owningViewController { return controller }
            current = view.storedSuperview
        }
        return nil
    }

    /// Checks that a view controller's root view goes under its parent's view hierarchy,
    /// as UIKit's `UIViewControllerHierarchyInconsistency` check does. Returns false (and
    /// reports) when UIKit would raise.
    func acceptsRootView(_ view: UIView, operation: String) -> Bool {
        guard let child = view.owningViewController, let host = enclosingViewController, host !== child else {
            return true
        }
        if let parent = child.storedParent {
            guard parent === host else {
                runtime.report(.error, .viewControllerHierarchyInconsistency,
                               "UIViewControllerHierarchyInconsistency: child view controller \(child.traceName) should have parent view controller \(host.traceName) but actual parent is \(parent.traceName). Call \(host.traceName).addChild(_:) before \(operation); nothing was added.",
                               about: child)
                return false
            }
            return true
        }
        if child.presentingControllerForHierarchyCheck == nil {
            runtime.report(.warning, .viewControllerHierarchyMissingAddChild,
                           "The view of \(child.traceName) was added to the hierarchy of \(host.traceName) without addChild(_:); it will get no appearance callbacks. Call \(host.traceName).addChild(\(child.traceClassName)) before \(operation) and didMove(toParent:) after.",
                           about: child)
        }
        return true
    }
}

extension UIViewController {
    /// The controller that presented this one, for the hierarchy check; modal presentation
    /// sets it.
    var presentingControllerForHierarchyCheck: UIViewController? { storedPresentingViewController }
}

extension UIViewController {
    /// Refuses, with an error, to take `child` from the stack of the navigation controller or
    /// the tabs of the tab bar controller it is in: UIKit moves it without a word and leaves
    /// the container's list naming a controller it no longer holds, showing a view that is
    /// not its child's.
    fileprivate func isHeldByContainer(_ child: UIViewController, _ other: UIViewController) -> Bool {
        guard let kind = other.containerList(holding: child) else { return false }
        runtime.report(.error, .containerChildTaken,
                       "addChild(_:) on \(traceName): \(child.traceName) is in the \(kind) of \(other.traceName); UIKit would move it and leave the \(kind) naming a controller the container no longer holds. Nothing was added; remove it from the \(kind) first (popViewController(animated:), setViewControllers(_:animated:)) or add a new instance.",
                       about: child)
        return true
    }
}
