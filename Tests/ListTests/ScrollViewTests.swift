import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// A scroll view delegate that writes down what it hears, and can retarget a drag.
final class ScrollLog: NSObject, UIScrollViewDelegate {
    var calls: [String] = []
    var retarget: CGPoint?
    var zoomView: UIView?
    var allowsScrollToTop = true

    func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("didScroll") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        calls.append("willEndDragging(\(Int(velocity.y)), \(Int(targetContentOffset.pointee.y)))")
        if let retarget { targetContentOffset.pointee = retarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { calls.append("willBeginZooming") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { calls.append("didZoom") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        calls.append("didEndZooming(\(scale))")
    }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        calls.append("shouldScrollToTop")
        return allowsScrollToTop
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { calls.append("didScrollToTop") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { calls.append("didChangeAdjustedContentInset") }

    /// The calls without the per-frame `didScroll`s.
    var milestones: [String] { calls.filter { $0 != "didScroll" } }
}

/// A scroll view that counts `adjustedContentInsetDidChange()`.
final class CountingScrollView: UIScrollView {
    var insetChanges = 0
    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        insetChanges += 1
    }
}

@MainActor
@Suite(.freshRuntime) struct ScrollViewTests {
    /// A 100×100 scroll view over 100×1000 of content, with a logging delegate.
    func makeScrollView() -> (UIScrollView, ScrollLog) {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        let log = ScrollLog()
        scroll.delegate = log
        return (scroll, log)
    }

    @Test func theOffsetIsTheBoundsOriginAndMovingItTellsTheDelegate() {
        let (scroll, log) = makeScrollView()
        scroll.contentOffset = CGPoint(x: 0, y: 50)
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 50))
        scroll.contentOffset = CGPoint(x: 0, y: 50)
        #expect(log.calls == ["didScroll"])
        // A programmatic offset is not clamped, as on iOS.
        scroll.contentOffset = CGPoint(x: 0, y: 5000)
        #expect(scroll.contentOffset.y == 5000)
    }

    @Test func aDragStopsAtTheEndOfTheContentAndCallsTheDelegateInIOSOrder() {
        let (scroll, log) = makeScrollView()
        let moved = scroll.simulateDrag(by: CGPoint(x: 0, y: 2000))
        #expect(moved.y == 900)
        #expect(scroll.contentOffset.y == 900)
        #expect(log.milestones == ["willBeginDragging", "willEndDragging(0, 900)", "didEndDragging(false)"])
        #expect(log.calls.filter { $0 == "didScroll" }.count == 9)
        #expect(!scroll.isDragging && !scroll.isTracking && !scroll.isDecelerating)
    }

    @Test func aFlingDeceleratesOnTheVirtualClockToTheProjectedOffset() {
        let runtime = HeadlessRuntime.current
        let (scroll, log) = makeScrollView()
        scroll.simulateDrag(by: CGPoint(x: 0, y: 100), releaseVelocity: CGPoint(x: 0, y: 1000))
        // 1000 points per second projected at the normal rate: 1000 × 0.998 / 0.002 / 1000 = 499.
        #expect(log.milestones == ["willBeginDragging", "willEndDragging(1000, 599)", "didEndDragging(true)", "willBeginDecelerating"])
        #expect(scroll.isDecelerating)
        let start = runtime.runLoop.now
        runtime.runLoop.runUntilIdle()
        #expect(scroll.contentOffset.y == 599)
        #expect(log.milestones.last == "didEndDecelerating")
        #expect(!scroll.isDecelerating)
        // ln(0.5 / 499) / ln(0.998) ≈ 3449 ms until less than half a point is left.
        #expect(runtime.runLoop.now - start > 3.4 && runtime.runLoop.now - start < 3.5)
    }

    @Test func theDelegateCanMoveTheTargetAndPagingSettlesOnAPage() {
        let runtime = HeadlessRuntime.current
        let (scroll, log) = makeScrollView()
        log.retarget = CGPoint(x: 0, y: 300)
        scroll.simulateDrag(by: CGPoint(x: 0, y: 130))
        runtime.runLoop.runUntilIdle()
        #expect(scroll.contentOffset.y == 300)
        log.retarget = nil
        log.calls = []
        scroll.isPagingEnabled = true
        scroll.simulateDrag(by: CGPoint(x: 0, y: 40))
        #expect(log.milestones == ["willBeginDragging", "willEndDragging(0, 300)", "didEndDragging(true)", "willBeginDecelerating"])
        runtime.runLoop.runUntilIdle()
        #expect(scroll.contentOffset.y == 300)
        scroll.simulateDrag(by: CGPoint(x: 0, y: 60))
        runtime.runLoop.runUntilIdle()
        #expect(scroll.contentOffset.y == 400)
    }

