import Foundation
import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// Sequences the long explorations found (issue 20), shrunk: `.currentContext` and
/// `.overCurrentContext` presentations combined with removing a child, pushing, dismissing and
/// the screen-edge swipe back.
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

    // The 1,000,000-sequence exploration (issue 20; run seeds 0x5EED0F11FE + 0…9): a controller
    // that a `.currentContext` presentation took off the screen was made to appear although its
    // view stayed out of the window.

    /// A `.currentContext` presentation from a navigation controller's root, a push under
    /// it, then the screen-edge swipe back reveals the covered root (sequence seed
    /// 0x4e2223f32bc57c94): the root must not appear.
    @Test func currentContextThenPushThenSwipeBack() {
        expectClean(4, [.init(.replaceRoot, target: 2039668727, variant: 63912829),
                        .init(.present, target: 3342720391, variant: 966374607, settles: false),
                        .init(.push, target: 3701690562, variant: 638449702),
                        .init(.device, target: 2076102878, variant: 561872786)])
    }

    /// The same from a scene-based app, the presented controller a navigation controller
    /// (sequence seed 0xdd2bb24969e78ff8).
    @Test func sceneAppCurrentContextThenPushThenSwipeBack() {
        expectClean(9, [.init(.present, target: 3272371609, variant: 1064875106),
                        .init(.push, target: 1851065870, variant: 1032133284),
                        .init(.device, target: 127534356, variant: 705035346)])
    }

    /// A stack set in one go, the root covered while the presentation animates, then the
    /// swipe back (sequence seed 0xf7cb9c764fc4d995).
    @Test func setStackThenCurrentContextThenSwipeBack() {
        expectClean(5, [.init(.setStack, target: 2255546077, variant: 1069822342, settles: false),
                        .init(.present, target: 4198482207, variant: 917361783, settles: false),
                        .init(.tick, target: 1664821400, variant: 436293978, settles: false),
                        .init(.device, target: 2373398424, variant: 798079606)])
    }

    /// A `.currentContext` presentation, the stack replaced under it, then the swipe back
    /// (sequence seed 0xbfca3c8628fae01e).
    @Test func currentContextThenSetStackThenSwipeBack() {
        expectClean(9, [.init(.present, target: 2559595511, variant: 664881246, settles: false),
                        .init(.setStack, target: 115322492, variant: 189569162),
                        .init(.device, target: 1246359160, variant: 909774022)])
    }

    /// Nested `.currentContext` presentations, a third one over the window's root, then the
    /// middle one dismissed (sequence seed 0xd39c08eeca239020): the middle one's presenter,
    /// itself over a context whose view the third presentation took out of the window, must
    /// not appear until that view is back.
    @Test func nestedCurrentContextThenDismissTheMiddle() {
        expectClean(4, [.init(.replaceRoot, target: 3090857638, variant: 36075199),
                        .init(.present, target: 4221958768, variant: 819508307),
                        .init(.present, target: 640233175, variant: 855602197),
                        .init(.present, target: 3611348906, variant: 307841150),
                        .init(.dismiss, target: 2571087873, variant: 752781172)])
    }
}
