@_spi(Headless) import UIKit
import HeadlessCore

/// How a workload is run.
public enum Variant: String, CaseIterable, Sendable {
    /// The same callbacks on the same subclasses, by direct calls: the floor.
    case direct
    /// The engine, with no trace recorder attached.
    case engine
    /// The engine, with a trace recorder attached (workload 7).
    case recorded
}

/// The workloads of issue 9, by number.
public enum WorkloadID: String, CaseIterable, Sendable {
    /// 1. Cold launch to active of an app with a navigation controller and three screens.
    case launch
    /// 2. Push then pop of a screen with 20 subviews, animated.
    case pushPop = "push-pop"
    /// 3. Foreground / background cycles of a running app.
    case foregroundBackground = "foreground-background"
    /// 4. Building and attaching a view tree (fan-out 10) to a window.
    case attachTree = "attach-tree"
    /// 5. Layout passes with 100 flagged views in a tree.
    case layoutFlagged = "layout-flagged"
    /// 6. Loading a storyboard (the direct baseline is the raw `XMLParser` pass).
    case storyboard
    /// 8. Scrolling a table view of `size` rows, 500 steps of half a row.
    case tableScroll = "table-scroll"
    /// 9. Applying a diffable snapshot with 1 % of its items changed (the direct baseline is
    /// the standard library's `CollectionDifference` of the same arrays).
    case diffableApply = "diffable-apply"
    /// 10. Capturing a 40-control screen as a wireframe, `size` times (the direct baseline
    /// walks the same views for their screen frames and text).
    case wireframe
    /// 11. `type` of `size` characters into a text field (issue 37, item 5; ScalingWorkloads).
    case typeText = "type-text"
    /// 12. A scenario file of `size` `push` steps.
    case scenarioPush = "scenario-push"
    /// 13. A scenario file of `size` `present` steps.
    case scenarioPresent = "scenario-present"
    /// 14. `size` views animated in one `UIView.animate` block.
    case animateViews = "animate-views"
    /// 15. An Auto Layout chain of `size` views.
    case autoLayoutChain = "autolayout-chain"
    /// 16. `home` with a `size`-deep chain of views.
    case homeDeepChain = "home-deep-chain"

    /// The workload's number in the issue.
    public var number: Int {
        switch self {
        case .launch: 1
        case .pushPop: 2
        case .foregroundBackground: 3
        case .attachTree: 4
        case .layoutFlagged: 5
        case .storyboard: 6
        case .tableScroll: 8
        case .diffableApply: 9
        case .wireframe: 10
        case .typeText: 11
        case .scenarioPush: 12
        case .scenarioPresent: 13
        case .animateViews: 14
        case .autoLayoutChain: 15
        case .homeDeepChain: 16
        }
    }

    /// What `size` counts for this workload.
    public var sizeMeaning: String {
        switch self {
        case .launch: "launches"
        case .pushPop: "push+pop cycles"
        case .foregroundBackground: "home+open cycles"
        case .attachTree: "views"
        case .layoutFlagged: "views in the tree (100 flagged views, 100 passes)"
        case .storyboard: "bytes of storyboard XML (one load)"
        case .tableScroll: "rows in the table (500 scroll steps of 22 points)"
        case .diffableApply: "items in the snapshot (1 % changed, one apply)"
        case .wireframe: "captures of a window showing 20 labels and 20 buttons"
        case .typeText: "characters typed into a focused text field (one type action)"
        case .scenarioPush: "push steps in one scenario file"
        case .scenarioPresent: "present steps (full screen) in one scenario file"
        case .animateViews: "views animated in one UIView.animate block"
        case .autoLayoutChain: "views in one Auto Layout chain"
        case .homeDeepChain: "views in a chain, each the only subview of the previous (one home action)"
        }
    }
}

/// A workload made ready to run: everything set up, the part to measure in ``run()``.
@MainActor
public final class PreparedRun {
    private var body: (() -> Void)?
    /// What the run created, kept alive until ``finish()`` so that freeing it is not measured.
    var keep: [AnyObject] = []
    /// The recorders the engine recorded into (recorded variant only).
    public internal(set) var recorders: [TraceRecorder] = []
    /// Problems found while running (an action the device refused, a wrong final state).
    public internal(set) var problems: [String] = []
    let variant: Variant

    init(variant: Variant) {
        self.variant = variant
    }

    func setBody(_ body: @escaping () -> Void) {
        self.body = body
    }

    /// Runs the measured part, once.
    public func run() {
        Baseline.isActive = variant == .direct
        body?()
        body = nil
        Baseline.isActive = false
    }

    /// Releases what the run created.
    public func finish() {
        keep.removeAll()
        recorders.removeAll()
        HeadlessRuntime.reset()
    }
}

/// Keeps a value alive in ``PreparedRun/keep`` (`as AnyObject` would bridge an array to
/// an `NSArray`, element by element).
final class Kept<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Sets workloads up.
@MainActor
public enum Harness {
    /// Prepares a workload in a fresh runtime; `size` is in ``WorkloadID/sizeMeaning`` units.
    public static func prepare(_ workload: WorkloadID, _ variant: Variant, size: Int) -> PreparedRun {
        let run = PreparedRun(variant: variant)
        HeadlessRuntime.reset()
        Baseline.isActive = variant == .direct
        defer { Baseline.isActive = false }
        switch workload {
        case .launch: AppWorkloads.prepareLaunch(run, launches: size)
        case .pushPop: NavigationWorkloads.preparePushPop(run, cycles: size)
        case .foregroundBackground: AppWorkloads.prepareForegroundBackground(run, cycles: size)
        case .attachTree: ViewTreeWorkloads.prepareAttach(run, views: size)
        case .layoutFlagged: ViewTreeWorkloads.prepareLayout(run, views: size)
        case .storyboard: StoryboardWorkloads.prepare(run, bytes: size)
        case .tableScroll: ListWorkloads.prepareTableScroll(run, rows: size)
        case .diffableApply: CollectionWorkloads.prepareDiffableApply(run, items: size)
        case .wireframe: WireframeWorkloads.prepareWireframe(run, captures: size)
        case .typeText: ScalingWorkloads.prepareType(run, characters: size)
        case .scenarioPush: ScalingWorkloads.prepareScenario(run, keyword: "push", steps: size)
        case .scenarioPresent: ScalingWorkloads.prepareScenario(run, keyword: "present", steps: size)
        case .animateViews: ScalingWorkloads.prepareAnimate(run, views: size)
        case .autoLayoutChain: ScalingWorkloads.prepareChain(run, views: size)
        case .homeDeepChain: ScalingWorkloads.prepareHome(run, depth: size)
        }
        return run
    }

    /// The run that ``preparePending(_:_:size:)`` made, for callers that cannot hold it
    /// across an actor hop (the benchmark closures).
    public static var pending: PreparedRun?

    /// Prepares a run and keeps it in ``pending``.
    public static func preparePending(_ workload: WorkloadID, _ variant: Variant, size: Int) {
        pending = prepare(workload, variant, size: size)
    }

    /// Runs the pending run's measured part.
    public static func runPending() {
        pending?.run()
    }

    /// Releases the pending run; returns its problems.
    @discardableResult
    public static func finishPending() -> [String] {
        let problems = pending?.problems ?? []
        pending?.finish()
        pending = nil
        return problems
    }

    /// Attaches a recorder for the recorded variant.
    static func attachRecorderIfRecorded(_ run: PreparedRun) {
        guard run.variant == .recorded else { return }
        run.recorders.append(HeadlessRuntime.current.attach())
    }
}
