@_spi(Headless) import UIKit
import HeadlessCore
import Foundation
import Testing
import UIKitTesting

/// The constraint API as apps use it.
@MainActor
@Suite(.freshRuntime) struct ConstraintAPITests {
    @Test func fullInitializerAnchorsAndDescription() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        let constraint = NSLayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: parent,
                                            attribute: .leadingMargin, multiplier: 1, constant: 4)
        constraint.identifier = "inset"
        #expect(constraint.firstItem === child)
        #expect(constraint.secondItem === parent)
        #expect(constraint.firstAttribute == .leading && constraint.secondAttribute == .leadingMargin)
        #expect(constraint.firstAnchor.item === child)
        #expect(constraint.secondAnchor?.name == "\(parent.traceName).leadingMargin")
        #expect(constraint.description == "<NSLayoutConstraint 'inset' \(child.traceName).leading == \(parent.traceName).leadingMargin + 4>")
        parent.addConstraint(constraint)
        #expect(constraint.isActive)
        #expect(parent.constraints.contains { $0 === constraint })
        #expect(constraint.description.hasSuffix("(active)>"))
        parent.removeConstraint(constraint)
        #expect(!constraint.isActive)
        #expect(parent.constraints.isEmpty)
    }

    @Test func addConstraintOnAViewThatIsNotAnAncestorIsDiagnosed() {
        let runtime = HeadlessRuntime.current
        let parent = UIView(), child = UIView(), sibling = UIView()
        parent.addSubview(child)
        parent.addSubview(sibling)
        child.addConstraint(child.widthAnchor.constraint(equalTo: sibling.widthAnchor))
        #expect(runtime.diagnostics.all.map(\.code) == ["autolayout.notAnAncestor"])
    }

    @Test func priorityChangesAndTheRequiredBoundary() {
        let runtime = HeadlessRuntime.current
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        let wide = child.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = .defaultLow
        let narrow = child.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = .defaultHigh
        NSLayoutConstraint.activate([wide, narrow, child.heightAnchor.constraint(equalToConstant: 10),
                                     child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: parent.topAnchor)])
        parent.layoutIfNeeded()
        #expect(child.frame.width == 100)
        wide.priority = .defaultHigh + 1
        parent.layoutIfNeeded()
        #expect(child.frame.width == 200)
        wide.priority = .required
        #expect(wide.priority == .defaultHigh + 1)
        #expect(runtime.diagnostics.all.map(\.code) == ["autolayout.requiredPriorityChange"])
    }

    @Test func additionalSafeAreaInsetsReachTheGuide() {
        let content = UIView()
        let (_, controller) = makeScreen { root in
            _ = pinned(content, in: root)
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                content.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
                content.widthAnchor.constraint(equalToConstant: 10),
                content.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        #expect(content.frame.origin == CGPoint(x: 0, y: 20))
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 8, bottom: 0, right: 0)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(content.frame.origin == CGPoint(x: 8, y: 64))
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 8, bottom: 0, right: 0))
    }

    @Test func preferredFontsFollowTheTextStyles() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    }
}
