import Foundation

/// The name of a lifecycle callback in both Swift and Objective-C spelling.
///
/// The Swift spelling is what iOS code overrides; the selector is what the seed documents
/// print (`-[ViewController viewWillAppear:]`).
public struct Callback: Sendable, Hashable {
    /// The position of the two spellings in the process's table of callback names.
    ///
    /// A callback is delivered far more often than its name is read (only when a trace is
    /// rendered), so it is kept as a number: copying one costs nothing, where two strings cost
    /// two reference-count updates at every delivery. Equal spellings share a position, so
    /// comparing and hashing positions is comparing and hashing the names.
    @usableFromInline let index: UInt32

    /// The Swift declaration name, such as `willMove(toSuperview:)`.
    public var swiftName: String { CallbackNameTable.shared.names(at: index).swiftName }
    /// The Objective-C selector, such as `willMoveToSuperview:`.
    public var selector: String { CallbackNameTable.shared.names(at: index).selector }

    /// Creates a callback name from its two spellings.
    public init(_ swiftName: String, selector: String) {
        index = CallbackNameTable.shared.index(of: swiftName, selector: selector)
    }

    /// One of the callbacks that the table holds first, at a position known when the
    /// program is compiled: naming it costs nothing, where a catalog constant made at run
    /// time costs a one-time-initialization check at every delivery.
    @inlinable
    init(fixed: Fixed) {
        index = fixed.rawValue
    }

    /// The callbacks delivered at nearly every step of a run (a view's hierarchy, window,
    /// layout and display callbacks, a controller's loading, appearance, layout and
    /// containment), in the order the table holds them.
    @usableFromInline
    enum Fixed: UInt32, CaseIterable {
        case willMoveToSuperview, didMoveToSuperview, willMoveToWindow, didMoveToWindow, didAddSubview, willRemoveSubview, layoutSubviews, draw, safeAreaInsetsDidChange, layoutMarginsDidChange, loadView, viewDidLoad, viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear, viewWillLayoutSubviews, viewDidLayoutSubviews, viewSafeAreaInsetsDidChange, viewLayoutMarginsDidChange, willMoveToParent, didMoveToParent

        /// The two spellings.
        var spellings: (swiftName: String, selector: String) {
            switch self {
            case .willMoveToSuperview: ("willMove(toSuperview:)", "willMoveToSuperview:")
            case .didMoveToSuperview: ("didMoveToSuperview()", "didMoveToSuperview")
            case .willMoveToWindow: ("willMove(toWindow:)", "willMoveToWindow:")
            case .didMoveToWindow: ("didMoveToWindow()", "didMoveToWindow")
            case .didAddSubview: ("didAddSubview(_:)", "didAddSubview:")
            case .willRemoveSubview: ("willRemoveSubview(_:)", "willRemoveSubview:")
            case .layoutSubviews: ("layoutSubviews()", "layoutSubviews")
            case .draw: ("draw(_:)", "drawRect:")
            case .safeAreaInsetsDidChange: ("safeAreaInsetsDidChange()", "safeAreaInsetsDidChange")
            case .layoutMarginsDidChange: ("layoutMarginsDidChange()", "layoutMarginsDidChange")
            case .loadView: ("loadView()", "loadView")
            case .viewDidLoad: ("viewDidLoad()", "viewDidLoad")
            case .viewWillAppear: ("viewWillAppear(_:)", "viewWillAppear:")
            case .viewIsAppearing: ("viewIsAppearing(_:)", "viewIsAppearing:")
            case .viewDidAppear: ("viewDidAppear(_:)", "viewDidAppear:")
            case .viewWillDisappear: ("viewWillDisappear(_:)", "viewWillDisappear:")
            case .viewDidDisappear: ("viewDidDisappear(_:)", "viewDidDisappear:")
            case .viewWillLayoutSubviews: ("viewWillLayoutSubviews()", "viewWillLayoutSubviews")
            case .viewDidLayoutSubviews: ("viewDidLayoutSubviews()", "viewDidLayoutSubviews")
            case .viewSafeAreaInsetsDidChange: ("viewSafeAreaInsetsDidChange()", "viewSafeAreaInsetsDidChange")
            case .viewLayoutMarginsDidChange: ("viewLayoutMarginsDidChange()", "viewLayoutMarginsDidChange")
            case .willMoveToParent: ("willMove(toParent:)", "willMoveToParentViewController:")
            case .didMoveToParent: ("didMove(toParent:)", "didMoveToParentViewController:")
            }
        }
    }

    /// The callback's position in the process's table, which a recorder stores in its place.
    package var tableIndex: Int32 { Int32(truncatingIfNeeded: index) }

    /// The callback at a position that ``tableIndex`` gave.
    package init(tableIndex: Int32) {
        index = UInt32(truncatingIfNeeded: tableIndex)
    }

    /// Both spellings, read from the table at once.
    package var spellings: (swiftName: String, selector: String) {
        CallbackNameTable.shared.names(at: index)
    }

    /// The Swift base name without the argument labels (`viewWillAppear`).
    public var baseName: String {
        swiftName.firstIndex(of: "(").map { String(swiftName[..<$0]) } ?? swiftName
    }

    /// The argument labels of the Swift name (`["_"]` for `viewWillAppear(_:)`).
    public var argumentLabels: [String] {
        guard let open = swiftName.firstIndex(of: "("), swiftName.hasSuffix(")") else { return [] }
        let inner = swiftName[swiftName.index(after: open)..<swiftName.index(before: swiftName.endIndex)]
        return inner.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
    }
}

/// The callback names of the process, each pair stored once: what ``Callback`` numbers.
/// Names are only added (the catalog's at first use, and any a test or a trace file names),
/// so the table is as large as the set of distinct callbacks.
final class CallbackNameTable: @unchecked Sendable {
    static let shared = CallbackNameTable()

    private struct Names: Hashable {
        let swiftName: String
        let selector: String
    }

    // Safety: @unchecked Sendable because every access to `names` and `positions` holds `lock`.
    private let lock = NSLock()
    private var names: [Names] = []
    private var positions: [Names: UInt32] = [:]

    /// A table holding the fixed callbacks at their positions.
    private init() {
        for fixed in Callback.Fixed.allCases {
            let spellings = fixed.spellings
            let key = Names(swiftName: spellings.swiftName, selector: spellings.selector)
            positions[key] = UInt32(names.count)
            names.append(key)
        }
    }

    func index(of swiftName: String, selector: String) -> UInt32 {
        let key = Names(swiftName: swiftName, selector: selector)
        lock.lock()
        defer { lock.unlock() }
        if let position = positions[key] { return position }
        let position = UInt32(names.count)
        names.append(key)
        positions[key] = position
        return position
    }

    func names(at index: UInt32) -> (swiftName: String, selector: String) {
        lock.lock()
        defer { lock.unlock() }
        let entry = names[Int(index)]
        return (entry.swiftName, entry.selector)
    }
}
