@_spi(Headless) import UIKit
import UIKitTesting
import HeadlessCore
import Foundation
import Testing

/// Text measurement without fonts, the test kit's device models and layout dump, and
/// autoresizing masks.
@MainActor
@Suite(.freshRuntime) struct TextAndKitTests {
    @Test func fontMetrics() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(number(font.lineHeight) == "20.23")
        #expect(number(font.ascender) == "16.184")
        #expect(number(font.descender) == "-4.046")
        #expect(UIFont.boldSystemFont(ofSize: 20).pointSize == 20)
    }

    @Test func labelSizesLinesAndWrapping() {
        _ = HeadlessRuntime.current   // the iPhone SE screen, scale 2
        let label = UILabel()
        label.text = "The quick brown fox jumps over the lazy dog"
        // One line: 19,786 thousandths of an em at 17 points, 336.36 points, rounded up to pixels.
        #expect(label.intrinsicContentSize == CGSize(width: 336.5, height: 20.5))
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 150
        // Breaks at spaces: "The quick brown", "fox jumps over the" (138.89 points), "lazy dog".
        #expect(label.intrinsicContentSize == CGSize(width: 139, height: 61))
        label.numberOfLines = 2
        #expect(label.intrinsicContentSize == CGSize(width: 139, height: 40.5))
        label.text = "Supercalifragilisticexpialidocious"
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 100
        // A word wider than the line breaks between characters.
        #expect(label.intrinsicContentSize.height == 61)
        label.text = "line one\nline two"
        label.preferredMaxLayoutWidth = 0
        #expect(label.intrinsicContentSize.height == 40.5)
        label.font = .boldSystemFont(ofSize: 17)
        label.text = "Bold"
        // 2,000 units, 34 points, 6 % wider in bold: 36.06, rounded up to 36.5.
        #expect(label.intrinsicContentSize == CGSize(width: 36.5, height: 20.5))
    }

    @Test func multilineLabelWrapsAtTheWidthItGets() {
        let label = UILabel()
        _ = makeScreen { root in
            label.text = "The quick brown fox jumps over the lazy dog"
            label.numberOfLines = 0
            _ = pinned(label, in: root)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                label.widthAnchor.constraint(equalToConstant: 150),
            ])
        }
        #expect(label.frame == CGRect(x: 20, y: 20, width: 150, height: 61))
    }

    @Test func harnessOnADeviceModelPrintsTheLayout() {
        let harness = LifecycleHarness(device: "iphone-15")
        let controller = UIViewController()
        let title = UILabel()
        title.text = "Hello"
        title.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(title)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            title.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
        ])
        harness.show(controller)
        #expect(harness.layoutDescription() == """
            UIWindow#1 frame=(0 0; 393 852) safeArea={59, 0, 34, 0}
              UIView#1 frame=(0 0; 393 852) safeArea={59, 0, 34, 0}
                UILabel#1 frame=(177 59; 39 20.333) autolayout text="Hello"
                  | UILabel#1.top == UIView#1.safeAreaLayoutGuide.top
                  | UILabel#1.centerX == UIView#1.centerX
                  | intrinsic 39x20.333
            """)
    }

    @Test func autoresizingMasksWithoutAndWithTheEngine() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let stretchy = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
        stretchy.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let pinnedRight = UIView(frame: CGRect(x: 150, y: 50, width: 40, height: 40))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        container.addSubview(stretchy)
        container.addSubview(pinnedRight)
        // No constraint anywhere: springs and struts apply directly.
        container.frame.size = CGSize(width: 300, height: 100)
        #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 280, height: 20))
        #expect(pinnedRight.frame == CGRect(x: 250, y: 50, width: 40, height: 40))
        // With a constrained sibling the masks become constraints, with the same result.
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        NSLayoutConstraint.activate([
            box.trailingAnchor.constraint(equalTo: stretchy.trailingAnchor),
            box.topAnchor.constraint(equalTo: stretchy.bottomAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 280, y: 30, width: 10, height: 10))
        container.frame.size = CGSize(width: 400, height: 100)
        container.layoutIfNeeded()
        #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 380, height: 20))
        #expect(pinnedRight.frame == CGRect(x: 350, y: 50, width: 40, height: 40))
        #expect(box.frame == CGRect(x: 380, y: 30, width: 10, height: 10))
    }

    @Test func readableAndKeyboardGuides() {
        let text = UIView(), accessory = UIView()
        let (_, controller) = makeScreen(.iPad) { root in
            _ = pinned(text, in: root)
            _ = pinned(accessory, in: root)
            NSLayoutConstraint.activate([
                text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
                text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
                text.topAnchor.constraint(equalTo: root.readableContentGuide.topAnchor),
                text.heightAnchor.constraint(equalToConstant: 100),
                accessory.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
                accessory.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                accessory.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                accessory.heightAnchor.constraint(equalToConstant: 44),
            ])
        }
        #expect(frames(text, accessory) == """
            frame=(74 24; 672 100) autolayout
            frame=(0 1116; 820 44) autolayout
            """)
        #expect(controller.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 1160, width: 820, height: 20))
    }
}
