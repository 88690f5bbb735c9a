import HeadlessCore
import Foundation

extension NSLayoutConstraint {
    /// Options of the visual format: which attributes to align the views on, which way a
    /// horizontal string runs, and what spacing measures.
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// The constraints a visual format string describes, not yet active.
    ///
    /// `-` between views is the standard 8 points; `|-` and `-|` tie the view to the
    /// superview's layout margins; `[view(==44)]` sizes a view and `[a(==b)]` matches another's
    /// size. A string that does not parse, names a view or metric the dictionaries lack, or
    /// uses `|` for a view without a superview is reported (iOS raises an exception) and gives
    /// no constraints (References §31.5).
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        let parsed: VisualFormat
        do {
            parsed = try VisualFormat(format, metrics: metrics ?? [:])
        } catch {
            reportVisualFormat(format, "\(error.reason) at offset \(error.offset)")
            return []
        }
        var resolved: [String: UIView] = [:]
        // In the string's order, so that the first missing name is the one reported.
        for name in parsed.views.flatMap({ [$0.name] + $0.predicates.compactMap(\.viewName) }) where resolved[name] == nil {
            guard let view = views[name] as? UIView else {
                reportVisualFormat(format, "'\(name)' is not a view of the views dictionary")
                return []
            }
            resolved[name] = view
        }
        let first = resolved[parsed.views[0].name]!
        let superview = first.superview
        if (parsed.leadingEdge != nil || parsed.trailingEdge != nil) && superview == nil {
            reportVisualFormat(format, "'|' stands for the superview, and \(first.traceName) has none; add it to its superview first")
            return []
        }
        return VisualFormatBuilder(format: parsed, views: resolved, superview: superview, options: opts).constraints()
    }

    private static func reportVisualFormat(_ format: String, _ reason: String) {
        HeadlessRuntime.current.report(.error, .autolayoutVisualFormat,
            "NSLayoutConstraint.constraints(withVisualFormat: \"\(format)\"): \(reason). iOS raises an exception here; no constraints were made.")
    }
}

extension VisualFormat.Predicate {
    var viewName: String? {
        if case .view(let name) = object { return name }
        return nil
    }
}

/// Turns a read format into constraints.
@MainActor
private struct VisualFormatBuilder {
    let format: VisualFormat
    let views: [String: UIView]
    let superview: UIView?
    let options: NSLayoutConstraint.FormatOptions

    /// The attributes at the start and end of the string's direction, and the size.
    private var edges: (start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute,
                        startMargin: NSLayoutConstraint.Attribute, endMargin: NSLayoutConstraint.Attribute,
                        size: NSLayoutConstraint.Attribute) {
        if format.orientation == .vertical { return (.top, .bottom, .topMargin, .bottomMargin, .height) }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return (.left, .right, .leftMargin, .rightMargin, .width)
        case .directionRightToLeft: return (.right, .left, .rightMargin, .leftMargin, .width)
        default: return (.leading, .trailing, .leadingMargin, .trailingMargin, .width)
        }
    }

    func constraints() -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        let edges = self.edges
        // A right-to-left string runs the other way: each spacing goes towards smaller x.
        let sign: CGFloat = format.orientation == .horizontal
            && options.intersection(.directionMask) == .directionRightToLeft ? -1 : 1
        func make(_ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                  _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute, _ constant: CGFloat,
                  _ priority: Float?) {
            let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                                attribute: secondAttribute, multiplier: 1, constant: constant)
            if let priority { constraint.priority = UILayoutPriority(priority) }
            result.append(constraint)
        }
        /// `later.start (relation) earlier.end + spacing` for a connection.
        func connect(_ earlier: AnyObject, _ earlierAttribute: NSLayoutConstraint.Attribute,
                     _ later: AnyObject, _ laterAttribute: NSLayoutConstraint.Attribute,
                     _ connection: VisualFormat.Connection, standard: CGFloat) {
            switch connection {
            case .flush: make(later, laterAttribute, .equal, earlier, earlierAttribute, 0, nil)
            case .standard: make(later, laterAttribute, .equal, earlier, earlierAttribute, sign * standard, nil)
            case .predicates(let predicates):
                for predicate in predicates {
                    guard case .constant(let value) = predicate.object else { continue }
                    make(later, laterAttribute, predicate.relation, earlier, earlierAttribute, sign * value, predicate.priority)
                }
            }
        }

        // Sizes of each view.
        for view in format.views {
            let item = views[view.name]!
            for predicate in view.predicates {
                switch predicate.object {
                case .constant(let value):
                    make(item, edges.size, predicate.relation, nil, .notAnAttribute, value, predicate.priority)
                case .view(let other):
                    make(item, edges.size, predicate.relation, views[other], edges.size, 0, predicate.priority)
                }
            }
        }
        // The leading edge: standard spacing is the superview's margin.
        if let superview, let connection = format.leadingEdge {
            let first = views[format.views[0].name]!
            if connection == .standard {
                make(first, edges.start, .equal, superview, edges.startMargin, 0, nil)
            } else {
                connect(superview, edges.start, first, edges.start, connection, standard: 0)
            }
        }
        // Between views.
        for (index, connection) in format.connections.enumerated() {
            let earlier = views[format.views[index].name]!
            let later = views[format.views[index + 1].name]!
            connect(earlier, edges.end, later, edges.start, connection, standard: 8)
        }
        // The trailing edge.
        if let superview, let connection = format.trailingEdge {
            let last = views[format.views[format.views.count - 1].name]!
            if connection == .standard {
                make(superview, edges.endMargin, .equal, last, edges.end, 0, nil)
            } else {
                connect(last, edges.end, superview, edges.end, connection, standard: 0)
            }
        }
        // Alignment across the string.
        let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        for (option, attribute) in alignments where options.contains(option) {
            for index in format.views.indices.dropFirst() {
                make(views[format.views[index].name]!, attribute, .equal, views[format.views[index - 1].name]!, attribute, 0, nil)
            }
        }
        return result
    }
}