    @Test func anAnimatedOffsetTakesEighteenFramesAndEndsTheAnimationOnce() {
        let runtime = HeadlessRuntime.current
        let (scroll, log) = makeScrollView()
        scroll.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        #expect(scroll.contentOffset.y == 0)
        runtime.runLoop.runUntilIdle()
        #expect(scroll.contentOffset.y == 600)
        #expect(log.calls.filter { $0 == "didScroll" }.count == 18)
        #expect(log.milestones == ["didEndScrollingAnimation"])
        // A new offset during an animation replaces it; only the last ends.
        log.calls = []
        scroll.setContentOffset(CGPoint(x: 0, y: 0), animated: true)
        runtime.runLoop.advance(by: 0.1)
        scroll.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
        runtime.runLoop.runUntilIdle()
        #expect(scroll.contentOffset.y == 200)
        #expect(log.milestones == ["didEndScrollingAnimation"])
    }

    @Test func scrollRectToVisibleScrollsAsLittleAsNeeded() {
        let (scroll, _) = makeScrollView()
        scroll.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 50), animated: false)
        #expect(scroll.contentOffset.y == 450)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 460, width: 10, height: 20), animated: false)
        #expect(scroll.contentOffset.y == 450)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 2000, width: 10, height: 20), animated: false)
        #expect(scroll.contentOffset.y == 900)
    }

    @Test func theAdjustedInsetAddsTheSafeAreaAsTheBehaviourSays() {
        let runtime = HeadlessRuntime.current
        runtime.screen.use(DeviceModel(identifier: "iphone-15")!)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let scroll = CountingScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: window.bounds.width, height: 5000)
        let log = ScrollLog()
        scroll.delegate = log
        window.addSubview(scroll)
        scroll.layoutIfNeeded()
        let safe = scroll.safeAreaInsets
        #expect(safe.top > 0)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: safe.top, left: 0, bottom: safe.bottom, right: 0))
        // The offset that rested at the top moves to the new top, as on iOS.
        #expect(scroll.contentOffset.y == -safe.top)
        #expect(scroll.insetChanges == 1)
        #expect(log.milestones == ["didChangeAdjustedContentInset"])
        scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(scroll.adjustedContentInset.top == safe.top + 10)
        #expect(scroll.contentOffset.y == -safe.top - 10)
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        scroll.contentInsetAdjustmentBehavior = .always
        #expect(scroll.adjustedContentInset.left == safe.left && scroll.adjustedContentInset.bottom == safe.bottom)
        #expect(scroll.insetChanges == 4)
        // A drag reaches from minus the inset to the end of the content plus the inset.
        scroll.simulateDrag(by: CGPoint(x: 0, y: -100))
        #expect(scroll.contentOffset.y == -scroll.adjustedContentInset.top)
        scroll.simulateDrag(by: CGPoint(x: 0, y: 100_000))
        #expect(scroll.contentOffset.y == 5000 - scroll.bounds.height + scroll.adjustedContentInset.bottom)
    }

    @Test func zoomingIsClampedScalesTheContentAndTellsTheDelegate() {
        let (scroll, log) = makeScrollView()
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.addSubview(image)
        log.zoomView = image
        scroll.setZoomScale(2, animated: false)
        #expect(scroll.zoomScale == 1)
        #expect(diagnosticCodes.isEmpty)
        scroll.minimumZoomScale = 0.5
        scroll.maximumZoomScale = 3
        scroll.setZoomScale(5, animated: false)
        #expect(scroll.zoomScale == 3)
        #expect(scroll.contentSize == CGSize(width: 300, height: 300))
        #expect(log.milestones == ["didZoom"])
        log.calls = []
        #expect(scroll.simulatePinch(to: 2) == nil)
        #expect(log.milestones == ["willBeginZooming", "didZoom", "didEndZooming(2.0)"])
        #expect(scroll.contentSize == CGSize(width: 200, height: 200))
        log.zoomView = nil
        #expect(scroll.simulatePinch(to: 1)?.contains("viewForZooming(in:)") == true)
    }

    @Test func scrollingToTheTopAsksTheDelegateThenAnimates() {
        let runtime = HeadlessRuntime.current
        let (scroll, log) = makeScrollView()
        scroll.contentOffset = CGPoint(x: 0, y: 700)
        log.calls = []
        log.allowsScrollToTop = false
        #expect(scroll.simulateScrollToTop()?.contains("returned false") == true)
        #expect(scroll.contentOffset.y == 700)
        log.allowsScrollToTop = true
        #expect(scroll.simulateScrollToTop() == nil)
        runtime.runLoop.runUntilIdle()
        #expect(scroll.contentOffset.y == 0)
        #expect(log.milestones == ["shouldScrollToTop", "shouldScrollToTop", "didScrollToTop"])
    }

    @Test func nonFiniteValuesAreReportedAndIgnored() {
        let (scroll, log) = makeScrollView()
        scroll.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
        scroll.contentSize = CGSize(width: CGFloat.infinity, height: 10)
        #expect(scroll.contentOffset == .zero)
        #expect(scroll.contentSize == CGSize(width: 100, height: 1000))
        #expect(log.calls.isEmpty)
        #expect(diagnosticCodes == ["scrollView.nonFinite", "scrollView.nonFinite"])
        #expect(HeadlessRuntime.current.diagnostics.all.first?.message.contains("contentOffset") == true)
    }
}
