import Foundation
import Testing
@_spi(Headless) @testable import UIKit
@_spi(Headless) import UIKitTesting
import HeadlessCore

/// The classic button API: content per state with the normal state as the fallback, the
/// title and image views following the state, the size and layout of the content.
@MainActor
@Suite(.freshRuntime) struct ButtonStateTests {
    @Test func valuesPerStateFallBackToNormal() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.setTitle("Saving", for: .highlighted)
        button.setTitleColor(.red, for: .normal)
        button.setTitleColor(.green, for: .selected)
        #expect(button.titleColor(for: .disabled) == .red)
        #expect(button.currentTitleColor == .red)
        button.isSelected = true
        #expect(button.currentTitleColor == .green)
        #expect(button.currentTitle == "Save")
        button.isHighlighted = true
        #expect(button.title(for: .highlighted) == "Saving")

        let plain = UIButton(type: .system)
        plain.tintColor = .orange
        #expect(plain.currentTitleColor == .orange, "a system button's title is in its tint")
        #expect(UIButton(type: .custom).currentTitleColor == .white)
    }

    @Test func titleLabelAndImageViewFollowTheState() {
        let button = UIButton(type: .system)
        let star = UIImage(systemName: "star")
        let filled = UIImage(systemName: "star.fill")
        button.setTitle("Favourite", for: .normal)
        button.setImage(star, for: .normal)
        button.setImage(filled, for: .selected)
        #expect(button.subviews.isEmpty, "made only when asked for")
        let label = button.titleLabel
        #expect(label?.text == "Favourite")
        #expect(label?.superview === button)
        #expect(button.imageView?.image === star)
        button.isSelected = true
        #expect(button.imageView?.image === filled)
        #expect(button.currentImage === filled)
        button.setAttributedTitle(NSAttributedString(string: "Starred"), for: .selected)
        #expect(label?.attributedText?.string == "Starred")
        #expect(button.currentTitle == "Favourite")
    }

    @Test func sizeAndLayoutHonourImageInsetsAndAlignment() {
        let button = UIButton(type: .system)
        let image = UIImage(systemName: "star")
        button.setImage(image, for: .normal)
        let imageOnly = button.intrinsicContentSize
        #expect(imageOnly.width == (image?.size.width ?? -1))
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        #expect(button.intrinsicContentSize.width == imageOnly.width + 20)
        #expect(button.intrinsicContentSize.height == imageOnly.height + 8)

        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.contentHorizontalAlignment = .leading
        let imageView = button.imageView
        button.layoutIfNeeded()
        #expect(imageView?.frame.minX == 10)
        button.semanticContentAttribute = .forceRightToLeft
        #expect(button.effectiveContentHorizontalAlignment == .right)
    }

    /// A tap lands on the button even where its title label lies.
    @Test func tapsReachTheButtonThroughItsTitle() {
        let harness = launch {
            ScreenController { view in
                let button = UIButton(type: .system)
                button.frame = CGRect(x: 20, y: 200, width: 200, height: 44)
                button.setTitle("Continue", for: .normal)
                button.titleLabel?.font = .boldSystemFont(ofSize: 18)
                button.addAction(UIAction { _ in Journal.log("continue") }, for: .touchUpInside)
                view.addSubview(button)
            }
        }
        harness.act("tap Continue")
        #expect(Journal.entries == ["continue"])
    }

    @Test func titleColorThroughTheAppearanceProxy() {
        UIButton.appearance().setTitleColor(.purple, for: .normal)
        let styled = UIButton(type: .system)
        let own = UIButton(type: .system)
        own.setTitleColor(.black, for: .normal)
        let window = showInWindow(ScreenController { view in
            view.addSubview(styled)
            view.addSubview(own)
        })
        #expect(styled.titleColor(for: .normal) == .purple)
        #expect(own.titleColor(for: .normal) == .black)
        withExtendedLifetime(window) {}
    }
}
