import Foundation

/// The test targets of a ported package (issue 35):
///
/// ```
/// OUT_DIR/Sources/NAMETests/port.json        the test folder's files, rewritten by the plugin ("tests": "unit")
/// OUT_DIR/Sources/NAMEUITests/port.json      ("tests": "ui")
/// OUT_DIR/Sources/NAMEUITests/XCUIApplication+NAME.swift   which app XCUIApplication() launches
///                                                          (not written when the target declares its own)
/// ```
///
/// Each test target links the app's executable target, which SwiftPM makes testable
/// (`@testable import NAME` works, and the app's `@main` does not clash with the test
/// runner's), and is compiled in the language mode of the project's `SWIFT_VERSION`.
extension PortedPackage {
    /// The files of the test targets, relative to the package.
    static func testTargetFiles(_ plan: PortPlan, hasInfoPlist: Bool) throws -> [(String, Data)] {
        var files: [(String, Data)] = []
        for test in plan.testTargets {
            let folder = "Sources/\(test.name)"
            let configuration: [String: Any] = ["sourceRoot": plan.sourceRoot.path, "files": test.swiftFiles,
                                                "tests": test.isUITests ? "ui" : "unit"]
            files.append(("\(folder)/port.json", try JSONSerialization.data(withJSONObject: configuration, options: [.prettyPrinted, .sortedKeys])))
            files.append(("\(folder)/Port.swift", Data("""
                // The test target's own Swift files are rewritten into this target at build time by
                // HeadlessUIKit's PortPlugin, from the folder that port.json names.

                """.utf8)))
            // A UI-test target that already declares its `XCUIApplication` (an example written for
            // HeadlessUIKit, or one ported before) keeps its own: a second class would clash.
            if test.isUITests, !PortPlan.declaresXCUIApplication(in: test.swiftFiles, root: plan.sourceRoot) {
                files.append(("\(folder)/XCUIApplication+\(plan.name).swift", Data(uiTestRegistration(plan, hasInfoPlist: hasInfoPlist).utf8)))
            }
        }
        return files
    }

    /// The file that tells a UI-test target which app `XCUIApplication()` launches: a
    /// subclass of XCUIAutomation's `XCUIApplication` that hides it in the target's module.
    static func uiTestRegistration(_ plan: PortPlan, hasInfoPlist: Bool) -> String {
        let delegate = plan.entryTypeName() ?? "AppDelegate"
        let infoPlist = hasInfoPlist ? """
            ,
                        infoPlistPath: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                            .appendingPathComponent(\(literal("\(plan.name)/AppBundle/Info.plist"))).path
            """ : ""
        return """
            // Written by `lifecycle port`: XCUIApplication() in this UI-test target launches \(escaped(plan.name)),
            // in the test's own process (on iOS the target's build settings name the app, which runs
            // in a process of its own). The class hides XCUIAutomation's XCUIApplication in this module.
            import Foundation
            @_spi(Headless) import XCUIAutomation
            @testable import \(plan.name)

            final class XCUIApplication: XCUIAutomation.XCUIApplication {
                init() {
                    super.init(target: XCUIApplicationTarget(\(delegate).self, name: \(literal(plan.name))\(infoPlist)))
                }
            }

            """
    }

    /// The manifest's test targets.
    static func testTargetsManifest(_ plan: PortPlan, identity: String) -> String {
        plan.testTargets.map { test in
            let products = (test.isUITests ? ["UIKit", "UIKitTesting", "XCUIAutomation"] : ["UIKit", "UIKitTesting"])
                .map { ".product(name: \(literal($0)), package: \(literal(identity)))" }.joined(separator: ", ")
            return """

                    .testTarget(
                        name: \(literal(test.name)),
                        dependencies: [\(literal(plan.name)), \(products)],
                        path: \(literal("Sources/\(test.name)")),
                        exclude: ["port.json"],
                        swiftSettings: [.swiftLanguageMode(.v\(test.languageMode)), .unsafeFlags(\(unsafeFlags(plan)))],
                        plugins: [.plugin(name: "PortPlugin", package: \(literal(identity)))]
                    ),
            """
        }.joined()
    }
}
