import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import UIKitSnapshotTesting

/// Item 10 of issue 19 (References §15.6): `.automatic` resolves when presented, and the
/// property reads the resolved style; the profile decides which.
@MainActor
@Suite(.freshRuntime) struct AutomaticPresentationFidelityTests {
    final class Presenter: UIViewController {}
    final class Sheet: UIViewController {}

    func present(on version: Int) -> (LifecycleHarness, Sheet) {
        let harness = LifecycleHarness(profile: LifecycleProfile(iOS: version))
        let presenter = Presenter()
        harness.show(presenter)
        let sheet = Sheet()
        #expect(sheet.modalPresentationStyle == .automatic)
        harness.perform("present") { presenter.present(sheet, animated: true) }
        return (harness, sheet)
    }

    @Test func iOS18ResolvesToAPageSheetAndThePresenterStays() {
        let (harness, sheet) = present(on: 18)
        #expect(sheet.modalPresentationStyle == .pageSheet)
        harness.trace.filtered(!.kinds(.callback) || .classes(Presenter.self, Sheet.self)).expectGolden("automatic-presentation-ios18")
    }

    @Test func iOS12ResolvesToFullScreenAndThePresenterDisappears() {
        let (harness, sheet) = present(on: 12)
        #expect(sheet.modalPresentationStyle == .fullScreen)
        harness.trace.filtered(!.kinds(.callback) || .classes(Presenter.self, Sheet.self)).expectGolden("automatic-presentation-ios12")
    }

    @Test func profilesListTheirSwitchedBehavioursWithSources() {
        let differences = LifecycleProfile.differences(between: 9, and: 18)
        #expect(differences.map(\.name).contains("default modal presentation style"))
        #expect(differences.allSatisfy { $0.reference.hasPrefix("§") })
        #expect(LifecycleProfile.differences(between: 17, and: 18).isEmpty)
        #expect(LifecycleProfile(parsing: "iOS 12.4")?.iOSVersion == 12)
        #expect(LifecycleProfile(parsing: "nine") == nil)
        #expect(LifecycleProfile().iOSVersion == LifecycleProfile.newestModelledVersion)
    }
}
