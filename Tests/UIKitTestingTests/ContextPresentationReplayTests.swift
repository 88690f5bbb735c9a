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

    /// A navigation controller made root, a current-context presentation from its root still
    /// animating, a push over it, then an interactive pop (the 1,000,000-sequence run, seed
    /// 0x5EED0F11FE).
    @Test func currentContextStillAnimatingThenPushThenSwipeBack() {
        expectClean(4, [.init(.replaceRoot, target: 2039668727, variant: 63912829),
                        .init(.present, target: 3342720391, variant: 966374607, settles: false),
                        .init(.push, target: 3701690562, variant: 638449702),
                        .init(.device, target: 2076102878, variant: 561872786)])
    }

    /// A two-controller stack set while a current-context presentation animates over its
    /// root, then an interactive pop (seed 0x5EED0F1202).
    @Test func setStackThenCurrentContextThenSwipeBack() {
        expectClean(5, [.init(.setStack, target: 2255546077, variant: 1069822342, settles: false),
                        .init(.present, target: 4198482207, variant: 917361783, settles: false),
                        .init(.tick, target: 1664821400, variant: 436293978, settles: false),
                        .init(.device, target: 2373398424, variant: 798079606)])
    }

    /// A scene app: a current-context presentation, a push, an interactive pop (seed 0x5EED0F1203).
    @Test func sceneAppCurrentContextThenPushThenSwipeBack() {
        expectClean(9, [.init(.present, target: 3272371609, variant: 1064875106),
                        .init(.push, target: 1851065870, variant: 1032133284),
                        .init(.device, target: 127534356, variant: 705035346)])
    }

    /// A current-context presentation still animating, a new stack set under it, an
    /// interactive pop (seed 0x5EED0F1207).
    @Test func currentContextThenSetStackThenSwipeBack() {
        expectClean(9, [.init(.present, target: 2559595511, variant: 664881246, settles: false),
                        .init(.setStack, target: 115322492, variant: 189569162),
                        .init(.device, target: 1246359160, variant: 909774022)])
    }

    /// Three nested current-context presentations, the middle one dismissed (seed 0x5EED0F1204).
    @Test func nestedCurrentContextPresentationsThenDismissTheMiddle() {
        expectClean(4, [.init(.replaceRoot, target: 3090857638, variant: 36075199),
                        .init(.present, target: 4221958768, variant: 819508307),
                        .init(.present, target: 640233175, variant: 855602197),
                        .init(.present, target: 3611348906, variant: 307841150),
                        .init(.dismiss, target: 2571087873, variant: 752781172)])
    }
}
