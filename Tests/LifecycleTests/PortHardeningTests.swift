import Foundation
import Testing
@testable import LifecycleKit
import _UIKitTestSupport

/// `lifecycle port` as a trust boundary (issue 37): the app's folder and its project come
/// from strangers, so each test builds a hostile folder in a temporary directory, ports it,
/// and checks the file system around it afterwards: nothing outside the output folder is
/// removed, replaced or planted, and nothing outside the app's folder is read into the package.
@Suite struct PortHardeningTests {
    /// A temporary folder holding the app (a copy of the fixture, at `app`, with `project`
    /// as its `project.pbxproj` when given), a victim file the port must leave alone, and the
    /// place of the output folder.
    struct Scene {
        let folder: URL
        let app: URL
        let out: URL
        let victim: URL

        init(appPath: String = "PortApp", project: String? = nil) throws {
            folder = TestScratch.url("port-hardening")
            app = folder.appendingPathComponent(appPath)
            out = folder.appendingPathComponent("PortApp-linux")
            victim = folder.appendingPathComponent("victim.txt")
            try FileManager.default.createDirectory(at: app.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: PortTests.fixture, to: app)
            try Data("precious".utf8).write(to: victim)
            if let project { try write(project, to: "PortApp.xcodeproj/project.pbxproj") }
        }

        /// Writes `text` at `path` inside the app's folder, making its folders.
        func write(_ text: String, to path: String) throws {
            let url = app.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        /// Makes a symbolic link at `path` inside the app's folder, leading to `destination`.
        func link(_ path: String, to destination: String) throws {
            let url = app.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
        }

        /// Everything in the scene but the output folder, links not followed.
        func surroundings() throws -> [String: String] {
            try PortHardeningTests.listing(of: folder).filter { !$0.key.hasPrefix("PortApp-linux") }
        }

        func port(name: String? = nil) throws -> (PortPlan, [String]) {
            let plan = try PortPlan.make(sourceDirectory: app, name: name)
            let written = try PortedPackage.write(plan, to: out, headlessUIKit: "/opt/HeadlessUIKit")
            return (plan, written)
        }
    }

    /// Each entry under `folder` (relative path → "folder", "file: CONTENT" or "link: DESTINATION"),
    /// walked without following links.
    static func listing(of folder: URL) throws -> [String: String] {
        var entries: [String: String] = [:]
        var pending = [""]
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? folder.path : folder.path + "/" + relative
            for name in try FileManager.default.contentsOfDirectory(atPath: path) {
                let child = relative.isEmpty ? name : relative + "/" + name
                let full = folder.path + "/" + child
                let type = try FileManager.default.attributesOfItem(atPath: full)[.type] as? FileAttributeType
                switch type {
                case .typeSymbolicLink?: entries[child] = "link: " + (try FileManager.default.destinationOfSymbolicLink(atPath: full))
                case .typeDirectory?: entries[child] = "folder"; pending.append(child)
                default: entries[child] = "file: " + ((try? String(contentsOfFile: full, encoding: .utf8)) ?? "?")
                }
            }
        }
        return entries
    }

