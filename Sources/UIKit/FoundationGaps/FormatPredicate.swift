import Foundation
import HeadlessCore

/// `NSPredicate(format:)` for Linux, whose Foundation does not implement it (it stops the
/// process). `lifecycle port` rewrites the app's `NSPredicate(format: f, args…)` to
/// `NSPredicate.headless(format: f, args…)`: the format is parsed here (``PredicateFormat``)
/// into a block predicate that reads values through ``KeyValueAccess`` (References §60.4).
///
/// A format that does not parse, or whose arguments do not match it, is reported
/// (`foundation.predicate.formatInvalid`) with the format and the character where it goes
/// wrong, and the predicate matches nothing.
@_spi(Headless) public final class FormatPredicate: NSPredicate {
    /// The parsed format; nil when it did not parse.
    public let format: PredicateFormat?
    private let text: String

    init(format: PredicateFormat?, text: String) {
        self.format = format
        self.text = text
        super.init(block: { object, _ in format?.evaluate(with: object) ?? false })
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The format with its arguments put in.
    public override var predicateFormat: String { text }

    public override var description: String { text }
}

extension NSPredicate {
    /// The predicate of `format` with `arguments` for its `%K`, `%@`, `%d`… specifiers.
    @_spi(Headless) public static func headless(format predicateFormat: String, _ arguments: Any?...) -> NSPredicate {
        headless(format: predicateFormat, argumentArray: arguments)
    }

    /// The predicate of `format` with the arguments of an array.
    @_spi(Headless) public static func headless(format predicateFormat: String, argumentArray arguments: [Any]?) -> NSPredicate {
        headless(format: predicateFormat, argumentArray: (arguments ?? []).map { Optional($0) })
    }

    static func headless(format predicateFormat: String, argumentArray arguments: [Any?]) -> NSPredicate {
        do {
            let parsed = try PredicateFormat(predicateFormat, arguments: arguments)
            return FormatPredicate(format: parsed, text: parsed.substitutedFormat)
        } catch {
            let shown = predicateFormat.count > 200 ? String(predicateFormat.prefix(200)) + "…" : predicateFormat
            PredicateDiagnostics.report(Diagnostic(.error, code: .predicateFormatInvalid, message:
                "NSPredicate(format: \"\(shown)\") does not parse at character \(error.position): \(error.message). The predicate matches nothing (iOS raises NSInvalidArgumentException). Fix the format.",
                subject: "NSPredicate"))
            return FormatPredicate(format: nil, text: predicateFormat)
        }
    }
}

/// Reports the predicate diagnostics, which may be met on any thread: at once on the main
/// actor, else at its next turn.
enum PredicateDiagnostics {
    static func report(_ diagnostic: Diagnostic) {
        if OffMainRelease.isOnMainActor {
            MainActor.assumeIsolated { HeadlessRuntime.current.report(diagnostic) }
        } else {
            Task { @MainActor in HeadlessRuntime.current.report(diagnostic) }
        }
    }
}
