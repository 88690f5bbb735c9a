@_spi(Headless) import UIKit
import HeadlessCore

/// Which events of a trace to keep: by kind, by object (an instance or a class) or by
/// callback. Filters combine with `&&`, `||` and `!`.
///
/// A filter never keeps the objects it names alive: it remembers their trace names.
public struct TraceFilter: Sendable {
    /// Whether an event is kept.
    public let includes: @Sendable (TraceEvent) -> Bool

    /// A filter from a predicate.
    public init(_ includes: @escaping @Sendable (TraceEvent) -> Bool) {
        self.includes = includes
    }

    /// Every event: callbacks, actions, diagnostics and notes.
    public static let all = TraceFilter { _ in true }
    /// Callbacks only.
    public static let callbacks = kinds(.callback)
    /// Device actions and in-app operations only.
    public static let actions = kinds(.action)

    /// Events of some kinds.
    public static func kinds(_ kinds: TraceEvent.Kind...) -> TraceFilter {
        let set = Set(kinds)
        return TraceFilter { set.contains($0.kind) }
    }

    /// Callbacks delivered to these objects.
    @MainActor
    public static func objects(_ objects: UIResponder...) -> TraceFilter {
        instances(objects.map(\.traceName))
    }

    /// Callbacks delivered to the instances with these trace names (`DetailViewController#1`).
    public static func instances(_ names: [String]) -> TraceFilter {
        let set = Set(names)
        return TraceFilter { $0.kind == .callback && set.contains($0.instance) }
    }

    /// Callbacks delivered to instances of these classes (exactly these, not subclasses).
    public static func classes(_ types: AnyObject.Type...) -> TraceFilter {
        classNames(types.map { String(describing: $0) })
    }

    /// Callbacks delivered to instances of the classes with these names.
    public static func classNames(_ names: [String]) -> TraceFilter {
        let set = Set(names)
        return TraceFilter { $0.kind == .callback && set.contains($0.className) }
    }

    /// These callbacks, whoever receives them.
    public static func callbacks(_ callbacks: Callback...) -> TraceFilter {
        let set = Set(callbacks.map(\.swiftName))
        return TraceFilter { $0.kind == .callback && set.contains($0.callback) }
    }

    /// Every event except these callbacks.
    public static func excluding(_ callbacks: Callback...) -> TraceFilter {
        let set = Set(callbacks.map(\.swiftName))
        return TraceFilter { !($0.kind == .callback && set.contains($0.callback)) }
    }

    /// The four appearance callbacks and `viewIsAppearing(_:)`.
    public static let appearance = callbacks(.viewWillAppear, .viewIsAppearing, .viewDidAppear,
                                             .viewWillDisappear, .viewDidDisappear)
    /// Layout callbacks: `viewWillLayoutSubviews()`, `layoutSubviews()`, `viewDidLayoutSubviews()`.
    public static let layout = callbacks(.viewWillLayoutSubviews, .layoutSubviews, .viewDidLayoutSubviews)

    /// Both filters keep the event.
    public static func && (lhs: TraceFilter, rhs: TraceFilter) -> TraceFilter {
        TraceFilter { lhs.includes($0) && rhs.includes($0) }
    }

    /// Either filter keeps the event.
    public static func || (lhs: TraceFilter, rhs: TraceFilter) -> TraceFilter {
        TraceFilter { lhs.includes($0) || rhs.includes($0) }
    }

    /// The filter drops the event.
    public static prefix func ! (filter: TraceFilter) -> TraceFilter {
        TraceFilter { !filter.includes($0) }
    }
}
