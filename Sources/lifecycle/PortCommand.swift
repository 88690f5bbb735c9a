import ArgumentParser
import Foundation
import LifecycleKit

/// `lifecycle port`: turns an iOS app's folder into a SwiftPM package that runs it headless.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Write a SwiftPM package that builds and runs an iOS app's own sources on Linux.",
        discussion: """
        Reads SOURCE_DIR (and its .xcodeproj, when there is one: the Swift files, the module name, \
        INFOPLIST_FILE and the build settings used in $(VAR) expansion) and writes a package in \
        OUT_DIR whose executable is the app. The app's Swift files are not copied: HeadlessUIKit's \
        PortPlugin rewrites them at every `swift build` (@UIApplicationMain, @IBOutlet, @IBAction, \
        #selector, #keyPath, overrides in extensions…). The Info.plist is written into the package's \
        bundle, and the storyboards, xibs and other resources are linked there from SOURCE_DIR. \
        SOURCE_DIR and its project are read as untrusted: a file, link or INFOPLIST_FILE leading \
        outside SOURCE_DIR is left out (a note names it), nothing is written outside OUT_DIR, and \
        an OUT_DIR inside SOURCE_DIR (through links too) is refused. Then:

          cd OUT_DIR && swift build && .build/debug/NAME --actions "tap next, back"
        """
    )

    @Argument(help: "The iOS app's folder.")
    var sourceDirectory: String

    @Option(name: .shortAndLong, help: "The folder to write the package to (new, empty, or written by an earlier port).")
    var output: String

    @Option(name: .customLong("headless-uikit"), help: "HeadlessUIKit's checkout folder or git URL (default: the checkout this command was built from).")
    var headlessUIKit: String?

    @Option(help: "The executable's name (default: the Xcode target's module name, or the folder's name).")
    var name: String?

    @Option(name: .customLong("dependency"),
            help: "NAME=PATH: the folder of the sources of the dependency NAME (a Swift package's checkout, holding its Package.swift, or a pod's folder), for a dependency that is not in the app's folder; repeatable. The port fetches nothing.")
    var dependency: [String] = []

    @Flag(help: "Port a library (its sources folder, such as a package target's path): the package's target is a library NAME, without a bundle.")
    var library = false

    func run() throws {
        let source = URL(fileURLWithPath: sourceDirectory)
        var plan: PortPlan
        do {
            plan = try PortPlan.make(sourceDirectory: source, name: name)
            if library { plan.makeLibrary() }
            try plan.portDependencies(given: try givenDependencies())
        } catch let error as PortError {
            throw CommandError(error.description)
        }
        guard let headless = headlessUIKit.map(absolutePathUnlessURL) ?? Self.ownCheckout() else {
            throw CommandError("cannot tell where HeadlessUIKit is; pass --headless-uikit PATH (its checkout folder) or a git URL.")
        }
        do {
            let written = try PortedPackage.write(plan, to: URL(fileURLWithPath: output), headlessUIKit: headless)
            print("Ported \(plan.swiftFiles.count) Swift files and \(plan.resources.count) resources of \(plan.sourceRoot.path) as \(plan.name) (\(written.count) files written to \(output)).")
            for ported in plan.dependencies {
                print("Ported the dependency \(ported.dependency.name) (\(ported.dependency.detail)): \(ported.plan.swiftFiles.count) Swift files of \(ported.plan.sourceRoot.path) into \(PortedPackage.dependenciesFolder)/\(ported.plan.name).")
            }
            for note in plan.notes { print("note: \(note)") }
            print(plan.isLibrary ? "Next: cd \(output) && swift build" : "Next: cd \(output) && swift build && .build/debug/\(plan.name) --actions \"…\"")
        } catch let error as PortError {
            throw CommandError(error.description)
        }
    }

    /// The `--dependency NAME=PATH` options, each path made absolute.
    private func givenDependencies() throws -> [(name: String, path: String)] {
        try dependency.map { option in
            guard let equals = option.firstIndex(of: "="), equals != option.startIndex, option.index(after: equals) != option.endIndex else {
                throw CommandError("--dependency \(option): give NAME=PATH, such as --dependency SnapKit=../SnapKit.")
            }
            let path = String(option[option.index(after: equals)...])
            return (String(option[..<equals]), URL(fileURLWithPath: path).standardizedFileURL.path)
        }
    }

    private func absolutePathUnlessURL(_ value: String) -> String {
        value.contains("://") || value.hasPrefix("git@") ? value : URL(fileURLWithPath: value).standardizedFileURL.path
    }

    /// The HeadlessUIKit checkout whose `.build` holds this executable.
    static func ownCheckout() -> String? {
        guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
        var folder = executable.deletingLastPathComponent()
        for _ in 0..<6 {
            let manifest = folder.appendingPathComponent("Package.swift")
            if let text = try? String(contentsOf: manifest, encoding: .utf8), text.contains("name: \"HeadlessUIKit\"") { return folder.path }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
