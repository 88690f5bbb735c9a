import HeadlessCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process of an app started from the command line by `UIApplicationMain` or `@main`:
/// it reads the command line (``AppCommandLine``) and the Info.plist, creates the
/// application and its delegate, cold-launches the app on a ``SimulatedDevice``, performs
/// the actions, and exits.
@MainActor
enum ApplicationProcess {
    /// What the app's `main` asked for.
    struct StartUp {
        var arguments: [String]
        var principalClassName: String?
        var delegateClassName: String?
        var delegateType: AnyObject.Type?
    }

    static func run(_ startUp: StartUp) -> Never {
        let executable = startUp.arguments.first ?? "app"
        let name = URL(fileURLWithPath: executable).lastPathComponent
        let usage = AppCommandLine.usage(executable: name)
        let commandLine: AppCommandLine
        do {
            commandLine = try AppCommandLine.parse(Array(startUp.arguments.dropFirst()))
        } catch {
            fail(AppCommandLine.usageExitStatus,
                 "\(name): \(error)\n\(AppCommandLine.synopsis(executable: name))\n(\(name) --help lists the actions)")
        }
        if commandLine.wantsHelp {
            print(usage)
            finish(status: 0)
        }
        let info = loadInfoPlist(commandLine.infoPlistPath, name: name)
        installContainer(info: info, name: name, lasting: commandLine.keepsData)
        NetworkMode.current = commandLine.network
        var modules = ClassLookup.moduleCandidates(executable: executable, delegateType: startUp.delegateType)
        if let path = Bundle.main.executablePath {
            let module = ClassLookup.c99Name(URL(fileURLWithPath: path).lastPathComponent)
            if !modules.contains(module) { modules.insert(module, at: max(0, modules.count - 1)) }
        }
        let principal = principalClass(startUp.principalClassName ?? info.principalClassName, modules: modules, name: name)
        let makeDelegate = delegateFactory(startUp, modules: modules, name: name)

        let runtime = HeadlessRuntime.current
        // An app built for the iPad alone (its Info.plist's UIDeviceFamily has 2 and not 1)
        // runs on the iPad unless --device says otherwise, as it installs on no iPhone.
        let families = info.deviceFamilies
        let iPadOnly = families.contains(2) && !families.contains(1)
        runtime.screen.use(!commandLine.deviceWasGiven && iPadOnly ? .iPad : commandLine.device)
        runtime.runLoop.drainsDispatchMainQueue = true
        let checks = CommandLineChecks(checksLeaks: commandLine.checksLeaks, isStrict: commandLine.isStrict,
                                       runtime: runtime)
        runtime.diagnostics.onReport = { diagnostic in
            checks.noteDiagnostic(diagnostic)
            writeError("\(name): \(diagnostic)")
        }
        // A recorder only for `--trace`, and it keeps nothing: each event is printed as it
        // happens (standard output is buffered, so a trace to a file is streamed). Without
        // `--trace` nothing reads the trace and none is attached; `--check-leaks` needs only
        // the departures, which the leak tracker observes and forgets at each step.
        if let format = commandLine.traceFormat {
            runtime.attach(TraceRecorder(retention: .none) { event in print(format.render(event)) })
        }
        let device = SimulatedDevice(runtime: runtime, recording: commandLine.traceFormat != nil)
        if commandLine.isRightToLeft { runtime.userInterfaceLayoutDirection = .rightToLeft }
        if let profile = commandLine.profile {
            runtime.profile = profile
            device.honorsExitsOnSuspend = profile.honorsExitsOnSuspend
        }
        _ = device.launch(principalClass: principal, infoPlist: info, modules: modules, makeDelegate: makeDelegate)
        checks.afterStep(on: device) { writeError($0) }
        if commandLine.printsLayout { printLayout(runtime, after: "launch") }
        fflush(nil)
        if let actions = commandLine.actions {
            for action in actions where !device.hasProcessEnded {
                perform(action, on: device, name: name, checks: checks)
                if commandLine.printsLayout { printLayout(runtime, after: action.description) }
            }
        } else {
            readActions(into: device, name: name, checks: checks)
        }
        for line in checks.summary(executable: name) { writeError(line) }
        finish(status: checks.exitStatus)
    }

