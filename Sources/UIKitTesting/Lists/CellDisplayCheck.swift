@_spi(Headless) import UIKit
import HeadlessCore

/// A cell that a table view's delegate was told it displays (`tableView(_:willDisplay:forRowAt:)`)
/// without being told it stopped (`tableView(_:didEndDisplaying:forRowAt:)`).
///
/// Work an app starts in `willDisplay` — a download, a timer, an animation, an observer — is
/// usually stopped in `didEndDisplaying`. The engine sends `didEndDisplaying` when a row
/// scrolls out, is deleted or reloaded, and when the table reloads; it does not send it for the
/// rows still shown when the table view leaves the screen (a pop, a dismissal), so a check at
/// that point lists them: work that must not outlive the screen also stops in
/// `viewDidDisappear(_:)`.
public struct UnbalancedCellDisplay: Sendable, Hashable, CustomStringConvertible {
    /// The delegate that received `willDisplay`, such as `ListViewController#1`.
    public let receiver: String
    /// The table view, such as `UITableView#1`.
    public let tableView: String
    /// The cell, such as `ItemCell#3`.
    public let cell: String
    /// The row, such as `[0, 4]`.
    public let row: String
    /// The trace sequence number of the `willDisplay`.
    public let sequence: Int
    /// What is wrong: `not ended` or `displayed twice`.
    public let problem: String

    public var description: String {
        if problem == "displayed twice" {
            return "\(cell) got tableView(_:willDisplay:forRowAt:) for row \(row) of \(tableView) (delegate \(receiver)) while it was still displayed: a cell is shown for one row at a time."
        }
        return "\(cell) showing row \(row) of \(tableView) got tableView(_:willDisplay:forRowAt:) (delegate \(receiver), event \(sequence)) but no tableView(_:didEndDisplaying:forRowAt:): work started in willDisplay keeps running. Stop it in didEndDisplaying, and in viewDidDisappear(_:) for the rows still shown when the list leaves the screen."
    }
}

extension Trace {
    /// The cells whose `willDisplay` has no `didEndDisplaying` by the end of the trace (and
    /// the cells displayed twice without an end in between), in trace order.
    ///
    /// - Parameter stillVisible: the cells that may legitimately still be displayed at the end
    ///   of the trace (a list that is on screen): their open displays are not reported.
    @MainActor public func unbalancedCellDisplays(stillVisible: [UITableViewCell] = []) -> [UnbalancedCellDisplay] {
        let willDisplay = Callback.willDisplayCell.swiftName
        let didEnd = Callback.didEndDisplayingCell.swiftName
        var open: [String: TraceEvent] = [:]
        var found: [UnbalancedCellDisplay] = []
        func record(_ event: TraceEvent, _ problem: String) {
            found.append(UnbalancedCellDisplay(receiver: event.instance, tableView: event.arguments[0], cell: event.arguments[1],
                                               row: event.arguments[2], sequence: event.sequence, problem: problem))
        }
        for event in events where event.kind == .callback && event.arguments.count >= 3 {
            let key = event.instance + " " + event.arguments[0] + " " + event.arguments[1]
            if event.callback == willDisplay {
                if let earlier = open[key] { record(earlier, "displayed twice") }
                open[key] = event
            } else if event.callback == didEnd {
                open[key] = nil
            }
        }
        let visible = Set(stillVisible.map(\.traceName))
        for event in open.values.sorted(by: { $0.sequence < $1.sequence }) where !visible.contains(event.arguments[1]) {
            record(event, "not ended")
        }
        return found.sorted { $0.sequence < $1.sequence }
    }

    /// Fails the test for every unbalanced cell display (see ``unbalancedCellDisplays(stillVisible:)``);
    /// returns whether there was none.
    @discardableResult
    @MainActor public func expectBalancedCellDisplays(stillVisible: [UITableViewCell] = [],
                                           fileID: String = #fileID, filePath: StaticString = #filePath,
                                           line: UInt = #line, column: UInt = #column) -> Bool {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let problems = unbalancedCellDisplays(stillVisible: stillVisible)
        for problem in problems { FailureReporter.record(TestFailure(.invariant, problem.description, at: site)) }
        return problems.isEmpty
    }
}
