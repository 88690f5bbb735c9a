import HeadlessCore
import Foundation

/// The device's touch actions: `tap-at`, `long-press`, `swipe`, `pan` and `pinch`, each a
/// touch sequence (``runTouchSequence(_:interval:)``) at a point of the window or at the
/// centre of a view found by identifier or title.
extension UIWindow {
    /// The four swipe directions, by name.
    enum SwipeDirection: String, CaseIterable {
        case up, down, left, right

        var vector: CGPoint {
            switch self {
            case .up: CGPoint(x: 0, y: -1)
            case .down: CGPoint(x: 0, y: 1)
            case .left: CGPoint(x: -1, y: 0)
            case .right: CGPoint(x: 1, y: 0)
            }
        }

        var recognizerDirection: UISwipeGestureRecognizer.Direction {
            switch self {
            case .up: .up
            case .down: .down
            case .left: .left
            case .right: .right
            }
        }
    }

    /// The distance a swipe travels, in points, over ``swipeFrames`` frames.
    static let swipeDistance: CGFloat = 120
    static let swipeFrames = 8
    /// The frames of a pan or a pinch.
    static let dragFrames = 20

    /// The point an action aims at: the centre of a view found by text, or the window's
    /// centre when `text` is nil.
    func target(_ text: String?, action: String) -> Result<CGPoint, TouchActionFailure> {
        guard let text else { return .success(CGPoint(x: bounds.midX, y: bounds.midY)) }
        switch findView(text, action: action) {
        case .failure(let failure): return .failure(failure)
        case .success(let view):
            let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: self)
            if let hit = hitTest(center, with: nil), hit !== view, !hit.isDescendant(of: view) {
                return .failure(.init("\(action): \(view.traceName) is covered at its centre by \(hit.traceName); the touch would go there."))
            }
            return .success(center)
        }
    }

    /// `tap-at <x> <y> [taps]`.
    func performTapAt(_ point: CGPoint, taps: Int, name written: String? = nil) -> String? {
        let name = written ?? "tap-at \(TouchTrace.number(point.x)) \(TouchTrace.number(point.y))\(taps > 1 ? " \(taps)" : "")"
        return runtime.withCause(TraceCause(stringLiteral: name)) {
            performTaps(at: point, count: taps).map { "\(name): \($0)" }
        }
    }

    /// `long-press <text>` or `long-press <x> <y>`: the finger stays down a little longer than
    /// the longest `minimumPressDuration` among the recognizers there (0.5 s at least).
    func performLongPress(at text: String?, point given: CGPoint?, name written: String? = nil) -> String? {
        let name = written ?? "long-press \(text ?? given.map { "\(TouchTrace.number($0.x)) \(TouchTrace.number($0.y))" } ?? "")"
        return runtime.withCause(TraceCause(stringLiteral: name)) {
            let point: CGPoint
            if let given { point = given } else {
                switch target(text, action: name) {
                case .failure(let failure): return failure.message
                case .success(let found): point = found
                }
            }
            if let problem = touchProblem(at: point) { return "\(name): \(problem)" }
            let hold = recognizers(at: point).compactMap { ($0 as? UILongPressGestureRecognizer)?.minimumPressDuration }
                .reduce(0.5, max) + 0.1
            return runTouchSequence([[point, point]], interval: hold).map { "\(name): \($0)" }
        }
    }

    /// `swipe <direction> [on <text>]`: refused, with nothing delivered, when no recognizer
    /// at the start point accepts the direction (a swipe recognizer for it, or a pan).
    func performSwipe(_ direction: SwipeDirection, on text: String?, name written: String? = nil) -> String? {
        let name = written ?? "swipe \(direction.rawValue)\(text.map { " on \($0)" } ?? "")"
        return runtime.withCause(TraceCause(stringLiteral: name)) {
            let start: CGPoint
            switch target(text, action: name) {
            case .failure(let failure): return failure.message
            case .success(let point): start = point
            }
            if let problem = touchProblem(at: start) { return "\(name): \(problem)" }
            let found = recognizers(at: start)
            let accepting = found.filter { recognizer in
                if let swipe = recognizer as? UISwipeGestureRecognizer { return swipe.direction.contains(direction.recognizerDirection) }
                return recognizer is UIPanGestureRecognizer && !(recognizer is UIScreenEdgePanGestureRecognizer)
            }
            // A page view controller there refuses a swipe it cannot turn (References §29).
            if let refusal = pageTurnRefusal(direction, at: start, accepting: accepting) { return "\(name): \(refusal)" }
            guard !accepting.isEmpty else {
                let swipes = found.compactMap { $0 as? UISwipeGestureRecognizer }
                let hit = hitTest(start, with: nil)
                let listed = swipes.isEmpty ? "there are no swipe or pan recognizers there"
                    : "the swipe recognizers there accept " + swipes.map { "\($0.traceName): \(Self.describe($0.direction))" }.joined(separator: "; ")
                return "\(name): no gesture recognizer on \(hit?.traceName ?? traceName) or its superviews accepts a swipe \(direction.rawValue) (\(listed)); nothing was delivered."
            }
            let path = (0...Self.swipeFrames).map { frame -> CGPoint in
                let distance = Self.swipeDistance * CGFloat(frame) / CGFloat(Self.swipeFrames)
                return CGPoint(x: start.x + direction.vector.x * distance, y: start.y + direction.vector.y * distance)
            }
            return runTouchSequence([path], interval: Self.frameInterval).map { "\(name): \($0)" }
        }
    }

    /// `pan <dx> <dy> [on <text>]`: a drag by (dx, dy) points.
    func performPan(dx: CGFloat, dy: CGFloat, on text: String?, name written: String? = nil) -> String? {
        let name = written ?? "pan \(TouchTrace.number(dx)) \(TouchTrace.number(dy))\(text.map { " on \($0)" } ?? "")"
        return runtime.withCause(TraceCause(stringLiteral: name)) {
            let start: CGPoint
            switch target(text, action: name) {
            case .failure(let failure): return failure.message
            case .success(let point): start = point
            }
            if let problem = touchProblem(at: start) { return "\(name): \(problem)" }
            let path = (0...Self.dragFrames).map { frame -> CGPoint in
                let fraction = CGFloat(frame) / CGFloat(Self.dragFrames)
                return CGPoint(x: start.x + dx * fraction, y: start.y + dy * fraction)
            }
            return runTouchSequence([path], interval: Self.frameInterval).map { "\(name): \($0)" }
        }
    }

    /// `pinch <scale> [on <text>]`: two fingers 80 points apart move to 80 × scale apart.
    func performPinch(scale: CGFloat, on text: String?, name written: String? = nil) -> String? {
        let name = written ?? "pinch \(TouchTrace.number(scale))\(text.map { " on \($0)" } ?? "")"
        return runtime.withCause(TraceCause(stringLiteral: name)) {
            let center: CGPoint
            switch target(text, action: name) {
            case .failure(let failure): return failure.message
            case .success(let point): center = point
            }
            if let problem = touchProblem(at: center) { return "\(name): \(problem)" }
            var left: [CGPoint] = [], right: [CGPoint] = []
            for frame in 0...Self.dragFrames {
                let fraction = CGFloat(frame) / CGFloat(Self.dragFrames)
                let half = 40 * (1 + (scale - 1) * fraction)
                left.append(CGPoint(x: center.x - half, y: center.y))
                right.append(CGPoint(x: center.x + half, y: center.y))
            }
            return runTouchSequence([left, right], interval: Self.frameInterval).map { "\(name): \($0)" }
        }
    }

    /// The enabled recognizers of the view hit at a point and its superviews.
    func recognizers(at point: CGPoint) -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        var current = hitTest(point, with: nil)
        while let view = current {
            found.append(contentsOf: runtime.gestureArena.recognizers(of: view).filter(\.isEnabled))
            current = view.storedSuperview
        }
        return found
    }

    private static func describe(_ direction: UISwipeGestureRecognizer.Direction) -> String {
        let names = SwipeDirection.allCases.filter { direction.contains($0.recognizerDirection) }.map(\.rawValue)
        return names.isEmpty ? "no direction" : names.joined(separator: ", ")
    }
}
