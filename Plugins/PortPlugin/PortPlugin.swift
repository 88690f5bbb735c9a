import Foundation
import PackagePlugin

/// Rewrites an iOS app's original Swift files into the target's sources at build time.
///
/// The target (written by `lifecycle port`) holds a `port.json` naming the app's folder and
/// its Swift files:
///
/// ```json
/// { "sourceRoot": "/path/to/MyApp", "files": ["MyApp/AppDelegate.swift", "MyApp/ViewController.swift"] }
/// ```
///
/// Each file is rewritten by `PortRewriterTool` (swift-syntax) into the plugin's work
/// directory, so the app's folder is never written to, and an edit made in Xcode is picked up
/// by the next `swift build`. A relative `sourceRoot` is relative to the target's folder.
///
/// A test target ported with the app has `"tests": "unit"` or `"tests": "ui"` in its
/// `port.json`: its files get the test rewrites too (`TestSourceRewriter`).
@main
struct PortPlugin: BuildToolPlugin {
    struct Configuration: Decodable {
        var sourceRoot: String
        var files: [String]
        var tests: String?
    }

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let configurationURL = target.directoryURL.appendingPathComponent("port.json")
        let configuration = try JSONDecoder().decode(Configuration.self, from: Data(contentsOf: configurationURL))
        let root = configuration.sourceRoot.hasPrefix("/")
            ? URL(fileURLWithPath: configuration.sourceRoot)
            : target.directoryURL.appendingPathComponent(configuration.sourceRoot)
        let outputFolder = context.pluginWorkDirectoryURL.appendingPathComponent("Rewritten")
        var arguments = configuration.tests.map { ["--tests", $0] } ?? []
        arguments.append(outputFolder.appendingPathComponent("HeadlessPortSelectorTables.swift").path)
        var inputs = [configurationURL]
        var outputs = [outputFolder.appendingPathComponent("HeadlessPortSelectorTables.swift")]
        for file in configuration.files {
            let input = root.appendingPathComponent(file).standardizedFileURL
            let output = outputFolder.appendingPathComponent(Self.outputName(file))
            arguments += [input.path, output.path]
            inputs.append(input)
            outputs.append(output)
        }
        return [.buildCommand(displayName: "Rewriting \(configuration.files.count) Swift files of \(target.name) for HeadlessUIKit",
                              executable: try context.tool(named: "PortRewriterTool").url,
                              arguments: arguments, inputFiles: inputs, outputFiles: outputs)]
    }

    /// A generated file's name: `main.swift` stays (it holds top-level code); others are named
    /// by their path, so files of the same name in different folders stay apart.
    static func outputName(_ relativePath: String) -> String {
        if relativePath.split(separator: "/").last == "main.swift" { return "main.swift" }
        return relativePath.split(separator: "/").joined(separator: "__")
    }
}
