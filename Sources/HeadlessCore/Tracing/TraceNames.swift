/// Class names as the trace shows them, computed once per class.
///
/// `String(describing:)` on a metatype walks the runtime's type metadata and reflection
/// (several thousand instructions each time); the trace needs the name of every receiver
/// of every callback, so the names are kept here, per class, for the whole process.
@MainActor
package enum TraceNames {
    // Safety: unchecked exclusivity: a main-actor cache read and written in one statement each, never across a call.
    @exclusivity(unchecked) private static var names: [ObjectIdentifier: String] = [:]
    /// The last class looked up: consecutive events are mostly about one class.
    // Safety: unchecked exclusivity: a main-actor cache read and written in one statement each, never across a call.
    @exclusivity(unchecked) private static var last: (key: ObjectIdentifier, name: String)?

    /// The dynamic class name of `type`, such as `ViewController`.
    package static func className(of type: AnyObject.Type) -> String {
        let key = ObjectIdentifier(type)
        if let last, last.key == key { return last.name }
        let name: String
        if let known = names[key] {
            name = known
        } else {
            name = String(describing: type)
            names[key] = name
        }
        last = (key, name)
        return name
    }
}
