/// The four appearance states of a view controller, from Apple's "valid state transitions"
/// figure (References §7.4).
///
/// `viewWillAppear(_:)` leads into ``appearing`` from ``disappeared``, or from
/// ``disappearing`` when a disappearance is cancelled; `viewWillDisappear(_:)` leads into
/// ``disappearing`` from ``appeared``, or from ``appearing`` when an appearance is cancelled.
/// The "did" callbacks settle the two transitional states.
public enum AppearanceState: String, Sendable, Hashable, Codable, CaseIterable {
    /// Not in a window, or covered.
    case disappeared
    /// Between `viewWillAppear(_:)` and `viewDidAppear(_:)`.
    case appearing
    /// On screen.
    case appeared
    /// Between `viewWillDisappear(_:)` and `viewDidDisappear(_:)`.
    case disappearing

    /// Whether the state is one of the two transitional states.
    public var isTransitioning: Bool { self == .appearing || self == .disappearing }

    /// The state a `begin` toward `appearing` (or away from it) leads to, or nil when that
    /// begin would be unbalanced.
    package func begin(appearing: Bool) -> AppearanceState? {
        switch (self, appearing) {
        case (.disappeared, true), (.disappearing, true): return .appearing
        case (.appeared, false), (.appearing, false): return .disappearing
        default: return nil
        }
    }

    /// The state an `end` leads to, or nil when there is no transition to end.
    package var end: AppearanceState? {
        switch self {
        case .appearing: return .appeared
        case .disappearing: return .disappeared
        default: return nil
        }
    }

    /// The trace's name for a transition between two states, such as `disappeared→appearing`.
    /// Each string is made once, so that a trace recorder meets the same string again and
    /// finds it interned without hashing it.
    package static func edge(_ from: AppearanceState, _ to: AppearanceState) -> String {
        edges[from.position * 4 + to.position]
    }

    /// Every edge's name, by `from` then `to` in declaration order.
    private static let edges = TransitionNames.table(of: Self.self)

    /// The state's position in declaration order.
    private var position: Int {
        switch self {
        case .disappeared: 0
        case .appearing: 1
        case .appeared: 2
        case .disappearing: 3
        }
    }
}
