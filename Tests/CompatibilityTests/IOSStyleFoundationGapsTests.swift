import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit

/// The Foundation gaps of `IOSStyleFoundationGaps.swift` behave as on iOS (References §61).
@MainActor
@Suite(.freshRuntime) struct FoundationGapCompatibilityTests {
    @Test func theHeaderReadsItsDefaultsAndFormatsTheRelativeDate() {
        let harness = LifecycleHarness()
        let controller = FeedHeaderViewController()
        let suite = "FoundationGapCompatibilityTests-\(UUID().uuidString)"
        controller.defaults = UserDefaults(suiteName: suite)!
        controller.defaults.removePersistentDomain(forName: suite)
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        controller.now = now
        harness.show(controller)
        #expect(controller.updatedLabel.text == "Never updated")
        #expect(controller.countLabel.attributedText?.length ?? 0 == 0)

        controller.markRefreshed(at: now.addingTimeInterval(-7_200))
        #expect(controller.updatedLabel.text == "Updated 2 hours ago")
        #expect(controller.countLabel.attributedText?.string == "Refreshed 1 time")
        controller.markRefreshed(at: now.addingTimeInterval(-86_400))
        #expect(controller.updatedLabel.text == "Updated yesterday")
        #expect(controller.countLabel.attributedText?.string == "Refreshed 2 times")
        #expect(controller.defaults.integer(forKey: "refreshCount") == 2)
        controller.defaults.removePersistentDomain(forName: suite)
    }
}