    /// The app's data container, once made.
    private static var container: AppContainer?

    /// Gives the app its data container (a fresh one, or the lasting one with `--keep-data`)
    /// before any of its code runs.
    ///
    /// Foundation on Linux reads the home and configuration folders once, when the process
    /// starts, so the process makes the container, sets the environment that names it, and
    /// starts itself again (the same executable and arguments, one `exec`); the new process
    /// finds the container in its environment and uses it.
    private static func installContainer(info: InfoPlist, name: String, lasting: Bool) {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment[AppContainer.pathVariable] {
            container = AppContainer(url: URL(fileURLWithPath: path, isDirectory: true),
                                     isLasting: environment[AppContainer.lastingVariable] == "1")
            return
        }
        #if os(Linux)
        var identifier = info["CFBundleIdentifier"] as? String
        if identifier?.contains("$(") ?? true { identifier = name }
        let made: AppContainer
        do {
            made = try AppContainer.make(bundleIdentifier: identifier, lasting: lasting)
        } catch {
            fail(AppCommandLine.softwareExitStatus, "\(name): \(error)")
        }
        made.install()
        setenv(AppContainer.pathVariable, made.url.path, 1)
        setenv(AppContainer.lastingVariable, lasting ? "1" : "0", 1)
        fflush(nil)
        execv("/proc/self/exe", CommandLine.unsafeArgv)
        // Only when the exec failed: the app runs with the process's own folders.
        let reason = errno
        made.removeIfTemporary()
        unsetenv(AppContainer.pathVariable)
        writeError("\(name): warning: could not start in a fresh data container (exec failed, errno \(reason)); UserDefaults and files are the process's own")
        #endif
    }

    /// The key window's hierarchy with frames, after a step.
    private static func printLayout(_ runtime: HeadlessRuntime, after step: String) {
        let screen = runtime.screen
        print("--- layout after \(step) (\(screen.model.identifier), \(screen.bounds.width.layoutDescription)x\(screen.bounds.height.layoutDescription))")
        if let window = runtime.allWindows.first(where: \.isKeyWindow) ?? runtime.allWindows.first {
            print(window.layoutDescription())
        }
    }

    private static func perform(_ action: DeviceAction, on device: SimulatedDevice, name: String,
                                checks: CommandLineChecks) {
        do {
            try device.perform(action)
        } catch {
            writeError("\(name): \(error)")
            checks.noteRefusedAction(error)
        }
        checks.afterStep(on: device) { writeError($0) }
        fflush(nil)
    }

    /// Reads one action per line from standard input until its end or the end of the process.
    private static func readActions(into device: SimulatedDevice, name: String, checks: CommandLineChecks) {
        let interactive = isatty(STDIN_FILENO) != 0
        var status = stat()
        if fstat(STDIN_FILENO, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
            fail(AppCommandLine.missingInputExitStatus,
                 "\(name): standard input is a directory, not a list of actions. Redirect a file (\(name) < actions.txt), pipe the actions, or pass --actions.")
        }
        if interactive {
            writeError("\(name) is running on a simulated device. Type an action per line (end with Ctrl-D):")
            writeError(AppCommandLine.actionList().joined(separator: "\n"))
        }
        while !device.hasProcessEnded {
            if interactive {
                fflush(nil)
                writeError("[\(device.appState.rawValue)] > ", newline: false)
            }
            guard let line = readLine() else { break }
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty || text.hasPrefix("#") { continue }
            do {
                try device.perform(DeviceAction(parsing: text))
            } catch {
                writeError("\(name): \(error)")
                if error.isUsageError && !interactive { finish(status: AppCommandLine.usageExitStatus) }
                checks.noteRefusedAction(error)
            }
            checks.afterStep(on: device) { writeError($0) }
            fflush(nil)
        }
    }

