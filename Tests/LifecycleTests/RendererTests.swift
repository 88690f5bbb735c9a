import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore
@testable import LifecycleKit

/// The chrome, mermaid and HTML renderers, checked against their formats' rules.
@MainActor
@Suite(.freshRuntime) struct RendererTests {
    /// Every ready scenario of the tour, with UIKit's objects shown, so that nesting is deep.
    func tourDocument(showAll: Bool = true) -> TraceDocument {
        Tour.document(for: ScenarioCatalog.all, showAll: showAll)
    }

    /// A section whose names hold every character that could break a format.
    func hostileSection() -> TraceSection {
        let names = ["Weird#1;View<&>\"'%%", "end", "Note", "participant", "A-->>B", "Π 漢字 🙂"]
        var events: [TraceEvent] = [TraceEvent(kind: .action, className: "Device", ordinal: 0, callback: "home", selector: "home")]
        for (i, name) in names.enumerated() {
            events.append(TraceEvent(depth: i % 3, kind: .callback, className: name, ordinal: 1,
                                     callback: "viewWillAppear(_:)", selector: "viewWillAppear:",
                                     arguments: ["true; drop #table\n%%{init}"], edge: "disappeared→appearing"))
        }
        events.append(TraceEvent(kind: .diagnostic, className: "end#1", ordinal: 0, callback: "x.y", selector: "x.y",
                                 arguments: ["error: [x.y] bad; <b>very</b> & wrap: # %% \n next"]))
        events.append(TraceEvent(kind: .note, className: "", ordinal: 0, callback: "wrap: note; # here", selector: ""))
        for (i, _) in events.enumerated() { events[i].sequence = i + 1 }
        return TraceSection(id: "X-1", title: "Hostile; names #1 <script>", facts: [.init("seed", "<none>")], events: events)
    }

    // MARK: Chrome

    @Test func chromeOutputIsValidTraceEventJSON() {
        let json = OutputFormat.chrome.render(tourDocument())
        #expect(TraceEventFormatValidator.problems(in: json) == [])
        let hostile = OutputFormat.chrome.render(TraceDocument(title: "t", sections: [hostileSection()]))
        #expect(TraceEventFormatValidator.problems(in: hostile) == [])
    }

    @Test func chromeHasOneSlicePerCallbackAndOneTrackPerObject() throws {
        let scenario = try #require(ScenarioCatalog.scenario(id: "V-6"))
        let section = ScenarioRunner.run(scenario)
        let json = OutputFormat.chrome.render(TraceDocument(title: "V-6", sections: [section]))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let events = try #require(root["traceEvents"] as? [[String: Any]])
        let slices = events.filter { $0["ph"] as? String == "X" }
        let callbacks = section.visibleEvents.filter { $0.kind == .callback }
        #expect(slices.count == callbacks.count)
        let threadNames = Set(events.filter { $0["name"] as? String == "thread_name" }
            .compactMap { ($0["args"] as? [String: Any])?["name"] as? String })
        #expect(threadNames.isSuperset(of: Set(callbacks.map(\.instance))))
        let instants = events.filter { $0["ph"] as? String == "i" && $0["cat"] as? String == "action" }
        #expect(instants.count == section.visibleEvents.filter { $0.kind == .action }.count)
        // Timestamps follow the trace's order.
        let stamps = events.filter { ($0["ph"] as? String) != "M" }
            .sorted { (($0["args"] as? [String: Any])?["sequence"] as? Int ?? 0) < (($1["args"] as? [String: Any])?["sequence"] as? Int ?? 0) }
            .compactMap { $0["ts"] as? Int }
        #expect(stamps == stamps.sorted() && Set(stamps).count == stamps.count)
        // viewDidLoad encloses the subview's willMove(toSuperview:) on another track; the
        // root view controller's loadView and viewDidLoad are siblings.
        func slice(_ name: String, _ receiver: String) -> (Int, Int)? {
            slices.first { $0["name"] as? String == name && ($0["args"] as? [String: Any])?["receiver"] as? String == receiver }
                .flatMap { event in (event["ts"] as? Int).flatMap { ts in (event["dur"] as? Int).map { (ts, ts + $0) } } }
        }
        let didLoad = try #require(slice("viewDidLoad()", "ViewController#1"))
        let willMove = try #require(slice("willMove(toSuperview:)", "NoXibView#1"))
        #expect(didLoad.0 < willMove.0 && willMove.1 < didLoad.1)
    }

    @Test func validatorCatchesBrokenTraceEvents() {
        #expect(!TraceEventFormatValidator.problems(in: "[]").isEmpty)
        #expect(!TraceEventFormatValidator.problems(in: #"{"traceEvents":[{"ph":"X","name":"a","pid":1,"tid":1,"ts":0}]}"#).isEmpty)
        let overlapping = #"{"traceEvents":[{"ph":"M","name":"thread_name","pid":1,"tid":1,"args":{"name":"t"}},{"ph":"X","name":"a","pid":1,"tid":1,"ts":0,"dur":10},{"ph":"X","name":"b","pid":1,"tid":1,"ts":5,"dur":10}]}"#
        #expect(TraceEventFormatValidator.problems(in: overlapping).contains { $0.contains("overlaps") })
    }

