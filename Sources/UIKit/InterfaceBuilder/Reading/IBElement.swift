import HeadlessCore

/// One XML element of an Interface Builder file, as read: its name, attributes, children,
/// text and line.
struct IBElement: Sendable {
    var name: String
    var attributes: [String: String]
    var children: [IBElement] = []
    var text = ""
    var line: Int

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The element's `id` attribute.
    var id: String? { attributes["id"] }
    /// The element's `key` attribute: the property of its parent that it describes.
    var key: String? { attributes["key"] }

    /// The first child with a name and, when given, a key.
    func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }

    /// The first child with a key, whatever its name.
    func child(key: String) -> IBElement? {
        children.first { $0.key == key }
    }

    /// A Boolean attribute written as `YES` / `NO`.
    func flag(_ attribute: String) -> Bool? {
        switch attributes[attribute] {
        case "YES": return true
        case "NO": return false
        default: return nil
        }
    }

    /// A numeric attribute, only when it is a finite number.
    func number(_ attribute: String) -> Double? {
        guard let text = attributes[attribute], let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
