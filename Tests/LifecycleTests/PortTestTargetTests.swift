import Foundation
import Testing
@testable import LifecycleKit
import _UIKitTestSupport

/// `lifecycle port` brings an app's unit-test and UI-test targets over (issue 35).
@Suite struct PortTestTargetTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/TestedApp")

    /// A copy of the fixture (an app laid out as Xcode lays out a new project with tests), with
    /// an Xcode 16 project beside it when `project` is given.
    static func appFolder(project: String? = nil) throws -> URL {
        let folder = TestScratch.url("port-tests")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let app = folder.appendingPathComponent("TestedApp")
        try FileManager.default.copyItem(at: fixture, to: app)
        if let project {
            let xcodeproj = app.appendingPathComponent("TestedApp.xcodeproj")
            try FileManager.default.createDirectory(at: xcodeproj, withIntermediateDirectories: true)
            try Data(project.utf8).write(to: xcodeproj.appendingPathComponent("project.pbxproj"))
        }
        return app
    }

    /// Xcode 16's new-project layout: folders kept in sync with the targets, no file lists.
    static let project = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                A1 = {isa = PBXFileSystemSynchronizedRootGroup; path = TestedApp; sourceTree = "<group>"; };
                A2 = {isa = PBXFileSystemSynchronizedRootGroup; path = TestedAppTests; sourceTree = "<group>"; };
                A3 = {isa = PBXFileSystemSynchronizedRootGroup; path = TestedAppUITests; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (A1, A2, A3, ); sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); fileSystemSynchronizedGroups = (A1, ); name = TestedApp; productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (); fileSystemSynchronizedGroups = (A2, ); name = TestedAppTests; productType = "com.apple.product-type.bundle.unit-test"; };
                T3 = {isa = PBXNativeTarget; buildConfigurationList = L3; buildPhases = (); fileSystemSynchronizedGroups = (A3, ); name = TestedAppUITests; productType = "com.apple.product-type.bundle.ui-testing"; };
                L0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
                L2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
                L3 = {isa = XCConfigurationList; buildConfigurations = (C3, ); };
                C0 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = 5.0; }; name = Debug; };
                C1 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; GENERATE_INFOPLIST_FILE = YES; }; name = Debug; };
                C2 = {isa = XCBuildConfiguration; buildSettings = {TEST_HOST = "$(BUILT_PRODUCTS_DIR)/TestedApp.app/TestedApp"; SWIFT_VERSION = 6.0; }; name = Debug; };
                C3 = {isa = XCBuildConfiguration; buildSettings = {TEST_TARGET_NAME = TestedApp; }; name = Debug; };
                P1 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1, T2, T3, ); };
            };
            rootObject = P1;
        }
        """

    @Test func theProjectsTestTargetsComeOverWithTheirFilesAndLanguageModes() throws {
        let app = try Self.appFolder(project: Self.project)
        let plan = try PortPlan.make(sourceDirectory: app, name: nil)
        #expect(plan.name == "TestedApp")
        #expect(plan.swiftFiles == ["TestedApp/AppDelegate.swift", "TestedApp/GreetingViewController.swift"])
        #expect(plan.testTargets == [
            PortPlan.TestTarget(name: "TestedAppTests", isUITests: false, swiftFiles: ["TestedAppTests/TestedAppTests.swift"],
                                languageMode: 6),
            PortPlan.TestTarget(name: "TestedAppUITests", isUITests: true,
                                swiftFiles: ["TestedAppUITests/TestedAppUITests.swift", "TestedAppUITests/TestedAppUITestsLaunchTests.swift"],
                                languageMode: 5),
        ])
        #expect(plan.entryTypeName() == "AppDelegate")
    }

    @Test func withoutAProjectTheTestsFoldersAreTheTargets() throws {
        let app = try Self.appFolder()
        let plan = try PortPlan.make(sourceDirectory: app, name: nil)
        #expect(plan.testTargets.map(\.name) == ["TestedAppTests", "TestedAppUITests"])
        #expect(plan.testTargets.map(\.isUITests) == [false, true])
        #expect(plan.testTargets.map(\.languageMode) == [5, 5])
    }

    @Test func thePackageHasATestTargetForEachWithTheAppLinked() throws {
        let app = try Self.appFolder(project: Self.project)
        let out = app.deletingLastPathComponent().appendingPathComponent("TestedApp-linux")
        let plan = try PortPlan.make(sourceDirectory: app, name: nil)
        let written = try PortedPackage.write(plan, to: out, headlessUIKit: "/opt/HeadlessUIKit")
        #expect(Set(written).isSuperset(of: ["Sources/TestedAppTests/port.json", "Sources/TestedAppTests/Port.swift",
                                             "Sources/TestedAppUITests/port.json", "Sources/TestedAppUITests/XCUIApplication+TestedApp.swift"]))
        let manifest = try String(contentsOf: out.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("""
                    .testTarget(
                        name: "TestedAppUITests",
                        dependencies: ["TestedApp", .product(name: "UIKit", package: "HeadlessUIKit"), .product(name: "UIKitTesting", package: "HeadlessUIKit"), .product(name: "XCUIAutomation", package: "HeadlessUIKit")],
                        path: "Sources/TestedAppUITests",
            """))
        #expect(manifest.contains("swiftSettings: [.swiftLanguageMode(.v6), .unsafeFlags([\"-suppress-warnings\"])]"))
        let unit = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("Sources/TestedAppTests/port.json"))) as? [String: Any]
        #expect(unit?["tests"] as? String == "unit")
        #expect(unit?["files"] as? [String] == ["TestedAppTests/TestedAppTests.swift"])
        let registration = try String(contentsOf: out.appendingPathComponent("Sources/TestedAppUITests/XCUIApplication+TestedApp.swift"),
                                      encoding: .utf8)
        #expect(registration.contains("final class XCUIApplication: XCUIAutomation.XCUIApplication"))
        #expect(registration.contains("XCUIApplicationTarget(AppDelegate.self, name: \"TestedApp\""))
        #expect(registration.contains("@testable import TestedApp"))
    }

    /// A UI-test target that declares its own `XCUIApplication` (as `Examples/TallyApp` does)
    /// keeps it: the port writes no second class, which would not compile beside it; an
    /// `extension XCUIApplication` of the target's helpers does not count.
    @Test func aUITargetWithItsOwnApplicationClassGetsNoSecond() throws {
        let app = try Self.appFolder()
        let helpers = app.appendingPathComponent("TestedAppUITests/XCUIApplication+Helpers.swift")
        try Data("extension XCUIApplication {\n    var counter: XCUIElement { staticTexts[\"count\"] }\n}\n".utf8).write(to: helpers)
        var plan = try PortPlan.make(sourceDirectory: app, name: nil)
        #expect(!PortPlan.declaresXCUIApplication(in: plan.testTargets[1].swiftFiles, root: plan.sourceRoot))
        let own = app.appendingPathComponent("TestedAppUITests/XCUIApplication+TestedApp.swift")
        try Data("""
            @_spi(Headless) import XCUIAutomation
            /// Launches TestedApp.
            @MainActor final class XCUIApplication: XCUIAutomation.XCUIApplication {}

            """.utf8).write(to: own)
        plan = try PortPlan.make(sourceDirectory: app, name: nil)
        #expect(PortPlan.declaresXCUIApplication(in: plan.testTargets[1].swiftFiles, root: plan.sourceRoot))
        let out = app.deletingLastPathComponent().appendingPathComponent("TestedApp-linux")
        let written = try PortedPackage.write(plan, to: out, headlessUIKit: "/opt/HeadlessUIKit")
        #expect(written.contains("Sources/TestedAppUITests/port.json"))
        #expect(!written.contains { $0.hasPrefix("Sources/TestedAppUITests/XCUIApplication") })
    }
}
