import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
@testable import UIKit
import HeadlessCore

/// Elements that are not created are notices, which do not fail `--strict`; an outlet of the
/// app connected to one is an error, which does (References §47.4).
@MainActor
@Suite(.freshRuntime) struct DiagnosticLevelTests {
    @Test func anElementNotCreatedIsANoticeNamingItsFileAndLine() throws {
        let runtime = HeadlessRuntime.current
        let controller = try #require(UIStoryboard(name: "NotCreated", bundle: Fixtures.bundle).instantiateInitialViewController())
        controller.loadViewIfNeeded()
        let notices = runtime.diagnostics.all.filter { $0.code == "interfaceBuilder.notCreated" }
        #expect(notices.map(\.severity) == [.notice, .notice])
        #expect(notices.first?.message == "NotCreated.storyboard:19: object Ncr-Tp-001: <tapGestureRecognizer> is not an element HeadlessUIKit creates; it is left out. This is a notice while nothing uses it; an outlet of the app connected to it, or a step that acts on it, is an error.")
        #expect(notices.last?.message.hasPrefix("NotCreated.storyboard:40: object Ncr-Tp-002: <tapGestureRecognizer>") == true)
        #expect(!runtime.diagnostics.all.contains { $0.failsStrictRun }, "\(runtime.diagnostics.all)")
        // A strict run passes on notices alone.
        let checks = CommandLineChecks(checksLeaks: false, isStrict: true, runtime: runtime)
        runtime.diagnostics.all.forEach(checks.noteDiagnostic)
        #expect(checks.exitStatus == 0)
    }

    @Test func anOutletOfTheAppConnectedToAnElementNotCreatedIsAnError() throws {
        let runtime = HeadlessRuntime.current
        let storyboard = UIStoryboard(name: "NotCreated", bundle: Fixtures.bundle)
        let controller = storyboard.instantiateViewController(withIdentifier: "withOutlet")
        controller.loadViewIfNeeded()
        let errors = runtime.diagnostics.all.filter { $0.code == "interfaceBuilder.notCreatedUsed" }
        #expect(errors.map(\.severity) == [.error])
        #expect(errors.first?.message == "NotCreated.storyboard:36: object Ncr-Vc-002: the outlet \"label\" of OutletCheckController#1 is not connected: its destination <tapGestureRecognizer> (id Ncr-Tp-002, line 40) is an element HeadlessUIKit does not create, so the outlet stays nil.")
        let checks = CommandLineChecks(checksLeaks: false, isStrict: true, runtime: runtime)
        runtime.diagnostics.all.forEach(checks.noteDiagnostic)
        #expect(checks.exitStatus == CommandLineChecks.failureExitStatus)
        #expect(checks.summary(executable: "App") == ["App: --strict: 1 diagnostic was reported."])
    }

    @Test func warningsStillFailAStrictRunAndNoticesDoNot() {
        let checks = CommandLineChecks(checksLeaks: false, isStrict: true, runtime: HeadlessRuntime.current)
        checks.noteDiagnostic(Diagnostic(.notice, code: "interfaceBuilder.notCreated", message: "left out"))
        #expect(checks.exitStatus == 0 && checks.diagnosticCount == 0)
        checks.noteDiagnostic(Diagnostic(.warning, code: "viewController.super.missing", message: "no super"))
        #expect(checks.exitStatus == CommandLineChecks.failureExitStatus && checks.diagnosticCount == 1)
    }
}
