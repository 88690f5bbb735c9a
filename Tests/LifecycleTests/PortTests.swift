import Foundation
import Testing
@testable import LifecycleKit
import _UIKitTestSupport

/// `lifecycle port`: reading an app's folder and project, writing the package, refusing bad input.
@Suite struct PortTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/PortApp")

    /// A copy of the fixture app in a new folder, with an Xcode project written beside it
    /// (`.xcodeproj` folders are ignored by the repository's .gitignore).
    static func appFolder(project: String? = PortTests.project) throws -> URL {
        let folder = TestScratch.url("port")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let app = folder.appendingPathComponent("PortApp")
        try FileManager.default.copyItem(at: fixture, to: app)
        if let project {
            let xcodeproj = app.appendingPathComponent("PortApp.xcodeproj")
            try FileManager.default.createDirectory(at: xcodeproj, withIntermediateDirectories: true)
            try Data(project.utf8).write(to: xcodeproj.appendingPathComponent("project.pbxproj"))
        }
        return app
    }

    static let project = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 56;
            objects = {
                B1 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                B4 = {isa = PBXBuildFile; fileRef = F4; };
                B5 = {isa = PBXBuildFile; fileRef = V1; };
                F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = CounterViewController.swift; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = "CounterViewController+Appearance.swift"; sourceTree = "<group>"; };
                F4 = {isa = PBXFileReference; path = BadgeView.swift; sourceTree = "<group>"; };
                F5 = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
                F6 = {isa = PBXFileReference; path = Info.plist; sourceTree = "<group>"; };
                V1 = {isa = PBXVariantGroup; children = (F5, ); name = Main.storyboard; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (F1, F2, F3, F4, V1, F6, ); path = PortApp; sourceTree = "<group>"; };
                S1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3, B4, ); };
                R1 = {isa = PBXResourcesBuildPhase; files = (B5, ); };
                T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1, R1, ); name = "Port App"; productType = "com.apple.product-type.application"; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2, ); };
                C1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$(SRCROOT)/PortApp/Info.plist"; PRODUCT_NAME = "$(TARGET_NAME)"; PRODUCT_MODULE_NAME = PortApp; }; name = Debug; };
                C2 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Wrong.plist; }; name = Release; };
                P1 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };
            };
            rootObject = P1;
        }
        """

    @Test func theProjectGivesTheFilesModuleAndInfoPlist() throws {
        let app = try Self.appFolder()
        let plan = try PortPlan.make(sourceDirectory: app, name: nil)
        #expect(plan.name == "PortApp")
        #expect(plan.projectPath == "PortApp.xcodeproj")
        #expect(plan.swiftFiles == ["PortApp/AppDelegate.swift", "PortApp/CounterViewController.swift",
                                    "PortApp/CounterViewController+Appearance.swift", "PortApp/BadgeView.swift"])
        #expect(plan.resources == [PortPlan.Resource(source: "PortApp/Base.lproj/Main.storyboard", bundlePath: "Base.lproj/Main.storyboard")])
        #expect(plan.infoPlist == "PortApp/Info.plist")
        #expect(plan.project?.expand("$(PRODUCT_NAME) in $(SRCROOT)/x") == "Port App in /x")
    }

    @Test func withoutAProjectTheFolderIsScanned() throws {
        let app = try Self.appFolder(project: nil)
        let plan = try PortPlan.make(sourceDirectory: app, name: "Counter")
        #expect(plan.name == "Counter")
        #expect(plan.swiftFiles == ["PortApp/AppDelegate.swift", "PortApp/BadgeView.swift",
                                    "PortApp/CounterViewController+Appearance.swift", "PortApp/CounterViewController.swift"])
        #expect(plan.resources.map(\.bundlePath) == ["Base.lproj/Main.storyboard"])
    }

    @Test func thePackageBuildsTheOriginalFilesThroughThePlugin() throws {
        let app = try Self.appFolder()
        let out = app.deletingLastPathComponent().appendingPathComponent("PortApp-linux")
        let plan = try PortPlan.make(sourceDirectory: app, name: nil)
        let written = try PortedPackage.write(plan, to: out, headlessUIKit: "/opt/HeadlessUIKit")
        #expect(written.sorted() == [".gitignore", ".lifecycle-port", "Package.swift", "Sources/PortApp/AppBundle/Base.lproj/Main.storyboard",
                                     "Sources/PortApp/AppBundle/Info.plist", "Sources/PortApp/Port.swift", "Sources/PortApp/port.json"])
        let manifest = try String(contentsOf: out.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".package(path: \"/opt/HeadlessUIKit\")"))
        #expect(manifest.contains(".product(name: \"UIKit\", package: \"HeadlessUIKit\")"))
        #expect(manifest.contains("plugins: [.plugin(name: \"PortPlugin\", package: \"HeadlessUIKit\")]"))
        #expect(manifest.contains("resources: [.copy(\"AppBundle\")]"))
        let info = try PropertyListSerialization.propertyList(from: Data(contentsOf: out.appendingPathComponent("Sources/PortApp/AppBundle/Info.plist")),
                                                              format: nil) as? [String: Any]
        #expect(info?["CFBundleName"] as? String == "Port App")
        #expect(info?["CFBundleExecutable"] as? String == "Port App")
        #expect(info?["UIMainStoryboardFile"] as? String == "Main")
        let configuration = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("Sources/PortApp/port.json"))) as? [String: Any]
        #expect(configuration?["sourceRoot"] as? String == app.resolvingSymlinksInPath().path)
        // Porting again replaces the package.
        #expect(throws: Never.self) { try PortedPackage.write(plan, to: out, headlessUIKit: "/opt/HeadlessUIKit") }
    }

    @Test func aFolderWithoutSwiftSourcesIsRefused() throws {
        let folder = TestScratch.url("port-empty")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("hello".utf8).write(to: folder.appendingPathComponent("README.md"))
        let error = #expect(throws: PortError.self) { try PortPlan.make(sourceDirectory: folder, name: nil) }
        #expect(error?.description == "\(folder.resolvingSymlinksInPath().path): no Swift sources found (looked through the folder). Give the folder of a Swift iOS app.")
    }

    @Test func aProjectThatDoesNotParseIsRefusedNamingIt() throws {
        let app = try Self.appFolder(project: "{ objects = { ; rootObject")
        let error = #expect(throws: PortError.self) { try PortPlan.make(sourceDirectory: app, name: nil) }
        #expect(error?.description.hasPrefix("\(app.resolvingSymlinksInPath().path)/PortApp.xcodeproj/project.pbxproj: the Xcode project does not parse as a property list") == true)
    }

    @Test func aDeeplyNestedProjectIsRefusedBeforeParsing() throws {
        let app = try Self.appFolder(project: String(repeating: "{a=", count: 100_000))
        let error = #expect(throws: PortError.self) { try PortPlan.make(sourceDirectory: app, name: nil) }
        #expect(error?.description.contains("nests 100000 levels deep (at most 64 are read)") == true)
    }

    @Test func twoEntryPointsAreRefusedNamingTheFiles() throws {
        let app = try Self.appFolder(project: nil)
        try Data("import UIKit\n\n@main\nclass Other: UIResponder, UIApplicationDelegate {}\n".utf8)
            .write(to: app.appendingPathComponent("PortApp/Other.swift"))
        let error = #expect(throws: PortError.self) { try PortPlan.make(sourceDirectory: app, name: nil) }
        #expect(error?.description == "the app has 2 entry points: PortApp/AppDelegate.swift:3, PortApp/Other.swift:3. An executable has one: keep @main (or @UIApplicationMain) on the app delegate only.")
    }

    @Test func nothingIsWrittenIntoTheAppsFolderOrAForeignFolder() throws {
        let app = try Self.appFolder()
        let plan = try PortPlan.make(sourceDirectory: app, name: nil)
        let inside = app.appendingPathComponent("linux")
        #expect(throws: PortError.self) { try PortedPackage.write(plan, to: inside, headlessUIKit: "/x") }
        #expect(!FileManager.default.fileExists(atPath: inside.path))
        #expect(throws: PortError.self) { try PortedPackage.write(plan, to: app.deletingLastPathComponent(), headlessUIKit: "/x") }
        let foreign = app.deletingLastPathComponent().appendingPathComponent("someone-else")
        try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: foreign.appendingPathComponent("notes.txt"))
        let error = #expect(throws: PortError.self) { try PortedPackage.write(plan, to: foreign, headlessUIKit: "/x") }
        #expect(error?.description == "\(foreign.path): the folder is not empty and was not written by `lifecycle port`; give a new or empty folder.")
        #expect(try FileManager.default.contentsOfDirectory(atPath: foreign.path) == ["notes.txt"])
    }
}
