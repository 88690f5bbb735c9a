import Testing
import UIKitTesting
@_spi(Headless) import UIKit
@testable import UIKit
import HeadlessCore

final class VariationsViewController: UIViewController {
    @Outlet var stack: UIStackView!
    @Outlet var picture: UIView!
    @Outlet var quarterWidth: NSLayoutConstraint!
}

/// Size-class `<variation>`s of a storyboard (References §64): the constraints their masks
/// include or exclude and the attributes they override follow the size classes the views have
/// when the scene is instantiated, and again after a rotation changes them.
@MainActor
@Suite(.freshRuntime) struct SizeClassVariationTests {
    func load() -> (VariationsViewController, UIWindow) {
        let controller = UIStoryboard(name: "SizeClassVariations", bundle: Fixtures.bundle)
            .instantiateInitialViewController() as! VariationsViewController
        return (controller, showInWindow(controller))
    }

    /// The state of the fixture: the stack's axis and spacing, which constraints are
    /// installed, and the picture's frame.
    func state(_ controller: VariationsViewController) -> String {
        controller.view.layoutIfNeeded()
        let stack = controller.stack!, picture = controller.picture!
        let heights = picture.constraints.map { "\(Int($0.constant))" }.joined(separator: ",")
        let axis = stack.axis == .vertical ? "vertical" : "horizontal"
        let frame = picture.frame
        return "\(axis) \(Int(stack.spacing)) heights=[\(heights)] quarter=\(controller.quarterWidth.isActive) "
            + "picture=\(Int(frame.width.rounded()))x\(Int(frame.height.rounded())) stack=\(Int(stack.bounds.width.rounded()))"
    }

    @Test func anIPhoneInPortraitGetsTheCompactWidthConstraintsAndNoConflict() {
        let (controller, window) = load()
        let traits = controller.view.traitCollection
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
        // Default excludes both heights and the quarter width; widthClass=compact includes 120.
        #expect(state(controller) == "vertical 10 heights=[120] quarter=false picture=\(Int(controller.stack.bounds.width.rounded()))x120 stack=\(Int(controller.stack.bounds.width.rounded()))")
        // An outlet to an excluded constraint still connects, to the constraint not installed.
        #expect(controller.quarterWidth.firstItem === controller.picture)
        #expect(HeadlessRuntime.current.diagnostics.all.map(\.message) == [])
        withExtendedLifetime(window) {}
    }

    @Test func rotatingAppliesTheCompactHeightVariationsAndBack() throws {
        let (controller, window) = load()
        let portrait = state(controller)
        let device = SimulatedDevice(runtime: HeadlessRuntime.current)
        try device.perform(.rotate(.landscapeLeft))
        HeadlessRuntime.current.runLoop.runUntilIdle()
        let traits = controller.view.traitCollection
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .compact)
        // heightClass=compact: horizontal axis, spacing 4, the quarter width installed;
        // heightClass=compact-widthClass=compact excludes the 120 height again.
        let width = controller.stack.bounds.width
        #expect(state(controller) == "horizontal 4 heights=[] quarter=true picture=\(Int((width * 0.25).rounded()))x\(Int(controller.stack.bounds.height.rounded())) stack=\(Int(width.rounded()))")
        try device.perform(.rotate(.portrait))
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(state(controller) == portrait)
        #expect(HeadlessRuntime.current.diagnostics.all.map(\.message) == [])
        withExtendedLifetime(window) {}
    }

    @Test func unknownKeysMissingReferencesAndSubviewMasksAreNoticesNamingTheLine() throws {
        let controller = try #require(UIStoryboard(name: "SizeClassVariations", bundle: Fixtures.bundle)
            .instantiateViewController(withIdentifier: "Bad") as UIViewController?)
        let view = controller.view!
        let diagnostics = HeadlessRuntime.current.diagnostics.all
        #expect(diagnostics.count == 4)
        #expect(diagnostics.allSatisfy { $0.severity == .notice && $0.code == "interfaceBuilder.variationNotApplied" })
        let messages = diagnostics.map(\.message)
        #expect(messages.contains { $0.hasPrefix("SizeClassVariations.storyboard:96:") && $0.contains("widthClass=huge") })
        #expect(messages.contains { $0.hasPrefix("SizeClassVariations.storyboard:101:") && $0.contains("tintAdjustmentMode") })
        #expect(messages.contains { $0.hasPrefix("SizeClassVariations.storyboard:103:") && $0.contains("Var-Ct-gone") })
        #expect(messages.contains { $0.hasPrefix("SizeClassVariations.storyboard:105:") && $0.contains("subviews") })
        // The variations that can be applied still are: the default excludes the width.
        #expect(view.constraints.isEmpty)
        #expect(view.subviews.count == 1)
    }

    @Test func keysAsXcodeWritesThem() {
        typealias Condition = IBSizeClassVariations.Condition
        #expect(Condition.parse("default") == .some(nil))
        #expect(Condition.parse("widthClass=compact") == Condition(width: .compact, height: nil))
        #expect(Condition.parse("heightClass=compact-widthClass=regular") == Condition(width: .regular, height: .compact))
        #expect(Condition.parse("widthClass=any-heightClass=regular") == Condition(width: nil, height: .regular))
        #expect(Condition.parse("widthClass=huge") == nil)
        #expect(Condition.parse("widthClass=compact-widthClass=regular") == nil)
        #expect(Condition.parse("idiom=pad") == nil)
        #expect(Condition(width: .compact, height: .compact).matches(width: .compact, height: .compact))
        #expect(!Condition(width: .regular, height: nil).matches(width: .compact, height: .regular))
    }
}
