import Testing
@_spi(Headless) @testable import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// Item 15 of issue 19 (a refused action fails the run under `--strict`) and the `--ios`
/// option of the app command line (References §16).
@MainActor
@Suite(.freshRuntime) struct CommandLineFidelityTests {
    @Test func refusedActionFailsTheRunOnlyUnderStrict() {
        let runtime = HeadlessRuntime.current
        let refused = DeviceError.illegalAction("back", reason: "nothing to go back to", legalNow: ["home"])
        let strict = CommandLineChecks(checksLeaks: false, isStrict: true, runtime: runtime)
        strict.noteRefusedAction(refused)
        #expect(strict.exitStatus == 1)
        #expect(strict.summary(executable: "App") == ["App: --strict: 1 action was refused, so the script did not run as written."])
        let lenient = CommandLineChecks(checksLeaks: false, isStrict: false, runtime: runtime)
        lenient.noteRefusedAction(refused)
        #expect(lenient.exitStatus == 0)
        #expect(lenient.summary(executable: "App").isEmpty)
    }

    @Test func iosOptionPicksTheProfile() throws {
        #expect(try AppCommandLine.parse([]).profile == nil)
        #expect(try AppCommandLine.parse(["--ios", "9"]).profile == LifecycleProfile(iOS: 9))
        #expect(try AppCommandLine.parse(["--ios=17.5"]).profile?.iOSVersion == 17)
        #expect(try AppCommandLine.parse(["--ios", "9"]).profile?.honorsExitsOnSuspend == true)
        do {
            _ = try AppCommandLine.parse(["--ios", "latest"])
            Issue.record("--ios latest was accepted")
        } catch {
            #expect(error.message.hasPrefix("--ios: \"latest\" is not an iOS version"))
        }
        #expect(AppCommandLine.usage(executable: "App").contains("--ios"))
    }
}
