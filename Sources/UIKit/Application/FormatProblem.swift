import HeadlessCore

/// Why a localized format was not formatted: the diagnostic code and what was wrong, as a
/// clause (`%s reads a C string through a pointer, …`).
struct FormatProblem: Error, Sendable, Hashable {
    /// The diagnostic code.
    var code: DiagnosticCode
    /// What was wrong.
    var detail: String

    /// A conversion the arguments do not fit.
    static func mismatch(_ detail: String) -> FormatProblem {
        FormatProblem(code: .localizationFormatArgumentMismatch, detail: detail)
    }

    /// A conversion no Swift argument can feed.
    static func unsupported(_ detail: String) -> FormatProblem {
        FormatProblem(code: .localizationFormatUnsupportedConversion, detail: detail)
    }

    /// A width or precision above ``FormatString/maximumWidth``.
    static func tooWide(_ detail: String) -> FormatProblem {
        FormatProblem(code: .localizationFormatWidthTooLarge, detail: detail)
    }

    /// A format that cannot be read.
    static func malformed(_ detail: String) -> FormatProblem {
        FormatProblem(code: .localizationFormatMalformed, detail: detail)
    }

    /// The same problem, said of a part of the entry (`in the "one" form of %#@count@, …`).
    func within(_ part: String) -> FormatProblem {
        FormatProblem(code: code, detail: "in \(part), \(detail)")
    }
}
