import HeadlessCore
import Foundation
@_spi(Headless) import QuartzCore

/// The end of one block animation (`UIView.animate` and its kin): the delegate of every
/// animation the block added to a layer, which calls the block's completion once the last of
/// them has stopped.
///
/// This is how UIKit does it (References §38): its `UIViewAnimationState` makes itself the
/// delegate of each animation it adds and counts them; when the count falls back to zero it
/// calls the completion with the `finished` flag of the animation that stopped last (true when
/// it ran to its end, false when it was removed first, by `removeAllAnimations()`,
/// `removeAnimation(forKey:)` or an animation of the same key replacing it). A block that
/// added no animation (nothing animatable changed, a zero duration, animations turned off)
/// ends when it returns, with `finished == true`, whatever its delay.
///
/// The completion runs inside the stop of the last animation when that animation had started;
/// otherwise (no animation, a zero duration, an animation removed before the commit that would
/// have started it) it runs in the next turn of the run loop, never inside the
/// `UIView.animate` call, as UIKit's `UIViewAnimationBlockDelegate` defers it to the main queue.
/// It runs exactly once.
@MainActor
final class BlockAnimationCompletion {
    /// The process the block animation ran in, whose run loop runs a deferred completion.
    private let runtime: HeadlessRuntime
    private var completion: ((Bool) -> Void)?
    /// Whether the animation lasts: a zero duration always completes in the next turn.
    private let lasts: Bool
    /// The block's animations that have not stopped yet.
    private var running = 0
    /// Whether the animations block has returned (no more animations join).
    private var closed = false
    /// Whether one of the animations started (UIKit's `_didBeginBlockAnimation`).
    private var began = false
    private var ended = false

    init(runtime: HeadlessRuntime, duration: TimeInterval, completion: ((Bool) -> Void)?) {
        self.runtime = runtime
        self.completion = completion
        lasts = duration > 0
    }

    /// An animation the block added to a layer: its stop counts towards the end.
    func track(_ animation: CAAnimation) {
        running += 1
        animation.delegate = self
    }

    /// The animations block returned: with no animation running, the block animation ends now.
    func close() {
        closed = true
        if running == 0 { end(finished: true) }
    }

    private func end(finished: Bool) {
        guard !ended else { return }
        ended = true
        let completion = self.completion
        self.completion = nil
        guard let completion else { return }
        if began && lasts {
            completion(finished)
        } else {
            runtime.runLoop.perform { completion(finished) }
        }
    }
}

extension BlockAnimationCompletion: @preconcurrency CAAnimationDelegate {
    func animationDidStart(_ anim: CAAnimation) { began = true }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        running -= 1
        if closed && running == 0 { end(finished: flag) }
    }
}
