import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// Issue 13 (References §22): right-to-left layout. Leading and trailing edges, directional
/// margins and stack views follow the language's direction and the views' semantic content
/// attributes.
@MainActor
@Suite(.freshRuntime) struct RightToLeftFidelityTests {
    final class Block: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: 50, height: 20) }
    }

    /// Shows a screen whose root view holds `build`'s views, and settles.
    private func show(rightToLeft: Bool, _ build: (UIView) -> Void) -> LifecycleHarness {
        let harness = LifecycleHarness()
        if rightToLeft { harness.userInterfaceLayoutDirection = .rightToLeft }
        let controller = UIViewController()
        harness.show(controller)
        harness.perform("build") { build(controller.view) }
        return harness
    }

    private func leadingBox(in root: UIView) -> UIView {
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 40),
        ])
        return box
    }

    @Test func directionForEachAttribute() {
        let runtime = HeadlessRuntime.current
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        runtime.userInterfaceLayoutDirection = .rightToLeft
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight) == .rightToLeft)
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func leadingIsTheRightEdgeInARightToLeftLanguage() {
        var box: UIView!
        _ = show(rightToLeft: true) { box = leadingBox(in: $0) }
        #expect(box.frame == CGRect(x: 255, y: 100, width: 100, height: 40))
        #expect(box.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func leadingIsTheLeftEdgeInALeftToRightLanguage() {
        var box: UIView!
        _ = show(rightToLeft: false) { box = leadingBox(in: $0) }
        #expect(box.frame == CGRect(x: 20, y: 100, width: 100, height: 40))
    }

    @Test func aForcedAttributeFlipsTheSubtreeAndChangingItRelaysOut() {
        var container: UIView!
        var box: UIView!
        let harness = show(rightToLeft: false) { root in
            container = UIView(frame: root.bounds)
            container.semanticContentAttribute = .forceRightToLeft
            root.addSubview(container)
            box = leadingBox(in: container)
        }
        #expect(box.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(box.frame.minX == 255)
        harness.perform("force left to right") { container.semanticContentAttribute = .forceLeftToRight }
        #expect(box.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(box.frame.minX == 20)
    }

    @Test func directionalMarginsFollowTheDirection() {
        var view: UIView!
        _ = show(rightToLeft: true) { root in
            view = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
            root.addSubview(view)
            view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 30, bottom: 2, trailing: 5)
        }
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 5, bottom: 2, right: 30))
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 30, bottom: 2, trailing: 5))
    }

    @Test func aHorizontalStackRunsFromTheRight() {
        var blocks: [UIView] = []
        _ = show(rightToLeft: true) { root in
            blocks = [Block(), Block(), Block()]
            let stack = UIStackView(arrangedSubviews: blocks)
            stack.spacing = 10
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            ])
        }
        // Frames are in the stack (170 wide): the first block sits at its right end.
        #expect(blocks.map(\.frame.minX) == [120, 60, 0].map { CGFloat($0) })
    }
}
