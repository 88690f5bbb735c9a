import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// The recorder: what an event holds, tracing turned off, and the three formats.
@MainActor
@Suite(.freshRuntime) struct TracingTests {
    final class TracedController: ProbeViewController {
        override func makeContent() -> UIView? { UIView() }
    }

    @Test func nothingIsRecordedWithoutARecorder() {
        let runtime = HeadlessRuntime.current
        let host = ProbeView()
        host.addSubview(ChildProbe())
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.addSubview(host)
        runtime.runLoop.runUntilIdle()
        #expect(runtime.recorder == nil)

        let recorder = runtime.attach()
        #expect(recorder.events.isEmpty)
        host.addSubview(LeafProbe())
        #expect(recorder.swiftLines(of: ["LeafProbe", "ProbeView"]) == [
            "LeafProbe.init(frame: (0, 0, 0, 0))",
            "LeafProbe.willMove(toWindow: UIWindow#1)",
            "LeafProbe.willMove(toSuperview: ProbeView#1)",
            "LeafProbe.didMoveToWindow()",
            "LeafProbe.didMoveToSuperview()",
            "ProbeView.didAddSubview(LeafProbe#1)",
        ])

        runtime.detachRecorder()
        let count = recorder.events.count
        host.addSubview(LeafProbe())
        runtime.runLoop.runUntilIdle()
        #expect(recorder.events.count == count)
    }

    @Test func eventsCarrySequenceTimeTurnDepthAndIdentity() {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        runtime.runLoop.advance(by: 2.5)
        let first = ProbeView()
        let second = ProbeView()
        first.addSubview(second)
        runtime.runLoop.perform { second.removeFromSuperview() }
        runtime.runLoop.runOneTurn()

        let events = recorder.events
        #expect(events.map(\.sequence) == Array(1...events.count))
        #expect(events.allSatisfy { $0.time == 2.5 })
        #expect(events.map(\.instance).prefix(2) == ["ProbeView#1", "ProbeView#2"])
        let removal = events.filter { $0.callback == "willRemoveSubview(_:)" }
        #expect(removal.count == 1)
        #expect(removal.first?.turn == events.first!.turn + 1)
        #expect(removal.first?.arguments == ["ProbeView#2"])
        #expect(removal.first?.depth == 0)
    }

    @Test func depthShowsCallbacksNestedInOthers() {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let controller = TracedController()
        _ = controller.view
        let depths = recorder.callbacks.filter { !$0.callback.hasPrefix("init") }.map { "\($0.depth) \($0.className).\($0.callback)" }
        #expect(depths == [
            "0 TracedController.loadView()",
            "0 TracedController.viewDidLoad()",
            "1 UIView.willMove(toSuperview:)",
            "1 UIView.didMoveToSuperview()",
            "1 UIView.didAddSubview(_:)",
        ])
    }

    @Test func actionsAndCausesAreRecorded() {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let host = ProbeView()
        runtime.perform(action: "tap", arguments: ["button"]) {
            host.addSubview(ChildProbe())
        }
        runtime.note("after the tap")
        let moved = recorder.events.first { $0.callback == "willMove(toSuperview:)" }
        #expect(moved?.cause?.text == "tap button")
        #expect(moved?.cause?.operation == "tap")
        #expect(recorder.events.first { $0.kind == .action }?.callback == "tap")
        #expect(recorder.lines(.seed).first { $0.hasPrefix("==") } == "== tap button")
        #expect(recorder.lines(.seed).last == "// after the tap")
    }

    @Test func seedFormatPrintsObjectiveCSelectors() {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        _ = TracedController().view
        #expect(recorder.lines(.seed) == [
            "-[TracedController initWithNibName:bundle:]",
            "-[TracedController loadView]",
            "-[UIView initWithFrame:]",
            "-[TracedController viewDidLoad]",
            "-[UIView initWithFrame:]",
            "-[UIView willMoveToSuperview:]",
            "-[UIView didMoveToSuperview]",
            "-[UIView didAddSubview:]",
            "-[TracedController dealloc]",
            "-[UIView dealloc]",
            "-[UIView willMoveToSuperview:]",
            "-[UIView didMoveToSuperview]",
            "-[UIView dealloc]",
        ])
    }

    @Test func swiftFormatPrintsCallsWithArguments() {
        let (recorder, _, window) = showTraced(TracedController())
        let lines = recorder.lines(.swift).filter { $0.hasPrefix("TracedController.") }
        #expect(lines == [
            "TracedController.init(nibName: nil, bundle: nil)",
            "TracedController.loadView()",
            "TracedController.viewDidLoad()",
            "TracedController.viewWillAppear(false)",
            "TracedController.viewSafeAreaInsetsDidChange()",
            "TracedController.viewLayoutMarginsDidChange()",
            "TracedController.viewIsAppearing(false)",
            "TracedController.viewWillLayoutSubviews()",
            "TracedController.viewDidLayoutSubviews()",
            "TracedController.viewDidAppear(false)",
        ])
        recorder.clear()
        window.rootViewController = nil
        #expect(recorder.lines(.swift) == [
            "TracedController.viewWillDisappear(false)",
            "UIWindow.willRemoveSubview(UIView#1)",
            "UIView.willMove(toSuperview: nil)",
            "UIView.willMove(toWindow: nil)",
            "UIView.willMove(toWindow: nil)",
            "UIView.didMoveToWindow()",
            "UIView.didMoveToWindow()",
            "UIView.didMoveToSuperview()",
            "TracedController.viewDidDisappear(false)",
            "TracedController.deinit",
            "UIView.deinit",
            "UIView.willMove(toSuperview: nil)",
            "UIView.didMoveToSuperview()",
            "UIView.deinit",
        ])
    }

    @Test func jsonLinesDecodeBackToTheEvents() throws {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        runtime.perform(action: "launch") {
            let window = showInWindow(TracedController())
            window.addSubview(window)
        }
        let lines = recorder.lines(.jsonl)
        #expect(lines.count == recorder.events.count)
        #expect(lines.allSatisfy { !$0.contains("\n") && $0.hasPrefix("{") })
        let decoder = JSONDecoder()
        let decoded = try lines.map { try decoder.decode(TraceEvent.self, from: Data($0.utf8)) }
        #expect(decoded == recorder.events)
        #expect(decoded.contains { $0.kind == .diagnostic })
        #expect(decoded.contains { $0.edge == "disappeared→appearing" })
    }

    @Test func liveObserverHearsEachEvent() {
        let runtime = HeadlessRuntime.current
        var heard: [String] = []
        runtime.attach(TraceRecorder { heard.append(TraceFormat.seed.render($0)) })
        ProbeView().addSubview(ChildProbe())
        #expect(heard.contains("-[ChildProbe willMoveToSuperview:]"))
        #expect(heard == HeadlessRuntime.current.recorder?.lines(.seed))
    }
}