    /// A `project.pbxproj` whose app target compiles `swiftFiles` and copies `resources`,
    /// each a file reference in the main group (paths relative to the app's folder), with
    /// `objects` added as they are.
    static func project(swiftFiles: [String] = ["PortApp/AppDelegate.swift", "PortApp/CounterViewController.swift",
                                               "PortApp/CounterViewController+Appearance.swift", "PortApp/BadgeView.swift"],
                        resources: [String] = [], infoPlist: String = "PortApp/Info.plist",
                        mainGroupChildren: [String] = [], objects: String = "") -> String {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        var lines: [String] = []
        var children = mainGroupChildren
        var sourceBuildFiles: [String] = []
        var resourceBuildFiles: [String] = []
        for (index, path) in swiftFiles.enumerated() {
            lines.append("BS\(index) = {isa = PBXBuildFile; fileRef = FS\(index); };")
            lines.append("FS\(index) = {isa = PBXFileReference; path = \(quoted(path)); sourceTree = \"<group>\"; };")
            children.append("FS\(index)")
            sourceBuildFiles.append("BS\(index)")
        }
        for (index, path) in resources.enumerated() {
            lines.append("BR\(index) = {isa = PBXBuildFile; fileRef = FR\(index); };")
            lines.append("FR\(index) = {isa = PBXFileReference; path = \(quoted(path)); sourceTree = \"<group>\"; };")
            children.append("FR\(index)")
            resourceBuildFiles.append("BR\(index)")
        }
        return """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 56;
                objects = {
                    \(lines.joined(separator: "\n"))
                    \(objects)
                    G0 = {isa = PBXGroup; children = (\(children.joined(separator: ", "))); sourceTree = "<group>"; };
                    S1 = {isa = PBXSourcesBuildPhase; files = (\(sourceBuildFiles.joined(separator: ", "))); };
                    R1 = {isa = PBXResourcesBuildPhase; files = (\(resourceBuildFiles.joined(separator: ", "))); };
                    T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1, R1, ); name = PortApp; productType = "com.apple.product-type.application"; };
                    L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
                    C1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = \(quoted(infoPlist)); PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
                    P1 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };
                };
                rootObject = P1;
            }
            """
    }

    /// The absolute path of `url` without its leading `/`, climbed to from deep inside with
    /// more `..` than there are folders (the surplus stops at `/`).
    static func climbing(to url: URL) -> String {
        String(repeating: "../", count: 40) + String(url.path.dropFirst())
    }

    // MARK: - Resources that climb out of their .lproj

    /// `en.lproj/../../…/victim.txt` named the victim both as the resource and as its place in
    /// the bundle: the port removed the victim and put a link in its place. Now the resource
    /// is refused with a note and the port goes on.
    @Test func aResourceClimbingToAFileOutsideDoesNotReplaceIt() throws {
        let scene = try Scene()
        let hostile = "en.lproj/" + Self.climbing(to: scene.victim)
        try scene.write(Self.project(resources: ["PortApp/Base.lproj/Main.storyboard", hostile]), to: "PortApp.xcodeproj/project.pbxproj")
        try FileManager.default.createDirectory(at: scene.app.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        let before = try scene.surroundings()
        let outcome = Result { try scene.port() }
        #expect(try String(contentsOf: scene.victim, encoding: .utf8) == "precious")
        #expect(try scene.surroundings() == before)
        let (plan, written) = try outcome.get()
        #expect(plan.resources.map(\.bundlePath) == ["Base.lproj/Main.storyboard"])
        #expect(plan.notes.contains { $0.contains("lead outside the app's folder; not linked: \(hostile)") })
        #expect(written.allSatisfy { !$0.contains("..") })
    }

    /// With fewer `..` the resource is the app's own file, but its place in the bundle climbed
    /// out of the output folder: the port made a folder and a link beside it. Now its place
    /// is taken from the path with `..` applied, inside the bundle.
    @Test func aResourceClimbingOutOfTheBundleIsLinkedInsideIt() throws {
        let scene = try Scene()
        let hostile = "PortApp/a/b/c/en.lproj/../../../../../evil/planted.txt"
        try scene.write(Self.project(resources: [hostile]), to: "PortApp.xcodeproj/project.pbxproj")
        try FileManager.default.createDirectory(at: scene.app.appendingPathComponent("PortApp/a/b/c/en.lproj"), withIntermediateDirectories: true)
        try scene.write("payload", to: "evil/planted.txt")
        let before = try scene.surroundings()
        let outcome = Result { try scene.port() }
        #expect(try scene.surroundings() == before)
        let (plan, _) = try outcome.get()
        #expect(!FileManager.default.fileExists(atPath: scene.folder.appendingPathComponent("evil").path))
        #expect(plan.resources == [PortPlan.Resource(source: "evil/planted.txt", bundlePath: "planted.txt")])
        let link = scene.out.appendingPathComponent("Sources/PortApp/AppBundle/planted.txt")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == scene.app.resolvingSymlinksInPath().appendingPathComponent("evil/planted.txt").path)
    }

