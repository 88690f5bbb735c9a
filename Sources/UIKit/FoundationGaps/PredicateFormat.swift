import Foundation

/// A parsed `NSPredicate` format: the predicate language's comparisons, `AND`/`OR`/`NOT`,
/// parentheses, `%K`/`%@`/`%d`/`%f` arguments, literals and key paths (References §60.4).
///
/// The parser descends at most ``maximumDepth`` levels of parentheses and `NOT`s, so no
/// input decides how deep the stack goes; a deeper format is refused as not parsing.
@_spi(Headless) public struct PredicateFormat: Sendable {
    /// A problem in a format: what, and at which character (0-based).
    public struct Problem: Error, Equatable, Sendable {
        public var message: String
        public var position: Int
    }

    indirect enum Node: @unchecked Sendable {
        case constant(Bool)
        case not(Node)
        case and([Node])
        case or([Node])
        case comparison(Comparison)
    }

    enum Operand: @unchecked Sendable {
        case keyPath(String)
        case value(Any?)
        case list([Operand])
    }

    enum Operator: String, Sendable {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", contains = "CONTAINS", like = "LIKE", matches = "MATCHES"
        case `in` = "IN", between = "BETWEEN"
    }

    enum Modifier: Sendable { case any, all, noElement }

    struct Comparison: @unchecked Sendable {
        var modifier: Modifier?
        var left: Operand
        var op: Operator
        var caseInsensitive: Bool
        var diacriticInsensitive: Bool
        var right: Operand
    }

    /// The deepest nesting of parentheses and `NOT` read.
    public static let maximumDepth = 64

    let root: Node
    /// The format with its arguments put in (`query == "dune" AND page == 1`).
    public let substitutedFormat: String

    /// Parses `format`, taking `arguments` for its `%` specifiers in order.
    public init(_ format: String, arguments: [Any?]) throws(Problem) {
        var lexer = PredicateLexer(format, arguments: arguments)
        let tokens = try lexer.tokens()
        var parser = PredicateParser(tokens: tokens, end: format.count)
        root = try parser.parse()
        substitutedFormat = lexer.substituted
    }

    /// Whether `object` satisfies the predicate.
    public func evaluate(with object: Any?) -> Bool {
        Self.evaluate(root, object)
    }

    private static func evaluate(_ node: Node, _ object: Any?) -> Bool {
        switch node {
        case .constant(let value): return value
        case .not(let inner): return !evaluate(inner, object)
        case .and(let nodes): return nodes.allSatisfy { evaluate($0, object) }
        case .or(let nodes): return nodes.contains { evaluate($0, object) }
        case .comparison(let comparison): return evaluate(comparison, object)
        }
    }

    private static func resolve(_ operand: Operand, _ object: Any?) -> Any? {
        switch operand {
        case .keyPath(let path): return path == "SELF" ? object : KeyValueAccess.value(of: object, atKeyPath: path)
        case .value(let value): return value
        case .list(let items): return items.map { resolve($0, object) as Any }
        }
    }

    private static func evaluate(_ comparison: Comparison, _ object: Any?) -> Bool {
        let left = resolve(comparison.left, object)
        let right = resolve(comparison.right, object)
        guard let modifier = comparison.modifier else { return compare(left, right, comparison) }
        let elements = left.flatMap(KeyValueAccess.collection) ?? (left.map { [$0] } ?? [])
        switch modifier {
        case .any: return elements.contains { compare($0, right, comparison) }
        case .all: return elements.allSatisfy { compare($0, right, comparison) }
        case .noElement: return !elements.contains { compare($0, right, comparison) }
        }
    }

