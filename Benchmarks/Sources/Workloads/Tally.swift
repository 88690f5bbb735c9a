/// Counts the callbacks that the benchmark subjects receive, by kind.
///
/// Every override of the subjects only bumps its counter here, so that the engine's run and
/// the direct-call baseline of a workload can be checked to deliver the same callbacks
/// (``Tally/snapshot()`` before and after), and so that the baseline is the floor: the
/// cheapest possible body for each callback.
public enum Tally {
    /// The callbacks the subjects override.
    public enum Kind: Int, CaseIterable, Sendable {
        case willMoveToSuperview, didMoveToSuperview, willMoveToWindow, didMoveToWindow
        case didAddSubview, willRemoveSubview, layoutSubviews, draw
        case loadView, viewDidLoad, viewWillAppear, viewIsAppearing, viewDidAppear
        case viewWillDisappear, viewDidDisappear, viewWillLayoutSubviews, viewDidLayoutSubviews
        case willMoveToParent, didMoveToParent
        case willFinishLaunching, didFinishLaunching, didBecomeActive, willResignActive
        case didEnterBackground, willEnterForeground
    }

    /// One counter per kind; raw memory so that a hit costs an add and nothing else.
    nonisolated(unsafe) static let counters: UnsafeMutablePointer<Int> = {
        let pointer = UnsafeMutablePointer<Int>.allocate(capacity: Kind.allCases.count)
        pointer.initialize(repeating: 0, count: Kind.allCases.count)
        return pointer
    }()

    /// Counts one callback.
    @inline(__always)
    public static func hit(_ kind: Kind) {
        counters[kind.rawValue] &+= 1
    }

    /// The counters now, by kind.
    public static func snapshot() -> [Kind: Int] {
        var result: [Kind: Int] = [:]
        for kind in Kind.allCases { result[kind] = counters[kind.rawValue] }
        return result
    }

    /// The counts between two snapshots, without the kinds that did not change.
    public static func difference(from before: [Kind: Int], to after: [Kind: Int]) -> [Kind: Int] {
        var result: [Kind: Int] = [:]
        for kind in Kind.allCases {
            let delta = (after[kind] ?? 0) - (before[kind] ?? 0)
            if delta != 0 { result[kind] = delta }
        }
        return result
    }

    /// A tally rendered in a stable order, such as `viewDidLoad=2 draw=42`.
    public static func render(_ tally: [Kind: Int]) -> String {
        Kind.allCases.compactMap { kind in tally[kind].map { "\(kind)=\($0)" } }.joined(separator: " ")
    }
}
