import Foundation
import Testing
import UIKitTesting
@_spi(Headless) @testable import UIKit
import HeadlessCore
import _UIKitTestSupport

/// Issue 37 item 2: a localized format is checked against its arguments before anything is
/// formatted (`LocalizedFormatter`), and a `.strings` or `.stringsdict` that does not parse is
/// a diagnostic with its file and line. Each hostile input used to reach `String(format:)`
/// (a crash, a read through an integer, a gigabyte) or be dropped silently.
@MainActor
@Suite(.freshRuntime) struct LocalizedFormatCheckTests {
    /// A bundle whose English table has `strings` as its `.strings` text and `plurals` as its
    /// `.stringsdict` entries (or `stringsdictText` as the file's raw text).
    static func bundle(strings: String = "\"greeting\" = \"Hello\";\n", plurals: [String: Any] = [:],
                       stringsdictText: String? = nil) throws -> Bundle {
        let root = TestScratch.url("formats")
        let folder = root.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(strings.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        if let stringsdictText {
            try Data(stringsdictText.utf8).write(to: folder.appendingPathComponent("Localizable.stringsdict"))
        } else if !plurals.isEmpty {
            try PropertyListSerialization.data(fromPropertyList: plurals, format: .xml, options: 0)
                .write(to: folder.appendingPathComponent("Localizable.stringsdict"))
        }
        try PropertyListSerialization.data(fromPropertyList: ["CFBundleDevelopmentRegion": "en"], format: .xml, options: 0)
            .write(to: root.appendingPathComponent("Info.plist"))
        return try #require(Bundle(url: root))
    }

    /// A plural entry whose format is `format` and whose variable `count` has `forms`.
    static func entry(_ format: String, forms: [String: String] = ["one": "%d apple", "other": "%d apples"],
                      valueType: String? = "d", variable: String = "count") -> [String: Any] {
        var spec: [String: Any] = ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType"]
        if let valueType { spec["NSStringFormatValueTypeKey"] = valueType }
        for (category, form) in forms { spec[category] = form }
        return ["NSStringLocalizedFormatKey": format, variable: spec]
    }

    /// Formats the entry `key` of `bundle` with `arguments`.
    static func format(_ key: String, in bundle: Bundle, _ arguments: [CVarArg]) -> String {
        AppLocalization.format(AppLocalization.string(forKey: key, table: nil, bundle: bundle, value: ""), arguments: arguments)
    }

    var diagnostics: [Diagnostic] { HeadlessRuntime.current.diagnostics.all }

    /// What Foundation itself gives for a format that fits its arguments.
    static func foundation(_ format: String, _ arguments: [CVarArg]) -> String {
        String(format: format, locale: Locale.current, arguments: arguments)
    }

    // MARK: Hostile formats

    @Test func aPluralFormWithPercentSIsRefusedAndShownUnformatted() throws {
        let bundle = try Self.bundle(plurals: ["files": Self.entry("%#@count@", forms: ["one": "%s file", "other": "%d files"])])
        #expect(Self.format("files", in: bundle, [3]) == "%#@count@")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.code == .localizationFormatUnsupportedConversion)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message.contains("\"files\""))
        #expect(diagnostic.message.contains("en.lproj/Localizable.stringsdict"))
        #expect(diagnostic.message.contains("in the \"one\" form of %#@count@, %s reads a C string"))
        #expect(diagnostic.message.contains("%s"))
        #expect(diagnostic.subject == "en.lproj/Localizable.stringsdict: files")
    }

    @Test func percentAtGivenAnIntIsRefused() throws {
        let bundle = try Self.bundle(plurals: ["apples": Self.entry("%@ has %#@count@")])
        #expect(Self.format("apples", in: bundle, [42, 3]) == "%@ has %#@count@")
        #expect(diagnostics.map(\.code) == [.localizationFormatArgumentMismatch])
        #expect(diagnostics.first?.message.contains("%@ reads an object or String, but argument 1 is an integer (Int)") == true)
        // The same format with the right arguments still formats.
        #expect(Self.format("apples", in: bundle, ["Ann", 3]) == "Ann has 3 apples")
        #expect(diagnostics.count == 1)
    }

    @Test func percentNIsRefusedEvenWithAnIntegerArgument() throws {
        let bundle = try Self.bundle(plurals: ["apples": Self.entry("%#@count@", forms: ["other": "%d apples%n"])])
        #expect(Self.format("apples", in: bundle, [3]) == "%#@count@")
        #expect(diagnostics.map(\.code) == [.localizationFormatUnsupportedConversion])
        #expect(diagnostics.first?.message.contains("writes through a pointer") == true)
    }

    @Test func morePluralVariablesThanArgumentsIsRefused() throws {
        var entry = Self.entry("%#@count@ in %#@folders@")
        entry["folders"] = ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
                            "one": "%d folder", "other": "%d folders"]
        let bundle = try Self.bundle(plurals: ["files": entry])
        #expect(Self.format("files", in: bundle, [2]) == "%#@count@ in %#@folders@")
        #expect(diagnostics.map(\.code) == [.localizationFormatArgumentMismatch])
        #expect(diagnostics.first?.message.contains("the plural variable %#@folders@ reads argument 2, but 1 argument was given") == true)
        #expect(Self.format("files", in: bundle, [2, 1]) == "2 apples in 1 folder")
    }