    /// The Info.plist: the one given, else the first of ``infoPlistCandidates(executable:currentDirectory:)``
    /// that exists, else an empty one.
    private static func loadInfoPlist(_ path: String?, name: String) -> InfoPlist {
        if let path {
            do {
                return try InfoPlist(contentsOf: URL(fileURLWithPath: path))
            } catch {
                fail(AppCommandLine.missingInputExitStatus, "\(name): cannot read the Info.plist \(path): \(error)")
            }
        }
        let candidates = infoPlistCandidates(executable: Bundle.main.executableURL,
                                             currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        for candidate in candidates where FileManager.default.fileExists(atPath: candidate.path) {
            do {
                return try InfoPlist(contentsOf: candidate)
            } catch {
                fail(AppCommandLine.missingInputExitStatus, "\(name): cannot read the Info.plist \(candidate.path): \(error)")
            }
        }
        return InfoPlist()
    }

    /// Where an app's Info.plist is looked for when none is given: beside the executable; in
    /// the executable's SwiftPM resource bundle, where a package written by `lifecycle port`
    /// ships the app's bundle (`<package>_<executable>.resources/AppBundle/Info.plist`, with
    /// the storyboards beside it, since SwiftPM refuses a top-level Info.plist); then in the
    /// current directory.
    static func infoPlistCandidates(executable: URL?, currentDirectory: URL) -> [URL] {
        var candidates: [URL] = []
        if let executable {
            let folder = executable.deletingLastPathComponent()
            candidates.append(folder.appendingPathComponent("Info.plist"))
            let suffix = "_\(executable.lastPathComponent).resources"
            let bundles = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.filter { $0.hasSuffix(suffix) }.sorted() ?? []
            candidates += bundles.map { folder.appendingPathComponent($0).appendingPathComponent("AppBundle/Info.plist") }
        }
        candidates.append(currentDirectory.appendingPathComponent("Info.plist"))
        return candidates
    }

    private static func principalClass(_ className: String?, modules: [String], name: String) -> UIApplication.Type {
        guard let className else { return UIApplication.self }
        guard let type = ClassLookup.type(named: className, modules: modules) else {
            fail(AppCommandLine.softwareExitStatus,
                 "\(name): no principal class named \"\(className)\" (tried the modules \(modules.joined(separator: ", "))). Name a UIApplication subclass with its module, such as \"MyApp.MyApplication\", or pass nil for UIApplication.")
        }
        guard let application = type as? UIApplication.Type else {
            fail(AppCommandLine.softwareExitStatus, "\(name): the principal class \(String(reflecting: type)) is not a UIApplication subclass.")
        }
        return application
    }

    private static func delegateFactory(_ startUp: StartUp, modules: [String],
                                        name: String) -> @MainActor () -> UIApplicationDelegate? {
        let type: Any.Type
        if let delegateType = startUp.delegateType {
            type = delegateType
        } else if let className = startUp.delegateClassName {
            guard let found = ClassLookup.type(named: className, modules: modules) else {
                fail(AppCommandLine.softwareExitStatus,
                     "\(name): no delegate class named \"\(className)\" (tried the modules \(modules.joined(separator: ", "))). Pass NSStringFromClass(AppDelegate.self), which names the module.")
            }
            type = found
        } else {
            writeError("\(name): warning: UIApplicationMain was given no delegate class; the app runs without an app delegate.")
            return { nil }
        }
        guard let responder = type as? UIResponder.Type, type is UIApplicationDelegate.Type else {
            fail(AppCommandLine.softwareExitStatus,
                 "\(name): the delegate class \(String(reflecting: type)) must be a UIResponder subclass that conforms to UIApplicationDelegate (class AppDelegate: UIResponder, UIApplicationDelegate), so that it can be created by its class.")
        }
        return { responder.init(coder: LaunchCoder()) as? UIApplicationDelegate }
    }

    static func writeError(_ text: String, newline: Bool = true) {
        let safe = TerminalText.escaped(text, keepingLineBreaks: true)
        FileHandle.standardError.write(Data((newline ? safe + "\n" : safe).utf8))
    }

    static func fail(_ status: Int32, _ message: String) -> Never {
        fflush(nil)
        writeError(message)
        container?.removeIfTemporary()
        exit(status)
    }

    static func finish(status: Int32) -> Never {
        fflush(nil)
        // What the app put in UserDefaults is written, as iOS writes it before the app ends.
        if container?.isLasting == true { UserDefaults.standard.synchronize() }
        container?.removeIfTemporary()
        exit(status)
    }
}