    private static func compare(_ left: Any?, _ right: Any?, _ comparison: Comparison) -> Bool {
        func folded(_ value: Any?) -> Any? {
            guard comparison.caseInsensitive || comparison.diacriticInsensitive,
                  let text = value.flatMap(KeyValueAccess.string) else { return value }
            var options: String.CompareOptions = []
            if comparison.caseInsensitive { options.insert(.caseInsensitive) }
            if comparison.diacriticInsensitive { options.insert(.diacriticInsensitive) }
            return text.folding(options: options, locale: nil)
        }
        let l = folded(left), r = folded(right)
        switch comparison.op {
        case .equal: return KeyValueAccess.equal(l, r)
        case .notEqual: return !KeyValueAccess.equal(l, r)
        case .less: return KeyValueAccess.compare(l, r) == .orderedAscending
        case .lessOrEqual: return [.orderedAscending, .orderedSame].contains(KeyValueAccess.compare(l, r))
        case .greater: return KeyValueAccess.compare(l, r) == .orderedDescending
        case .greaterOrEqual: return [.orderedDescending, .orderedSame].contains(KeyValueAccess.compare(l, r))
        case .beginsWith, .endsWith, .contains, .like, .matches:
            if comparison.op == .contains, let elements = l.flatMap(KeyValueAccess.collection) {
                return elements.contains { KeyValueAccess.equal(folded($0), r) }
            }
            guard let text = l.flatMap(KeyValueAccess.string), let pattern = r.flatMap(KeyValueAccess.string) else { return false }
            switch comparison.op {
            case .beginsWith: return text.hasPrefix(pattern)
            case .endsWith: return text.hasSuffix(pattern)
            case .contains: return text.contains(pattern)
            case .like: return wildcardMatch(Array(text), Array(pattern))
            default:
                guard let expression = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$") else { return false }
                return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            }
        case .in:
            if let elements = r.flatMap(KeyValueAccess.collection) {
                return elements.contains { KeyValueAccess.equal(l, folded($0)) }
            }
            if let text = r.flatMap(KeyValueAccess.string), let part = l.flatMap(KeyValueAccess.string) { return text.contains(part) }
            return false
        case .between:
            guard let bounds = r.flatMap(KeyValueAccess.collection), bounds.count == 2 else { return false }
            return KeyValueAccess.compare(l, bounds[0]) != .orderedAscending && KeyValueAccess.compare(l, bounds[1]) != .orderedDescending
        }
    }

    /// `LIKE`: `*` any run of characters, `?` one; greedy with one backtrack point, so the
    /// work stays linear in practice and never recurses.
    static func wildcardMatch(_ text: [Character], _ pattern: [Character]) -> Bool {
        var t = 0, p = 0, star = -1, mark = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                t += 1
                p += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                mark = t
                p += 1
            } else if star >= 0 {
                p = star + 1
                mark += 1
                t = mark
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}

/// A token of a format.
struct PredicateToken {
    enum Kind {
        case word(String)      // an identifier or keyword, as written
        case keyPath(String)   // from %K
        case value(Any?)       // a literal or a %@/%d argument
        case symbol(String)    // ( ) { } , = == != <> < <= =< > >= => && || !
        case options(String)   // [c] [d] [cd]
    }
    var kind: Kind
    var position: Int
}

/// Splits a format into tokens, putting the arguments in.
struct PredicateLexer {
    private let characters: [Character]
    private let arguments: [Any?]
    private var nextArgument = 0
    private(set) var substituted = ""

    init(_ format: String, arguments: [Any?]) {
        characters = Array(format)
        self.arguments = arguments
    }

