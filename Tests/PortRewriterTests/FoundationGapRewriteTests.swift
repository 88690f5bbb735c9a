@testable import PortRewriter
import Foundation
import Testing

/// Files that call Foundation API Linux lacks get the SPI import that supplies it, and are
/// otherwise unchanged (issue 33 item 6; References §61.4).
@Suite struct FoundationGapRewriteTests {
    private func port(_ files: [String]) -> PortRewriter.Result {
        PortRewriter(emitsSourceLocations: false)
            .rewrite(files.enumerated().map { PortRewriter.SourceFile(path: "App/File\($0.offset).swift", text: $0.element) })
    }

    @Test func eachGapImportsTheSPIAndLeavesTheCodeAsWritten() {
        let code = """
            import Foundation

            struct Feed {
                let formatter = RelativeDateTimeFormatter()
                var empty = NSAttributedString()
                var title: NSMutableAttributedString = .init()
                let other = NSMutableAttributedString.init()
                func seen() -> Any? { UserDefaults.standard.value(forKey: "seen") }
                func mark() { UserDefaults.standard.setValue(true, forKey: "seen") }
            }
            """
        let result = port([code])
        #expect(result.files[0].text == "@_spi(Headless) import UIKit\nimport ObjectiveC\n" + code)
        #expect(result.counts[.foundationGap] == 5)
        #expect(!result.hasErrors)
    }

    /// `value(forKey:)` counts in a module that names `UserDefaults`, also in another file (a
    /// stored `defaults` property); in a module that never does, it is some other object's.
    @Test func keyValueCallsCountWhereTheModuleNamesUserDefaults() {
        let call = "import UIKit\nfunc read(_ store: Store) -> Any? { store.defaults.value(forKey: \"k\") }\n"
        let withDefaults = port([call, "import Foundation\nstruct Store { let defaults = UserDefaults.standard }\n"])
        #expect(withDefaults.files[0].text.hasPrefix("@_spi(Headless) import UIKit\n"))
        #expect(!withDefaults.files[1].text.contains("@_spi"))
        let without = port([call])
        #expect(without.files[0].text == call)
        #expect(without.counts[.foundationGap] == nil)
    }

    /// What is not a gap is left alone: an attributed string made from a string, a formatter
    /// Linux has, `setValue(_:forHTTPHeaderField:)`.
    @Test func foundationAPILinuxHasIsLeftAlone() {
        let code = """
            import Foundation
            let text = NSAttributedString(string: "a")
            let formatter = DateFormatter()
            var request = URLRequest(url: URL(string: "https://example.com")!)
            func go() { request.setValue("json", forHTTPHeaderField: "Accept"); print(UserDefaults.standard.bool(forKey: "x")) }
            """
        let result = port([code])
        #expect(!result.files[0].text.contains("@_spi"))
        #expect(result.counts[.foundationGap] == nil)
    }

    /// An app's test file that formats relative dates gets the SPI import after `import XCTest`,
    /// on the same line, so its lines keep their numbers.
    @Test func aTestFileThatUsesAGapImportsTheSPIOnItsImportLine() {
        let source = """
            import XCTest
            @testable import Feed
            final class FeedTests: XCTestCase {
                func testRelative() {
                    XCTAssertEqual(RelativeDateTimeFormatter().localizedString(fromTimeInterval: -60), "1 minute ago")
                }
            }
            """
        let result = TestSourceRewriter(kind: .unit).rewrite(source)
        #expect(result.text.hasPrefix("import XCTest; @_spi(Headless) import UIKit; @_spi(Headless) import UIKitTesting\n@testable import Feed\n"))
        #expect(result.text.split(separator: "\n").count == source.split(separator: "\n").count)
        let plain = "import XCTest\nfinal class T: XCTestCase { func testA() { XCTAssertTrue(true) } }\n"
        #expect(TestSourceRewriter(kind: .unit).rewrite(plain).text == plain)
    }
}
