import HeadlessCore
import Foundation

/// What moves a scroll view's content over time: an animated offset change, the deceleration
/// after a drag, or the scroll to the top after a status-bar tap.
struct ScrollMotion {
    enum Kind { case animation, deceleration, scrollToTop }
    let kind: Kind
    let start: CGPoint
    let target: CGPoint
    /// The frames, at 60 Hz, after which the content rests at the target.
    let frameCount: Int
    var frame = 0
    var timer: TimerHandle?
    /// The fraction of a deceleration's distance left after `frame` frames (`rate^ms`).
    let rate: CGFloat

    /// The offset after `frame` frames.
    func offset(atFrame frame: Int) -> CGPoint {
        if frame >= frameCount { return target }
        let progress: CGFloat
        switch kind {
        case .deceleration:
            // The velocity decays by `rate` each millisecond, so the distance covered after t ms
            // is (1 - rate^t) of the whole: the closed form of iOS's deceleration.
            progress = 1 - pow(rate, CGFloat(frame) * 1000 / ScrollMotion.framesPerSecond)
        case .animation, .scrollToTop:
            // Ease out: 1 - (1 - t)^3.
            let t = CGFloat(frame) / CGFloat(frameCount)
            progress = 1 - (1 - t) * (1 - t) * (1 - t)
        }
        return CGPoint(x: start.x + (target.x - start.x) * progress, y: start.y + (target.y - start.y) * progress)
    }

    static let framesPerSecond: CGFloat = 60
    /// The frames of an animated `setContentOffset` (0.3 s).
    static let animationFrames = 18
    /// A deceleration ends when less than this distance is left (half a point).
    static let restingDistance: CGFloat = 0.5
    /// The projection factor of a release velocity in points per second: `rate / (1 - rate) / 1000`.
    static func projection(_ rate: CGFloat) -> CGFloat { rate / (1 - rate) / 1000 }

    /// The frames a deceleration over `distance` points takes at `rate`, bounded (the count
    /// grows with the logarithm of the distance: 8,000 frames at most).
    static func decelerationFrames(distance: CGFloat, rate: CGFloat) -> Int {
        guard distance > restingDistance, rate > 0, rate < 1 else { return 1 }
        let milliseconds = log(restingDistance / distance) / log(rate)
        return min(8000, max(1, Int((milliseconds * framesPerSecond / 1000).rounded(.up))))
    }
}

extension UIScrollView {
    func setContentOffsetMechanism(_ offset: CGPoint, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else {
            reportNonFinite("contentOffset", "\(offset)")
            return
        }
        stopMotion()
        guard animated, offset != contentOffset else {
            contentOffset = offset
            return
        }
        startMotion(ScrollMotion(kind: .animation, start: contentOffset, target: offset,
                                 frameCount: ScrollMotion.animationFrames, rate: 0))
    }

    func scrollRectToVisibleMechanism(_ rect: CGRect, animated: Bool) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            reportNonFinite("scrollRectToVisible rect", "\(rect)")
            return
        }
        var offset = contentOffset
        let visible = bounds
        if rect.maxY > visible.maxY { offset.y = rect.maxY - visible.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        if rect.maxX > visible.maxX { offset.x = rect.maxX - visible.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        let target = clampedContentOffset(offset)
        guard target != contentOffset else { return }
        setContentOffsetMechanism(target, animated: animated)
    }

    /// Cancels a running animation or deceleration, leaving the content where it is. A
    /// deceleration ends as on iOS, with `scrollViewDidEndDecelerating(_:)`.
    func stopMotion() {
        guard let motion else { return }
        self.motion = nil
        if let timer = motion.timer { runtime.runLoop.cancel(timer) }
        if motion.kind == .deceleration {
            isDecelerating = false
            deliverToDelegate(.scrollViewDidEndDecelerating) { $0.scrollViewDidEndDecelerating(self) }
        }
    }

    func startMotion(_ motion: ScrollMotion) {
        self.motion = motion
        if motion.kind == .deceleration { isDecelerating = true }
        scheduleNextFrame()
    }

    private func scheduleNextFrame() {
        motion?.timer = runtime.runLoop.schedule(after: 1 / Double(ScrollMotion.framesPerSecond)) { [weak self] in
            self?.advanceMotion()
        }
    }

    /// One 60 Hz frame: moves the content; at the last frame, ends the motion and tells the
    /// delegate as iOS does.
    private func advanceMotion() {
        guard var motion else { return }
        motion.frame += 1
        motion.timer = nil
        self.motion = motion
        contentOffset = motion.offset(atFrame: motion.frame)
        guard self.motion != nil else { return }
        if motion.frame < motion.frameCount {
            scheduleNextFrame()
            return
        }
        self.motion = nil
        switch motion.kind {
        case .animation:
            deliverToDelegate(.scrollViewDidEndScrollingAnimation) { $0.scrollViewDidEndScrollingAnimation(self) }
        case .deceleration:
            isDecelerating = false
            deliverToDelegate(.scrollViewDidEndDecelerating) { $0.scrollViewDidEndDecelerating(self) }
        case .scrollToTop:
            deliverToDelegate(.scrollViewDidScrollToTop) { $0.scrollViewDidScrollToTop(self) }
        }
    }

    /// Calls the delegate, traced, when there is one.
    func deliverToDelegate(_ callback: Callback, _ arguments: @autoclosure () -> [String] = [],
                           _ body: (UIScrollViewDelegate) -> Void) {
        guard let delegate = scrollDelegate else { return }
        runtime.deliver(toDelegate: delegate, callback, [traceName] + arguments()) { body(delegate) }
    }
}

