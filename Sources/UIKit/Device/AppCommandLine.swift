import HeadlessCore
import Foundation

/// The command line of an app built on this package, read by `UIApplicationMain` and by
/// `@main` on an app delegate.
///
/// ```
/// MyApp [--actions "home, open, rotate landscape-left, wait 10"]
///       [--info-plist PATH] [--trace[=seed|swift|jsonl]] [-- APP-ARGUMENTS…]
/// ```
///
/// - `--actions LIST`: the device actions to run, in order, after the cold launch; then the
///   process ends with status 0. Without it, actions are read from standard input, one per
///   line (blank lines and lines starting with `#` are skipped), with a prompt and the list
///   of actions on standard error when standard input is a terminal.
/// - `--info-plist PATH`: the Info.plist to use. By default, `Info.plist` beside the
///   executable, else in the current directory, else none.
/// - `--trace[=FORMAT]`: prints the framework's trace on standard output, interleaved in
///   order with the app's own output (format `seed` when none is given).
/// - `--check-leaks`: after the launch and each action, reports on standard error every view
///   controller or view that outlived its screen, one `leak:` line each (class, how it left,
///   what holds it), and ends the process with status 1 (``CommandLineChecks``).
/// - `--strict`: any warning or error (misuse the framework reported) ends the process with
///   status 1; a notice (a storyboard element not created that the app never uses) does not.
/// - `--device NAME`: the device model (`iphone-se`, the default, `iphone-15`,
///   `iphone-15-pro-max`, `ipad`; ``DeviceModel``).
/// - `--print-layout`: after the launch and each action, prints the key window's view
///   hierarchy with frames and the constraints that placed each view.
/// - `--ios VERSION`: the iOS version whose behaviours the engine follows (`LifecycleProfile`,
///   References §16): `9`, `12`, `13`, `17`, `18` (the default, the newest modelled)…; it also
///   decides whether `UIApplicationExitsOnSuspend` is honoured (before 13).
/// - `--rtl`: the language is written right to left (Arabic, Hebrew): leading edges are on
///   the right (References §22).
/// - `--keep-data`: the app's data container (`Documents`, `Library`, `tmp`, `UserDefaults`)
///   lasts from run to run; by default each run starts with an empty one, as after a fresh
///   install (``AppContainer``).
/// - `--network offline|live|replay=DIR`: what the app's requests through `URLSession.shared`
///   reach (``NetworkMode``): by default none, and each fails at once with "not connected"
///   (`offline`); `live` lets them through; `replay=DIR` answers them from recorded files.
/// - `--help`: prints this usage on standard output and exits with status 0.
///
/// Everything after `--` is left to the app (`CommandLine.arguments`). Standard output holds
/// only the app's output and the trace; errors and diagnostics go to standard error. Exit
/// statuses: 0 when the actions are over or the process ends (kill, jetsam, termination),
/// 64 (`EX_USAGE`) for a bad command line, an unknown action or a malformed action list,
/// 66 (`EX_NOINPUT`) for an Info.plist that cannot be read, 70 (`EX_SOFTWARE`) when the
/// principal or delegate class cannot be found or created.
@_spi(Headless) public struct AppCommandLine: Sendable, Hashable {
    /// The actions given with `--actions`, or nil to read them from standard input.
    public var actions: [DeviceAction]?
    /// The path given with `--info-plist`.
    public var infoPlistPath: String?
    /// The trace format asked for with `--trace`, or nil for no trace.
    public var traceFormat: TraceFormat?
    /// Whether `--check-leaks` was given.
    public var checksLeaks = false
    /// Whether `--strict` was given.
    public var isStrict = false
    /// Whether `--help` was given.
    public var wantsHelp = false
    /// The model given with `--device`.
    public var device: DeviceModel = .iPhoneSE
    /// Whether `--device` was given; without it an iPad-only app runs on the iPad (References §55.9).
    public var deviceWasGiven = false
    /// Whether `--print-layout` was given.
    public var printsLayout = false
    /// The profile given with `--ios`, or nil for the default (the newest modelled iOS).
    public var profile: LifecycleProfile?
    /// Whether `--rtl` was given: a right-to-left language.
    public var isRightToLeft = false
    /// Whether `--keep-data` was given: the app's container lasts between runs.
    public var keepsData = false
    /// The network mode given with `--network`: offline unless asked otherwise.
    public var network: NetworkMode = .offline
    /// The arguments after `--`, for the app.
    public var appArguments: [String] = []

    /// A command line with no options.
    public init() {}

    /// The exit status for a bad command line (`EX_USAGE`).
    public static let usageExitStatus: Int32 = 64
    /// The exit status for an Info.plist that cannot be read (`EX_NOINPUT`).
    public static let missingInputExitStatus: Int32 = 66
    /// The exit status for a start-up failure (`EX_SOFTWARE`).
    public static let softwareExitStatus: Int32 = 70

