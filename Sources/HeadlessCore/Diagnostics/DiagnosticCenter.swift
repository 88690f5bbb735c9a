/// The one channel through which every diagnostic of a runtime passes.
///
/// Tests read ``all``; the command line prints each one to standard error as it comes
/// through ``onReport``; an attached trace recorder gets a `diagnostic` event.
@MainActor
public final class DiagnosticCenter {
    /// Every diagnostic reported so far.
    public private(set) var all: [Diagnostic] = []
    /// Called for each diagnostic as it is reported.
    public var onReport: ((Diagnostic) -> Void)?

    /// Creates an empty channel.
    public init() {}

    /// The diagnostics whose code starts with a prefix.
    public func with(codePrefix prefix: String) -> [Diagnostic] {
        all.filter { $0.code.rawValue.hasPrefix(prefix) }
    }

    /// Forgets the diagnostics reported so far.
    public func clear() { all.removeAll() }

    package func report(_ diagnostic: Diagnostic) {
        all.append(diagnostic)
        onReport?(diagnostic)
    }
}
