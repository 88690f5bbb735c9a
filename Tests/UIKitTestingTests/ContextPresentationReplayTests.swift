import Foundation
import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// Sequences that `UIKIT_EXPLORE_SEED=0xBEEF UIKIT_EXPLORE_LENGTH=20 UIKIT_EXPLORE_COUNT=20000`
/// found (issue 20), shrunk: `.currentContext` and `.overCurrentContext` presentations combined
/// with removing a child, pushing and dismissing.
@MainActor
@Suite(.freshRuntime) struct ContextPresentationReplayTests {
    private func expectClean(_ shape: UInt32, _ moves: [ExplorationMove], sourceLocation: SourceLocation = #_sourceLocation) {
        let outcome = Exploration.replay(shape: shape, moves: moves)
        #expect(outcome.violations.isEmpty,
                "\(outcome.violations.joined(separator: "\n"))\n\(outcome.transcript.joined(separator: "\n"))",
                sourceLocation: sourceLocation)
    }

    /// A navigation controller presented over the current context, covered by an
    /// over-full-screen presentation still animating, when the presenter's container leaves.
    @Test func overCurrentContextThenOverFullScreenThenRemoveChild() {
        expectClean(3, [.init(.present, target: 1505240477, variant: 197258848),
                        .init(.present, target: 2895328343, variant: 202308715, settles: false),
                        .init(.removeChild, target: 654689864, variant: 551406892)])
    }

    /// A current-context presentation dismissed after a push, then a full-screen one.
    @Test func currentContextThenPushDismissAndPresent() {
        expectClean(3, [.init(.present, target: 2657075867, variant: 632952426),
                        .init(.push, target: 2289172646, variant: 692655485),
                        .init(.dismiss, target: 3811620769, variant: 234919536),
                        .init(.present, target: 2949430627, variant: 277886197)])
    }

    /// A current-context presentation from a child, interrupted by a push, when the child is
    /// removed.
    @Test func currentContextFromAChildThenPushThenRemoveChild() {
        expectClean(1, [.init(.addChild, target: 1547463136, variant: 845515850),
                        .init(.present, target: 794814863, variant: 869804497, settles: false),
                        .init(.push, target: 2470691125, variant: 356306445, settles: false),
                        .init(.removeChild, target: 370009465, variant: 317337523, settles: false)])
    }
}
