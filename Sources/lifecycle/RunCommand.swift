@_spi(Headless) import UIKit
import HeadlessCore
import ArgumentParser
import Foundation
import LifecycleKit

/// `lifecycle run`: runs a scenario file.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a declarative scenario file (YAML) and print its trace.",
        discussion: """
        The file declares an app (Info.plist keys, the window's root controller tree, or a \
        storyboard) and its steps: device actions (home, open, rotate: landscape-left, wait: 10, \
        memory-warning, …) and in-app operations (push, pop, present, dismiss, select-tab, \
        add-child, remove-child, add-subview, remove-subview, set-frame, note). Every controller \
        and view it declares logs its callbacks under its `class:` name. Problems in the file are \
        reported with their line and column and the keys that are legal there.
        """
    )

    @Argument(help: ArgumentHelp("The scenario file.", valueName: "scenario.yaml"))
    var file: String

    @Flag(name: .long, help: "Only check the file; print nothing but problems.")
    var check = false

    @Option(name: .long, help: "The device model: iphone-se (default), iphone-15, iphone-15-pro-max, ipad.")
    var device: String?

    @Flag(name: .long, help: "After the trace, print the view hierarchy with frames and constraints after each step.")
    var printLayout = false

    @Option(name: .long, help: ArgumentHelp("Write a wireframe of the screen after the launch and each step into this folder, as numbered SVG files.", valueName: "folder"))
    var snapshotDir: String?

    @Option(name: .long, help: ArgumentHelp("Write the final screen, painted into pixels (text as glyph boxes), to this PNG file.", valueName: "file.png"))
    var snapshot: String?

    @OptionGroup var options: OutputOptions

    func run() throws {
        let scenario: ScenarioFile
        do {
            scenario = try ScenarioFileReader.read(path: file)
            if !check {
                try MainActor.assumeIsolated { try ScenarioFileRunner.checkRequirements(of: scenario) }
            }
        } catch let errors as ScenarioFileErrors {
            FileHandle.standardError.write(Data((errors.description + "\n").utf8))
            throw ExitCode.failure
        }
        if check {
            let unmet = MainActor.assumeIsolated { ScenarioFileRunner.unmetRequirements(of: scenario) }
            for requirement in unmet {
                let at = requirement.location.map { "\($0.line):\($0.column): " } ?? " "
                FileHandle.standardError.write(Data("\(file):\(at)note: \(requirement.what) needs part \(requirement.part), not merged yet.\n".utf8))
            }
            return
        }
        let options = self.options
        let device = self.device, printLayout = self.printLayout, snapshotDir = self.snapshotDir
        let text = try MainActor.assumeIsolated {
            let progress = ProgressReporter()
            var layouts: [String] = []
            let document = try ScenarioFileRunner.run(scenario, showAll: options.all, progress: { current, total, keyword in
                progress.update(current, of: total, "step \(keyword)")
            }, device: device, layout: printLayout ? { step, text in layouts.append("--- layout after \(step)\n\(text)") } : nil,
               paintScreens: options.format == .html,
               finalScreen: snapshot.map { path in { window in try Self.writeSnapshot(of: window, to: path) } })
            progress.finish()
            if let snapshotDir {
                try ScreenSnapshots.write(document, to: snapshotDir)
            }
            let rendered = options.format.render(document)
            return layouts.isEmpty ? rendered : rendered + "\n" + layouts.joined(separator: "\n") + "\n"
        }
        try options.write(text)
    }

    /// Paints the window into a PNG file.
    @MainActor
    static func writeSnapshot(of window: UIWindow, to path: String) throws {
        guard let png = window.renderedPNGData() else {
            throw ValidationError("The final screen could not be painted: the window \(window) has an empty size.")
        }
        try png.write(to: URL(fileURLWithPath: path))
    }
}