    /// A folder resource (`en.lproj`) and a file inside it: the file's link would have been
    /// made through the folder's link, replacing the app's own file. Now the file is refused.
    @Test func aResourceInsideAnotherResourcesFolderIsRefused() throws {
        let scene = try Scene()
        try scene.write("\"hello\" = \"Hello\";", to: "PortApp/en.lproj/Localizable.strings")
        try scene.write(Self.project(resources: ["PortApp/en.lproj", "PortApp/en.lproj/Localizable.strings"]), to: "PortApp.xcodeproj/project.pbxproj")
        let before = try scene.surroundings()
        let outcome = Result { try scene.port() }
        #expect(try scene.surroundings() == before)
        let (plan, _) = try outcome.get()
        #expect(try String(contentsOf: scene.app.appendingPathComponent("PortApp/en.lproj/Localizable.strings"), encoding: .utf8) == "\"hello\" = \"Hello\";")
        #expect(plan.resources.map(\.bundlePath) == ["en.lproj"])
        #expect(plan.notes.contains { $0.contains("go where another resource already is in the bundle; not linked: PortApp/en.lproj/Localizable.strings") })
    }

    // MARK: - Files outside the app's folder

    /// Swift files, resources and an Info.plist listed by the project outside the folder, or
    /// reached through links in it, are not read: each is named in a note, the port goes on,
    /// and no file of the package leads outside the app's folder.
    @Test func filesOutsideTheFolderAreNotTakenIn() throws {
        let scene = try Scene()
        try Data("let secret = 1\n".utf8).write(to: scene.folder.appendingPathComponent("secret.swift"))
        try Data("{\"secret\": 1}".utf8).write(to: scene.folder.appendingPathComponent("secret.json"))
        let secretPlist = try PropertyListSerialization.data(fromPropertyList: ["Secret": "yes"], format: .xml, options: 0)
        try secretPlist.write(to: scene.folder.appendingPathComponent("secret.plist"))
        let secrets = scene.folder.appendingPathComponent("secrets")
        try FileManager.default.createDirectory(at: secrets, withIntermediateDirectories: true)
        try Data("key".utf8).write(to: secrets.appendingPathComponent("id_rsa"))
        try scene.link("PortApp/Leak.swift", to: scene.folder.appendingPathComponent("secret.swift").path)
        try scene.link("PortApp/leak.json", to: "../../secret.json")
        try scene.link("PortApp/Assets.xcassets/keys", to: secrets.path)
        try scene.write("{}", to: "PortApp/Assets.xcassets/Contents.json")
        let project = Self.project(
            swiftFiles: ["PortApp/AppDelegate.swift", "PortApp/Leak.swift", "../secret.swift", scene.folder.appendingPathComponent("secret.swift").path],
            resources: ["PortApp/Base.lproj/Main.storyboard", "PortApp/leak.json", "../secret.json", "PortApp/Assets.xcassets"],
            infoPlist: "$(SRCROOT)/../secret.plist")
        try scene.write(project, to: "PortApp.xcodeproj/project.pbxproj")
        let before = try scene.surroundings()
        let outcome = Result { try scene.port() }
        #expect(try scene.surroundings() == before)
        let (plan, _) = try outcome.get()
        #expect(plan.swiftFiles == ["PortApp/AppDelegate.swift"])
        #expect(plan.resources.map(\.source) == ["PortApp/Base.lproj/Main.storyboard"])
        #expect(plan.infoPlist == "PortApp/Info.plist")
        let notes = plan.notes.joined(separator: "\n")
        #expect(notes.contains("3 Swift file(s) that lead outside the app's folder; not read: PortApp/Leak.swift"))
        #expect(notes.contains("../secret.swift"))
        #expect(notes.contains("2 resource(s) that lead outside the app's folder; not linked: PortApp/leak.json"))
        #expect(notes.contains("PortApp/Assets.xcassets (holds PortApp/Assets.xcassets/keys)"))
        #expect(notes.contains("INFOPLIST_FILE names ../secret.plist, which leads outside the app's folder"))
        // Every link of the package leads into the app's folder; the Info.plist is the app's.
        let root = scene.app.resolvingSymlinksInPath().path
        for (path, entry) in try Self.listing(of: scene.out) where entry.hasPrefix("link: ") {
            let destination = try #require(ConfinedPath.realPath(scene.out.path + "/" + path))
            #expect(destination.hasPrefix(root + "/"), "\(path) leads to \(destination)")
        }
        let info = try String(contentsOf: scene.out.appendingPathComponent("Sources/PortApp/AppBundle/Info.plist"), encoding: .utf8)
        #expect(!info.contains("Secret"))
        let configuration = try String(contentsOf: scene.out.appendingPathComponent("Sources/PortApp/port.json"), encoding: .utf8)
        #expect(!configuration.contains("secret"))
    }

