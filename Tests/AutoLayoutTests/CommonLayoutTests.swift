@_spi(Headless) import UIKit
import HeadlessCore
import Foundation
import Testing
import UIKitTesting

/// Golden frames for the common layouts.
@MainActor
@Suite(.freshRuntime) struct CommonLayoutTests {
    @Test func edgesPinnedToTheSafeAreaWithMargins() {
        let content = UIView()
        let (_, controller) = makeScreen(.iPhone15) { root in
            _ = pinned(content, in: root)
            let guide = root.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
                content.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
                guide.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: 16),
                guide.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: 8),
            ])
        }
        #expect(frames(controller.view, content) == """
            frame=(0 0; 393 852) safeArea={59, 0, 34, 0}
            frame=(16 67; 361 743) autolayout
            """)
    }

    @Test func marginsGuideOfARootView() {
        let content = UIView()
        let (_, controller) = makeScreen(.iPhoneSE) { root in
            _ = pinned(content, in: root)
            let guide = root.layoutMarginsGuide
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: guide.topAnchor),
                content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                content.heightAnchor.constraint(equalToConstant: 44),
            ])
        }
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
        #expect(frames(content) == "frame=(16 20; 343 44) autolayout")
    }

    @Test func centredFixedSizeView() {
        let box = UIView()
        _ = makeScreen { root in
            _ = pinned(box, in: root)
            NSLayoutConstraint.activate([
                box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                box.widthAnchor.constraint(equalToConstant: 120),
                box.heightAnchor.constraint(equalToConstant: 80),
            ])
        }
        #expect(frames(box) == "frame=(127.5 293.5; 120 80) autolayout")
        #expect(!box.hasAmbiguousLayout)
    }

    @Test func equalWidthSiblings() {
        let left = UIView(), right = UIView()
        _ = makeScreen { root in
            _ = pinned(left, in: root)
            _ = pinned(right, in: root)
            NSLayoutConstraint.activate([
                left.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 10),
                right.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                left.widthAnchor.constraint(equalTo: right.widthAnchor),
                left.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                right.topAnchor.constraint(equalTo: left.topAnchor),
                left.heightAnchor.constraint(equalToConstant: 50),
                right.heightAnchor.constraint(equalTo: left.heightAnchor, multiplier: 2),
            ])
        }
        #expect(frames(left, right) == """
            frame=(20 100; 162.5 50) autolayout
            frame=(192.5 100; 162.5 100) autolayout
            """)
    }

    @Test func verticalStackOfLabels() {
        let stack = UIStackView()
        let labels = ["Title", "A somewhat longer subtitle", "Body"].map { text -> UILabel in
            let label = UILabel()
            label.text = text
            return label
        }
        _ = makeScreen { root in
            _ = pinned(stack, in: root)
            stack.axis = .vertical
            stack.spacing = 8
            stack.alignment = .leading
            labels.forEach(stack.addArrangedSubview)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                stack.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 10),
            ])
        }
        // Label sizes by TextMetrics: "Title" is 1,889 thousandths of an em, 32.1 points at
        // 17 points, rounded up to 32.5 at scale 2; a line is 20.23 points, 20.5 rounded.
        #expect(frames(stack, labels[0], labels[1], labels[2]) == """
            frame=(16 30; 204.5 77.5) autolayout
            frame=(0 0; 32.5 20.5) autolayout text="Title"
            frame=(0 28.5; 204.5 20.5) autolayout text="A somewhat longer subtitle"
            frame=(0 57; 39 20.5) autolayout text="Body"
            """)
    }

    @Test func priorityBreaksTies() {
        let box = UIView()
        _ = makeScreen { root in
            _ = pinned(box, in: root)
            let wide = box.widthAnchor.constraint(equalToConstant: 300)
            wide.priority = .defaultLow
            let narrow = box.widthAnchor.constraint(equalToConstant: 100)
            narrow.priority = .defaultHigh
            NSLayoutConstraint.activate([
                wide, narrow,
                box.heightAnchor.constraint(equalToConstant: 10),
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor),
            ])
        }
        #expect(frames(box) == "frame=(0 0; 100 10) safeArea={10, 0, 0, 0} autolayout")
    }

    @Test func constraintToggledAtRunTime() {
        let box = UIView()
        var short: NSLayoutConstraint!
        var tall: NSLayoutConstraint!
        _ = makeScreen { root in
            _ = pinned(box, in: root)
            short = box.heightAnchor.constraint(equalToConstant: 40)
            tall = box.heightAnchor.constraint(equalToConstant: 200)
            NSLayoutConstraint.activate([
                short,
                box.widthAnchor.constraint(equalToConstant: 50),
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor),
            ])
        }
        #expect(box.frame.height == 40)
        short.isActive = false
        tall.isActive = true
        #expect(box.frame.height == 40, "frames change in the layout pass, not at once")
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(box.frame.height == 200)
        tall.constant = 120
        box.superview!.layoutIfNeeded()
        #expect(box.frame.height == 120)
    }
}
