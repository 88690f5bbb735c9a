import HeadlessCore
import Foundation

/// What a transition coordinator tells its blocks about the transition (References §57.6).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The style of the presentation or dismissal (`.none` for other transitions).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactively.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted.
    var isInterruptible: Bool { get }
    /// Whether the transition is driven by a gesture now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// The transition's duration in seconds.
    var transitionDuration: TimeInterval { get }
    /// How far an interactive transition went when its interaction ended.
    var percentComplete: CGFloat { get }
    /// The speed of the rest of the transition once the interaction ended.
    var completionVelocity: CGFloat { get }
    /// The curve of the rest of the transition once the interaction ended.
    var completionCurve: UIView.AnimationCurve { get }
    /// A controller of the transition.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// A view of the transition that moves (nil when it stays).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// The rotation of the transition (the identity here: rotations resize the window).
    var targetTransform: CGAffineTransform { get }
}

/// Runs blocks alongside a size, trait or container transition and after it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Adds blocks that run with the transition's animation and when it completes.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Adds blocks that animate views outside the transition's container, and run at its end.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Calls `handler` when the interaction driving the transition ends (deprecated on iOS 10).
    func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
    /// Calls `handler` when the transition moves between interactive and not.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Adds a block that runs with the transition's animation (Objective-C's `completion:`
    /// is nullable, so Swift callers leave it out).
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The framework's transition coordinator: animation blocks run when the transition starts,
/// completion blocks when virtual time reaches its end (or when a custom animator completes).
@MainActor
final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let isAnimated: Bool
    let transitionDuration: TimeInterval
    var isCancelled = false
    var isInteractive = false {
        didSet {
            guard isInteractive != oldValue else { return }
            let handlers = interactionHandlers
            for handler in handlers { handler(self) }
        }
    }
    var initiallyInteractive: Bool { startedInteractive }
    var isInterruptible: Bool { false }
    var percentComplete: CGFloat = 0
    var completionVelocity: CGFloat = 1
    var completionCurve: UIView.AnimationCurve = .easeInOut
    var presentationStyle: UIModalPresentationStyle = .none
    var targetTransform: CGAffineTransform { .identity }
    /// The view the transition happens in, once known (a presentation's container, a
    /// window for a size change).
    weak var container: UIView?
    weak var fromController: UIViewController?
    weak var toController: UIViewController?
    weak var fromView: UIView?
    weak var toView: UIView?
    private var startedInteractive = false
    private var placeholderContainer: UIView?
    private var animations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var animationsRan = false

    init(duration: TimeInterval, interactive: Bool = false) {
        transitionDuration = duration
        isAnimated = duration > 0
        isInteractive = interactive
        startedInteractive = interactive
    }

    /// Records that an interaction controller starts the transition.
    func markInteractiveStart() {
        startedInteractive = true
        isInteractive = true
    }

    var containerView: UIView {
        if let container { return container }
        if let placeholderContainer { return placeholderContainer }
        let view = UIView()
        placeholderContainer = view
        return view
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? fromController : key == .to ? toController : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? fromView : key == .to ? toView : nil
    }

    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation {
            // A block added once the animations began runs at once, as the earlier ones did.
            if animationsRan { animation(self) } else { animations.append(animation) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        notifyWhenInteractionChanges(handler)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    /// Runs the alongside-animation blocks.
    func runAnimations() {
        animationsRan = true
        let blocks = animations
        animations.removeAll()
        for block in blocks { block(self) }
    }

    /// Runs the completion blocks.
    func complete() {
        let blocks = completions
        completions.removeAll()
        interactionHandlers.removeAll()
        for block in blocks { block(self) }
    }
}