    /// A project written on a file system that ignores letter case lists paths that differ
    /// from the folder's in case only (issue 33 item 4): they are found when they lead inside
    /// the folder, and still refused when they lead outside it.
    @Test func pathsThatDifferInLetterCaseOnlyAreFoundInsideTheFolder() throws {
        let scene = try Scene()
        try Data("let secret = 1\n".utf8).write(to: scene.folder.appendingPathComponent("secret.swift"))
        try scene.write("class BadgeCell {}\n", to: "PortApp/Views/BadgeCell.swift")
        let project = Self.project(
            swiftFiles: ["PortApp/appdelegate.swift", "../PORTAPP/PortApp/Views/BadgeCell.swift", "../SECRET.swift"],
            resources: ["portapp/base.lproj/Main.storyboard"],
            infoPlist: "PortApp/Info.plist")
        try scene.write(project, to: "PortApp.xcodeproj/project.pbxproj")
        let before = try scene.surroundings()
        let (plan, _) = try scene.port()
        #expect(try scene.surroundings() == before)
        #expect(plan.swiftFiles == ["PortApp/AppDelegate.swift", "PortApp/Views/BadgeCell.swift"])
        #expect(plan.resources.map(\.source) == ["PortApp/Base.lproj/Main.storyboard"])
        #expect(plan.notes.joined(separator: "\n").contains("1 Swift file(s) that lead outside the app's folder; not read: ../SECRET.swift"))
    }

    /// Without a project, the folder scan leaves out links that lead outside (as before).
    @Test func theFolderScanLeavesOutLinksThatLeadOutside() throws {
        let scene = try Scene()
        try Data("let secret = 1\n".utf8).write(to: scene.folder.appendingPathComponent("secret.swift"))
        try scene.link("PortApp/Leak.swift", to: "../../secret.swift")
        try scene.link("PortApp/leak.json", to: scene.victim.path)
        let plan = try PortPlan.make(sourceDirectory: scene.app, name: nil)
        #expect(!plan.swiftFiles.contains { $0.contains("Leak") || $0.contains("secret") })
        #expect(!plan.resources.contains { $0.source.contains("victim") || $0.bundlePath.contains("leak") })
    }

