import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// Releasing a framework object off the main thread does not trap: the run loop reports it at
/// its next turn (OffMainRelease).
@MainActor
@Suite(.freshRuntime) struct OffMainReleaseTests {
    final class Box: @unchecked Sendable {
        var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// Drops the box's reference on a thread of its own and waits for it.
    nonisolated static func release(_ box: Box) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.object = nil
            done.signal()
        }
        thread.start()
        done.wait()
    }

    @Test func aViewReleasedOnAnotherThreadIsReportedAtTheNextTurn() {
        let runtime = HeadlessRuntime.current
        let box = Box(UIView(frame: .zero))
        Self.release(box)
        #expect(runtime.diagnostics.all.isEmpty)
        runtime.runLoop.runOneTurn()
        let diagnostic = runtime.diagnostics.all.first
        #expect(diagnostic?.code == .objectReleasedOffMainActor)
        #expect(diagnostic?.subject == "UIView#1")
        #expect(diagnostic?.message.hasPrefix("UIView#1 was released off the main thread.") == true)
        runtime.runLoop.runOneTurn()
        #expect(runtime.diagnostics.all.count == 1)
    }

    @Test func aControllerReleasedOnTheMainThreadIsTracedAsUsual() {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        do { _ = UIViewController() }
        runtime.runLoop.runOneTurn()
        #expect(runtime.diagnostics.all.isEmpty)
        #expect(recorder.events.contains { $0.callback == Callback.deinitialize.swiftName && $0.className == "UIViewController" })
    }
}
