import Testing
@_spi(Headless) @testable import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import UIKitSnapshotTesting

/// Item 6 of issue 19 (References §15.4): a controller covered while the traits changed gets
/// `traitCollectionDidChange(_:)` when it comes back, and only then.
@MainActor
@Suite(.freshRuntime) struct CoveredTraitsFidelityTests {
    final class Covered: UIViewController {}
    final class Top: UIViewController {}
    final class CoveredContent: UIView {}

    static let landscape = UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact,
                                             userInterfaceStyle: .light, displayScale: 2, userInterfaceIdiom: .phone)

    @Test func coveredControllerCatchesUpWhenPoppedBackTo() {
        let harness = LifecycleHarness()
        let covered = Covered()
        covered.loadViewIfNeeded()
        covered.view.addSubview(CoveredContent(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        let navigation = UINavigationController(rootViewController: covered)
        let window = harness.show(navigation)
        harness.perform("push") { navigation.pushViewController(Top(), animated: false) }
        let rotation = harness.mark()
        harness.perform("rotate") {
            window.transition(toSize: CGSize(width: 667, height: 375), traits: Self.landscape, duration: 0.3)
        }
        let duringRotation = harness.trace(since: rotation).filtered(.classes(Covered.self, CoveredContent.self)).lines(.swift)
        #expect(!duringRotation.contains { $0.contains("traitCollectionDidChange") })
        let pop = harness.mark()
        harness.perform("pop") { navigation.popViewController(animated: false) }
        harness.trace(since: pop).filtered(.classes(Covered.self, CoveredContent.self, Top.self))
            .expectGolden("covered-controller-traits-on-pop")
        #expect(covered.traitCollection.verticalSizeClass == .compact)
    }

    @Test func firstAppearanceDeliversNoTraitChange() {
        let harness = LifecycleHarness()
        harness.show(Covered())
        let lines = harness.trace.filtered(.classes(Covered.self)).lines(.swift)
        #expect(!lines.contains { $0.contains("traitCollectionDidChange") })
    }
}