    /// A Swift file that is a pipe (reading it would wait forever) or a folder is not read,
    /// whether the project lists it or the scan finds it.
    @Test func aPipeOrAFolderNamedLikeASwiftFileIsNotRead() throws {
        let scene = try Scene()
        #expect(mkfifo(scene.app.appendingPathComponent("PortApp/Pipe.swift").path, 0o644) == 0)
        try FileManager.default.createDirectory(at: scene.app.appendingPathComponent("PortApp/Folder.swift"), withIntermediateDirectories: true)
        let scanned = try PortPlan.make(sourceDirectory: scene.app, name: nil)
        #expect(scanned.swiftFiles.count == 4)
        try scene.write(Self.project(swiftFiles: ["PortApp/AppDelegate.swift", "PortApp/Pipe.swift", "PortApp/Folder.swift"], infoPlist: "PortApp/Folder.swift"),
                        to: "PortApp.xcodeproj/project.pbxproj")
        let plan = try PortPlan.make(sourceDirectory: scene.app, name: nil)
        #expect(plan.swiftFiles == ["PortApp/AppDelegate.swift"])
        #expect(plan.infoPlist == "PortApp/Info.plist")
        #expect(plan.notes.contains("the Xcode project lists 2 Swift file(s) that are not in the folder: PortApp/Pipe.swift, PortApp/Folder.swift"))
        #expect(plan.notes.contains("INFOPLIST_FILE names PortApp/Folder.swift, which is not in the folder"))
    }

    /// A `project.pbxproj` that is a link to a file elsewhere is not read.
    @Test func aProjectFileLeadingOutsideIsRefused() throws {
        let scene = try Scene()
        try Data(Self.project().utf8).write(to: scene.folder.appendingPathComponent("elsewhere.pbxproj"))
        try scene.link("PortApp.xcodeproj/project.pbxproj", to: "../../elsewhere.pbxproj")
        let error = #expect(throws: PortError.self) { try PortPlan.make(sourceDirectory: scene.app, name: nil) }
        #expect(error?.description.contains("PortApp.xcodeproj/project.pbxproj: leads outside the app's folder") == true)
    }

    /// A project file larger than the parser takes is refused by its size, before it is read
    /// (a sparse file: 33 MiB long, nothing stored).
    @Test func aHugeProjectFileIsRefusedBeforeReading() throws {
        let scene = try Scene(project: "")
        let handle = try FileHandle(forWritingTo: scene.app.appendingPathComponent("PortApp.xcodeproj/project.pbxproj"))
        try handle.truncate(atOffset: 33 << 20)
        try handle.close()
        let error = #expect(throws: PortError.self) { try PortPlan.make(sourceDirectory: scene.app, name: nil) }
        #expect(error?.description.contains("the Xcode project is larger than 32 MiB; it is not read.") == true)
    }

    // MARK: - The output folder

    /// `--output` through a link into the app's folder (the output folder not there yet) was
    /// taken for a folder outside it: the package was written into the app, whose next port
    /// compiled the generated files as its own. Now it is refused, naming where it leads.
    @Test func anOutputReachingIntoTheAppThroughALinkIsRefused() throws {
        let scene = try Scene(project: Self.project())
        let door = scene.folder.appendingPathComponent("door")
        try FileManager.default.createSymbolicLink(at: door, withDestinationURL: scene.app)
        let before = try scene.surroundings()
        let plan = try PortPlan.make(sourceDirectory: scene.app, name: nil)
        for output in [door.appendingPathComponent("linux"), door.appendingPathComponent("deeper/linux"), door] {
            let error = #expect(throws: PortError.self) { try PortedPackage.write(plan, to: output, headlessUIKit: "/x") }
            #expect(error?.description.contains("overlaps the app's folder") == true)
        }
        #expect(try scene.surroundings() == before)
        // `..` after a folder that is not there cannot be resolved; it is refused too.
        let climbing = URL(fileURLWithPath: scene.folder.path + "/nowhere/../door/linux")
        #expect(throws: PortError.self) { try PortedPackage.write(plan, to: climbing, headlessUIKit: "/x") }
        #expect(try scene.surroundings() == before)
    }

    /// A package an earlier port left inside the app's folder is not scanned as the app's code.
    @Test func anEarlierPackageInsideTheAppIsNotScanned() throws {
        let scene = try Scene()
        try scene.write("", to: "Old-linux/\(PortedPackage.marker)")
        try scene.write("@main struct Generated {}\n", to: "Old-linux/Sources/PortApp/Generated.swift")
        let plan = try PortPlan.make(sourceDirectory: scene.app, name: nil)
        #expect(!plan.swiftFiles.contains { $0.hasPrefix("Old-linux") })
    }

