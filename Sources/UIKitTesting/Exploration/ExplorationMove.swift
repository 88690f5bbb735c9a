/// One step of a random exploration: an operation and two numbers that pick its targets.
///
/// A move names no object: it is resolved against the app as it is when the move runs (the
/// `target`-th navigation controller, modulo how many there are), so that any subsequence of
/// a failing sequence still runs — which is what shrinking needs. A move that has nothing to
/// act on (a pop with one controller on the stack) does nothing.
public struct ExplorationMove: Sendable, Hashable, CustomStringConvertible {
    /// The operations an exploration draws from.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Pushes a new screen on a navigation controller.
        case push
        /// Pops the top of a navigation controller.
        case pop
        /// Pops a navigation controller to its root.
        case popToRoot
        /// Replaces a navigation controller's stack with new screens, or with a prefix of it.
        case setStack
        /// Presents a new screen (or a navigation controller) with a style.
        case present
        /// Dismisses a presented controller.
        case dismiss
        /// Selects a tab of a tab bar controller.
        case selectTab
        /// Adds a child screen to a screen on screen (addChild, addSubview, didMove).
        case addChild
        /// Removes a child screen (willMove, removeFromSuperview, removeFromParent).
        case removeChild
        /// Replaces the window's root view controller with a new app shape.
        case replaceRoot
        /// Runs one run-loop turn only: the next move lands in the middle of a transition.
        case turn
        /// Advances virtual time by a fraction of a transition.
        case tick
        /// Performs one of the simulated device's actions legal now (home, open, a call,
        /// rotate, wait, kill…); nothing for an app shown in a bare window.
        case device
        /// Gives a screen a short list (once) and reloads it.
        case reloadList
        /// Runs a block animation on a screen's subview: a change, or nothing animatable, and
        /// sometimes `removeAllAnimations()` right after.
        case animate
    }

    /// The operation.
    public var kind: Kind
    /// Picks the object acted on, modulo the candidates.
    public var target: UInt32
    /// Picks the variant: animation, style, count.
    public var variant: UInt32
    /// Whether the run loop is run until idle after the move (checks that need a settled
    /// state run only then).
    public var settles: Bool

    /// Creates a move.
    public init(_ kind: Kind, target: UInt32 = 0, variant: UInt32 = 0, settles: Bool = true) {
        self.kind = kind
        self.target = target
        self.variant = variant
        self.settles = settles
    }

    /// Draws a move from the generator.
    public static func random(from kinds: [Kind], using generator: inout SplitMix64) -> ExplorationMove {
        let kind = kinds[Int(generator.next() % UInt64(kinds.count))]
        let bits = generator.next()
        let settles = kind == .turn || kind == .tick ? false : kind == .device ? true : (bits >> 62) != 0
        return ExplorationMove(kind, target: UInt32(truncatingIfNeeded: bits),
                               variant: UInt32(truncatingIfNeeded: bits >> 32) & 0x3FFF_FFFF, settles: settles)
    }

    /// The move as Swift source, for pasting into a regression test.
    public var description: String {
        ".init(.\(kind.rawValue), target: \(target), variant: \(variant)\(settles ? "" : ", settles: false"))"
    }
}
