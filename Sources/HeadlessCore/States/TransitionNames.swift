/// The trace names of the transitions of a state machine whose states are named by their raw
/// values, such as `disappeared→appearing`.
///
/// Each name is made once, by `from` then `to` in declaration order, so that a trace recorder
/// meets the same string again and finds it interned by its storage, without hashing it.
enum TransitionNames {
    static func table<State: CaseIterable & RawRepresentable>(of type: State.Type) -> [String] where State.RawValue == String {
        State.allCases.flatMap { from in State.allCases.map { to in "\(from.rawValue)→\(to.rawValue)" } }
    }
}
