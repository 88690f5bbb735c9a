import Testing
@_spi(Headless) @testable import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import UIKitSnapshotTesting

/// Item 9 of issue 19 (References §9.4): `draw(_:)` is called only for views whose class
/// implements it, directly or through a superclass; a display request on any other view draws
/// nothing and is not traced.
@MainActor
@Suite(.freshRuntime) struct DrawOnlyOverridersFidelityTests {
    /// Implements nothing of drawing.
    final class PlainView: UIView {}
    /// Implements `draw(_:)`.
    class ChartView: UIView {
        override func draw(_ rect: CGRect) {
            UIGraphicsGetCurrentContext()?.fill(rect)
        }
    }
    /// Inherits its superclass's `draw(_:)`.
    final class BarChartView: ChartView {}
    /// The padded-label pattern apps use: the text drawn inset.
    final class PaddedLabel: UILabel {
        var drawnTextRects: [CGRect] = []
        override func drawText(in rect: CGRect) {
            let inset = rect.inset(by: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
            drawnTextRects.append(inset)
            super.drawText(in: inset)
        }
    }
    /// A generic view class, whose metadata is made at run time.
    final class GenericDrawingView<Value>: UIView {
        override func draw(_ rect: CGRect) {}
    }
    final class Screen: UIViewController {}

    @Test func theVirtualMethodTableTellsWhoImplementsDraw() throws {
        let slot = try #require(DrawingClasses.drawSlot, "the class metadata of this toolchain is read (OverrideDetection.isSupported)")
        #expect(!slot.isOverridden(by: UIView.self))
        #expect(!slot.isOverridden(by: PlainView.self))
        #expect(slot.isOverridden(by: ChartView.self))
        #expect(slot.isOverridden(by: BarChartView.self))
        #expect(slot.isOverridden(by: GenericDrawingView<Int>.self))
        #expect(slot.isOverridden(by: UILabel.self))
        #expect(!slot.isOverridden(by: UIButton.self))
        #expect(!slot.isOverridden(by: UIImageView.self))
    }

    @Test func onlyImplementersAreDrawnOnFirstDisplayAndAfterInvalidation() {
        let harness = LifecycleHarness()
        let screen = Screen()
        screen.loadViewIfNeeded()
        let plain = PlainView(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        let chart = ChartView(frame: CGRect(x: 0, y: 30, width: 50, height: 20))
        let bars = BarChartView(frame: CGRect(x: 0, y: 60, width: 50, height: 20))
        let label = PaddedLabel(frame: CGRect(x: 0, y: 90, width: 100, height: 30))
        label.text = "Total"
        let generic = GenericDrawingView<String>(frame: CGRect(x: 0, y: 130, width: 10, height: 10))
        for view in [plain, chart, bars, label, generic] { screen.view.addSubview(view) }
        harness.show(screen)
        let invalidation = harness.mark()
        harness.perform("setNeedsDisplay on every view") {
            for view in [plain, chart, bars, label, generic] { view.setNeedsDisplay() }
        }
        let classes = harness.trace.filtered(.classes(PlainView.self, ChartView.self, BarChartView.self, PaddedLabel.self))
        classes.expectGolden("draw-only-overriders")
        let redrawn = harness.trace(since: invalidation).lines(.swift).filter { $0.contains("draw") }
        #expect(redrawn.count == 4, "chart, bars, label and the generic view are redrawn; the plain view is not: \(harness.trace(since: invalidation).lines(.swift))")
        #expect(!harness.trace.lines(.swift).contains { $0.contains("PlainView") && $0.contains("draw") })
        // The label drew its text through drawText(in:), once per display, inside its bounds.
        #expect(label.drawnTextRects == [CGRect(x: 8, y: 4, width: 84, height: 22), CGRect(x: 8, y: 4, width: 84, height: 22)])
        // What the chart drew is kept on its layer for rendering; the plain view keeps nothing.
        #expect(chart.layer.recordedContents != nil)
        #expect(plain.layer.recordedContents == nil)
    }

    @Test func textRectIsTheTextsSizeAtTheBoundsOrigin() {
        let label = UILabel()
        label.text = "Hello"
        let fitted = label.textRect(forBounds: CGRect(x: 5, y: 6, width: 300, height: 100), limitedToNumberOfLines: 1)
        #expect(fitted.origin == CGPoint(x: 5, y: 6))
        #expect(fitted.size == label.intrinsicContentSize)
        let clipped = label.textRect(forBounds: CGRect(x: 0, y: 0, width: 10, height: 5), limitedToNumberOfLines: 1)
        #expect(clipped.size == CGSize(width: 10, height: 5))
        #expect(label.textRect(forBounds: .zero, limitedToNumberOfLines: 0) == .zero)
    }
}
