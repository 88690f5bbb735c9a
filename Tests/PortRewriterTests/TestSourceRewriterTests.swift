@testable import PortRewriter
import Testing

/// The rewrites of test targets ported with their app (issue 35).
@Suite struct TestSourceRewriterTests {
    @Test func aMainActorTestMethodRunsItsBodyOnTheMainActor() {
        let result = TestSourceRewriter(kind: .ui).rewrite("""
            import XCTest

            final class AppUITests: XCTestCase {
                @MainActor
                func testExample() throws {
                    let app = XCUIApplication()
                    app.launch()
                }

                @MainActor func testPlain() {
                    XCTAssertTrue(true)
                }
            }
            """)
        #expect(result.text == """
            import XCTest; import XCUIAutomation

            final class AppUITests: XCTestCase {
               \u{20}
                func testExample() throws { try MainActor.assumeIsolated {
                    let app = XCUIApplication()
                    app.launch()
                } }

                 func testPlain() { MainActor.assumeIsolated {
                    XCTAssertTrue(true)
                } }
            }
            """)
        #expect(result.isolatedMethods == ["AppUITests.testExample", "AppUITests.testPlain"])
        #expect(result.addedUIAutomationImport)
    }

    @Test func isolatedClassesAsyncTestsAndHelpersStayAsTheyAre() {
        let source = """
            import XCTest

            @MainActor
            final class IsolatedTests: XCTestCase {
                func testA() {}
            }

            final class OtherTests: XCTestCase {
                @MainActor func testLater() async {}
                @MainActor func helper() {}
            }

            final class NotATest {
                @MainActor func testSomething() {}
            }
            """
        let result = TestSourceRewriter(kind: .unit).rewrite(source)
        #expect(result.text == source)
        #expect(result.isolatedMethods.isEmpty)
        #expect(!result.addedUIAutomationImport)
    }

    @Test func aFileThatImportsXCUIAutomationKeepsItsImports() {
        let source = "import XCTest\nimport XCUIAutomation\n"
        #expect(TestSourceRewriter(kind: .ui).rewrite(source).text == source)
    }

    @Test func linesKeepTheirNumbers() {
        let source = """
            import XCTest
            class T: XCTestCase {
                @MainActor
                func testOne() {
                    XCTFail("line 5")
                }
            }
            """
        let rewritten = TestSourceRewriter(kind: .ui).rewrite(source).text
        #expect(rewritten.split(separator: "\n", omittingEmptySubsequences: false).count
            == source.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(rewritten.split(separator: "\n", omittingEmptySubsequences: false)[4].contains("line 5"))
    }
}
