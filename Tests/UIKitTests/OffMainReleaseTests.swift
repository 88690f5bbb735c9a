import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore
import _UIKitTestSupport

/// Releasing a framework object off the main thread does not trap: the run loop reports it at
/// its next turn (OffMainRelease).
@MainActor
@Suite(.freshRuntime) struct OffMainReleaseTests {
    typealias Box = OffMainThread.Box

    @Test func aViewReleasedOnAnotherThreadIsReportedAtTheNextTurn() {
        let runtime = HeadlessRuntime.current
        let box = Box(UIView(frame: .zero))
        OffMainThread.release(box)
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
