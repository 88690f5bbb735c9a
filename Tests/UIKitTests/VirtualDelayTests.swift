import Foundation
import Testing
@_spi(Headless) import UIKitTesting
@_spi(Headless) @testable import UIKit
import _UIKitTestSupport

/// `DispatchQueue.main.asyncAfter` (ported: `virtualAsyncAfter`, References §49.1) runs on the one virtual clock (issue 35, item 4), with the
/// run loop's other timers: animations, `perform(_:with:afterDelay:)`, display links.
@MainActor
@Suite(.freshRuntime) struct VirtualDelayTests {
    final class Box: @unchecked Sendable {
        var log: [String] = []
    }

    /// A 0.1 s delay fires under the device's `wait 0.2`, and not before its time.
    @Test func aTenthOfASecondFiresUnderWait() {
        let box = Box()
        let harness = launchApp { ScreenController { _ in } }
        DispatchQueue.main.virtualAsyncAfter(deadline: .now() + 0.1) { box.log.append("fired") }
        harness.act("wait 0.05")
        #expect(box.log.isEmpty)
        harness.act("wait 0.2")
        #expect(box.log == ["fired"])
    }

    /// The blocks, an animation's completion and a delayed selector call share the clock:
    /// each runs at its own time, in time order.
    @Test func delaysAndAnimationsRunInTimeOrder() {
        let box = Box()
        let harness = launchApp { ScreenController { _ in } }
        let runLoop = harness.runtime.runLoop
        let start = runLoop.now
        let milliseconds: @Sendable () -> Int = { MainActor.assumeIsolated { Int(((runLoop.now - start) * 1000).rounded()) } }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.runtime.keyWindow?.addSubview(view)
        DispatchQueue.main.virtualAsyncAfter(deadline: .now() + 0.4) { box.log.append("0.4 s block at \(milliseconds()) ms") }
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { _ in
            box.log.append("animation completion at \(milliseconds()) ms")
        })
        DispatchQueue.main.virtualAsyncAfter(deadline: .now() + 0.2) { box.log.append("0.2 s block at \(milliseconds()) ms") }
        DispatchQueue.main.virtualAsyncAfter(deadline: .now() - 1) { box.log.append("past deadline at \(milliseconds()) ms") }
        DispatchQueue.main.virtualAsyncAfter(deadline: .distantFuture) { box.log.append("never") }
        harness.act("wait 1")
        #expect(box.log == ["past deadline at 0 ms", "0.2 s block at 200 ms", "animation completion at 300 ms", "0.4 s block at 400 ms"])
    }

    /// Another queue keeps Dispatch's real delay.
    @Test func otherQueuesKeepRealTime() async {
        let queue = DispatchQueue(label: "background")
        let started = DispatchTime.now()
        let elapsed: UInt64 = await withCheckedContinuation { continuation in
            queue.asyncAfter(deadline: .now() + 0.05) {
                continuation.resume(returning: DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds)
            }
        }
        #expect(elapsed >= 40_000_000)
    }
}
