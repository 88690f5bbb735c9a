import Foundation
import Testing
@testable import LifecycleKit
import _UIKitTestSupport

/// `lifecycle port` carries an app's dependencies (issue 33 item 4; References §48): the
/// Swift packages of its Xcode project and the pods of its Podfile become library packages in
/// `Dependencies/`, from the app's folder or from `--dependency NAME=PATH`.
@Suite struct PortDependencyTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    /// The fixture library's checkout (Package.swift, podspec, Sources/Chips).
    static let chips = fixtures.appendingPathComponent("Chips")

    /// A copy of the fixture app in a new folder (`folder/DependentApp`), with its Podfile
    /// unless `podfile` is false, the pod's sources checked in when `pods` is true, and
    /// `project` as its `project.pbxproj` when given.
    struct Scene {
        let folder: URL
        let app: URL
        let out: URL

        init(podfile: Bool = true, pods: Bool = false, project: String? = nil) throws {
            folder = TestScratch.url("port-dependencies")
            app = folder.appendingPathComponent("DependentApp")
            out = folder.appendingPathComponent("DependentApp-linux")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: PortDependencyTests.fixtures.appendingPathComponent("DependentApp"), to: app)
            if !podfile {
                try FileManager.default.removeItem(at: app.appendingPathComponent("Podfile"))
                try FileManager.default.removeItem(at: app.appendingPathComponent("Podfile.lock"))
            }
            if pods {
                // CocoaPods copies a pod's source files, keeping their folders.
                let pod = app.appendingPathComponent("Pods/Chips/Sources")
                try FileManager.default.createDirectory(at: pod, withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: PortDependencyTests.chips.appendingPathComponent("Sources/Chips"),
                                                 to: pod.appendingPathComponent("Chips"))
            }
            if let project { try write(project, to: "DependentApp.xcodeproj/project.pbxproj") }
        }

        func write(_ text: String, to path: String) throws {
            let url = app.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        func text(_ path: String) throws -> String {
            try String(contentsOf: out.appendingPathComponent(path), encoding: .utf8)
        }
    }

    /// A project whose app target links the product Chips of a remote package, as Xcode writes it.
    static let project = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 56;
        \tobjects = {
        \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
        \t\tB2 = {isa = PBXBuildFile; fileRef = F2; };
        \t\tB3 /* Chips in Frameworks */ = {isa = PBXBuildFile; productRef = D1 /* Chips */; };
        \t\tF1 = {isa = PBXFileReference; path = AppDelegate.swift; sourceTree = "<group>"; };
        \t\tF2 = {isa = PBXFileReference; path = TopicsViewController.swift; sourceTree = "<group>"; };
        \t\tG0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
        \t\tG1 = {isa = PBXGroup; children = (F1, F2, ); path = DependentApp; sourceTree = "<group>"; };
        \t\tS1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, ); };
        \t\tT1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = DependentApp; packageProductDependencies = (D1, D2, ); productType = "com.apple.product-type.application"; };
        \t\tP1 = {isa = PBXProject; mainGroup = G0; packageReferences = (R1, ); targets = (T1, ); };
        \t\tR1 /* XCRemoteSwiftPackageReference "Chips" */ = {
        \t\t\tisa = XCRemoteSwiftPackageReference;
        \t\t\trepositoryURL = "https://example.com/chips.git";
        \t\t\trequirement = {
        \t\t\t\tkind = upToNextMajorVersion;
        \t\t\t\tminimumVersion = 1.2.0;
        \t\t\t};
        \t\t};
        \t\tD1 /* Chips */ = {
        \t\t\tisa = XCSwiftPackageProductDependency;
        \t\t\tpackage = R1 /* XCRemoteSwiftPackageReference "Chips" */;
        \t\t\tproductName = Chips;
        \t\t};
        \t\tD2 = {isa = XCSwiftPackageProductDependency; package = R1; productName = "plugin:ChipsLint"; };
        \t};
        \trootObject = P1;
        }
        """

    @Test func theProjectsPackageProductsAreItsDependencies() throws {
        let scene = try Scene(podfile: false, project: Self.project)
        let plan = try PortPlan.make(sourceDirectory: scene.app, name: nil)
        #expect(plan.project?.packageProducts == [XcodeProject.PackageProduct(
            productName: "Chips", repositoryURL: "https://example.com/chips.git", requirement: "up to next major from 1.2.0", line: 16)])
        let dependency = try #require(plan.declaredDependencies.first)
        #expect(plan.declaredDependencies.count == 1)
        #expect(dependency.kind == .swiftPackage)
        #expect(dependency.module == "Chips")
        #expect(dependency.detail == "https://example.com/chips.git, up to next major from 1.2.0")
        #expect(dependency.declaredAt == "DependentApp.xcodeproj/project.pbxproj:16")
    }

    @Test func thePodfilesPodsForTheAppTargetWithTheLocksVersions() throws {
        let scene = try Scene()
        let plan = try PortPlan.make(sourceDirectory: scene.app, name: nil)
        #expect(plan.declaredDependencies.map(\.name) == ["Chips", "SwiftLint"])
        #expect(plan.declaredDependencies.first?.detail == "pod 1.2.0 in Podfile.lock")
        #expect(plan.declaredDependencies.first?.declaredAt == "Podfile:6")
        // Quick is the test target's pod.
        #expect(plan.notes.contains("pods of other targets are not ported: Quick (target DependentAppTests)"))
    }

    @Test func checkedInPodsArePortedIntoTheOutputPackage() throws {
        let scene = try Scene(pods: true)
        var plan = try PortPlan.make(sourceDirectory: scene.app, name: nil)
        try plan.portDependencies(given: [])
        #expect(plan.dependencies.map(\.plan.name) == ["Chips"])
        #expect(plan.dependencies.first?.plan.isLibrary == true)
        #expect(plan.dependencies.first?.plan.swiftFiles == ["Sources/Chips/ChipView+Layout.swift", "Sources/Chips/ChipView.swift"])
        // SwiftLint is a tool: nothing imports it.
        #expect(plan.notes.contains("declared but imported by no Swift file, so not ported: SwiftLint (Podfile:7)"))
        let written = try PortedPackage.write(plan, to: scene.out, headlessUIKit: "/opt/HeadlessUIKit")
        #expect(written.contains("Dependencies/Chips/Package.swift"))
        #expect(written.contains("Dependencies/Chips/Sources/Chips/port.json"))
        let manifest = try scene.text("Package.swift")
        #expect(manifest.contains(".package(path: \"Dependencies/Chips\"),"))
        #expect(manifest.contains(".product(name: \"Chips\", package: \"Chips\")"))
        let library = try scene.text("Dependencies/Chips/Package.swift")
        #expect(library.contains("products: [.library(name: \"Chips\", targets: [\"Chips\"])]"))
        #expect(library.contains(".target(\n            name: \"Chips\""))
        #expect(library.contains(".plugin(name: \"PortPlugin\", package: \"HeadlessUIKit\")"))
        let configuration = try JSONSerialization.jsonObject(with: Data(contentsOf: scene.out.appendingPathComponent(
            "Dependencies/Chips/Sources/Chips/port.json"))) as? [String: Any]
        #expect(configuration?["sourceRoot"] as? String == scene.app.resolvingSymlinksInPath().path + "/Pods/Chips")
    }

    @Test func aGivenCheckoutIsPortedFromItsManifestsTargetPath() throws {
        let scene = try Scene(podfile: false, project: Self.project)
        var plan = try PortPlan.make(sourceDirectory: scene.app, name: nil)
        try plan.portDependencies(given: [("Chips", Self.chips.path)])
        let chips = try #require(plan.dependencies.first)
        #expect(chips.plan.sourceRoot.path == Self.chips.resolvingSymlinksInPath().path + "/Sources/Chips")
        #expect(chips.dependency.kind == .swiftPackage)
        try PortedPackage.write(plan, to: scene.out, headlessUIKit: "/opt/HeadlessUIKit")
        // Porting again replaces the earlier dependencies.
        plan.dependencies = []
        try PortedPackage.write(plan, to: scene.out, headlessUIKit: "/opt/HeadlessUIKit")
        #expect(!FileManager.default.fileExists(atPath: scene.out.appendingPathComponent("Dependencies").path))
        #expect(try !scene.text("Package.swift").contains("Dependencies/Chips"))
    }

    @Test func aMissingDependencyIsNamedWithWhereItIsDeclaredAndHowToGiveIt() throws {
        let scene = try Scene(project: Self.project)
        var plan = try PortPlan.make(sourceDirectory: scene.app, name: nil)
        let error = #expect(throws: PortError.self) { try plan.portDependencies(given: []) }
        #expect(error?.description == """
            1 dependency of the app cannot be ported: the port fetches nothing (this machine may have no network).
              Chips (https://example.com/chips.git, up to next major from 1.2.0; declared at DependentApp.xcodeproj/project.pbxproj:16): \
            its sources are not in the app's folder; give a checkout of the package (the folder holding its Package.swift) with --dependency Chips=PATH
            """)
        let podScene = try Scene()
        var podPlan = try PortPlan.make(sourceDirectory: podScene.app, name: nil)
        let podError = #expect(throws: PortError.self) { try podPlan.portDependencies(given: []) }
        #expect(podError?.description.contains("Chips (pod 1.2.0 in Podfile.lock; declared at Podfile:6): its sources are not in the app's folder (no Pods/Chips checked in); give the pod's folder with --dependency Chips=PATH") == true)
        let notThere = #expect(throws: PortError.self) { try podPlan.portDependencies(given: [("Chips", "/nowhere/Chips")]) }
        #expect(notThere?.description.hasPrefix("--dependency Chips=/nowhere/Chips: no such folder.") == true)
    }

    @Test func aPodsFolderLeadingOutsideTheAppIsNotRead() throws {
        let scene = try Scene()
        try FileManager.default.createDirectory(at: scene.app.appendingPathComponent("Pods"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: scene.app.appendingPathComponent("Pods/Chips"),
                                                   withDestinationURL: Self.chips.appendingPathComponent("Sources/Chips"))
        var plan = try PortPlan.make(sourceDirectory: scene.app, name: nil)
        #expect(plan.declaredDependencies.first?.localFolder == nil)
        #expect(throws: PortError.self) { try plan.portDependencies(given: []) }
        // A given checkout whose manifest puts the target outside it is refused too.
        let checkout = scene.folder.appendingPathComponent("Evil")
        try FileManager.default.createDirectory(at: checkout, withIntermediateDirectories: true)
        try Data(#".target(name: "Chips", path: "../DependentApp")"#.utf8).write(to: checkout.appendingPathComponent("Package.swift"))
        let error = #expect(throws: PortError.self) { try plan.portDependencies(given: [("Chips", checkout.path)]) }
        #expect(error?.description.contains("should be in ../DependentApp, which is not a folder inside it") == true)
    }

    @Test func anOutputFolderInsideADependencysSourcesIsRefused() throws {
        let scene = try Scene(podfile: false, project: Self.project)
        let checkout = scene.folder.appendingPathComponent("ChipsCheckout")
        try FileManager.default.copyItem(at: Self.chips, to: checkout)
        var plan = try PortPlan.make(sourceDirectory: scene.app, name: nil)
        try plan.portDependencies(given: [("Chips", checkout.path)])
        let inside = checkout.appendingPathComponent("Sources/Chips/out")
        let error = #expect(throws: PortError.self) { try PortedPackage.write(plan, to: inside, headlessUIKit: "/x") }
        #expect(error?.description.contains("overlaps the sources of the dependency Chips") == true)
        #expect(!FileManager.default.fileExists(atPath: inside.path))
    }

    @Test func podfilesThatDoNotParseNameTheFileAndLine() throws {
        let cases: [(String, String)] = [
            ("target 'App' do\n  pod 'Chips\nend\n", "Podfile:2: a quote is not closed; the Podfile does not parse."),
            ("pod 'Chips'\nend\n", "Podfile:2: an `end` closes no block"),
            ("target 'App' do\n  pod 'Chips'\n", "Podfile:1: this block has no `end`; the Podfile does not parse."),
            ("target 'App' do\n  pod :git => 'x'\nend\n", "Podfile:2: a `pod` without a quoted name"),
        ]
        for (text, message) in cases {
            let error = #expect(throws: PortError.self) { try Podfile(text: text, path: "Podfile") }
            #expect(error?.description.hasPrefix(message) == true, "\(text)")
        }
        let deep = String(repeating: "foo do\n", count: 100)
        let error = #expect(throws: PortError.self) { try Podfile(text: deep, path: "Podfile") }
        #expect(error?.description.hasPrefix("Podfile:65: blocks nest more than 64 levels deep") == true)
        // A scene's Podfile reaches the port's message with its path.
        let scene = try Scene()
        try scene.write("target 'DependentApp' do\n  pod 'Chips', '~> 1.2\nend\n", to: "Podfile")
        let sceneError = #expect(throws: PortError.self) { try PortPlan.make(sourceDirectory: scene.app, name: nil) }
        #expect(sceneError?.description == "Podfile:2: a quote is not closed; the Podfile does not parse.")
    }

    @Test func podsReadWithTheirRequirementsPathsAndTargets() throws {
        let podfile = try Podfile(text: """
            source 'https://cdn.cocoapods.org/' # the trunk
            abstract_target 'Shared' do
              pod "Alamofire", "~> 5.0" # networking
              target 'App' do
                pod 'Firebase/Analytics'
                pod 'Local', :path => 'Vendor/Local'
                [1, 2].each do |n|
                end
              end
            end
            post_install do |installer|
            end
            """, path: "Podfile")
        #expect(podfile.pods == [
            Podfile.Pod(name: "Alamofire", requirement: "~> 5.0", path: nil, target: nil, line: 3),
            Podfile.Pod(name: "Firebase/Analytics", requirement: nil, path: nil, target: "App", line: 5),
            Podfile.Pod(name: "Local", requirement: nil, path: "Vendor/Local", target: "App", line: 6),
        ])
        #expect(podfile.pods[1].rootName == "Firebase")
        let lock = try PodfileLock(text: """
            PODS:
              - Hero (1.6.1):
                - Motion (~> 0.1)
              - "Motion (0.1.0)":
                - Hero
              - Firebase/Analytics (10.0.0):
                - Firebase/Core

            DEPENDENCIES:
              - Hero
            """, path: "Podfile.lock")
        #expect(lock.pods["Hero"] == PodfileLock.Entry(version: "1.6.1", dependencies: ["Motion"], line: 2))
        #expect(lock.pods["Motion"] == PodfileLock.Entry(version: "0.1.0", dependencies: ["Hero"], line: 4))
        #expect(lock.pods["Firebase"]?.dependencies == [])
    }

    @Test func thePodsALockedPodNeedsComeAlongOnceEvenInACycle() throws {
        let scene = try Scene()
        try scene.write("target 'DependentApp' do\n  pod 'Hero'\nend\n", to: "Podfile")
        try scene.write("PODS:\n  - Hero (1.6.1):\n    - Motion\n  - Motion (0.1.0):\n    - Hero\n", to: "Podfile.lock")
        let plan = try PortPlan.make(sourceDirectory: scene.app, name: nil)
        #expect(plan.declaredDependencies.map(\.name) == ["Hero", "Motion"])
        #expect(plan.declaredDependencies.last?.requiredBy == "Hero")
        #expect(plan.declaredDependencies.last?.declaredAt == "Podfile.lock:4")
    }

    @Test func dependenciesThatImportEachOtherAreRefusedAsACycle() throws {
        let scene = try Scene(podfile: false)
        for (name, other) in [("Left", "Right"), ("Right", "Left")] {
            let folder = scene.folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("import \(other)\npublic struct \(name) {}\n".utf8).write(to: folder.appendingPathComponent("\(name).swift"))
        }
        try scene.write("import UIKit\nimport Left\n", to: "DependentApp/Uses.swift")
        var plan = try PortPlan.make(sourceDirectory: scene.app, name: nil)
        let error = #expect(throws: PortError.self) {
            try plan.portDependencies(given: [("Left", scene.folder.appendingPathComponent("Left").path),
                                              ("Right", scene.folder.appendingPathComponent("Right").path)])
        }
        #expect(error?.description.hasPrefix("the dependencies import each other in a cycle: Left → Right → Left;") == true)
        // A long chain is walked without recursion, in linear time.
        let chain = (0..<50_000).map { ("M\($0)", $0 < 49_999 ? ["M\($0 + 1)"] : []) }
        #expect(PortPlan.firstCycle(chain) == nil)
        #expect(PortPlan.firstCycle(chain + [("M49999", ["M0"])]) == nil)   // the first listing of a node counts
        #expect(PortPlan.firstCycle([("A", ["B"]), ("B", ["C"]), ("C", ["B"])]) == ["B", "C", "B"])
    }

    @Test func manifestsAndPodspecsAreReadWithoutRunningThem() {
        let manifest = PackageManifestText("""
            let package = Package(name: "Kit",
                products: [.library(name: "Kit", targets: ["KitCore", "KitExtras"])],
                targets: [
                    .target(name: "KitCore", dependencies: [.product(name: "X", package: "x")], path: "Source/Core", exclude: ["Info.plist"]),
                    .testTarget(name: "KitTests", path: "Tests"),
                ])
            """)
        #expect(manifest.targets(ofProduct: "Kit") == ["KitCore", "KitExtras"])
        #expect(manifest.path(ofTarget: "KitCore") == "Source/Core")
        #expect(manifest.path(ofTarget: "KitTests") == nil)
        #expect(PortPlan.podspecSourceFolder("  s.source_files = 'Sources/Chips/**/*.swift'") == "Sources/Chips")
        #expect(PortPlan.podspecSourceFolder("s.source_files = \"Source/*.{h,swift}\"") == "Source")
        #expect(PortPlan.podspecSourceFolder("s.name = 'x'") == nil)
    }

    @Test func importsAreReadWithAttributesKindsAndComments() throws {
        let folder = TestScratch.url("port-imports")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("""
            import UIKit // the framework
            @testable import Chips
            import class Kit.Thing
            @_exported import Motion;
            // import Commented
            let x = "import Quoted"
            """.utf8).write(to: folder.appendingPathComponent("A.swift"))
        #expect(PortPlan.importedModuleNames(in: ["A.swift"], root: folder) == ["UIKit", "Chips", "Kit", "Motion"])
    }
}
