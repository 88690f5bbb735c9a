import Foundation
import Testing
@_spi(Headless) @testable import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import _UIKitTestSupport

/// Invalidating a block timer lets go of its block and what the block captured, as on iOS; a
/// one-shot timer lets go after it fires (References §56.3).
@MainActor
@Suite(.freshRuntime) struct TimerBlockReleaseTests {
    /// An object a timer's block captures, counting the block's runs.
    final class Owner: @unchecked Sendable {
        private let lock = NSLock()
        private var stored = 0
        var fired: Int { lock.withLock { stored } }
        func fire() { lock.withLock { stored += 1 } }
    }

    @Test func invalidatingReleasesWhatTheBlockCaptured() {
        let harness = launchApp { ScreenController { _ in } }
        var owner: Owner? = Owner()
        weak let watched = owner
        let timer = HeadlessTimer.scheduledTimer(withTimeInterval: 1, repeats: true) { [owner] _ in owner?.fire() }
        owner = nil
        harness.act("wait 1.5")
        #expect(watched?.fired == 1)
        timer.invalidate()
        #expect(watched == nil)
    }

    @Test func aOneShotTimerReleasesItsBlockAfterFiring() {
        let harness = launchApp { ScreenController { _ in } }
        var owner: Owner? = Owner()
        weak let watched = owner
        let timer = HeadlessTimer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { [owner] _ in owner?.fire() }
        owner = nil
        #expect(watched != nil)
        harness.act("wait 1")
        #expect(!timer.isValid)
        #expect(watched == nil)
    }
}