    @Test func positionalConversionsAreCheckedByTheirNumber() throws {
        let bundle = try Self.bundle(plurals: [
            "past": Self.entry("%3$@ has %1$#@count@"),
            "swapped": Self.entry("%1$@ has %2$#@count@"),
            "mixed": Self.entry("%1$@ has %#@count@"),
            "ok": Self.entry("%2$#@count@ for %1$@"),
        ])
        // Past the last argument.
        #expect(Self.format("past", in: bundle, [2, "Ann"]) == "%3$@ has %1$#@count@")
        // The variable's number points at the name, the name's at the count.
        #expect(Self.format("swapped", in: bundle, [2, "Ann"]) == "%1$@ has %2$#@count@")
        // Numbered and unnumbered together.
        #expect(Self.format("mixed", in: bundle, ["Ann", 2]) == "%1$@ has %#@count@")
        #expect(diagnostics.map(\.code) == [.localizationFormatArgumentMismatch, .localizationFormatArgumentMismatch,
                                            .localizationFormatMalformed])
        #expect(diagnostics[0].message.contains("%3$@ reads argument 3, but 2 arguments were given"))
        #expect(diagnostics[1].message.contains("%1$@ reads an object or String, but argument 1 is an integer (Int)"))
        #expect(diagnostics[2].message.contains("mixes numbered conversions"))
        #expect(Self.format("ok", in: bundle, ["Ann", 1]) == "1 apple for Ann")
        #expect(diagnostics.count == 3)
    }

    @Test func aHugeWidthIsRefusedBeforeAnythingIsAllocated() throws {
        let bundle = try Self.bundle(strings: "\"wide\" = \"[%999999999d]\";\n\"star\" = \"[%*d]\";\n\"fine\" = \"[%5d|%-4d|%.2f|%*d]\";\n")
        let wide = AppLocalization.string(forKey: "wide", table: nil, bundle: bundle, value: "")
        #expect(AppLocalization.format(wide, arguments: [1]) == "[%999999999d]")
        let star = AppLocalization.string(forKey: "star", table: nil, bundle: bundle, value: "")
        #expect(AppLocalization.format(star, arguments: [5_000, 1]) == "[%*d]")
        #expect(diagnostics.map(\.code) == [.localizationFormatWidthTooLarge, .localizationFormatWidthTooLarge])
        #expect(diagnostics[0].message.contains("the entry \"wide\" of en.lproj/Localizable.strings"))
        #expect(diagnostics[0].message.contains("the limit is \(FormatString.maximumWidth)"))
        #expect(diagnostics[1].message.contains("is 5000 (argument 1)"))
        let fine = AppLocalization.string(forKey: "fine", table: nil, bundle: bundle, value: "")
        #expect(AppLocalization.format(fine, arguments: [42, 7, 3.14159, 3, 9]) == "[   42|7   |3.14|  9]")
        #expect(diagnostics.count == 2)
    }

    @Test func valueTypesOfPluralVariablesAreHonoured() throws {
        let bundle = try Self.bundle(plurals: [
            "distance": Self.entry("%#@km@", forms: ["one": "%.1f kilometre", "other": "%.1f kilometres"], valueType: "f", variable: "km"),
            "declaredInteger": Self.entry("%#@count@"),
            "text": Self.entry("%#@count@", valueType: "@"),
        ])
        #expect(Self.format("distance", in: bundle, [2.5]) == "2.5 kilometres")
        #expect(Self.format("distance", in: bundle, [1.0]) == "1.0 kilometre")
        #expect(diagnostics.isEmpty)
        #expect(Self.format("declaredInteger", in: bundle, [2.5]) == "%#@count@")
        #expect(Self.format("declaredInteger", in: bundle, ["two"]) == "%#@count@")
        #expect(Self.format("text", in: bundle, [2]) == "%#@count@")
        #expect(diagnostics.map(\.code) == [.localizationFormatArgumentMismatch, .localizationFormatArgumentMismatch,
                                            .localizationFormatMalformed])
        #expect(diagnostics[0].message.contains("declared NSStringFormatValueTypeKey \"d\" (an integer), but argument 1 is a floating-point number (Double)"))
        // A number that is no plural count still picks a form, never a trap.
        #expect(Self.format("distance", in: bundle, [Double.nan]) == Self.foundation("%.1f kilometres", [Double.nan]))
        #expect(Self.format("distance", in: bundle, [Double.infinity]) == Self.foundation("%.1f kilometres", [Double.infinity]))
    }

    @Test func formatsNotFromATableAreCheckedToo() {
        #expect(AppLocalization.format("%s and %d", arguments: [1, 2]) == "%s and %d")
        #expect(AppLocalization.format("%d", arguments: ["seven"]) == "%d")
        #expect(AppLocalization.format("100%", arguments: []) == "100%")
        #expect(AppLocalization.format("%#@nowhere@", arguments: [1]) == "%#@nowhere@")
        #expect(AppLocalization.format("%Lf", arguments: [1.0]) == "%Lf")
        #expect(diagnostics.map(\.code) == [.localizationFormatUnsupportedConversion, .localizationFormatArgumentMismatch,
                                            .localizationFormatMalformed,
                                            .localizationFormatMalformed, .localizationFormatUnsupportedConversion])
        #expect(diagnostics[0].message.contains("the format \"%s and %d\""))
        #expect(diagnostics[0].subject == nil)
    }

    /// Off the main thread the refusal is the same; its diagnostic reaches the test's runtime at
    /// the main actor's next turn (work the test started, in a child task, reports to the
    /// test's process; a detached task belongs to no process but the default).
    @Test func aRefusalOffTheMainThreadDoesNotTrap() async {
        let result = await withTaskGroup(of: String.self) { group in
            group.addTask { AppLocalization.format("%s off main", arguments: [1]) }
            return await group.next() ?? ""
        }
        #expect(result == "%s off main")
        for _ in 0..<100 where diagnostics.isEmpty { await Task.yield() }
        #expect(diagnostics.map(\.code) == [.localizationFormatUnsupportedConversion])
    }

    // MARK: Correct formats, as before

    @Test func correctFormatsFormatAsFoundationDoes() throws {
        let bundle = try Self.bundle(plurals: [
            "apples": Self.entry("%@ has %#@count@", forms: ["zero": "no apples", "one": "an apple", "other": "%d apples"]),
            "reordered": Self.entry("%2$#@count@ for %1$@", forms: ["one": "one ticket", "other": "%d tickets"]),
            "both": Self.entry("%#@count@", forms: ["other": "%d of %2$@ (%1$lu%%)"], valueType: "lu"),
        ])
        #expect(Self.format("apples", in: bundle, ["Ann", 0]) == "Ann has no apples")
        #expect(Self.format("apples", in: bundle, ["Ann", 1]) == "Ann has an apple")
        #expect(Self.format("apples", in: bundle, ["Ann", 5]) == "Ann has 5 apples")
        // A form without its conversion leaves the later arguments in place (argument 1 is
        // skipped, which crashes Foundation on Linux when handed over numbered).
        #expect(Self.format("reordered", in: bundle, ["Ann", 1]) == "one ticket for Ann")
        #expect(Self.format("reordered", in: bundle, ["Ann", 3]) == "3 tickets for Ann")
        #expect(Self.format("both", in: bundle, [UInt(7), "Bob"]) == "7 of Bob (7%)")
        #expect(AppLocalization.format("%1$@ and %3$@", arguments: ["a", 5, "c"]) == "a and c")
        #expect(AppLocalization.format("%2$@ %1$@ %2$@", arguments: ["a", "b"]) == "b a b")
        // Exactly what Foundation gives the same format (in the current locale, as before).
        let plain: [(String, [CVarArg])] = [
            ("%d%% of %x, %c, %05.1f, %e, %g", [50, 255, 65, 2.5, 1000.0, Float(0.25)]),
            ("%ld %lld %hd %zd %u %+d %o %X", [Int64(1), 2, Int16(3), 4, UInt32(5), 6, 8, 255]),
            ("%-6@|%10.3f|%.0f", ["left", 3.14159, 2.5]),
        ]
        for (format, arguments) in plain {
            #expect(AppLocalization.format(format, arguments: arguments) == Self.foundation(format, arguments), "\(format)")
        }
        #expect(AppLocalization.format("%ld %lld %hd %zd %u", arguments: [Int64(1), 2, Int16(3), 4, UInt32(5)]) == "1 2 3 4 5")
        #expect(AppLocalization.format("no conversions", arguments: []) == "no conversions")
        #expect(AppLocalization.format("%d extra", arguments: [1, 2, 3]) == "1 extra")
        #expect(diagnostics.isEmpty)
    }

    // MARK: Files that do not parse

    @Test func aStringsFileWithASyntaxErrorNamesItsLine() throws {
        let bundle = try Self.bundle(strings: """
            /* Greetings */
            "greeting" = "Hello";
            "farewell" = "Goodbye"
            "thanks" = "Thank you";
            """)
        #expect(AppLocalization.string(forKey: "greeting", table: nil, bundle: bundle, value: "") == "greeting")
        #expect(AppLocalization.string(forKey: "thanks", table: nil, bundle: bundle, value: "Thanks") == "Thanks")
        #expect(diagnostics.map(\.code) == [.localizationStringsUnreadable])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message.hasPrefix("en.lproj/Localizable.strings:3: "))
        #expect(diagnostic.message.contains("a ; is missing after \"farewell\""))
        #expect(diagnostic.subject == "en.lproj/Localizable.strings:3")
        // The table is read once: a second lookup does not report again.
        _ = AppLocalization.string(forKey: "greeting", table: nil, bundle: bundle, value: "")
        #expect(diagnostics.count == 1)
    }

    /// A table name that climbs out of the bundle is refused (References §39.1), so a strings
    /// file outside it is never read.
    @Test func aTableOutsideTheBundleIsRefused() throws {
        let bundle = try Self.bundle()
        let outside = bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("Secret-\(UUID().uuidString).strings")
        try Data("\"greeting\" = \"leaked\";\n".utf8).write(to: outside)
        defer { try? FileManager.default.removeItem(at: outside) }
        let table = "../../" + outside.deletingPathExtension().lastPathComponent
        #expect(AppLocalization.string(forKey: "greeting", table: table, bundle: bundle, value: "") == "greeting")
        // Each of the table's files (.strings, .stringsdict) of each localization looked in.
        #expect(!diagnostics.isEmpty && diagnostics.allSatisfy { $0.code == .resourceOutsideBundle })
        #expect(diagnostics.first?.message.contains("has a `..` component") == true)
        #expect(AppLocalization.string(forKey: "greeting", table: nil, bundle: bundle, value: "") == "Hello")
    }

    @Test func stringsFileErrorsNameTheLineTheyStartOn() throws {
        let cases: [(text: String, line: Int, words: String)] = [
            ("\"a\" = \"b\";\n\"c\" = \"unclosed;\n", 2, "is not closed"),
            ("\"a\" = \"b\";\n\n/* open comment\n", 3, "comment"),
            ("\"a\" = ;\n", 1, "missing after ="),
            ("\"a\" = \"b\";\n= \"c\";\n", 2, "should be a quoted string"),
        ]
        for (text, line, words) in cases {
            var thrown: StringsFileParser.Failure?
            do throws(StringsFileParser.Failure) { _ = try StringsFileParser.parse(Data(text.utf8)) } catch { thrown = error }
            #expect(thrown?.line == line, "\(text)")
            #expect(thrown?.message.contains(words) == true, "\(thrown?.message ?? "no failure")")
        }
    }

    @Test func theStringsParserReadsWhatXcodeWrites() throws {
        let text = """
            // line comment
            /* block
               comment */
            "escaped" = "a \\"quoted\\" word\\nnext \\U00E9 \\\\ \\t end";
            unquoted = value_1.2;
            "same";
            'single' = 'quotes';
            "emoji" = "\\UD83D\\UDE00";
            """
        let strings = try StringsFileParser.parse(Data(text.utf8))
        #expect(strings["escaped"] == "a \"quoted\" word\nnext é \\ \t end")
        #expect(strings["unquoted"] == "value_1.2")
        #expect(strings["same"] == "same")
        #expect(strings["single"] == "quotes")
        #expect(strings["emoji"] == "😀")
        var utf16 = Data([0xFF, 0xFE])
        utf16.append(try #require("\"k\" = \"v\";".data(using: .utf16LittleEndian)))
        #expect(try StringsFileParser.parse(utf16) == ["k": "v"])
        let compiled = try PropertyListSerialization.data(fromPropertyList: ["k": "v"], format: .binary, options: 0)
        #expect(try StringsFileParser.parse(compiled) == ["k": "v"])
    }

    @Test func aMalformedStringsdictIsADiagnosticWithItsLine() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
              <key>apples</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@count@</string>
              </dict
            </dict>
            </plist>
            """
        let bundle = try Self.bundle(strings: "\"apples\" = \"Apples\";\n", stringsdictText: text)
        // The .strings file still answers.
        #expect(AppLocalization.string(forKey: "apples", table: nil, bundle: bundle, value: "") == "Apples")
        #expect(diagnostics.map(\.code) == [.localizationStringsdictUnreadable])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message.hasPrefix("en.lproj/Localizable.stringsdict:"))
        #expect(diagnostic.message.contains("does not parse"))
    }

    @Test func stringsdictEntriesThatAreNotPluralRulesAreReportedByLine() throws {
        let plurals: [String: Any] = [
            "noFormat": ["count": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "other": "%d"]],
            "noOther": Self.entry("%#@count@", forms: ["one": "%d apple"]),
            "width": ["NSStringVariableWidthRuleType": ["20": "Short", "100": "A much longer text"]],
        ]
        let bundle = try Self.bundle(plurals: plurals)
        #expect(AppLocalization.string(forKey: "width", table: nil, bundle: bundle, value: "") == "A much longer text")
        #expect(AppLocalization.string(forKey: "noFormat", table: nil, bundle: bundle, value: "") == "noFormat")
        #expect(diagnostics.map(\.code) == [.localizationStringsdictUnreadable, .localizationStringsdictUnreadable])
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
        #expect(diagnostics[0].message.contains("the entry \"noFormat\" has no NSStringLocalizedFormatKey"))
        #expect(diagnostics[1].message.contains("has no \"other\" form"))
        // Each names the line of its key in the XML.
        for diagnostic in diagnostics {
            let place = try #require(diagnostic.subject)
            #expect(place.hasPrefix("en.lproj/Localizable.stringsdict:"))
            #expect(Int(place.split(separator: ":").last ?? "") != nil)
        }
    }
}
