@_spi(Headless) import UIKit
import HeadlessCore

/// How an expected list of lines is matched against a trace.
public enum TraceOrder: String, Sendable, Hashable {
    /// The trace is exactly these lines.
    case exact
    /// These lines occur in this order; other lines may come before, between and after.
    case inOrder
}

/// The outcome of matching a trace against expected lines, with a readable diff.
public struct TraceComparison: Sendable, Hashable {
    /// The lines expected.
    public let expected: [String]
    /// The trace's lines, filtered and styled as asked.
    public let actual: [String]
    /// How they were matched.
    public let order: TraceOrder
    /// The alignment of the two.
    public let diff: LineDiff

    /// Compares `actual` with `expected`.
    public init(expected: [String], actual: [String], order: TraceOrder) {
        self.expected = expected
        self.actual = actual
        self.order = order
        diff = LineDiff(expected: expected, actual: actual)
    }

    /// Whether the trace matches.
    public var matches: Bool {
        switch order {
        case .exact: return expected == actual
        case .inOrder: return Self.isSubsequence(expected, of: actual)
        }
    }

    /// The failure message: what was expected and the diff.
    public var message: String {
        switch order {
        case .exact:
            return "The trace differs from the expected one (- expected, + actual):\n" + diff.rendered()
        case .inOrder:
            let missing = diff.missing
            let head = missing.count == 1 ? "1 expected line is missing" : "\(missing.count) expected lines are missing"
            return "The trace does not contain the expected lines in order; \(head) (- missing, · other lines, allowed):\n"
                + diff.rendered(extraMarker: "· ")
        }
    }

    static func isSubsequence(_ needle: [String], of haystack: [String]) -> Bool {
        var index = needle.startIndex
        for line in haystack where index < needle.endIndex && needle[index] == line {
            index += 1
        }
        return index == needle.endIndex
    }
}

extension Trace {
    /// Matches the trace against expected lines without failing the test.
    ///
    /// - Parameters:
    ///   - expected: the lines, in `style`; `[layout]` stands for a run of layout callbacks
    ///     when `foldingLayout` is true.
    ///   - order: ``TraceOrder/exact`` or ``TraceOrder/inOrder`` (others allowed).
    ///   - filter: the events considered; callbacks by default.
    ///   - style: the line format of `expected`.
    ///   - foldingLayout: whether runs of layout callbacks become one `[layout]` line.
    public func compare(_ expected: [String], _ order: TraceOrder = .exact, filter: TraceFilter = .callbacks,
                        style: TraceStyle = .seed, foldingLayout: Bool = true) -> TraceComparison {
        TraceComparison(expected: expected, actual: filtered(filter).lines(style, foldingLayout: foldingLayout), order: order)
    }

    /// Checks the trace against expected lines; a mismatch fails the running test with a
    /// line diff.
    ///
    /// ```swift
    /// trace.expect([
    ///     "-[ViewController viewWillAppear:]",
    ///     "[layout]",
    ///     "-[ViewController viewDidAppear:]",
    /// ], .inOrder)
    /// ```
    @discardableResult
    public func expect(_ expected: [String], _ order: TraceOrder = .exact, filter: TraceFilter = .callbacks,
                       style: TraceStyle = .seed, foldingLayout: Bool = true,
                       fileID: String = #fileID, filePath: StaticString = #filePath,
                       line: UInt = #line, column: UInt = #column) -> Bool {
        let comparison = compare(expected, order, filter: filter, style: style, foldingLayout: foldingLayout)
        guard !comparison.matches else { return true }
        FailureReporter.record(TestFailure(.trace, comparison.message,
                                           at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)))
        return false
    }
}
