import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// The layout and display queues do not keep views alive: a flagged view released before
/// the commit is destroyed at once, and the commit skips it.
@MainActor
@Suite(.freshRuntime) struct LayoutQueueReleaseTests {
    final class LoggingView: UIView {
        nonisolated(unsafe) static var log: [String] = []
        override func layoutSubviews() { Self.log.append("layout \(tag)") }
        override func draw(_ rect: CGRect) { Self.log.append("draw \(tag)") }
    }

    @Test func flaggedViewReleasedBeforeTheCommitIsDestroyedAtOnceAndSkipped() {
        let runtime = HeadlessRuntime.current
        LoggingView.log = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let kept = LoggingView(frame: .zero)
        kept.tag = 1
        window.addSubview(kept)
        weak var released: LoggingView?
        do {
            let view = LoggingView(frame: .zero)
            view.tag = 2
            window.addSubview(view)
            view.setNeedsLayout()
            view.removeFromSuperview()
            released = view
        }
        #expect(released == nil)
        runtime.runLoop.runUntilIdle()
        #expect(LoggingView.log.contains("layout 1"))
        #expect(LoggingView.log.contains("draw 1"))
        #expect(!LoggingView.log.contains { $0.hasSuffix(" 2") })
    }

    @Test func viewCreatedAfterAQueuedViewWasReleasedIsLaidOutOnce() {
        let runtime = HeadlessRuntime.current
        LoggingView.log = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        for round in 0..<50 {
            do {
                let doomed = LoggingView(frame: .zero)
                doomed.tag = -1
                doomed.setNeedsLayout()
            }
            let view = LoggingView(frame: .zero)
            view.tag = round
            window.addSubview(view)
        }
        runtime.runLoop.runUntilIdle()
        for round in 0..<50 {
            #expect(LoggingView.log.filter { $0 == "layout \(round)" }.count == 1)
        }
        #expect(!LoggingView.log.contains { $0.hasSuffix("-1") })
    }
}