extension UIScrollView {
    /// A drag by the user, as the device's `scroll` action makes it: the finger moves the
    /// content by `translation` (content points; positive `y` reveals content further down)
    /// in steps of at most 100 points, each a `scrollViewDidScroll(_:)` followed by layout, and
    /// lifts with `velocity` (points per second, along the content).
    ///
    /// The order is iOS's: `scrollViewWillBeginDragging`, `scrollViewDidScroll` per step,
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` (the delegate may move
    /// the target), `scrollViewDidEndDragging(_:willDecelerate:)`, and when the content must
    /// move on (a velocity, paging, or a changed target) `scrollViewWillBeginDecelerating`,
    /// one `scrollViewDidScroll` per frame on the virtual clock, `scrollViewDidEndDecelerating`.
    /// The drag stops at the content's edges (no rubber-band overscroll). Returns the distance
    /// actually moved.
    @_spi(Headless) @discardableResult
    public func simulateDrag(by translation: CGPoint, releaseVelocity velocity: CGPoint = .zero) -> CGPoint {
        // A scroll view whose pan is disabled does not follow the finger (References §57.2).
        if storedPanGestureRecognizer?.isEnabled == false { return .zero }
        stopMotion()
        let start = contentOffset
        let end = clampedContentOffset(CGPoint(x: start.x + translation.x, y: start.y + translation.y))
        isTracking = true
        isDragging = true
        deliverToDelegate(.scrollViewWillBeginDragging) { $0.scrollViewWillBeginDragging(self) }
        noteDragForBarHiding(translation)
        let distance = max(abs(end.x - start.x), abs(end.y - start.y))
        let steps = max(1, Int((distance / 100).rounded(.up)))
        for step in 1...steps {
            let fraction = CGFloat(step) / CGFloat(steps)
            contentOffset = CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            layoutIfNeeded()
        }
        var target = restingOffset(from: contentOffset, velocity: velocity)
        let proposed = target
        deliverToDelegate(.scrollViewWillEndDragging, ["(\(velocity.x.traceNumber), \(velocity.y.traceNumber))",
                                                       "(\(proposed.x.traceNumber), \(proposed.y.traceNumber))"]) { delegate in
            withUnsafeMutablePointer(to: &target) { pointer in
                delegate.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: pointer)
            }
        }
        if !target.x.isFinite || !target.y.isFinite { target = contentOffset }
        isTracking = false
        isDragging = false
        let decelerates = target != contentOffset
        deliverToDelegate(.scrollViewDidEndDragging, [String(decelerates)]) {
            $0.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        }
        if decelerates {
            deliverToDelegate(.scrollViewWillBeginDecelerating) { $0.scrollViewWillBeginDecelerating(self) }
            let current = contentOffset
            let length = max(abs(target.x - current.x), abs(target.y - current.y))
            let rate = decelerationRate.rawValue
            startMotion(ScrollMotion(kind: .deceleration, start: current, target: target,
                                     frameCount: ScrollMotion.decelerationFrames(distance: length, rate: rate), rate: rate))
        }
        return CGPoint(x: end.x - start.x, y: end.y - start.y)
    }

    /// Where the content comes to rest after a release at `velocity`: the projection of the
    /// velocity under the deceleration rate (to whole points), on a page boundary when paging,
    /// inside the range a drag reaches. At rest (velocity zero, no paging) it is the offset.
    func restingOffset(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let factor = ScrollMotion.projection(decelerationRate.rawValue)
        // Rounded to whole points, as the content comes to rest on the pixel grid.
        var target = CGPoint(x: velocity.x == 0 ? offset.x : (offset.x + velocity.x * factor).rounded(),
                             y: velocity.y == 0 ? offset.y : (offset.y + velocity.y * factor).rounded())
        if isPagingEnabled {
            func page(_ value: CGFloat, _ size: CGFloat, _ speed: CGFloat) -> CGFloat {
                guard size > 0 else { return value }
                let index = value / size
                let chosen = speed > 0 ? index.rounded(.up) : speed < 0 ? index.rounded(.down) : index.rounded()
                return chosen * size
            }
            target = CGPoint(x: page(offset.x, bounds.width, velocity.x), y: page(offset.y, bounds.height, velocity.y))
        }
        return clampedContentOffset(settlingSearchBar(target))
    }

    /// A tap on the status bar: asks the delegate, then scrolls to the top of the content in an
    /// animation ending with `scrollViewDidScrollToTop(_:)`. Returns why nothing happened, or nil.
    @_spi(Headless) public func simulateScrollToTop() -> String? {
        if let delegate = scrollDelegate {
            let allowed = runtime.ask(delegate, .scrollViewShouldScrollToTop, [traceName], default: true) {
                delegate.scrollViewShouldScrollToTop(self)
            }
            if !allowed { return "\(traceName)'s delegate returned false from scrollViewShouldScrollToTop(_:)." }
        }
        stopMotion()
        let target = CGPoint(x: contentOffset.x, y: -adjustedContentInset.top)
        guard target != contentOffset else {
            deliverToDelegate(.scrollViewDidScrollToTop) { $0.scrollViewDidScrollToTop(self) }
            return nil
        }
        startMotion(ScrollMotion(kind: .scrollToTop, start: contentOffset, target: target,
                                 frameCount: ScrollMotion.animationFrames, rate: 0))
        return nil
    }
}

extension UIScrollView {
    /// The delegate's view for zooming, asked each time as iOS does.
    var zoomingView: UIView? {
        guard let delegate = scrollDelegate else { return nil }
        return runtime.ask(delegate, .viewForZooming, [traceName], default: nil) { delegate.viewForZooming(in: self) }
    }

    func setZoomScaleMechanism(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0 else {
            reportNonFinite("zoomScale", "\(scale)")
            return
        }
        guard minimumZoomScale > 0, minimumZoomScale <= maximumZoomScale else {
            runtime.report(.warning, .scrollViewZoomScales,
                           "\(traceName) cannot zoom: minimumZoomScale (\(minimumZoomScale)) must be positive and not above maximumZoomScale (\(maximumZoomScale)). Set both before zooming.",
                           about: self)
            return
        }
        guard let view = zoomingView else { return }
        let clamped = min(max(scale, minimumZoomScale), maximumZoomScale)
        guard clamped != storedZoomScale else { return }
        applyZoom(clamped, to: view)
    }

    /// Scales the zoomed view and the content size, then tells the delegate.
    func applyZoom(_ scale: CGFloat, to view: UIView) {
        storedZoomScale = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = view.bounds.size
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        view.frame.origin = .zero
        deliverToDelegate(.scrollViewDidZoom) { $0.scrollViewDidZoom(self) }
    }

    func zoomToRectMechanism(_ rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        guard let view = zoomingView, minimumZoomScale > 0, minimumZoomScale <= maximumZoomScale else { return }
        let scale = min(max(min(bounds.width / rect.width, bounds.height / rect.height), minimumZoomScale), maximumZoomScale)
        if scale != storedZoomScale { applyZoom(scale, to: view) }
        contentOffset = clampedContentOffset(CGPoint(x: rect.minX * scale, y: rect.minY * scale))
    }

    /// A pinch by the user to `scale`: `scrollViewWillBeginZooming(_:with:)`, the zoom
    /// (`scrollViewDidZoom`), `scrollViewDidEndZooming(_:with:atScale:)`, as on iOS. Returns why
    /// nothing happened, or nil.
    @_spi(Headless) public func simulatePinch(to scale: CGFloat) -> String? {
        guard let view = zoomingView else {
            return "\(traceName) has no view for zooming: its delegate must return one from viewForZooming(in:)."
        }
        guard scale.isFinite, scale > 0, minimumZoomScale > 0, minimumZoomScale <= maximumZoomScale else {
            return "\(traceName) cannot zoom to \(scale): the scale and minimumZoomScale must be positive, and minimumZoomScale not above maximumZoomScale."
        }
        isZooming = true
        deliverToDelegate(.scrollViewWillBeginZooming, [view.traceName]) { $0.scrollViewWillBeginZooming(self, with: view) }
        let clamped = min(max(scale, minimumZoomScale), maximumZoomScale)
        if clamped != storedZoomScale { applyZoom(clamped, to: view) }
        isZooming = false
        deliverToDelegate(.scrollViewDidEndZooming, [view.traceName, clamped.traceNumber]) {
            $0.scrollViewDidEndZooming(self, with: view, atScale: clamped)
        }
        return nil
    }
}
