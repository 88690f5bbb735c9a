import HeadlessCore
import Foundation

/// Recognizes a quick stroke in one of its permitted ``direction``s.
///
/// Discrete: it recognizes once the fingers have travelled `minimumDistance` points, mostly
/// along one axis (at least twice as far as across it), in a permitted direction; a stroke
/// in another direction, or one too short when the fingers lift, fails.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe.
    public struct Direction: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates a set of directions from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// To the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// To the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Up.
        public static let up = Direction(rawValue: 1 << 2)
        /// Down.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// How far the fingers must travel, in points. Apple does not document a figure; this is
    /// the project's choice.
    static let minimumDistance: CGFloat = 30

    /// The permitted directions. Default `.right`, as on iOS.
    open var direction: Direction = .right
    /// The number of fingers. Default 1.
    open var numberOfTouchesRequired = 1

    private var start: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > numberOfTouchesRequired { state = .failed }
        start = centroid
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start, trackedTouches.count == numberOfTouchesRequired else { return }
        guard let stroke = Self.stroke(from: start, to: centroid) else { return }
        state = direction.contains(stroke) ? .ended : .failed
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        start = nil
    }

    private var centroid: CGPoint {
        let points = trackedTouches.map(\.windowLocation)
        guard !points.isEmpty else { return start ?? .zero }
        return CGPoint(x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
                       y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }

    /// The direction of a stroke long and straight enough to be a swipe, or nil.
    static func stroke(from start: CGPoint, to end: CGPoint) -> Direction? {
        let dx = end.x - start.x, dy = end.y - start.y
        if abs(dx) >= minimumDistance && abs(dx) >= 2 * abs(dy) { return dx > 0 ? .right : .left }
        if abs(dy) >= minimumDistance && abs(dy) >= 2 * abs(dx) { return dy > 0 ? .down : .up }
        return nil
    }
}
