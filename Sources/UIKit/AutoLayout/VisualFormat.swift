import Foundation

/// A visual format string read into its parts: Apple's grammar, read in one pass with no
/// recursion, so a long or malformed string costs time in proportion to its length.
///
///     (H:|V:)? (|connection)? [view(predicates)?] (connection [view…])* (connection|)?
///
/// A connection is empty (the views touch), `-` (standard spacing), or `-spacing-` where the
/// spacing is a number, a metric name or a parenthesised predicate list.
struct VisualFormat {
    enum Orientation { case horizontal, vertical }

    /// What a predicate relates to: a number (a constant or a metric) or another view.
    enum Object: Equatable {
        case constant(CGFloat)
        case view(String)
    }

    struct Predicate: Equatable {
        var relation: NSLayoutConstraint.Relation = .equal
        var object: Object
        var priority: Float?
    }

    /// The space between two items.
    enum Connection: Equatable {
        /// Touching: no dash.
        case flush
        /// `-`: the standard spacing.
        case standard
        /// `-spacing-`.
        case predicates([Predicate])
    }

    struct View: Equatable {
        var name: String
        var predicates: [Predicate]
    }

    var orientation: Orientation = .horizontal
    var leadingEdge: Connection?
    var views: [View] = []
    /// `connections[i]` sits between `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    var trailingEdge: Connection?

    /// Why a string could not be read, and where.
    struct Failure: Error {
        var reason: String
        var offset: Int
    }

    /// Reads `text`, resolving metric names with `metrics`.
    init(_ text: String, metrics: [String: Any]) throws(Failure) {
        var reader = Reader(characters: Array(text), metrics: metrics)
        if reader.peek(2) == ["H", ":"] || reader.peek(2) == ["V", ":"] {
            orientation = reader.next() == "H" ? .horizontal : .vertical
            reader.skip()
        }
        if reader.take("|") {
            leadingEdge = try reader.connection()
            if leadingEdge == nil { throw reader.failure("a view, '[name]', must follow '|'") }
        }
        while true {
            views.append(try reader.view())
            if reader.isAtEnd { break }
            guard let connection = try reader.connection() else {
                throw reader.failure("expected '-', '[' or '|' after a view")
            }
            if reader.take("|") {
                trailingEdge = connection
                guard reader.isAtEnd else { throw reader.failure("nothing may follow the closing '|'") }
                break
            }
            connections.append(connection)
        }
    }

    /// A cursor over the characters.
    private struct Reader {
        let characters: [Character]
        let metrics: [String: Any]
        var index = 0

        var isAtEnd: Bool { index >= characters.count }
        func peek(_ count: Int) -> [Character] { Array(characters[index..<min(characters.count, index + count)]) }
        func peekCharacter() -> Character? { isAtEnd ? nil : characters[index] }
        mutating func next() -> Character? {
            guard !isAtEnd else { return nil }
            defer { index += 1 }
            return characters[index]
        }
        mutating func skip() { index += 1 }
        mutating func take(_ character: Character) -> Bool {
            guard peekCharacter() == character else { return false }
            index += 1
            return true
        }
        func failure(_ reason: String) -> Failure { Failure(reason: reason, offset: index) }

        /// A connection, or nil when the next character starts none (the string's end).
        mutating func connection() throws(Failure) -> Connection? {
            if peekCharacter() == "[" || peekCharacter() == "|" { return .flush }
            guard take("-") else { return nil }
            if peekCharacter() == "[" || peekCharacter() == "|" { return .standard }
            let predicates: [Predicate]
            if peekCharacter() == "(" {
                predicates = try predicateList()
            } else {
                predicates = [Predicate(object: .constant(try number()))]
            }
            for predicate in predicates {
                if case .view = predicate.object { throw failure("a spacing cannot name a view") }
            }
            guard take("-") else { throw failure("a spacing must end with '-'") }
            return .predicates(predicates)
        }

        /// `[name(predicates)?]`.
        mutating func view() throws(Failure) -> View {
            guard take("[") else { throw failure("expected a view, '[name]'") }
            let name = identifier()
            guard !name.isEmpty else { throw failure("expected a view name after '['") }
            let predicates = peekCharacter() == "(" ? try predicateList() : []
            guard take("]") else { throw failure("expected ']' after the view '\(name)'") }
            return View(name: name, predicates: predicates)
        }

        /// `(predicate, predicate…)`.
        mutating func predicateList() throws(Failure) -> [Predicate] {
            guard take("(") else { throw failure("expected '('") }
            var predicates: [Predicate] = []
            repeat {
                predicates.append(try predicate())
            } while take(",")
            guard take(")") else { throw failure("expected ')' or ','") }
            return predicates
        }

        /// `(==|<=|>=)? (number|metric|view) (@priority)?`.
        mutating func predicate() throws(Failure) -> Predicate {
            var relation = NSLayoutConstraint.Relation.equal
            switch peek(2) {
            case ["=", "="]: index += 2
            case ["<", "="]: index += 2; relation = .lessThanOrEqual
            case [">", "="]: index += 2; relation = .greaterThanOrEqual
            default: break
            }
            let object: Object
            if let character = peekCharacter(), character.isLetter || character == "_" {
                let name = identifier()
                if let value = metric(name) { object = .constant(value) } else { object = .view(name) }
            } else {
                object = .constant(try number())
            }
            var priority: Float?
            if take("@") { priority = Float(try number()) }
            return Predicate(relation: relation, object: object, priority: priority)
        }

        /// A number, or a metric's value.
        mutating func number() throws(Failure) -> CGFloat {
            if let character = peekCharacter(), character.isLetter || character == "_" {
                let name = identifier()
                guard let value = metric(name) else { throw failure("'\(name)' is not in the metrics dictionary") }
                return value
            }
            let start = index
            if peekCharacter() == "-" || peekCharacter() == "+" { index += 1 }
            while let character = peekCharacter(), character.isNumber || character == "." { index += 1 }
            guard let value = Double(String(characters[start..<index])) else { throw failure("expected a number") }
            return CGFloat(value)
        }

        mutating func identifier() -> String {
            let start = index
            while let character = peekCharacter(), character.isLetter || character.isNumber || character == "_" { index += 1 }
            return String(characters[start..<index])
        }

        func metric(_ name: String) -> CGFloat? {
            switch metrics[name] {
            case let value as CGFloat: value
            case let value as Double: CGFloat(value)
            case let value as Float: CGFloat(value)
            case let value as Int: CGFloat(value)
            case let value as NSNumber: CGFloat(value.doubleValue)
            default: nil
            }
        }
    }
}