    /// Parses the arguments after the executable's name.
    public static func parse(_ arguments: [String]) throws(AppCommandLineError) -> AppCommandLine {
        var result = AppCommandLine()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                result.appArguments = Array(arguments[index...])
                break
            }
            let (name, inlineValue) = split(argument)
            func value() throws(AppCommandLineError) -> String {
                if let inlineValue { return inlineValue }
                guard index < arguments.count else { throw AppCommandLineError("\(name) needs a value") }
                index += 1
                return arguments[index - 1]
            }
            switch name {
            case "--actions":
                let list = try value()
                do {
                    result.actions = try DeviceAction.parseList(list)
                } catch {
                    throw AppCommandLineError("--actions: \(error)")
                }
            case "--info-plist":
                let path = try value()
                guard !path.isEmpty else { throw AppCommandLineError("--info-plist needs a path") }
                result.infoPlistPath = path
            case "--trace":
                guard let format = TraceFormat(rawValue: inlineValue ?? "seed") else {
                    throw AppCommandLineError("--trace: unknown format \"\(inlineValue ?? "")\"; the formats are \(TraceFormat.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                result.traceFormat = format
            case "--check-leaks", "--strict":
                guard inlineValue == nil else { throw AppCommandLineError("\(name) takes no value") }
                if name == "--strict" { result.isStrict = true } else { result.checksLeaks = true }
            case "--device":
                let name = try value()
                guard let model = DeviceModel(identifier: name) else {
                    throw AppCommandLineError("--device: unknown device \"\(name)\"; the devices are \(DeviceModel.all.map(\.identifier).joined(separator: ", "))")
                }
                result.device = model
                result.deviceWasGiven = true
            case "--ios":
                let text = try value()
                guard let profile = LifecycleProfile(parsing: text) else {
                    throw AppCommandLineError("--ios: \"\(text)\" is not an iOS version; pass a major version such as 9, 13 or \(LifecycleProfile.newestModelledVersion) (\(LifecycleProfile.oldestModelledVersion)...\(LifecycleProfile.newestModelledVersion) are modelled)")
                }
                result.profile = profile
            case "--print-layout":
                guard inlineValue == nil else { throw AppCommandLineError("--print-layout takes no value") }
                result.printsLayout = true
            case "--rtl":
                guard inlineValue == nil else { throw AppCommandLineError("--rtl takes no value") }
                result.isRightToLeft = true
            case "--network":
                let text = try value()
                guard let mode = NetworkMode(parsing: text) else {
                    throw AppCommandLineError("--network: \"\(text)\" is not a mode; pass offline, live or replay=DIR")
                }
                result.network = mode
            case "--keep-data":
                guard inlineValue == nil else { throw AppCommandLineError("--keep-data takes no value") }
                result.keepsData = true
            case "--help", "-h":
                result.wantsHelp = true
            default:
                throw AppCommandLineError("unknown option \"\(argument)\"")
            }
        }
        return result
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The one-line synopsis.
    public static func synopsis(executable: String) -> String {
        "usage: \(executable) [--actions \"ACTION, ACTION, ...\"] [--info-plist PATH] [--trace[=seed|swift|jsonl]] [--check-leaks] [--strict] [--device NAME] [--ios VERSION] [--rtl] [--print-layout] [--keep-data] [--network offline|live|replay=DIR] [-- APP-ARGUMENTS...]"
    }

    /// The usage text, naming every action.
    public static func usage(executable: String) -> String {
        let lines = [
            synopsis(executable: executable),
            "",
            "Launches the app on a simulated device, then performs the actions in order (from",
            "--actions, else one per line from standard input) and ends with status 0.",
            "--check-leaks reports each view controller or view that outlives its screen (a",
            "leak: line on standard error) and --strict any warning or error; either makes the",
            "status 1. --device picks the screen: \(DeviceModel.all.map(\.identifier).joined(separator: ", "))",
            "(default iphone-se); --print-layout prints the view hierarchy with frames after each step.",
            "--ios picks the iOS version whose behaviours are followed (\(LifecycleProfile.oldestModelledVersion)...\(LifecycleProfile.newestModelledVersion), default \(LifecycleProfile.newestModelledVersion)).",
            "--rtl lays the interface out for a right-to-left language.",
            "Each run starts with an empty data container (Documents, Library, tmp, UserDefaults),",
            "as after a fresh install; --keep-data keeps it from run to run.",
            "--network offline (the default) fails every request at once, not connected;",
            "live lets requests through; replay=DIR answers them from DIR/HOST/PATH files.",
            "",
            "actions:",
        ]
        return (lines + actionList()).joined(separator: "\n")
    }

    /// Every action's usage and summary, one aligned line each (two for a long usage).
    public static func actionList() -> [String] {
        let column = 30
        var lines: [String] = []
        for definition in DeviceAction.definitions {
            let usage = "  \(definition.usage)"
            if usage.count + 2 <= column {
                lines.append(usage + String(repeating: " ", count: column - usage.count) + definition.summary)
            } else {
                lines.append(usage)
                lines.append(String(repeating: " ", count: column) + definition.summary)
            }
        }
        return lines
    }
}

/// A command line that could not be parsed.
@_spi(Headless) public struct AppCommandLineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public let message: String

    init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
