import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// How a recorder keeps its events: compactly, all of them, the newest few, or none (streamed).
@MainActor
@Suite(.freshRuntime) struct TraceRecorderStorageTests {
    /// A screen pushed and popped: callbacks with arguments, edges and causes.
    private func pushAndPop(on runtime: HeadlessRuntime) {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = showInWindow(navigation)
        navigation.pushViewController(UIViewController(), animated: true)
        runtime.runLoop.runUntilIdle()
        navigation.popViewController(animated: true)
        runtime.runLoop.runUntilIdle()
        _ = window
    }

    @Test func compactEventsReadBackAsRecorded() {
        let runtime = HeadlessRuntime.current
        var streamed: [TraceEvent] = []
        let recorder = runtime.attach(TraceRecorder { streamed.append($0) })
        pushAndPop(on: runtime)
        let events = recorder.events
        #expect(events.count > 50)
        #expect(events == streamed)
        #expect(events.map(\.sequence) == Array(1...events.count))
        #expect(recorder.count == events.count)
        // The parts the compact store keeps by reference come back whole.
        #expect(events.contains { $0.cause?.operation == "pushViewController" && !($0.cause?.subjects.isEmpty ?? true) })
        #expect(events.contains { $0.edge != nil && !$0.arguments.isEmpty })
        #expect(recorder.events(after: 10) == Array(events.dropFirst(10)))
        #expect(recorder.events(after: events.count).isEmpty)
        #expect(recorder.lastEvent == events.last)
    }