    mutating func tokens() throws(PredicateFormat.Problem) -> [PredicateToken] {
        var tokens: [PredicateToken] = []
        var index = 0
        while index < characters.count {
            let start = index
            let character = characters[index]
            if character.isWhitespace {
                substituted.append(character)
                index += 1
                continue
            }
            if character == "%" {
                let (token, length, text) = try specifier(at: index)
                tokens.append(token)
                substituted += text
                index += length
                continue
            }
            if character == "\"" || character == "'" {
                var end = index + 1
                var text = ""
                while end < characters.count, characters[end] != character {
                    if characters[end] == "\\", end + 1 < characters.count {
                        end += 1
                    }
                    text.append(characters[end])
                    end += 1
                }
                guard end < characters.count else {
                    throw PredicateFormat.Problem(message: "a string that starts here is not closed", position: start)
                }
                tokens.append(PredicateToken(kind: .value(text), position: start))
                substituted += String(characters[start...end])
                index = end + 1
                continue
            }
            if character.isNumber || (character == "-" && index + 1 < characters.count && characters[index + 1].isNumber
                                      && Self.expectsValue(after: tokens.last)) {
                var end = index + 1
                while end < characters.count, characters[end].isNumber || characters[end] == "." { end += 1 }
                let text = String(characters[index..<end])
                let value: Any? = text.contains(".") ? Double(text).map { $0 as Any } : Int(text).map { $0 as Any }
                guard let value else { throw PredicateFormat.Problem(message: "\"\(text)\" is not a number", position: start) }
                tokens.append(PredicateToken(kind: .value(value), position: start))
                substituted += text
                index = end
                continue
            }
            if character.isLetter || character == "_" || character == "@" || character == "#" || character == "$" {
                var end = index + 1
                while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_"
                        || characters[end] == "." || characters[end] == "@" {
                    end += 1
                }
                let text = String(characters[index..<end])
                tokens.append(PredicateToken(kind: .word(text), position: start))
                substituted += text
                index = end
                continue
            }
            if character == "[" {
                var end = index + 1
                while end < characters.count, characters[end] != "]" { end += 1 }
                guard end < characters.count else {
                    throw PredicateFormat.Problem(message: "an option bracket that starts here is not closed", position: start)
                }
                let options = String(characters[(index + 1)..<end]).lowercased()
                guard !options.isEmpty, options.allSatisfy({ "cdn".contains($0) }) else {
                    throw PredicateFormat.Problem(message: "[\(options)] is not a comparison option ([c], [d], [cd])", position: start)
                }
                tokens.append(PredicateToken(kind: .options(options), position: start))
                substituted += String(characters[start...end])
                index = end + 1
                continue
            }
            let two = index + 1 < characters.count ? String(characters[index...(index + 1)]) : ""
            if ["==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||"].contains(two) {
                tokens.append(PredicateToken(kind: .symbol(two), position: start))
                substituted += two
                index += 2
                continue
            }
            if "()<>=!{},".contains(character) {
                tokens.append(PredicateToken(kind: .symbol(String(character)), position: start))
                substituted.append(character)
                index += 1
                continue
            }
            throw PredicateFormat.Problem(message: "\"\(character)\" is not part of the predicate language", position: start)
        }
        if nextArgument < arguments.count {
            throw PredicateFormat.Problem(message: "the format has \(nextArgument) % specifier(s) but \(arguments.count) argument(s) were given",
                                          position: characters.count)
        }
        return tokens
    }

    private static func expectsValue(after token: PredicateToken?) -> Bool {
        guard let token else { return true }
        switch token.kind {
        case .symbol(let symbol): return symbol != ")" && symbol != "}"
        case .word(let word): return ["AND", "OR", "NOT", "IN", "BETWEEN", "CONTAINS", "LIKE", "BEGINSWITH", "ENDSWITH", "MATCHES"]
            .contains(word.uppercased())
        case .options: return true
        default: return false
        }
    }

    /// The token of a `%` specifier at `index`, its length and the text it stands for.
    private mutating func specifier(at index: Int) throws(PredicateFormat.Problem) -> (PredicateToken, Int, String) {
        var end = index + 1
        while end < characters.count, "lhqLzjt".contains(characters[end]) { end += 1 }
        guard end < characters.count else {
            throw PredicateFormat.Problem(message: "the format ends inside a % specifier", position: index)
        }
        let conversion = characters[end]
        let length = end - index + 1
        if conversion == "%" {
            return (PredicateToken(kind: .symbol("%"), position: index), length, "%")
        }
        guard nextArgument < arguments.count else {
            throw PredicateFormat.Problem(message: "%\(conversion) has no argument (only \(arguments.count) given)", position: index)
        }
        let argument = KeyValueAccess.unwrapped(arguments[nextArgument])
        nextArgument += 1
        switch conversion {
        case "K":
            guard let key = argument.flatMap(KeyValueAccess.string) else {
                throw PredicateFormat.Problem(message: "%K takes a key (a String), given \(argument.map { "\($0)" } ?? "nil")", position: index)
            }
            return (PredicateToken(kind: .keyPath(key), position: index), length, key)
        case "@":
            return (PredicateToken(kind: .value(argument), position: index), length, Self.literal(argument))
        case "d", "i", "u", "c", "o", "x", "X":
            guard let number = argument.flatMap(KeyValueAccess.number) else {
                throw PredicateFormat.Problem(message: "%\(conversion) takes an integer, given \(argument.map { "\($0)" } ?? "nil")", position: index)
            }
            // Kept as a number (numbers compare by value), written as an integer.
            let whole = number.rounded(.towardZero)
            let text = whole.magnitude < 1e15 ? "\(Int64(whole))" : "\(whole)"
            return (PredicateToken(kind: .value(whole), position: index), length, text)
        case "f", "g", "e", "F", "G", "E", "a", "A":
            guard let number = argument.flatMap(KeyValueAccess.number) else {
                throw PredicateFormat.Problem(message: "%\(conversion) takes a number, given \(argument.map { "\($0)" } ?? "nil")", position: index)
            }
            return (PredicateToken(kind: .value(number), position: index), length, "\(number)")
        default:
            throw PredicateFormat.Problem(message: "%\(conversion) is not a specifier a predicate format takes (%K, %@, %d, %i, %ld, %f)", position: index)
        }
    }

