import Foundation
@_spi(Headless) @testable import UIKit

/// libFuzzer entry point: reads the input as a `.strings` file (first byte even) or a
/// `.stringsdict` file (odd), then formats every string and plural rule it gave with integer,
/// floating-point and string arguments, as `String.localizedStringWithFormat` does: each
/// format is checked against its arguments before anything is formatted (References §39).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count > 0 else { return 0 }
    let data = Data(bytes: start + 1, count: count - 1)
    let argumentSets: [[CVarArg]] = [[], [0], [1], [2, 5], [1.5], ["x"], [3, "y", 2.5], [Int.max, Int.min]]
    func formatAll(_ formats: [(String, AppLocalization.PluralEntry?)]) {
        for (format, entry) in formats.prefix(64) {
            for arguments in argumentSets {
                _ = LocalizedFormatter.format(format, entry: entry, arguments: arguments, locale: Locale(identifier: "en_US"))
            }
        }
    }
    if start[0] % 2 == 0 {
        guard let strings = try? StringsFileParser.parse(data) else { return 0 }
        formatAll(strings.values.sorted().map { ($0, nil) })
    } else {
        let contents = StringsdictReader.read(data, file: "en.lproj/Fuzz.stringsdict", language: "en")
        formatAll(contents.strings.values.sorted().map { ($0, nil) }
            + contents.plurals.keys.sorted().map { (contents.plurals[$0]!.format, contents.plurals[$0]) })
    }
    return 0
}