    // MARK: Mermaid

    @Test func mermaidDiagramsAreValid() {
        for section in tourDocument().sections + tourDocument(showAll: false).sections + [hostileSection()] {
            let diagram = MermaidRenderer().diagram(for: section)
            #expect(MermaidValidator.problems(in: diagram) == [], "\(section.id)")
        }
    }

    @Test func mermaidArrowsGoFromCallerToReceiver() throws {
        let scenario = try #require(ScenarioCatalog.scenario(id: "V-6"))
        let diagram = MermaidRenderer().diagram(for: ScenarioRunner.run(scenario))
        let lines = diagram.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        func id(_ name: String) throws -> String {
            let line = try #require(lines.first { $0.hasPrefix("participant ") && $0.hasSuffix(" as \(name)") })
            return String(line.split(separator: " ")[1])
        }
        let controller = try id("ViewController#35;1")
        let subview = try id("NoXibView#35;1")
        let app = try id("App")
        let runLoop = try id("UIKit")
        // The subview is added by the controller's viewDidLoad, so the controller calls it.
        #expect(lines.contains("\(controller)->>\(subview): willMove(toSuperview: UIView#35;1)"))
        // makeKeyAndVisible is the app's call; the end-of-turn layout is the run loop's.
        #expect(lines.contains("\(app)->>\(controller): viewWillAppear(false)"))
        #expect(lines.contains("\(runLoop)->>\(controller): viewWillLayoutSubviews()"))
        #expect(lines.contains { $0.hasPrefix("Note over") && $0.contains("window.makeKeyAndVisible()") })
    }

    @Test func mermaidForSeveralSectionsIsMarkdownWithOneFencePerSection() {
        let document = tourDocument(showAll: false)
        let markdown = OutputFormat.mermaid.render(document)
        #expect(markdown.components(separatedBy: "```mermaid\n").count - 1 == document.sections.count)
        #expect(markdown.hasPrefix("# Lifecycle tour\n"))
    }

    @Test func validatorRejectsWhatMermaidRejects() {
        #expect(!MermaidValidator.problems(in: "graph TD\n").isEmpty)
        #expect(!MermaidValidator.problems(in: "sequenceDiagram\n    participant P1 as A\n    P1->>P2: x\n").isEmpty)
        #expect(!MermaidValidator.problems(in: "sequenceDiagram\n    participant P1 as A\n    P1->>P1 x\n").isEmpty)
        #expect(!MermaidValidator.problems(in: "sequenceDiagram\n    participant P1 as A#1\n").isEmpty)
        #expect(!MermaidValidator.problems(in: "sequenceDiagram\n    participant end1 as A\n").isEmpty)
        #expect(!MermaidValidator.problems(in: "sequenceDiagram\n    participant P1 as A\n    P1->>P1: a; b\n").isEmpty)
        #expect(MermaidValidator.problems(in: "sequenceDiagram\n    participant P1 as A#35;1\n    P1->>P1: a #59; b\n").isEmpty)
    }

    @Test(.enabled(if: Chromium.isAvailable && Chromium.mermaidScript != nil, "needs chromium and Mermaid's script (scripts/check-mermaid.sh fetches it)"))
    func mermaidsOwnParserAcceptsTheDiagrams() throws {
        let script = try #require(Chromium.mermaidScript)
        let sections = tourDocument().sections.filter { !$0.events.isEmpty } + [hostileSection()]
        let diagrams = sections.map { MermaidRenderer().diagram(for: $0) }
        let results = try MermaidCheck.parse(diagrams, mermaidScript: script)
        #expect(results.count == diagrams.count)
        for (section, result) in zip(sections, results) {
            #expect(result == "ok", "\(section.id): \(result)")
        }
    }

    // MARK: HTML

    @Test func htmlIsSelfContainedAndEscaped() {
        let html = OutputFormat.html.render(TraceDocument(title: "Report", sections: tourDocument(showAll: false).sections + [hostileSection()]))
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        for external in ["<link", "src=", "@import", "http://", "https://"] {
            let allowed = external == "http://" ? html.components(separatedBy: "http://www.w3.org/2000/svg").count - 1 : 0
            #expect(html.components(separatedBy: external).count - 1 == allowed, "\(external)")
        }
        // url() only ever points inside the page (the arrowhead marker).
        #expect(html.components(separatedBy: "url(").count == html.components(separatedBy: "url(#").count)
        #expect(!html.contains("<script>\n    document") || html.contains("</script>"))
        #expect(!html.contains("Weird#1;View<&>"))
        #expect(html.contains("Weird#1;View&lt;&amp;&gt;"))
        #expect(html.components(separatedBy: "<script").count - 1 == 1)
    }

