/// A line diff built on the longest common subsequence, small enough to read in a test
/// failure.
///
/// `- ` marks a line only the expected side has, `+ ` a line only the actual side has, and
/// two spaces a line both share. Long runs of shared lines are shortened to a count.
public struct LineDiff: Sendable, Hashable {
    /// One line of the diff.
    public enum Line: Sendable, Hashable {
        /// In both.
        case same(String)
        /// Only expected.
        case missing(String)
        /// Only actual.
        case extra(String)
    }

    /// The lines, in order.
    public let lines: [Line]

    /// Compares two sequences of lines.
    public init(expected: [String], actual: [String]) {
        lines = Self.align(expected, actual)
    }

    /// Whether the two sides are equal.
    public var isEmpty: Bool {
        lines.allSatisfy { if case .same = $0 { return true } else { return false } }
    }

    /// The expected lines that the actual side lacks.
    public var missing: [String] {
        lines.compactMap { if case .missing(let text) = $0 { return text } else { return nil } }
    }

    /// The actual lines that the expected side lacks.
    public var extra: [String] {
        lines.compactMap { if case .extra(let text) = $0 { return text } else { return nil } }
    }

    /// The diff as text; runs of more than `2 × context` shared lines are shortened.
    ///
    /// - Parameters:
    ///   - context: how many shared lines to keep around each change.
    ///   - extraMarker: the prefix of actual-only lines (`"+ "`; a non-exhaustive
    ///     match, where they are allowed, passes `"  "`-like markers such as `"· "`).
    public func rendered(context: Int = 3, extraMarker: String = "+ ") -> String {
        var output: [String] = []
        var index = 0
        while index < lines.count {
            if case .same = lines[index] {
                var end = index
                while end < lines.count, case .same = lines[end] { end += 1 }
                let run = lines[index..<end].map { line -> String in
                    if case .same(let text) = line { return text } else { return "" }
                }
                let keepHead = index == 0 ? 0 : context
                let keepTail = end == lines.count ? 0 : context
                if run.count > keepHead + keepTail + 1 {
                    output += run.prefix(keepHead).map { "  " + $0 }
                    output.append("  … \(run.count - keepHead - keepTail) matching lines …")
                    output += run.suffix(keepTail).map { "  " + $0 }
                } else {
                    output += run.map { "  " + $0 }
                }
                index = end
                continue
            }
            switch lines[index] {
            case .missing(let text): output.append("- " + text)
            case .extra(let text): output.append(extraMarker + text)
            case .same: break
            }
            index += 1
        }
        return output.joined(separator: "\n")
    }

    private static func align(_ a: [String], _ b: [String]) -> [Line] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix,
              a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let midA = Array(a[prefix..<(a.count - suffix)])
        let midB = Array(b[prefix..<(b.count - suffix)])
        var result = a.prefix(prefix).map(Line.same)
        result += lcsAlign(midA, midB)
        result += a.suffix(suffix).map(Line.same)
        return result
    }

    /// The largest table the alignment builds; beyond it, the differing middle is shown whole.
    static let cellLimit = 16_000_000

    /// The classic dynamic-programming LCS, walked forwards; missing lines come before
    /// extra ones at a change.
    private static func lcsAlign(_ a: [String], _ b: [String]) -> [Line] {
        let n = a.count, m = b.count
        guard n > 0 else { return b.map(Line.extra) }
        guard m > 0 else { return a.map(Line.missing) }
        guard n * m <= cellLimit else { return a.map(Line.missing) + b.map(Line.extra) }
        // table[i][j]: LCS length of a[i...] and b[j...].
        var table = [[Int32]](repeating: [Int32](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var result: [Line] = []
        var i = 0, j = 0
        while i < n && j < m {
            if a[i] == b[j] {
                result.append(.same(a[i]))
                i += 1
                j += 1
            } else if table[i + 1][j] >= table[i][j + 1] {
                result.append(.missing(a[i]))
                i += 1
            } else {
                result.append(.extra(b[j]))
                j += 1
            }
        }
        result += a[i...].map(Line.missing)
        result += b[j...].map(Line.extra)
        return result
    }
}
