/// Objective-C selector names for Swift declarations, as the Swift compiler forms them.
///
/// - `refresh()` → `refresh`
/// - `buttonTapped(_:)` → `buttonTapped:`
/// - `doThing(with:)` → `doThingWith:`
/// - `tableView(_:didSelectRowAt:)` → `tableView:didSelectRowAt:`
/// - `move(_:_:)` → `move::`
/// - a property `title`: getter `title`, setter `setTitle:`
public enum SelectorName {
    /// The selector of a method with a base name and argument labels (`"_"` for none).
    public static func method(_ baseName: String, labels: [String]) -> String {
        guard let first = labels.first else { return baseName }
        var name = baseName
        if first != "_" { name += capitalized(first) }
        name += ":"
        for label in labels.dropFirst() {
            if label != "_" { name += label }
            name += ":"
        }
        return name
    }

    /// The selector of a Swift name written as in `#selector`: `buttonTapped(_:)`,
    /// `doThing(with:)`; nil when the name has no argument list (`refresh`), whose arity is
    /// unknown from the name alone.
    public static func fromSwiftName(_ text: String) -> String? {
        let compact = text.filter { !$0.isWhitespace }
        guard let open = compact.firstIndex(of: "("), compact.hasSuffix(")") else { return nil }
        let base = String(compact[..<open])
        let inner = compact[compact.index(after: open)..<compact.index(before: compact.endIndex)]
        let labels = inner.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        return method(base, labels: labels)
    }

    /// The setter selector of a property: `setTitle:`.
    public static func setter(_ property: String) -> String {
        "set" + capitalized(property) + ":"
    }

    static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }
}
