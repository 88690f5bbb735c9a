import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// Issue 13 (References §22): the trait collection carries the language's layout direction.
@MainActor
@Suite(.freshRuntime) struct TraitLayoutDirectionTests {
    @Test func screensAndControllersCarryTheLanguagesDirection() {
        let harness = LifecycleHarness()
        let controller = UIViewController()
        harness.show(controller)
        #expect(controller.traitCollection.layoutDirection == .leftToRight)
        #expect(controller.view.traitCollection.layoutDirection == .leftToRight)
    }

    @Test func rightToLeftLanguageGivesARightToLeftTraitAndAForcedViewKeepsItsOwnEffectiveDirection() {
        let harness = LifecycleHarness()
        harness.userInterfaceLayoutDirection = .rightToLeft
        let controller = UIViewController()
        harness.show(controller)
        let forced = UIView()
        harness.perform("add a left-to-right view") {
            forced.semanticContentAttribute = .forceLeftToRight
            controller.view.addSubview(forced)
        }
        #expect(UIScreen.main.traitCollection.layoutDirection == .rightToLeft)
        #expect(controller.traitCollection.layoutDirection == .rightToLeft)
        #expect(forced.traitCollection.layoutDirection == .rightToLeft)
        #expect(forced.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(controller.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func collectionsCombineCompareAndContainTheDirection() {
        let rightToLeft = UITraitCollection(layoutDirection: .rightToLeft)
        #expect(rightToLeft.layoutDirection == .rightToLeft)
        #expect(UITraitCollection(horizontalSizeClass: .compact).layoutDirection == .unspecified)
        let combined = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact), rightToLeft])
        #expect(combined.layoutDirection == .rightToLeft && combined.horizontalSizeClass == .compact)
        #expect(combined.containsTraits(in: rightToLeft))
        #expect(!combined.containsTraits(in: UITraitCollection(layoutDirection: .leftToRight)))
        #expect(rightToLeft != UITraitCollection(layoutDirection: .leftToRight))
        #expect(UITraitEnvironmentLayoutDirection.unspecified.rawValue == -1)
    }
}
