import Foundation

/// Formats a localized string only after checking every conversion it will read against the
/// argument given for it (issue 37).
///
/// Foundation's `String(format:)` trusts its format: `%@` given an Int dereferences the
/// integer, `%s` reads through it, `%n` writes through it, a conversion numbered past the
/// last argument reads beyond them, and a numbered format that skips an argument crashes
/// Foundation on Linux. So Foundation never gets the localized format itself: the formatter
/// scans it (``FormatString``), expands each `.stringsdict` plural variable into its form,
/// checks each conversion's argument (count, position, kind, width), and writes a new format
/// whose conversions are unnumbered and read, in order, an argument list it builds alongside
/// (an argument used twice appears twice; `*` widths are written as the values read). That
/// format is scanned and checked once more against that list before Foundation formats it.
///
/// Any problem stops the formatting: ``format(_:entry:arguments:locale:)`` returns it and
/// formats nothing.
struct LocalizedFormatter {
    /// The caller's arguments.
    let arguments: [CVarArg]
    /// The `.stringsdict` entry the format came from, nil for any other format.
    let entry: AppLocalization.PluralEntry?

    /// The format Foundation gets, built so far.
    private var output = ""
    /// The arguments of ``output``, in the order its conversions read them.
    private var ordered: [CVarArg] = []

    private init(arguments: [CVarArg], entry: AppLocalization.PluralEntry?) {
        self.arguments = arguments
        self.entry = entry
    }

    /// `text` formatted with `arguments`, or the problem that kept it from being formatted.
    /// `entry` is the `.stringsdict` entry `text` is the format of, when it is one.
    static func format(_ text: String, entry: AppLocalization.PluralEntry?, arguments: [CVarArg],
                       locale: Locale) -> Result<String, FormatProblem> {
        var formatter = LocalizedFormatter(arguments: arguments, entry: entry)
        do throws(FormatProblem) {
            try formatter.expand(FormatString(text))
            // The final check: the format Foundation gets against the arguments it gets.
            let final = try FormatString(formatter.output)
            let specifiers = final.specifiers
            guard specifiers.count == formatter.ordered.count else {
                throw .malformed("the format expands to \(specifiers.count) conversions for \(formatter.ordered.count) arguments")
            }
            for (specifier, argument) in zip(specifiers, formatter.ordered) {
                guard specifier.position == nil else { throw .malformed("the format expands to the numbered conversion \(specifier.text)") }
                try check(specifier, reading: argument, at: nil)
            }
        } catch {
            return .failure(error)
        }
        return .success(String(format: formatter.output, locale: locale, arguments: formatter.ordered))
    }

    // MARK: Expanding

    /// Appends the top-level format: its conversions are numbered (`%2$@`) or read the
    /// arguments in order, not both.
    private mutating func expand(_ format: FormatString) throws(FormatProblem) {
        var next = 1
        var numbered: String?
        var unnumbered: String?
        /// The position of a conversion or a `*`: its own, else the next in order.
        func take(_ explicit: Int?, _ text: String) -> Int {
            if let explicit { numbered = numbered ?? text; return explicit }
            unnumbered = unnumbered ?? text
            defer { next += 1 }
            return next
        }
        for segment in format.segments {
            switch segment {
            case .literal(let text): output += text
            case .percent: output += "%%"
            case .specifier(let specifier):
                let width = starPosition(specifier.width).map { take($0, specifier.text) }
                let precision = starPosition(specifier.precision).map { take($0, specifier.text) }
                let position = take(specifier.position, specifier.text)
                if let numbered, let unnumbered {
                    throw .malformed("the format mixes numbered conversions (\(numbered)) with unnumbered ones (\(unnumbered)); number all of them (%1$@, %2$d)")
                }
                if case .variable(let name) = specifier.conversion {
                    try expandVariable(name, specifier: specifier, position: position)
                } else {
                    try append(specifier, position: position, widthPosition: width, precisionPosition: precision)
                }
            }
        }
    }

    /// Appends the form `variable` takes for its argument, after checking every form of it.
    private mutating func expandVariable(_ name: String, specifier: FormatSpecifier, position: Int) throws(FormatProblem) {
        guard let entry else {
            throw .malformed("the format has the plural variable \(specifier.text), but it is not the format of a .stringsdict entry")
        }
        guard let variable = entry.variables[name] else {
            throw .malformed("the format uses the plural variable \(specifier.text), which the entry does not define (add a dictionary \"\(name)\" with NSStringFormatSpecTypeKey NSStringPluralRuleType)")
        }
        let argument = try self.argument(at: position, for: "the plural variable \(specifier.text)")
        let kind = FormatArgumentKind(of: argument)
        if let valueType = variable.valueType {
            let declared = try Self.declaredKind(valueType, variable: name)
            guard kind == declared else {
                throw .mismatch("the plural variable \(specifier.text) is declared NSStringFormatValueTypeKey \"\(valueType)\" (\(declared)), but argument \(position) is \(kind) (\(type(of: argument)))")
            }
        } else if kind != .integer && kind != .floating {
            throw .mismatch("the plural variable \(specifier.text) counts argument \(position), which is \(kind) (\(type(of: argument))), not a number")
        }
        // Every form is checked, not only the one chosen: a broken "one" form would otherwise
        // surface only on the day the count is 1.
        for category in AppLocalization.PluralVariable.categories {
            guard let form = variable.forms[category] else { continue }
            var scratch = LocalizedFormatter(arguments: arguments, entry: entry)
            do throws(FormatProblem) {
                try scratch.expandForm(form, position: position)
            } catch {
                throw error.within("the \"\(category)\" form of \(specifier.text)")
            }
        }
        let form = variable.form(for: FormatArgumentKind.pluralCount(of: argument), language: entry.language)
        try expandForm(form, position: position)
    }

