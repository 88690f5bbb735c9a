import Testing
import UIKitTesting
@_spi(Headless) import UIKit
@testable import UIKit
import HeadlessCore

final class ConstrainedViewController: UIViewController {
    @Outlet var boxWidth: NSLayoutConstraint!
    @Outlet var titleLabel: UILabel!
}

/// A storyboard's `<constraints>` are made, installed on the view that holds them and solved:
/// to the safe area, between siblings, an aspect ratio written as a ratio, priorities,
/// identifiers, and an outlet to a constraint that code then changes.
@MainActor
@Suite(.freshRuntime) struct ConstraintDecodingTests {
    func load() -> (ConstrainedViewController, UIWindow) {
        let controller = UIStoryboard(name: "Constraints", bundle: Fixtures.bundle)
            .instantiateInitialViewController() as! ConstrainedViewController
        let window = showInWindow(controller)
        return (controller, window)
    }

    @Test func constraintsFromTheFileAreSolved() {
        let (controller, window) = load()
        let root = controller.view!
        let label = controller.titleLabel!
        let box = root.subviews[1]
        #expect(HeadlessRuntime.current.diagnostics.all.map(\.message) == [])
        #expect(label.translatesAutoresizingMaskIntoConstraints == false)
        #expect(root.translatesAutoresizingMaskIntoConstraints == true)
        #expect(label.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
        let top = root.safeAreaInsets.top
        #expect(label.frame.minX == 16 && label.frame.width == root.bounds.width - 32)
        #expect(label.frame.minY == top + 20)
        #expect(box.frame.size == CGSize(width: 100, height: 50))
        #expect(box.frame.midX == root.bounds.midX)
        #expect(box.frame.minY == label.frame.maxY + 8)
        #expect(root.constraints.count == 6 && box.constraints.count == 2)
        let boxTop = root.constraints.first { $0.identifier == "boxTop" }
        #expect(boxTop?.priority == .defaultHigh)
        #expect(boxTop?.firstItem === box && boxTop?.secondItem === label)
        #expect(root.constraints.contains { $0.secondItem === root.safeAreaLayoutGuide })
        withExtendedLifetime(window) {}
    }

    @Test func anOutletToAConstraintConnectsAndDrivesLayout() {
        let (controller, window) = load()
        let box = controller.view.subviews[1]
        #expect(controller.boxWidth.constant == 100)
        controller.boxWidth.constant = 200
        controller.view.layoutIfNeeded()
        #expect(box.frame.size == CGSize(width: 200, height: 100))
        withExtendedLifetime(window) {}
    }

    @Test func multipliersAndAttributesAsXcodeWritesThem() {
        #expect(abs((IBInstantiation.multiplier("16:9") ?? 0) - 16 / 9) < 1e-12)
        #expect(IBInstantiation.multiplier(nil) == 1)
        #expect(IBInstantiation.multiplier("1:0") == nil)
        #expect(IBInstantiation.multiplier("x") == nil)
        #expect(IBInstantiation.layoutAttribute("baseline") == .lastBaseline)
        #expect(IBInstantiation.layoutAttribute("diagonal") == nil)
    }

    @Test func badConstraintsAreLeftOutWithADiagnosticAndTheRestLoads() {
        let controller = UIStoryboard(name: "BadConstraints", bundle: Fixtures.bundle).instantiateInitialViewController()
        _ = controller?.view
        let messages = HeadlessRuntime.current.diagnostics.all.map(\.message)
        #expect(messages.count == 3)
        #expect(messages.contains { $0.contains("Bad-Ct-unk") && $0.contains("Nowhere-id") })
        #expect(messages.contains { $0.contains("Bad-Ct-rel") && $0.contains("\"sideways\"") })
        #expect(messages.contains { $0.contains("Bad-Ct-mul") && $0.contains("16:0") })
        #expect(controller?.view.constraints.count == 1)
    }
}
