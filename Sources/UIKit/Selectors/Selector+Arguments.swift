extension Selector {
    /// The number of arguments the selector takes: its colons.
    var argumentCount: Int { name.reduce(0) { $1 == ":" ? $0 + 1 : $0 } }
}
