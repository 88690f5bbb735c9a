import Foundation

/// The animatable properties of the views in the app's windows, before and after animation
/// blocks ran: what an animator needs to put views back at its start, or part-way, when it
/// finishes somewhere other than its end.
///
/// Views are held weakly; a view that appears only after the blocks ran has no start and is
/// left as it is. Taking a snapshot visits each view of the windows once.
@MainActor
struct AnimatedViewChanges {
    /// The values of one view.
    @MainActor struct Values: Equatable {
        var center: CGPoint
        var bounds: CGRect
        var alpha: CGFloat
        var transform: CGAffineTransform

        init(of view: UIView) {
            center = view.center
            bounds = view.bounds
            alpha = view.alpha
            transform = view.transform
        }

        /// The values a fraction `t` of the way from `self` to `end`.
        func mixed(with end: Values, at t: CGFloat) -> Values {
            func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
            var result = self
            result.center = CGPoint(x: mix(center.x, end.center.x), y: mix(center.y, end.center.y))
            result.bounds = CGRect(x: mix(bounds.minX, end.bounds.minX), y: mix(bounds.minY, end.bounds.minY),
                                   width: mix(bounds.width, end.bounds.width), height: mix(bounds.height, end.bounds.height))
            result.alpha = mix(alpha, end.alpha)
            result.transform = CGAffineTransform(a: mix(transform.a, end.transform.a), b: mix(transform.b, end.transform.b),
                                                 c: mix(transform.c, end.transform.c), d: mix(transform.d, end.transform.d),
                                                 tx: mix(transform.tx, end.transform.tx), ty: mix(transform.ty, end.transform.ty))
            return result
        }

        func apply(to view: UIView) {
            if view.transform != transform { view.transform = transform }
            if view.bounds != bounds { view.bounds = bounds }
            if view.center != center { view.center = center }
            if view.alpha != alpha { view.alpha = alpha }
        }
    }

    private struct Change {
        weak var view: UIView?
        var start: Values
        var end: Values
    }

    private var changes: [ObjectIdentifier: Change] = [:]
    /// The order the views were first seen changing in, so that applying is deterministic.
    private var order: [ObjectIdentifier] = []

    /// Every view in the app's windows, with its values now.
    static func snapshot() -> [(UIView, Values)] {
        var result: [(UIView, Values)] = []
        for window in HeadlessRuntime.current.allWindows {
            window.forEachInSubtree { result.append(($0, Values(of: $0))) }
        }
        return result
    }

    /// Runs `body` and records how it changed the views that existed before it; a view already
    /// recorded keeps its first start.
    mutating func record(_ body: () -> Void) {
        let before = Self.snapshot()
        body()
        for (view, start) in before {
            let end = Values(of: view)
            let id = ObjectIdentifier(view)
            if var change = changes[id] {
                change.end = end
                changes[id] = change
            } else if end != start {
                changes[id] = Change(view: view, start: start, end: end)
                order.append(id)
            }
        }
    }

    /// Whether any view changed.
    var isEmpty: Bool { changes.isEmpty }

    /// Puts each changed view still alive at its values a fraction `t` from start to end.
    func apply(at t: CGFloat) {
        for id in order {
            guard let change = changes[id], let view = change.view else { continue }
            change.start.mixed(with: change.end, at: t).apply(to: view)
        }
    }
}
