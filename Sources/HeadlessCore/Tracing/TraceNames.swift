/// Class names as the trace shows them, computed once per class.
///
/// `String(describing:)` on a metatype walks the runtime's type metadata and reflection
/// (several thousand instructions each time); the trace needs the name of every receiver
/// of every callback, so the names are kept here, per class, for the whole process.
@MainActor
package enum TraceNames {
    /// A class's name and the number of that name among the names seen (its slot).
    package struct Entry {
        package let name: String
        package let slot: Int
    }

    // Safety: unchecked exclusivity: a main-actor cache read and written in one statement each, never across a call.
    @exclusivity(unchecked) private static var entries: [ObjectIdentifier: Entry] = [:]
    /// The last class looked up: consecutive events are mostly about one class.
    // Safety: unchecked exclusivity: a main-actor cache read and written in one statement each, never across a call.
    @exclusivity(unchecked) private static var last: (key: ObjectIdentifier, entry: Entry)?
    /// The slot of each name seen, by class or by name alone.
    // Safety: unchecked exclusivity: a main-actor cache read and written in one statement each, never across a call.
    @exclusivity(unchecked) private static var slots: [String: Int] = [:]
    /// The names by slot.
    // Safety: unchecked exclusivity: as `slots`.
    @exclusivity(unchecked) private static var slotNames: [String] = []

    /// The dynamic class name of `type`, such as `ViewController`.
    package static func className(of type: AnyObject.Type) -> String {
        entry(of: type).name
    }

    /// The name of `type` and its slot.
    package static func entry(of type: AnyObject.Type) -> Entry {
        let key = ObjectIdentifier(type)
        if let last, last.key == key { return last.entry }
        let entry: Entry
        if let known = entries[key] {
            entry = known
        } else {
            let name = String(describing: type)
            entry = Entry(name: name, slot: slot(ofName: name))
            entries[key] = entry
        }
        last = (key, entry)
        return entry
    }

    /// The slot of a name: the same for every class and object traced under that name, so
    /// that a runtime numbers them in one sequence (``HeadlessRuntime``'s ordinals) by
    /// indexing an array rather than hashing the name at each object made.
    package static func slot(ofName name: String) -> Int {
        if let known = slots[name] { return known }
        let slot = slots.count
        slots[name] = slot
        slotNames.append(name)
        return slot
    }

    /// The name in `slot`, which ``slot(ofName:)`` or ``entry(of:)`` gave.
    package static func name(ofSlot slot: Int32) -> String {
        slotNames[Int(slot)]
    }
}
