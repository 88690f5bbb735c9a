@_spi(Headless) import UIKit
import HeadlessCore
import Foundation
import Testing
import UIKitTesting

/// Bad input gives a clear diagnostic and leaves the previous frames untouched.
@MainActor
@Suite(.freshRuntime) struct BadInputTests {
    /// A settled screen with one box at (20, 40; 100 × 50) and a sibling.
    func settled() -> (UIView, UIView, UIView) {
        let box = UIView(), other = UIView()
        let (_, controller) = makeScreen { root in
            _ = pinned(box, in: root)
            _ = pinned(other, in: root)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
                box.widthAnchor.constraint(equalToConstant: 100),
                box.heightAnchor.constraint(equalToConstant: 50),
                other.leadingAnchor.constraint(equalTo: box.trailingAnchor),
                other.topAnchor.constraint(equalTo: box.topAnchor),
                other.widthAnchor.constraint(equalTo: box.widthAnchor),
                other.heightAnchor.constraint(equalTo: box.heightAnchor),
            ])
        }
        HeadlessRuntime.current.diagnostics.clear()
        return (controller.view, box, other)
    }

    func expectUntouched(_ box: UIView, _ other: UIView, sourceLocation: SourceLocation = #_sourceLocation) {
        HeadlessRuntime.current.runLoop.runUntilIdle()
        box.superview?.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 40, width: 100, height: 50), sourceLocation: sourceLocation)
        #expect(other.frame == CGRect(x: 120, y: 40, width: 100, height: 50), sourceLocation: sourceLocation)
    }

    /// SnapKit's `make.width.equalTo(300)`: no second item, the first attribute again as the
    /// second. iOS takes it as a constant (References §48.6).
    @Test func nilSecondItemWithAnAttributeIsAConstant() {
        let (root, box, _) = settled()
        let chip = pinned(UIView(), in: root)
        NSLayoutConstraint.activate([
            chip.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            chip.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
            NSLayoutConstraint(item: chip, attribute: .height, relatedBy: .equal, toItem: nil,
                               attribute: .height, multiplier: 1, constant: 30),
        ])
        let width = NSLayoutConstraint(item: chip, attribute: .width, relatedBy: .equal, toItem: nil,
                                       attribute: .width, multiplier: 1, constant: 300)
        #expect(width.secondAttribute == .notAnAttribute)
        width.isActive = true
        #expect(width.isActive)
        #expect(diagnosticCodes.isEmpty)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        root.layoutIfNeeded()
        #expect(chip.frame == CGRect(x: 0, y: 200, width: 300, height: 30))
        // A location still cannot be a constant.
        let left = NSLayoutConstraint(item: box, attribute: .left, relatedBy: .equal, toItem: nil,
                                      attribute: .left, multiplier: 1, constant: 10)
        left.isActive = true
        #expect(!left.isActive)
        #expect(diagnosticCodes == ["autolayout.invalidConstraint"])
    }

    @Test func firstItemThatIsNotAView() {
        let (_, box, other) = settled()
        let nothing: UIView? = nil
        let bad = NSLayoutConstraint(item: nothing as Any, attribute: .width, relatedBy: .equal, toItem: nil,
                                     attribute: .notAnAttribute, multiplier: 1, constant: 300)
        bad.isActive = true
        #expect(!bad.isActive)
        #expect(diagnosticCodes == ["autolayout.invalidConstraint"])
        expectUntouched(box, other)
    }

    @Test func zeroMultiplierOnARequiredLocationEquality() {
        let (root, box, other) = settled()
        let bad = NSLayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: root,
                                     attribute: .leading, multiplier: 0, constant: 10)
        bad.isActive = true
        #expect(!bad.isActive)
        #expect(HeadlessRuntime.current.diagnostics.all.last?.message.contains("multiplier of 0") == true)
        expectUntouched(box, other)
    }

    @Test func nonFiniteConstants() {
        let (_, box, other) = settled()
        let bad = box.widthAnchor.constraint(equalToConstant: .nan)
        bad.isActive = true
        #expect(!bad.isActive)
        let wide = box.widthAnchor.constraint(lessThanOrEqualToConstant: 500)
        wide.isActive = true
        wide.constant = .infinity
        #expect(wide.constant == 500)
        #expect(diagnosticCodes == ["autolayout.invalidConstraint", "autolayout.invalidConstant"])
        expectUntouched(box, other)
    }

    @Test func cycleOfRequiredConstraints() {
        let (_, box, other) = settled()
        let first = other.widthAnchor.constraint(equalTo: box.widthAnchor, constant: 10)
        first.identifier = "wider"
        first.isActive = true
        let diagnostics = HeadlessRuntime.current.diagnostics.all
        #expect(diagnostics.map(\.code) == ["autolayout.unsatisfiable"])
        let message = diagnostics.first?.message ?? ""
        #expect(message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.\n\tProbably at least one of the constraints in the following list is one you don't want. \n\tTry this: \n\t\t(1) look at each constraint"))
        #expect(message.hasSuffix("\n\nMake a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\nThe methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."))
        #expect(message.contains("   (active)>\",\n    \"<"), "the list separates constraints with commas, as UIKit's does")
        #expect(message.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint 'wider' \(other.traceName).width == \(box.traceName).width + 10   (active)>"))
        #expect(message.contains("\"<NSLayoutConstraint \(other.traceName).width == \(box.traceName).width   (active)>\""), "the conflicting constraint is named")
        #expect(first.isActive, "a broken constraint stays active, as in UIKit")
        expectUntouched(box, other)
        // The app goes on: a valid change still lays out.
        first.isActive = false
        #expect(box.frame.width == 100)
    }

    @Test func noCommonAncestor() {
        let (_, box, other) = settled()
        let stranger = UIView()
        let bad = box.widthAnchor.constraint(equalTo: stranger.widthAnchor)
        bad.isActive = true
        #expect(!bad.isActive)
        let diagnostic = HeadlessRuntime.current.diagnostics.all.last
        #expect(diagnostic?.code == "autolayout.noCommonAncestor")
        #expect(diagnostic?.message.contains("have no common ancestor") == true)
        expectUntouched(box, other)
    }

    @Test func ambiguityIsReported() {
        let (root, _, _) = settled()
        let loose = UIView()
        _ = pinned(loose, in: root)
        loose.widthAnchor.constraint(equalToConstant: 10).isActive = true
        root.layoutIfNeeded()
        #expect(loose.hasAmbiguousLayout)
        loose.exerciseAmbiguityInLayout()
        #expect(diagnosticCodes == ["autolayout.ambiguous"])
    }

    @Test func removingAViewDeactivatesItsConstraintsToTheOutside() {
        let (root, box, other) = settled()
        let link = other.constraints.isEmpty ? root.constraints.first { $0.firstItem === other && $0.firstAttribute == .leading } : nil
        #expect(link?.isActive == true)
        other.removeFromSuperview()
        #expect(link?.isActive == false)
        #expect(diagnosticCodes.isEmpty)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 40, width: 100, height: 50))
    }
}