    @Test func htmlHasADiagramATimelineAndTheRawTracePerSection() throws {
        let scenario = try #require(ScenarioCatalog.scenario(id: "VC-16"))
        let section = ScenarioRunner.run(scenario)
        let html = HTMLReportRenderer().render(TraceDocument(title: "VC-16", sections: [section]))
        #expect(html.contains("<svg class=\"sequence\""))
        #expect(html.contains("<svg class=\"timeline\""))
        #expect(html.components(separatedBy: "<tr class=").count - 1 == section.visibleEvents.count)
        // The child's lane goes through the four appearance states in order.
        let timeline = StateTimeline(TraceAnalysis(section))
        let lane = try #require(timeline.lanes.first { $0.name == "BViewController#1" })
        #expect(lane.category == .viewController)
        #expect(lane.segments.map(\.state) == ["disappeared", "appearing", "appeared", "disappearing", "disappeared"])
    }

    @Test func timelineGathersTheApplicationsEdgesOnOneLane() throws {
        let scenario = try #require(ScenarioCatalog.scenario(id: "APP-12"))
        let timeline = StateTimeline(TraceAnalysis(ScenarioRunner.run(scenario)))
        let app = try #require(timeline.lanes.first)
        #expect(app.category == .app && app.name == "UIApplication#1")
        #expect(Array(app.segments.map(\.state).prefix(4)) == ["active", "inactive", "background", "notRunning"])
        #expect(timeline.lanes.filter { $0.category == .app }.count == 1)
    }

    @Test func timelineReadsAppAndSceneEdges() {
        let edges = [("AppDelegate", "notRunning→inactive"), ("AppDelegate", "inactive→active"),
                     ("SceneDelegate", "unattached→foregroundInactive"), ("AppDelegate", "active→inactive")]
        var events: [TraceEvent] = []
        for (i, (name, edge)) in edges.enumerated() {
            events.append(TraceEvent(sequence: i + 1, kind: .callback, className: name, ordinal: 1,
                                     callback: "x()", selector: "x", edge: edge))
        }
        let timeline = StateTimeline(TraceAnalysis(TraceSection(id: "A", title: "a", events: events)))
        #expect(timeline.lanes.map(\.category) == [.app, .scene])
        #expect(timeline.lanes[0].segments.map(\.state) == ["notRunning", "inactive", "active", "inactive"])
    }

    @Test(.enabled(if: Chromium.isAvailable, "needs chromium (apt-get install chromium)"))
    func htmlReportRendersInHeadlessChromium() throws {
        let scenario = try #require(ScenarioCatalog.scenario(id: "V-6"))
        let html = HTMLReportRenderer().render(TraceDocument(title: "V-6", sections: [ScenarioRunner.run(scenario)]))
        let directory = try Chromium.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("report.html")
        try Data(html.utf8).write(to: page)
        // The DOM after the page ran: both pictures are there with their shapes.
        let dom = try Chromium.run(["--dump-dom"], page: page)
        #expect(dom.contains("class=\"sequence\""))
        #expect(dom.contains("class=\"timeline\""))
        let screenshot = directory.appendingPathComponent("report.png")
        try Chromium.run(["--screenshot=\(screenshot.path)", "--window-size=1200,900"], page: page)
        let png = try Data(contentsOf: screenshot)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(png.count > 20_000)
    }
}

/// Runs Mermaid's own parser on diagrams in headless Chromium.
enum MermaidCheck {
    /// One result per diagram: `ok`, or Mermaid's error message.
    static func parse(_ diagrams: [String], mermaidScript: String) throws -> [String] {
        let directory = try Chromium.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let payload = JSONValue.array(diagrams.map(JSONValue.string)).serialized()
        let page = """
        <!DOCTYPE html><html><body><pre id="out">pending</pre>
        <script src="\(URL(fileURLWithPath: mermaidScript).absoluteString)"></script>
        <script>
        mermaid.initialize({ startOnLoad: false, maxTextSize: 10000000 });
        (async function () {
          var diagrams = \(payload);
          var results = [];
          for (var i = 0; i < diagrams.length; i++) {
            try { await mermaid.parse(diagrams[i]); results.push("ok"); }
            catch (error) { results.push(String(error && error.message || error).split("\\n").join(" | ")); }
          }
          document.getElementById("out").textContent = JSON.stringify(results);
        })();
        </script></body></html>
        """
        let url = directory.appendingPathComponent("mermaid.html")
        try Data(page.utf8).write(to: url)
        let dom = try Chromium.run(["--virtual-time-budget=20000", "--dump-dom"], page: url)
        guard let start = dom.range(of: "<pre id=\"out\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            return []
        }
        let text = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        guard let data = text.data(using: .utf8), let results = try? JSONSerialization.jsonObject(with: data) as? [String] else {
            return [text]
        }
        return results
    }
}
