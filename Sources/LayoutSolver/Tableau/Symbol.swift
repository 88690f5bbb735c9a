/// What a symbol of the tableau stands for.
enum SymbolKind: UInt8 {
    /// A user's variable: unrestricted in sign.
    case external
    /// The slack of an inequality (or the artificial variable): at least 0.
    case slack
    /// An error variable of an optional constraint: at least 0, weighted in the objective.
    case error
    /// The marker of a required equality: always 0, never enters the basis.
    case dummy

    /// Restricted to be non-negative: slacks and errors.
    @inline(__always)
    var isRestricted: Bool { self == .slack || self == .error }
}
