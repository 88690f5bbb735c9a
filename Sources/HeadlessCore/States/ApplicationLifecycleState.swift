/// The five states of an app's process, as the system sees them.
///
/// `UIApplication.State` shows an app only three of them (it cannot run code while
/// suspended or not running); the simulated device tracks all five and moves the app along
/// the legal edges only (References §1.1, §3):
///
/// ```
/// notRunning → inactive ⇄ active
///    ↓            ⇅
///    └──────→ background ⇄ suspended
///                 ↓            ↓
///             notRunning   notRunning
/// ```
///
/// A jump between states that are not neighbours passes through the states between them,
/// delivering each edge's callbacks, so that app code cannot rely on skipping one.
public enum ApplicationLifecycleState: String, Sendable, Hashable, CaseIterable, Codable {
    /// The process does not exist: never launched, terminated, or killed.
    case notRunning
    /// In the foreground and not receiving events: launching, or interrupted (a call,
    /// Notification Center, the app switcher).
    case inactive
    /// In the foreground and receiving events.
    case active
    /// Running in the background, for a few seconds or while background tasks run.
    case background
    /// In memory but not running any code.
    case suspended

    /// The states the app may move to from this one in a single edge.
    public var legalSuccessors: Set<ApplicationLifecycleState> {
        Set(Self.allCases.filter { canMove(to: $0) })
    }

    /// Whether the app may move from `self` to `next` in a single edge.
    public func canMove(to next: ApplicationLifecycleState) -> Bool {
        // The legal edges, tested without making a set at every move.
        switch (self, next) {
        case (.notRunning, .inactive), (.notRunning, .background),
             (.inactive, .active), (.inactive, .background),
             (.active, .inactive),
             (.background, .inactive), (.background, .suspended), (.background, .notRunning),
             (.suspended, .background), (.suspended, .notRunning):
            true
        default:
            false
        }
    }

    /// Whether the app's code can run in this state.
    public var isRunning: Bool {
        switch self {
        case .inactive, .active, .background: true
        case .notRunning, .suspended: false
        }
    }

    /// Whether the app is on screen.
    public var isForeground: Bool { self == .active || self == .inactive }

    /// The edge's name in a trace, such as `inactive→active`.
    ///
    /// Each string is made once, so that a trace recorder meets the same string again and
    /// finds it interned without hashing it (as ``AppearanceState``'s edges).
    public func edge(to next: ApplicationLifecycleState) -> String {
        Self.edges[position * 5 + next.position]
    }

    /// Every edge's name, by `from` then `to` in declaration order.
    private static let edges = TransitionNames.table(of: Self.self)

    /// The state's position in declaration order (of the five).
    private var position: Int {
        switch self {
        case .notRunning: 0
        case .inactive: 1
        case .active: 2
        case .background: 3
        case .suspended: 4
        }
    }

    /// The foreground–background chain, in order (a constant, where a literal in ``chain(to:)``
    /// would make the array at every call).
    private static let foregroundBackgroundChain: [ApplicationLifecycleState] = [.active, .inactive, .background, .suspended]

    /// The path of single edges from `self` to `target` along the foreground–background
    /// chain (`active`, `inactive`, `background`, `suspended`), excluding `self`.
    ///
    /// Returns nil when one of the two is `notRunning`: launching and terminating are not
    /// walks along the chain.
    package func chain(to target: ApplicationLifecycleState) -> [ApplicationLifecycleState]? {
        let order = Self.foregroundBackgroundChain
        guard let from = order.firstIndex(of: self), let to = order.firstIndex(of: target) else { return nil }
        if from == to { return [] }
        let step = from < to ? 1 : -1
        return stride(from: from + step, through: to, by: step).map { order[$0] }
    }
}
