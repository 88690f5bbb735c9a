import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore
@testable import LifecycleKit
import _UIKitTestSupport

/// The screens of a run: a wireframe after the launch and after each step, drawn in the HTML
/// report and written as SVG files, with each box where its frame says.
@MainActor
@Suite(.freshRuntime) struct WireframeReportTests {
    static let scenario = """
        name: Header
        root:
          class: HeaderViewController
          views:
            - class: HeaderView
              frame: [0, 0, 375, 44]
              subviews:
                - {class: TitleLabel, frame: [10, 10, 200, 24]}
        steps:
          - set-frame: {view: HeaderView, frame: [0, 20, 375, 88]}
          - note: done
        """

    @Test func eachStepHasAScreenWithBoxesWhereTheFramesSay() throws {
        let file = try ScenarioFileReader.parse(Self.scenario, path: "header.yaml")
        let document = try ScenarioFileRunner.run(file)
        let screens = document.sections[0].screens
        #expect(screens.map(\.step) == ["launch", "set-frame", "note"])
        let before = try #require(screens[0].wireframe.elements.first { $0.name.hasPrefix("HeaderView#") })
        let after = try #require(screens[1].wireframe.elements.first { $0.name.hasPrefix("HeaderView#") })
        #expect(before.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
        #expect(after.frame == CGRect(x: 0, y: 20, width: 375, height: 88))
        // The label sits in its superview's coordinates, moved with it.
        let label = try #require(screens[1].wireframe.elements.first { $0.name.hasPrefix("TitleLabel#") })
        #expect(label.frame == CGRect(x: 10, y: 30, width: 200, height: 24))
        #expect(screens[0].afterEvent < screens[1].afterEvent)

        let html = HTMLReportRenderer().render(document)
        #expect(html.components(separatedBy: "<figure class=\"screen\"").count - 1 == 3)
        #expect(html.contains("data-frame=\"(0, 20, 375, 88)\""))
    }

    /// Asked to (as the command line is for an HTML report), each screen is also painted into
    /// pixels, embedded in the report as a PNG data URI beside its wireframe; the PNG decodes to
    /// the wireframe's (the window's) size, one pixel a point. Not asked, none is painted.
    @Test func eachScreenIsPaintedAsAnEmbeddedPNG() throws {
        let file = try ScenarioFileReader.parse(Self.scenario, path: "header.yaml")
        #expect(try ScenarioFileRunner.run(file).sections[0].screens.allSatisfy { $0.png == nil })
        let document = try ScenarioFileRunner.run(file, paintScreens: true)
        let screens = document.sections[0].screens
        let png = try #require(screens[1].png)
        let image = try #require(UIImage(data: png))
        #expect(image.size == screens[1].wireframe.size && image.scale == 1)
        let html = HTMLReportRenderer().render(document)
        let prefix = "src=\"data:image/png;base64,"
        #expect(html.components(separatedBy: prefix).count - 1 == 3)
        let encoded = try #require(html.components(separatedBy: prefix).dropFirst().first?.split(separator: "\"").first)
        #expect(Data(base64Encoded: String(encoded)) == screens[0].png)
    }

    @Test func snapshotFilesAreNumberedByStep() throws {
        let file = try ScenarioFileReader.parse(Self.scenario, path: "header.yaml")
        let document = try ScenarioFileRunner.run(file)
        #expect(ScreenSnapshots.fileNames(document) == ["01-launch.svg", "02-set-frame.svg", "03-note.svg"])
        let folder = TestScratch.url("wireframes")
        defer { try? FileManager.default.removeItem(at: folder) }
        try ScreenSnapshots.write(document, to: folder.path)
        let svg = try String(contentsOf: folder.appendingPathComponent("02-set-frame.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("data-frame=\"(10, 30, 200, 24)\""))
        #expect(ScreenSnapshots.slug("rotate landscape-left") == "rotate-landscape-left")
        #expect(ScreenSnapshots.slug("../../etc") == "etc")
    }

    @Test func windowWireframeFollowsScrollingSkipsHiddenAndSurvivesDeepTrees() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.isHidden = false
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 300))
        let label = UILabel(frame: CGRect(x: 20, y: 250, width: 100, height: 20))
        label.text = "Row <5> & more"
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        hidden.addSubview(UILabel())
        scroll.addSubview(label)
        scroll.addSubview(hidden)
        window.addSubview(scroll)
        scroll.contentOffset = CGPoint(x: 0, y: 200)
        let wireframe = window.wireframe()
        let element = wireframe.elements.first { $0.kind == .label }
        #expect(element?.frame == CGRect(x: 20, y: 150, width: 100, height: 20))
        #expect(element?.text == "Row <5> & more")
        #expect(wireframe.elements.count == 3)
        #expect(wireframe.svg().contains("Row &lt;5&gt; &amp; more"))

        var parent: UIView = window
        for _ in 0..<5_000 {
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
            parent.addSubview(child)
            parent = child
        }
        let deep = window.wireframe()
        #expect(deep.elements.count == Wireframe.elementLimit)
        #expect(deep.omitted > 0)
    }
}
