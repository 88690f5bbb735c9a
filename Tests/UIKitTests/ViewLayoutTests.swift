import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// V-8 … V-10 and V-12: what flags layout, coalescing per turn, `layoutIfNeeded`, drawing.
@MainActor
@Suite(.freshRuntime) struct ViewLayoutTests {
    class LayoutProbe: UIView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    final class Container: LayoutProbe {}
    final class Item: LayoutProbe {}

    final class Canvas: UIView {
        var log: [String] = []
        override func layoutSubviews() {
            super.layoutSubviews()
            log.append("layoutSubviews")
        }
        override func draw(_ rect: CGRect) {
            super.draw(rect)
            log.append("draw \(Int(rect.width))x\(Int(rect.height))")
        }
    }

    /// A window with a container in it, settled, and a recorder cleared after the settling.
    func settledContainer() -> (UIWindow, Container, TraceRecorder) {
        let recorder = HeadlessRuntime.reset().attach()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let container = Container(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(container)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        recorder.clear()
        return (window, container, recorder)
    }

    /// `settledContainer()` with a 10-point `Item` added and settled in turn; the recorder starts
    /// after.
    func settledItem() -> (UIWindow, Container, Item, TraceRecorder) {
        let (window, container, recorder) = settledContainer()
        let item = Item(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(item)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        recorder.clear()
        return (window, container, item, recorder)
    }

    func layoutLines(_ recorder: TraceRecorder) -> [String] {
        recorder.callbacks.filter { $0.callback == "layoutSubviews()" && $0.className != "UIWindow" }.map(\.instance)
    }

    @Test func addSubviewLaysOutAtTheEndOfTheTurnNotBefore() {
        let (window, container, recorder) = settledContainer()
        let item = Item(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(item)
        #expect(layoutLines(recorder).isEmpty)
        #expect(container.layouts == 1)

        HeadlessRuntime.current.runLoop.runOneTurn()
        #expect(layoutLines(recorder) == ["Container#1", "Item#1"])
        _ = window
    }

    @Test func twoAddSubviewsInOneTurnLayOutOnce() {
        let (window, container, recorder) = settledContainer()
        container.addSubview(Item(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        container.addSubview(Item(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        container.setNeedsLayout()
        HeadlessRuntime.current.runLoop.runOneTurn()

        #expect(layoutLines(recorder) == ["Container#1", "Item#1", "Item#2"])
        #expect(container.layouts == 2)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(container.layouts == 2)
        _ = window
    }

    @Test func layoutIsTopDownWhateverTheFlaggingOrder() {
        let (window, container, recorder) = settledContainer()
        let middle = Item(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let leaf = Item(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        container.addSubview(middle)
        middle.addSubview(leaf)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        recorder.clear()

        leaf.setNeedsLayout()
        middle.setNeedsLayout()
        container.setNeedsLayout()
        HeadlessRuntime.current.runLoop.runOneTurn()
        #expect(layoutLines(recorder) == ["Container#1", "Item#1", "Item#2"])
        _ = window
    }

    /// A batch larger than the insertion sort's bound (a chain flagged deepest first, every
    /// view out of order) takes the general sort and is still laid out top-down.
    @Test func aLargeBatchFlaggedBottomUpIsLaidOutTopDown() {
        let (window, container, recorder) = settledContainer()
        var chain: [Item] = []
        var parent: UIView = container
        for _ in 0..<100 {
            let item = Item(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            parent.addSubview(item)
            chain.append(item)
            parent = item
        }
        HeadlessRuntime.current.runLoop.runUntilIdle()
        recorder.clear()

        for item in chain.reversed() { item.setNeedsLayout() }
        container.setNeedsLayout()
        HeadlessRuntime.current.runLoop.runOneTurn()
        #expect(layoutLines(recorder) == ["Container#1"] + (1...100).map { "Item#\($0)" })
        _ = window
    }

    @Test func layoutIfNeededLaysOutAtOnce() {
        let (window, container, recorder) = settledContainer()
        container.setNeedsLayout()
        #expect(container.layouts == 1)
        container.layoutIfNeeded()
        #expect(container.layouts == 2)
        #expect(layoutLines(recorder) == ["Container#1"])

        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(container.layouts == 2)
        _ = window
    }

    @Test func layoutIfNeededWithNothingPendingDoesNothing() {
        let (window, container, recorder) = settledContainer()
        container.layoutIfNeeded()
        window.layoutIfNeeded()
        #expect(recorder.callbacks.isEmpty)
        #expect(container.layouts == 1)
    }

    @Test func layoutIfNeededReachesFlaggedDescendantsOutsideAWindow() {
        let recorder = HeadlessRuntime.current.attach()
        let container = Container(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let item = Item(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(item)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(container.layouts == 0)

        container.layoutIfNeeded()
        #expect(layoutLines(recorder) == ["Container#1", "Item#1"])
    }

    @Test func unchangedFrameIsANoOp() {
        let (window, container, recorder) = settledContainer()
        container.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        container.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(recorder.callbacks.isEmpty)
        _ = window
    }

    @Test func originOnlyFrameChangeIsANoOp() {
        let (window, container, recorder) = settledContainer()
        container.frame = CGRect(x: 30, y: 40, width: 100, height: 100)
        container.center = CGPoint(x: 10, y: 10)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(recorder.callbacks.isEmpty)
        #expect(container.frame == CGRect(x: -40, y: -40, width: 100, height: 100))
        _ = window
    }

    @Test func sizeChangeLaysOutTheViewAndItsSuperview() {
        let (window, _, item, recorder) = settledItem()

        item.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(layoutLines(recorder) == ["Container#1", "Item#1"])

        recorder.clear()
        item.bounds = CGRect(x: 0, y: 0, width: 20, height: 30)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(layoutLines(recorder) == ["Container#1", "Item#1"])
        #expect(item.center == CGPoint(x: 10, y: 5))
        _ = window
    }

    final class Stack: LayoutProbe {
        override func layoutSubviews() {
            super.layoutSubviews()
            for (index, subview) in subviews.enumerated() {
                subview.frame = CGRect(x: 0, y: CGFloat(index) * 20, width: bounds.width, height: 20)
            }
        }
    }

    @Test func sizingSubviewsInLayoutSubviewsDoesNotLayOutTheSuperviewAgain() {
        let (window, container, recorder) = settledContainer()
        let stack = Stack(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        container.addSubview(stack)
        let items = [Item(frame: .zero), Item(frame: .zero)]
        for item in items { stack.addSubview(item) }
        HeadlessRuntime.current.runLoop.runUntilIdle()

        #expect(layoutLines(recorder) == ["Container#1", "Stack#1", "Item#1", "Item#2"])
        #expect(items.map(\.frame.size) == [CGSize(width: 60, height: 20), CGSize(width: 60, height: 20)])

        recorder.clear()
        items[0].frame.size.height = 40
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(layoutLines(recorder) == ["Stack#1", "Item#1"])
        #expect(items[0].frame.height == 20)
        _ = window
    }

    @Test func scrollingLaysOutOnlyTheScrolledView() {
        let (window, container, _, recorder) = settledItem()

        container.bounds.origin = CGPoint(x: 0, y: 25)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(layoutLines(recorder) == ["Container#1"])
        #expect(container.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        _ = window
    }

    @Test func flaggedViewOutsideAWindowLaysOutWhenItEntersOne() {
        let recorder = HeadlessRuntime.current.attach()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let container = Container(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(Item(frame: .zero))
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(layoutLines(recorder).isEmpty)

        window.addSubview(container)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(layoutLines(recorder) == ["Container#1", "Item#1"])
    }

    @Test func drawRunsAfterLayoutWhenTheViewNeedsDisplay() {
        let recorder = HeadlessRuntime.current.attach()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let canvas = Canvas(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        window.addSubview(canvas)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(canvas.log == ["layoutSubviews", "draw 40x30"])
        #expect(recorder.swiftLines(of: ["Canvas"], skipping: initializers.subtracting(["draw(_:)"]))
            == ["Canvas.willMove(toWindow: UIWindow#1)", "Canvas.willMove(toSuperview: UIWindow#1)",
                "Canvas.didMoveToWindow()", "Canvas.didMoveToSuperview()",
                "Canvas.layoutSubviews()", "Canvas.draw((0, 0, 40, 30))"])

        canvas.setNeedsDisplay()
        canvas.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(canvas.log.count == 2)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(canvas.log == ["layoutSubviews", "draw 40x30", "draw 40x30"])

        canvas.frame.size = CGSize(width: 50, height: 30)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(canvas.log.last == "layoutSubviews")
    }

    @Test func viewOutsideAWindowIsNotDrawn() {
        let canvas = Canvas(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        canvas.setNeedsDisplay()
        canvas.setNeedsLayout()
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(canvas.log.isEmpty)
    }

    @Test func displayRequestedOutsideAWindowHappensWhenTheViewEntersOne() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let canvas = Canvas(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        canvas.setNeedsDisplay()
        HeadlessRuntime.current.runLoop.runUntilIdle()
        window.addSubview(canvas)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(canvas.log == ["layoutSubviews", "draw 40x30"])
    }

    @Test func layoutWorkFollowsTheFlaggedViewsNotTheTree() {
        let (window, container, recorder) = settledContainer()
        var leaves: [Item] = []
        for _ in 0..<50 {
            let branch = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let leaf = Item(frame: .zero)
            branch.addSubview(leaf)
            container.addSubview(branch)
            leaves.append(leaf)
        }
        HeadlessRuntime.current.runLoop.runUntilIdle()
        recorder.clear()

        leaves[17].setNeedsLayout()
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(recorder.callbacks.map(\.instance) == ["Item#18"])
        _ = window
    }
}