    /// Appends a plural form: its unnumbered conversions read the variable's argument,
    /// numbered ones the argument they name.
    private mutating func expandForm(_ text: String, position: Int) throws(FormatProblem) {
        for segment in try FormatString(text).segments {
            switch segment {
            case .literal(let text): output += text
            case .percent: output += "%%"
            case .specifier(let specifier):
                if case .variable = specifier.conversion {
                    throw .malformed("the form nests the plural variable \(specifier.text), which is not supported; give the entry's format both variables")
                }
                for star in [specifier.width, specifier.precision] {
                    if case .argument(position: nil) = star {
                        throw .malformed("\(specifier.text) reads an unnumbered * width or precision; number it (%*2$d)")
                    }
                }
                try append(specifier, position: specifier.position ?? position,
                           widthPosition: starPosition(specifier.width) ?? nil,
                           precisionPosition: starPosition(specifier.precision) ?? nil)
            }
        }
    }

    /// Appends one checked conversion and the arguments it reads.
    private mutating func append(_ specifier: FormatSpecifier, position: Int,
                                 widthPosition: Int?, precisionPosition: Int?) throws(FormatProblem) {
        let argument = try self.argument(at: position, for: specifier.text)
        try Self.check(specifier, reading: argument, at: position)
        var width: Int?
        if let widthPosition { width = try amount(at: widthPosition, of: specifier, what: "width") }
        var precision: Int?
        if let precisionPosition { precision = try amount(at: precisionPosition, of: specifier, what: "precision") }
        output += specifier.sequential(width: width, precision: precision)
        ordered.append(argument)
    }

    // MARK: Checking

    /// Throws unless `argument` is of the kind `specifier` reads.
    private static func check(_ specifier: FormatSpecifier, reading argument: CVarArg, at position: Int?) throws(FormatProblem) {
        if let refusal = specifier.refusal { throw .unsupported(refusal) }
        if case .variable = specifier.conversion {
            throw .malformed("the format has the plural variable \(specifier.text) where no variable can be")
        }
        guard let expected = specifier.argumentKind else { throw .unsupported("\(specifier.text) cannot be formatted") }
        let kind = FormatArgumentKind(of: argument)
        guard kind == expected else {
            let which = position.map { "argument \($0)" } ?? "its argument"
            throw .mismatch("\(specifier.text) reads \(expected), but \(which) is \(kind) (\(type(of: argument)))")
        }
    }

    /// The argument numbered `position`, or a mismatch when there are fewer.
    private func argument(at position: Int, for what: String) throws(FormatProblem) -> CVarArg {
        guard position <= arguments.count else {
            let given = arguments.count == 1 ? "1 argument was" : "\(arguments.count) arguments were"
            throw .mismatch("\(what) reads argument \(position), but \(given) given")
        }
        return arguments[position - 1]
    }

    /// The value of a `*` width or precision: an integer argument within the limit.
    private func amount(at position: Int, of specifier: FormatSpecifier, what: String) throws(FormatProblem) -> Int {
        let argument = try self.argument(at: position, for: "the * \(what) of \(specifier.text)")
        let kind = FormatArgumentKind(of: argument)
        guard kind == .integer else {
            throw .mismatch("the * \(what) of \(specifier.text) reads argument \(position) as an integer, but it is \(kind) (\(type(of: argument)))")
        }
        let value = FormatArgumentKind.pluralCount(of: argument)
        guard value.magnitude <= UInt(FormatString.maximumWidth) else {
            throw .tooWide("the * \(what) of \(specifier.text) is \(value) (argument \(position)); the limit is \(FormatString.maximumWidth)")
        }
        return value
    }

    /// Nil when the amount is not a `*`; else the position the `*` names, nil inside when it
    /// reads the next argument.
    private func starPosition(_ amount: FormatSpecifier.Amount) -> Int?? {
        if case .argument(let position) = amount { return .some(position) }
        return nil
    }

    /// The kind of argument a variable's `NSStringFormatValueTypeKey` declares: a number.
    private static func declaredKind(_ valueType: String, variable: String) throws(FormatProblem) -> FormatArgumentKind {
        let problem = FormatProblem.malformed("the entry declares NSStringFormatValueTypeKey \"\(valueType)\" for the plural variable \"\(variable)\", which is not a number conversion (d, ld, lu, f)")
        guard let scanned = try? FormatString("%" + valueType), scanned.segments.count == 1,
              let specifier = scanned.specifiers.first, let kind = specifier.argumentKind,
              kind == .integer || kind == .floating else { throw problem }
        return kind
    }
}
