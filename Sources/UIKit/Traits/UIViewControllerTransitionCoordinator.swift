import HeadlessCore
import Foundation

/// What a transition coordinator tells its blocks about the transition.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The transition's duration in seconds.
    var transitionDuration: TimeInterval { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// Whether the transition is driven by a gesture.
    var isInteractive: Bool { get }
}

/// Runs blocks alongside a size, trait or container transition and after it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Adds blocks that run with the transition's animation and when it completes.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// The framework's transition coordinator: animation blocks run when the transition starts,
/// completion blocks when virtual time reaches its end.
@MainActor
final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let isAnimated: Bool
    let transitionDuration: TimeInterval
    var isCancelled = false
    var isInteractive = false
    private var animations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(duration: TimeInterval) {
        transitionDuration = duration
        isAnimated = duration > 0
    }

    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the alongside-animation blocks.
    func runAnimations() {
        let blocks = animations
        animations.removeAll()
        for block in blocks { block(self) }
    }

    /// Runs the completion blocks.
    func complete() {
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(self) }
    }
}