    @Test func anEventRecordedAsAValueReadsBackEqual() {
        let recorder = TraceRecorder()
        let cause = TraceCause.call("present", ["Sheet#1"], animated: true)
        recorder.record(TraceEvent(time: 1.5, turn: 3, depth: 2, kind: .callback, className: "Sheet", ordinal: 1,
                                   callback: "viewWillAppear(_:)", selector: "viewWillAppear:",
                                   arguments: ["true"], edge: "disappeared→appearing", cause: cause))
        recorder.record(TraceEvent(kind: .note, className: "", ordinal: 0, callback: "mark", selector: "mark"))
        #expect(recorder.events == [
            TraceEvent(sequence: 1, time: 1.5, turn: 3, depth: 2, kind: .callback, className: "Sheet", ordinal: 1,
                       callback: "viewWillAppear(_:)", selector: "viewWillAppear:",
                       arguments: ["true"], edge: "disappeared→appearing", cause: cause),
            TraceEvent(sequence: 2, kind: .note, className: "", ordinal: 0, callback: "mark", selector: "mark"),
        ])
    }

    @Test func eachTypedArgumentRendersAsTheTextItStandsFor() {
        #expect(TraceArgument.text("Settings#2 row 3").rendered == "Settings#2 row 3")
        #expect(TraceArgument.text("").rendered == "")
        #expect(TraceArgument.object(classSlot: Int32(TraceNames.slot(ofName: "UIView")), ordinal: 17).rendered == "UIView#17")
        #expect(TraceArgument.object(classSlot: Int32(TraceNames.slot(ofName: "Module.Screen")), ordinal: 1).rendered == "Module.Screen#1")
        #expect(TraceArgument.absent.rendered == "nil")
        #expect(TraceArgument.bool(true).rendered == "true")
        #expect(TraceArgument.bool(false).rendered == "false")
        #expect(TraceArgument.int(0).rendered == "0")
        #expect(TraceArgument.int(-42).rendered == "-42")
        let rects = [CGRect(x: 0, y: 0, width: 390, height: 844), CGRect(x: -1.5, y: 20.25, width: 0.1, height: 1e16),
                     CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 0), .zero]
        for rect in rects { #expect(TraceArgument.rect(rect).rendered == rect.traceDescription) }
        #expect(TraceArgument.insets(top: 20, left: 0, bottom: 34, right: 0).rendered == "{20, 0, 34, 0}")
        #expect(TraceArgument.insets(top: 0.5, left: 16, bottom: 1.0 / 3, right: -8).rendered == "{0.5, 16, 0.333, -8}")
    }

    /// Events recorded with one typed argument, with none, and with rendered strings read back
    /// in order with their text, whether kept, bounded (arguments dropped with their events)
    /// or streamed.
    @Test func typedArgumentsReadBackRenderedUnderEveryRetention() {
        let arguments: [TraceArgument?] = [.bool(true), nil, .object(classSlot: Int32(TraceNames.slot(ofName: "UIWindow")), ordinal: 1), .absent,
                                           .int(7), .rect(CGRect(x: 0, y: 20, width: 320.5, height: 44)),
                                           .insets(top: 44, left: 0, bottom: 34, right: 0), .text("section 2")]
        func record(into recorder: TraceRecorder) {
            for (index, argument) in arguments.enumerated() {
                recorder.record(kind: .callback, time: Double(index), turn: index, depth: 0, className: "V", ordinal: index + 1,
                                callback: .draw, argument: argument, edge: nil, causeKey: -1, cause: nil)
                recorder.record(kind: .callback, time: Double(index), turn: index, depth: 1, className: "V", ordinal: index + 1,
                                callback: .draw, arguments: ["a\(index)", "b"], edge: "e", causeKey: -1, cause: nil)
            }
        }
        let expected: [[String]] = arguments.flatMap { argument in
            [argument.map { [$0.rendered] } ?? [], []]
        }.enumerated().map { index, rendered in index % 2 == 0 ? rendered : ["a\(index / 2)", "b"] }
        let all = TraceRecorder()
        record(into: all)
        #expect(all.events.map(\.arguments) == expected)
        #expect(all.events[0].arguments == ["true"] && all.events[6].arguments == ["nil"] && all.events[4].arguments == ["UIWindow#1"])
        let bounded = TraceRecorder(retention: .newest(3))
        record(into: bounded)
        #expect(bounded.count == expected.count)
        #expect(bounded.events.map(\.arguments) == Array(expected.suffix(bounded.events.count)))
        var streamed: [[String]] = []
        let streaming = TraceRecorder(retention: .none) { streamed.append($0.arguments) }
        record(into: streaming)
        #expect(streaming.events.isEmpty)
        #expect(streamed == expected)
    }

    /// The framework's class names (by slot), callbacks (by index) and edges (interned) are kept
    /// for the process, across `clear()` and drops; texts and events recorded as values are kept
    /// with their events: a mix of both, with names made anew at each event (equal text, new
    /// storage) and more distinct edges than the interning cache has slots, reads back as recorded under
    /// `.all` and `.newest`, before and after a `clear()`.
    @Test func internedNamesAndKeptTextsReadBackAcrossClearAndDrops() {
        func name(_ stem: String, _ number: Int) -> String { "\(stem)WithALongName\(number)" }
        func events(_ range: Range<Int>) -> [TraceEvent] {
            range.map { index in
                let callback = Callback("callback\(index % 5)(_:)", selector: "callback\(index % 5):")
                let edge = index % 3 == 0 ? nil : name("edge", index % 400)
                switch index % 4 {
                case 0:
                    return TraceEvent(time: Double(index), turn: index, depth: index % 6, kind: .callback,
                                      className: name("Screen", index % 150), ordinal: index, callback: callback.swiftName,
                                      selector: callback.selector, arguments: [name("Object", index % 97) + "#\(index)"], edge: edge)
                case 1:
                    return TraceEvent(time: Double(index), turn: index, depth: index % 6, kind: .callback,
                                      className: name("Screen", index % 150), ordinal: index, callback: callback.swiftName,
                                      selector: callback.selector, arguments: ["text \(index)", "more"], edge: edge)
                case 2:
                    return TraceEvent(time: Double(index), turn: index, depth: index % 6, kind: .callback,
                                      className: name("Screen", index % 150), ordinal: index, callback: callback.swiftName,
                                      selector: callback.selector, arguments: [], edge: edge)
                default:
                    return TraceEvent(time: Double(index), turn: index, kind: .note, className: "", ordinal: 0,
                                      callback: "note \(index)", selector: "note \(index)")
                }
            }
        }
        func record(_ events: [TraceEvent], into recorder: TraceRecorder) {
            for (index, event) in events.enumerated() {
                let callback = Callback(event.callback, selector: event.selector)
                switch index % 4 {
                case 0:
                    let object = event.arguments[0].split(separator: "#")
                    recorder.record(kind: event.kind, time: event.time, turn: event.turn, depth: event.depth,
                                    className: event.className, ordinal: event.ordinal, callback: callback,
                                    argument: .object(classSlot: Int32(TraceNames.slot(ofName: String(object[0]))), ordinal: Int(object[1])!),
                                    edge: event.edge, causeKey: -1, cause: nil)
                case 1:
                    recorder.record(kind: event.kind, time: event.time, turn: event.turn, depth: event.depth,
                                    className: event.className, ordinal: event.ordinal, callback: callback,
                                    arguments: event.arguments, edge: event.edge, causeKey: -1, cause: nil)
                case 2:
                    recorder.record(kind: event.kind, time: event.time, turn: event.turn, depth: event.depth,
                                    className: event.className, ordinal: event.ordinal, callback: callback,
                                    argument: nil, edge: event.edge, causeKey: -1, cause: nil)
                default:
                    recorder.record(event)
                }
            }
        }
        func numbered(_ events: [TraceEvent], from first: Int) -> [TraceEvent] {
            events.enumerated().map { offset, event in
                var event = event
                event.sequence = first + offset
                return event
            }
        }
        let before = events(0..<600), after = events(600..<1000)
        let all = TraceRecorder()
        record(before, into: all)
        #expect(all.events == numbered(before, from: 1))
        all.clear()
        record(after, into: all)
        #expect(all.events == numbered(after, from: 1))

        let bounded = TraceRecorder(retention: .newest(7))
        record(before, into: bounded)
        #expect(bounded.events == Array(numbered(before, from: 1).suffix(bounded.events.count)))
        #expect(bounded.events.count >= 7)
        bounded.clear()
        record(after, into: bounded)
        #expect(bounded.count == after.count)
        #expect(bounded.events == Array(numbered(after, from: 1).suffix(bounded.events.count)))
    }

    /// Events and arguments are kept in chunks of 4,096: runs longer than several chunks read
    /// back whole, and a bound that drops across chunk boundaries keeps the newest.
    @Test func longRunsReadBackAcrossChunks() {
        func record(_ count: Int, into recorder: TraceRecorder) {
            for index in 0..<count {
                recorder.record(kind: .callback, time: Double(index), turn: index, depth: 0, className: "View", ordinal: index,
                                callback: .draw, arguments: index % 3 == 0 ? [] : ["a\(index)", "b"], edge: nil,
                                causeKey: -1, cause: nil)
                recorder.record(kind: .callback, time: Double(index), turn: index, depth: 1, className: "View", ordinal: index,
                                callback: .layoutSubviews, argument: index % 2 == 0 ? .int(index) : nil, edge: nil,
                                causeKey: -1, cause: nil)
            }
        }
        func check(_ events: [TraceEvent]) {
            for event in events {
                let index = event.ordinal
                if event.callback == Callback.draw.swiftName {
                    #expect(event.arguments == (index % 3 == 0 ? [] : ["a\(index)", "b"]))
                } else {
                    #expect(event.arguments == (index % 2 == 0 ? ["\(index)"] : []))
                }
                #expect(event.sequence == 2 * index + (event.depth == 0 ? 1 : 2))
            }
        }
        let all = TraceRecorder()
        record(10_000, into: all)
        #expect(all.events.count == 20_000)
        check(all.events)
        let bounded = TraceRecorder(retention: .newest(5_000))
        record(10_000, into: bounded)
        #expect(bounded.events.count >= 5_000 && bounded.events.count < 10_000)
        #expect(bounded.events.last?.sequence == 20_000)
        check(bounded.events)
        bounded.clear()
        record(100, into: bounded)
        #expect(bounded.events.count == 200)
        check(bounded.events)
    }

    @Test func aBoundedRecorderKeepsTheNewestAndGoesOnCounting() {
        let runtime = HeadlessRuntime.current
        let everything = TraceRecorder()
        runtime.attach(everything)
        pushAndPop(on: runtime)
        runtime.detachRecorder()

        let bounded = TraceRecorder(retention: .newest(40))
        for event in everything.events { bounded.record(event) }
        let kept = bounded.events
        #expect(bounded.count == everything.count)
        #expect(kept.count >= 40 && kept.count < 80)
        #expect(kept == Array(everything.events.suffix(kept.count)))
        #expect(bounded.firstKeptSequence == everything.count - kept.count + 1)
        #expect(bounded.dropped == everything.count - kept.count)
        // Reading after a sequence that was dropped gives what is kept.
        #expect(bounded.events(after: 1) == kept)
        #expect(bounded.events(after: everything.count - 5) == Array(kept.suffix(5)))
    }

    @Test func aBoundedRecorderStaysBoundedOverALongRun() {
        let recorder = TraceRecorder(retention: .newest(100))
        for index in 1...100_000 {
            recorder.record(TraceEvent(kind: .note, className: "", ordinal: 0, callback: "n\(index % 7)", selector: "n",
                                       arguments: ["\(index)"], cause: TraceCause(stringLiteral: "step \(index / 50)")))
        }
        #expect(recorder.count == 100_000)
        #expect(recorder.events.count <= 200)
        #expect(recorder.lastEvent?.arguments == ["100000"])
        #expect(recorder.lastEvent?.cause?.text == "step 2000")
        #expect(recorder.lastEvent?.sequence == 100_000)
    }

    @Test func aStreamingRecorderKeepsNothing() {
        let runtime = HeadlessRuntime.current
        var lines: [String] = []
        let recorder = runtime.attach(TraceRecorder(retention: .none) { lines.append(TraceFormat.seed.render($0)) })
        pushAndPop(on: runtime)
        #expect(recorder.events.isEmpty)
        #expect(recorder.count == lines.count)
        #expect(lines.contains("-[UIViewController viewDidAppear:]"))
    }

    @Test func clearStartsNumberingAgain() {
        let recorder = TraceRecorder(retention: .newest(10))
        for _ in 0..<50 { recorder.record(TraceEvent(kind: .note, className: "", ordinal: 0, callback: "a", selector: "a")) }
        recorder.clear()
        recorder.record(TraceEvent(kind: .note, className: "", ordinal: 0, callback: "b", selector: "b"))
        #expect(recorder.events.map(\.sequence) == [1])
        #expect(recorder.count == 1)
    }

    @Test func aDeviceThatDoesNotRecordAttachesNoRecorderInAnyProcess() throws {
        let runtime = HeadlessRuntime.current
        let device = SimulatedDevice(runtime: runtime, recording: false)
        device.launch(delegate: { nil })
        #expect(runtime.recorder == nil)
        try device.perform(.home)
        try device.perform(.open)
        try device.perform(.appSwitcher)
        try device.perform(.kill)
        try device.perform(.open)
        #expect(device.runtime !== runtime)
        #expect(device.runtime.recorder == nil)
        #expect(device.trace.events.isEmpty)
        #expect(device.appState == .active)
    }

    @Test func aRecordingDeviceRecordsAcrossProcesses() throws {
        let device = SimulatedDevice()
        device.launch(delegate: { nil })
        try device.perform(.appSwitcher)
        try device.perform(.kill)
        try device.perform(.open)
        #expect(device.runtime.recorder === device.trace)
        #expect(device.trace.events.filter { $0.kind == .action && $0.callback == "launch" }.count >= 1)
        #expect(device.trace.events.contains { $0.kind == .action && $0.callback == "open" })
    }
}