    /// How a value reads in a format: strings quoted, nil as `nil`.
    static func literal(_ value: Any?) -> String {
        guard let value else { return "nil" }
        if let text = KeyValueAccess.string(value) { return "\"\(text.replacingOccurrences(of: "\"", with: "\\\""))\"" }
        if let elements = KeyValueAccess.collection(value) { return "{" + elements.map { literal($0) }.joined(separator: ", ") + "}" }
        return "\(value)"
    }
}

/// Reads tokens into a predicate: `OR` of `AND`s of (`NOT`) comparisons or parenthesized
/// predicates, at most ``PredicateFormat/maximumDepth`` deep.
struct PredicateParser {
    private let tokens: [PredicateToken]
    private let end: Int
    private var index = 0
    private var depth = 0

    init(tokens: [PredicateToken], end: Int) {
        self.tokens = tokens
        self.end = end
    }

    mutating func parse() throws(PredicateFormat.Problem) -> PredicateFormat.Node {
        guard !tokens.isEmpty else { throw PredicateFormat.Problem(message: "the format is empty", position: 0) }
        let node = try orExpression()
        if index < tokens.count {
            throw problem("\(describe(tokens[index])) was not expected here (a comparison ends before it)")
        }
        return node
    }

    private var position: Int { index < tokens.count ? tokens[index].position : end }

    private func problem(_ message: String) -> PredicateFormat.Problem {
        PredicateFormat.Problem(message: message, position: position)
    }

    private func describe(_ token: PredicateToken) -> String {
        switch token.kind {
        case .word(let word): return "\"\(word)\""
        case .keyPath(let key): return "the key \(key)"
        case .value(let value): return PredicateLexer.literal(value)
        case .symbol(let symbol): return "\"\(symbol)\""
        case .options(let options): return "[\(options)]"
        }
    }

    private func peekWord() -> String? {
        guard index < tokens.count, case .word(let word) = tokens[index].kind else { return nil }
        return word.uppercased()
    }

    private func peekSymbol() -> String? {
        guard index < tokens.count, case .symbol(let symbol) = tokens[index].kind else { return nil }
        return symbol
    }

    private mutating func orExpression() throws(PredicateFormat.Problem) -> PredicateFormat.Node {
        var nodes = [try andExpression()]
        while peekWord() == "OR" || peekSymbol() == "||" {
            index += 1
            nodes.append(try andExpression())
        }
        return nodes.count == 1 ? nodes[0] : .or(nodes)
    }

    private mutating func andExpression() throws(PredicateFormat.Problem) -> PredicateFormat.Node {
        var nodes = [try unary()]
        while peekWord() == "AND" || peekSymbol() == "&&" {
            index += 1
            nodes.append(try unary())
        }
        return nodes.count == 1 ? nodes[0] : .and(nodes)
    }

