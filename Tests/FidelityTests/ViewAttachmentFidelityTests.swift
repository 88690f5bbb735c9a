import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import UIKitSnapshotTesting

/// Item 3 of issue 19 (References §15.1): adding and removing an on-screen view, with
/// `window` equal to the superview chain's window inside every view callback.
@MainActor
@Suite(.freshRuntime) struct ViewAttachmentFidelityTests {
    @Test func removalNestsTheWindowPairInsideTheSuperviewPair() {
        let harness = LifecycleHarness()
        let root = UIViewController()
        harness.show(root)
        let outer = OuterView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let inner = InnerView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        outer.addSubview(inner)
        FidelityLog.reset()
        FidelityLog.note("== root.view.addSubview(outer)  // on screen")
        harness.perform("add") { root.view.addSubview(outer) }
        FidelityLog.note("== outer.removeFromSuperview()")
        harness.allowLeak(outer)
        harness.perform("remove") { outer.removeFromSuperview() }
        #expect(!FidelityLog.lines.contains { $0.contains("✗") }, "\(FidelityLog.lines)")
        expectGolden(FidelityLog.text, named: "view-attachment.txt")
        #expect(FidelityLog.lines.firstIndex { $0.hasPrefix("OuterView#1.willMove(toSuperview: nil)") }!
                    < FidelityLog.lines.firstIndex { $0.hasPrefix("OuterView#1.willMove(toWindow: nil)") }!)
    }

    @Test func reparentingBetweenWindowsKeepsWindowConsistent() {
        let harness = LifecycleHarness()
        let root = UIViewController()
        harness.show(root)
        let view = InnerView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let offScreen = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        FidelityLog.reset()
        harness.perform("add on screen") { root.view.addSubview(view) }
        harness.perform("move off screen") { offScreen.addSubview(view) }
        harness.perform("back on screen") { root.view.addSubview(view) }
        #expect(FidelityLog.lines.count == 12)
        #expect(!FidelityLog.lines.contains { $0.contains("✗") }, "\(FidelityLog.lines)")
    }
}
