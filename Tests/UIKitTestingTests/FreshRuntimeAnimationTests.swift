import Testing
@_spi(Headless) import UIKitTesting
@_spi(Headless) import UIKit

// Core Animation's transactions and clock, and UIView's animation state, are each process's
// (References §46): tests that interleave on the main actor while their animations are half
// done each complete only their own. No gate.

/// What one interleaved walk saw complete, in order.
@MainActor final class CompletionLog {
    var entries: [String] = []
}

/// Lets interleaved tasks wait for each other at each step, so that every step of one runs
/// while the others are suspended half-way (bounded: a task running alone goes on after a
/// few thousand yields).
@MainActor final class Rendezvous {
    private let parties: Int
    private var arrivals: [Int: Int] = [:]
    init(parties: Int) { self.parties = parties }

    /// Arrives at `step` and waits (yielding) until every party has.
    func meet(at step: Int) async {
        arrivals[step, default: 0] += 1
        for _ in 0..<5_000 where arrivals[step, default: 0] < parties { await Task.yield() }
    }

    /// Whether every party reached `step`.
    func allArrived(at step: Int) -> Bool { arrivals[step, default: 0] >= parties }
}

/// Opens a transaction with a completion block and a layer animation, animates a view in a
/// block (or, with `disablesAnimations`, turns animations off first), suspends with the
/// transaction open, commits, suspends half-way through the animations, then lets its own
/// clock run out. Returns what completed in this process.
@MainActor
func animateAcrossSuspensions(tag: String, disablesAnimations: Bool, rendezvous: Rendezvous) async -> [String] {
    let runtime = HeadlessRuntime.current
    let log = CompletionLog()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    if disablesAnimations { UIView.setAnimationsEnabled(false) }

    CATransaction.begin()
    CATransaction.setCompletionBlock { log.entries.append("\(tag) transaction") }
    let fade = CABasicAnimation(keyPath: "cornerRadius")
    fade.fromValue = 0.0
    fade.toValue = 8.0
    fade.duration = 1
    view.layer.add(fade, forKey: "corner")
    UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 },
                   completion: { finished in log.entries.append("\(tag) block \(finished)") })
    // Suspended with the transaction open: the other walks open, commit and animate theirs.
    await rendezvous.meet(at: 1)
    #expect(UIView.areAnimationsEnabled == !disablesAnimations)
    #expect(runtime.transactionContext.hasOpenTransactions)
    CATransaction.commit()
    await rendezvous.meet(at: 2)

    // Half-way: nothing of this walk has completed, whatever the others did.
    _ = runtime.runLoop.advance(by: 0.5)
    await rendezvous.meet(at: 3)
    #expect(view.layer.animation(forKey: "corner") != nil)
    if disablesAnimations {
        // Animations off in this process only: the block completed in the next turn, without animating.
        #expect(log.entries == ["\(tag) block true"])
        #expect(view.layer.animation(forKey: "opacity") == nil)
    } else {
        #expect(log.entries.isEmpty)
        #expect(view.layer.animation(forKey: "opacity") != nil)
    }
    await rendezvous.meet(at: 4)

    _ = runtime.runLoop.advance(by: 1)
    await rendezvous.meet(at: 5)
    #expect(!runtime.transactionContext.hasOpenTransactions)
    withExtendedLifetime(view) {}
    return log.entries
}

/// Runs the walk in a fresh process bound to the current task, as the `.freshRuntime` trait
/// binds one to a test.
@MainActor
func walkInAProcessOfItsOwn(tag: String, disablesAnimations: Bool, rendezvous: Rendezvous) async -> [String] {
    let seen = CompletionLog()
    await HeadlessRuntime.withBoundRuntime(HeadlessRuntime()) { @MainActor in
        seen.entries = await animateAcrossSuspensions(tag: tag, disablesAnimations: disablesAnimations,
                                                      rendezvous: rendezvous)
    }
    return seen.entries
}

@MainActor
@Suite(.freshRuntime) struct ProcessAnimationIsolationTests {
    /// Two processes in interleaved tasks of one test, each suspended mid-transaction and
    /// mid-animation at every step while the other runs: each completes its own transaction
    /// and its own block, once, and one process turning animations off leaves the other's on.
    @Test func interleavedTasksEachCompleteOnlyTheirOwnAnimations() async {
        let rendezvous = Rendezvous(parties: 2)
        async let left = walkInAProcessOfItsOwn(tag: "left", disablesAnimations: false, rendezvous: rendezvous)
        async let right = walkInAProcessOfItsOwn(tag: "right", disablesAnimations: true, rendezvous: rendezvous)
        let results = ["left": await left, "right": await right]
        // The steps really interleaved: each walk waited for the other at every step.
        #expect((1...5).allSatisfy { rendezvous.allArrived(at: $0) })
        #expect(results["left"] == ["left block true", "left transaction"])
        #expect(results["right"] == ["right block true", "right transaction"])
    }
}

/// The same walk in two `.freshRuntime` tests, which Swift Testing runs in parallel: on the
/// main actor they interleave at each `await` (they meet when both run at once).
@MainActor
@Suite(.freshRuntime) struct FreshRuntimeAnimationTests {
    static let rendezvous = Rendezvous(parties: 2)

    @Test func firstCompletesItsOwnTransactionAndBlock() async {
        let entries = await animateAcrossSuspensions(tag: "first", disablesAnimations: false,
                                                     rendezvous: Self.rendezvous)
        #expect(entries == ["first block true", "first transaction"])
    }

    @Test func secondCompletesItsOwnWithAnimationsOff() async {
        let entries = await animateAcrossSuspensions(tag: "second", disablesAnimations: true,
                                                     rendezvous: Self.rendezvous)
        #expect(entries == ["second block true", "second transaction"])
    }
}
