import Foundation

/// A line of read-only text: rendered as a `UILabel` (References §59.3).
nonisolated public struct Text: View, Equatable {
    let content: String

    /// Text shown as given, never localized.
    public init(verbatim content: String) { self.content = content }
    /// Text shown as given (a `String` variable is not looked up in the strings tables).
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    /// Text looked up by key in the main bundle's `Localizable.strings`, as a literal is.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        content = (bundle ?? .main).localizedString(forKey: key.key, value: key.key, table: tableName)
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(of: Self.self) }
}

/// The key of a localized string, made from a literal (with interpolations).
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    let key: String

    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
    }
}
