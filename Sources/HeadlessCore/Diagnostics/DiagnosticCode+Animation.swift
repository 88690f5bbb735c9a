/// The codes of view animations and animators.
extension DiagnosticCode {
    // MARK: animation
    /// `startAnimation()`, `pauseAnimation()` or `continueAnimation` on an animator that was
    /// stopped: iOS raises an exception; here the call is ignored until `finishAnimation(at:)`.
    public static let animatorStopped: DiagnosticCode = "animation.animator.stopped"
    /// `finishAnimation(at:)` on an animator that is not stopped: iOS raises an exception;
    /// here the call is ignored.
    public static let animatorNotStopped: DiagnosticCode = "animation.animator.notStopped"
    /// `fractionComplete` set while the animator runs, which changes nothing on iOS either:
    /// pause it first.
    public static let animatorRunning: DiagnosticCode = "animation.animator.running"
}