    /// Porting again removes the earlier package's files, never what its links lead to: not
    /// the app's resources, not a folder a link in `Sources` (or `Sources` itself) leads to.
    @Test func portingAgainRemovesOnlyWhatAnEarlierPortWrote() throws {
        let scene = try Scene(project: Self.project(resources: ["PortApp/Base.lproj/Main.storyboard"]))
        _ = try scene.port()
        let victims = scene.folder.appendingPathComponent("victims")
        try FileManager.default.createDirectory(at: victims, withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: victims.appendingPathComponent("kept.txt"))
        try FileManager.default.createSymbolicLink(at: scene.out.appendingPathComponent("Sources/PortApp/AppBundle/victims"), withDestinationURL: victims)
        let before = try scene.surroundings()
        _ = try scene.port()
        #expect(try scene.surroundings() == before)
        // `Sources` itself a link: the link goes, not the folder.
        try FileManager.default.removeItem(at: scene.out.appendingPathComponent("Sources"))
        try FileManager.default.createSymbolicLink(at: scene.out.appendingPathComponent("Sources"), withDestinationURL: victims)
        _ = try scene.port()
        #expect(try scene.surroundings() == before)
        #expect(try Self.listing(of: scene.out)["Sources"] == "folder")
    }

    /// A file of the package that is a link in the earlier port (`Package.swift` leading to a
    /// victim) is refused before anything is written, and the victim is kept.
    @Test func aLinkInPlaceOfAPackageFileIsRefused() throws {
        let scene = try Scene(project: Self.project())
        _ = try scene.port()
        let manifest = scene.out.appendingPathComponent("Package.swift")
        try FileManager.default.removeItem(at: manifest)
        try FileManager.default.createSymbolicLink(at: manifest, withDestinationURL: scene.victim)
        let before = try scene.surroundings()
        let error = #expect(throws: PortError.self) { try scene.port() }
        #expect(error?.description.contains("Package.swift: is not a file an earlier port wrote") == true)
        #expect(try scene.surroundings() == before)
    }

    /// A folder that was not written by a port is not emptied, even if it holds `Sources`.
    @Test func aForeignFolderIsNotEmptied() throws {
        let scene = try Scene(project: Self.project())
        try FileManager.default.createDirectory(at: scene.out.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: scene.out.appendingPathComponent("Sources/mine.swift"))
        #expect(throws: PortError.self) { try scene.port() }
        #expect(try String(contentsOf: scene.out.appendingPathComponent("Sources/mine.swift"), encoding: .utf8) == "mine")
    }

    // MARK: - Text written into generated files

    /// A line break (and quotes, backslashes) in the app folder's name was written into
    /// Package.swift as code. Now every character outside printable ASCII is escaped in the
    /// manifest, and port.json holds the name exactly.
    @Test func theFolderNameIsNotWrittenAsCode() throws {
        let name = "App\nlet injected = \"x\"; \\ \u{2028}é"
        let scene = try Scene(appPath: name, project: Self.project())
        let (plan, _) = try scene.port()
        let manifest = try String(contentsOf: scene.out.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(!manifest.contains("\nlet injected"))
        #expect(!manifest.contains("\u{2028}"))
        #expect(manifest.contains(#"App\u{A}let injected = \"x\"; \\ \u{2028}\u{E9}"#))
        var plain = plan
        plain.sourceRoot = URL(fileURLWithPath: "/app")
        let plainManifest = PortedPackage.manifest(plain, headlessUIKit: "/opt/HeadlessUIKit", hasInfoPlist: true)
        #expect(manifest.split(separator: "\n", omittingEmptySubsequences: false).count
                == plainManifest.split(separator: "\n", omittingEmptySubsequences: false).count)
        let data = try Data(contentsOf: scene.out.appendingPathComponent("Sources/PortApp/port.json"))
        let configuration = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(configuration?["sourceRoot"] as? String == plan.sourceRoot.path)
        #expect((configuration?["sourceRoot"] as? String)?.hasSuffix(name) == true)
    }

