import Foundation

/// Which controller of a transition: the one leaving or the one arriving.
public struct UITransitionContextViewControllerKey: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller visible at the start of the transition.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller visible at the end of the transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Which view of a transition: the one leaving or the one arriving.
public struct UITransitionContextViewKey: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view leaving.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view arriving.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What a custom transition's animator works with: the container, the controllers and their
/// views and frames, and the call that ends the transition.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view the transition's views are in.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives it.
    var isInteractive: Bool { get }
    /// Whether it was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The presentation style, for a presentation or dismissal.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Moves an interactive transition to a fraction of its way.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Lets an interactive transition run to its end.
    func finishInteractiveTransition()
    /// Lets an interactive transition run back to its start.
    func cancelInteractiveTransition()
    /// Pauses an interactive transition.
    func pauseInteractiveTransition()
    /// Ends the transition: the animator calls it once its animations are over.
    func completeTransition(_ didComplete: Bool)
    /// The controller leaving or arriving.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving or arriving, when the animator is to move it (nil when it stays).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The rotation applied during the transition (the identity here).
    var targetTransform: CGAffineTransform { get }
    /// A controller's view's frame at the start (zero when it is not on screen then).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// A controller's view's frame at the end (zero when it leaves the screen).
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that animates a transition between two controllers.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// How long the transition takes, in seconds.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Runs the transition's animations, and calls `completeTransition(_:)` at their end.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Told once the transition is over (an optional requirement on iOS).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition by interaction (a pan).
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts the transition; the object updates the context as the interaction goes.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// The speed of the rest of the transition once the interaction ends (optional on iOS).
    var completionSpeed: CGFloat { get }
    /// The curve of the rest of the transition (optional on iOS).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactively (optional on iOS).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// The object a presented controller asks for the animator (and interaction controller,
/// and presentation controller) of its presentation and dismissal. Every method is optional:
/// a nil answer keeps UIKit's own.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}