    private mutating func unary() throws(PredicateFormat.Problem) -> PredicateFormat.Node {
        depth += 1
        defer { depth -= 1 }
        guard depth <= PredicateFormat.maximumDepth else {
            throw problem("the format nests more than \(PredicateFormat.maximumDepth) levels of parentheses or NOT")
        }
        if peekWord() == "NOT" || peekSymbol() == "!" {
            index += 1
            return .not(try unary())
        }
        if peekSymbol() == "(" {
            index += 1
            let inner = try orExpression()
            guard peekSymbol() == ")" else { throw problem("a \")\" is missing") }
            index += 1
            return inner
        }
        if peekWord() == "TRUEPREDICATE" {
            index += 1
            return .constant(true)
        }
        if peekWord() == "FALSEPREDICATE" {
            index += 1
            return .constant(false)
        }
        return .comparison(try comparison())
    }

    private mutating func comparison() throws(PredicateFormat.Problem) -> PredicateFormat.Comparison {
        var modifier: PredicateFormat.Modifier?
        switch peekWord() {
        case "ANY", "SOME": modifier = .any
        case "ALL": modifier = .all
        case "NONE": modifier = .noElement
        default: break
        }
        if modifier != nil { index += 1 }
        let left = try operand()
        let op = try comparisonOperator()
        var caseInsensitive = false, diacriticInsensitive = false
        if index < tokens.count, case .options(let options) = tokens[index].kind {
            caseInsensitive = options.contains("c")
            diacriticInsensitive = options.contains("d")
            index += 1
        }
        let right = try operand()
        return PredicateFormat.Comparison(modifier: modifier, left: left, op: op, caseInsensitive: caseInsensitive,
                                          diacriticInsensitive: diacriticInsensitive, right: right)
    }

    private mutating func comparisonOperator() throws(PredicateFormat.Problem) -> PredicateFormat.Operator {
        if let symbol = peekSymbol() {
            let map: [String: PredicateFormat.Operator] = ["=": .equal, "==": .equal, "!=": .notEqual, "<>": .notEqual, "<": .less,
                                                           "<=": .lessOrEqual, "=<": .lessOrEqual, ">": .greater, ">=": .greaterOrEqual,
                                                           "=>": .greaterOrEqual]
            if let op = map[symbol] {
                index += 1
                return op
            }
        }
        if let word = peekWord(), let op = PredicateFormat.Operator(rawValue: word), !["==", "!=", "<", "<=", ">", ">="].contains(word) {
            index += 1
            return op
        }
        throw problem(index < tokens.count
            ? "\(describe(tokens[index])) is not a comparison (=, ==, !=, <, <=, >, >=, BEGINSWITH, CONTAINS, ENDSWITH, LIKE, MATCHES, IN, BETWEEN)"
            : "the format ends where a comparison operator was expected")
    }

    private mutating func operand() throws(PredicateFormat.Problem) -> PredicateFormat.Operand {
        guard index < tokens.count else { throw problem("the format ends where a value or key was expected") }
        let token = tokens[index]
        switch token.kind {
        case .keyPath(let key):
            index += 1
            return .keyPath(key)
        case .value(let value):
            index += 1
            return .value(value)
        case .word(let word):
            index += 1
            switch word.uppercased() {
            case "NIL", "NULL": return .value(nil)
            case "TRUE", "YES": return .value(true)
            case "FALSE", "NO": return .value(false)
            case "SELF": return .keyPath("SELF")
            case "AND", "OR", "NOT", "IN", "BETWEEN", "CONTAINS", "LIKE", "BEGINSWITH", "ENDSWITH", "MATCHES":
                index -= 1
                throw problem("\"\(word)\" is a keyword where a value or key was expected")
            default: return .keyPath(word)
            }
        case .symbol("{"):
            index += 1
            var items: [PredicateFormat.Operand] = []
            while peekSymbol() != "}" {
                guard index < tokens.count else { throw problem("a \"}\" is missing") }
                // A list holds values only, so it does not nest.
                guard peekSymbol() != "{" else { throw problem("a list inside a list is not read") }
                items.append(try operand())
                if peekSymbol() == "," { index += 1 }
            }
            index += 1
            return .list(items)
        default:
            throw problem("\(describe(token)) is not a value or key")
        }
    }
}