    /// Every character of a string written into the manifest is escaped or plain ASCII.
    @Test func literalsEscapeEveryCharacter() throws {
        #expect(PortedPackage.literal("/opt/a\"b\\c\nd\r\t\u{0}\u{2028}é😀")
                == #""/opt/a\"b\\c\u{A}d\u{D}\u{9}\u{0}\u{2028}\u{E9}\u{1F600}""#)
        let manifest = PortedPackage.manifest(try PortPlan.make(sourceDirectory: try Scene().app, name: nil),
                                              headlessUIKit: "/opt/x\")\n.package(path: \"/evil", hasInfoPlist: false)
        #expect(manifest.contains(#".package(path: "/opt/x\")\u{A}.package(path: \"/evil")"#))
    }

    // MARK: - Scale

    /// Two groups that hold each other (and one that holds itself), with 5,000 files in them:
    /// each walk up through the groups ends at the cycle, once for all the files, the files
    /// have no path (the folder is scanned instead), and the port completes.
    @Test func groupsThatHoldEachOtherEnd() throws {
        let many = (0..<5_000).map { "FM\($0)" }
        let objects = many.map { "\($0) = {isa = PBXFileReference; path = \($0).swift; sourceTree = \"<group>\"; };" }.joined(separator: "\n") + "\n"
            + many.map { "B\($0) = {isa = PBXBuildFile; fileRef = \($0); };" }.joined(separator: "\n") + """

            G1 = {isa = PBXGroup; children = (G2, FC1, \(many.joined(separator: ", ")), ); path = PortApp; sourceTree = "<group>"; };
            G2 = {isa = PBXGroup; children = (G1, ); path = Loop; sourceTree = "<group>"; };
            G3 = {isa = PBXGroup; children = (G3, FC2, ); path = Self; sourceTree = "<group>"; };
            FC1 = {isa = PBXFileReference; path = AppDelegate.swift; sourceTree = "<group>"; };
            FC2 = {isa = PBXFileReference; path = BadgeView.swift; sourceTree = "<group>"; };
            BC1 = {isa = PBXBuildFile; fileRef = FC1; };
            BC2 = {isa = PBXBuildFile; fileRef = FC2; };
            """
        var text = Self.project(swiftFiles: [], objects: objects)
        text = text.replacingOccurrences(of: "S1 = {isa = PBXSourcesBuildPhase; files = ()", with: "S1 = {isa = PBXSourcesBuildPhase; files = (BC1, BC2, \(many.map { "B\($0)" }.joined(separator: ", ")), )")
        let project = try XcodeProject(data: Data(text.utf8), path: "project.pbxproj")
        #expect(project.sourceFiles == [])
        let scene = try Scene(project: text)
        let plan = try PortPlan.make(sourceDirectory: scene.app, name: nil)
        #expect(plan.swiftFiles.count == 4)
    }

    /// 50,000 listed files with one missing: found in one pass (sets, not searches through
    /// arrays), and the note names the missing one.
    @Test func fiftyThousandFilesWithOneMissingComplete() throws {
        let scene = try Scene()
        let count = 50_000
        let folder = scene.app.appendingPathComponent("PortApp/Many")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let files = (0..<count).map { "PortApp/Many/File\($0).swift" }
        for file in files.dropLast() { _ = FileManager.default.createFile(atPath: scene.app.path + "/" + file, contents: nil) }
        try scene.write(Self.project(swiftFiles: ["PortApp/AppDelegate.swift"] + files), to: "PortApp.xcodeproj/project.pbxproj")
        let plan = try PortPlan.make(sourceDirectory: scene.app, name: nil)
        #expect(plan.swiftFiles.count == count)
        #expect(plan.notes.contains("the Xcode project lists 1 Swift file(s) that are not in the folder: PortApp/Many/File49999.swift"))
    }
}
