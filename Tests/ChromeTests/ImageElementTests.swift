@_spi(Headless) import UIKit
@testable import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import Testing

/// Acting on what shows no text (issue 33 item 7, References §62.2): an image view a person can
/// act on (it has an interaction or a gesture recognizer), an image-only button and an
/// image-only bar button item are found by their accessibility label (the view's, else the
/// image's), by their image's name (a symbol's system name), or by position: `image <index>`
/// among the image elements on screen, `bar-item <index>` among the bar items, leading to
/// trailing, from 0.
@MainActor
@Suite(.freshRuntime) struct ImageElementTests {
    final class ShieldViewController: UIViewController, UIContextMenuInteractionDelegate {
        var log: [String] = []
        let shield = UIImageView(image: UIImage(systemName: "shield.fill"))
        let star = UIImageView(image: UIImage(systemName: "star"))
        let decoration = UIImageView(image: UIImage(systemName: "leaf"))
        let trash = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Shields"
            shield.frame = CGRect(x: 20, y: 120, width: 100, height: 100)
            shield.isUserInteractionEnabled = true
            shield.addInteraction(UIContextMenuInteraction(delegate: self))
            view.addSubview(shield)
            // Shown, but nothing to act on: not an element.
            decoration.frame = CGRect(x: 20, y: 240, width: 40, height: 40)
            view.addSubview(decoration)
            star.frame = CGRect(x: 140, y: 120, width: 100, height: 100)
            star.isUserInteractionEnabled = true
            let tap = UITapGestureRecognizer()
            tap.addHandler { [weak self] _ in self?.log.append("star tapped") }
            star.addGestureRecognizer(tap)
            view.addSubview(star)
            trash.setImage(UIImage(systemName: "trash"), for: .normal)
            trash.frame = CGRect(x: 20, y: 300, width: 44, height: 44)
            trash.addAction(UIAction { [weak self] _ in self?.log.append("trash") }, for: .touchUpInside)
            view.addSubview(trash)
            let add = UIBarButtonItem(image: UIImage(systemName: "plus"), primaryAction: UIAction { [weak self] _ in self?.log.append("add") })
            let gear = UIBarButtonItem(image: UIImage(systemName: "gear"), primaryAction: UIAction { [weak self] _ in self?.log.append("gear") })
            let edit = UIBarButtonItem(title: "Edit", primaryAction: UIAction { [weak self] _ in self?.log.append("edit") })
            navigationItem.leftBarButtonItem = edit
            // The first of the right items is the trailing one, as on iOS.
            navigationItem.rightBarButtonItems = [add, gear]
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
                UIMenu(children: [UIAction(title: "Protect") { _ in self?.log.append("protect") }])
            }
        }
    }

    private func show() -> (LifecycleHarness, ShieldViewController, UIWindow) {
        let harness = LifecycleHarness()
        let screen = ShieldViewController()
        harness.show(UINavigationController(rootViewController: screen))
        return (harness, screen, harness.window!)
    }

    @Test func anImageViewWithAnInteractionIsFoundByItsSymbolName() {
        let (harness, screen, window) = show()
        #expect(window.performContextMenu("shield.fill") == nil)
        #expect(window.tappableElementDescriptions == ["menu item \"Protect\""])
        harness.tap("Protect")
        #expect(screen.log == ["protect"])
        #expect(window.tapElement("star") == nil)
        #expect(screen.log == ["protect", "star tapped"])
        // An image view nothing can act on is not an element.
        let refusal = window.tapElement("leaf")
        #expect(refusal?.contains("nothing on screen shows \"leaf\"") == true, "\(refusal ?? "nil")")
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    @Test func theLabelOfTheViewOrItsImageNamesIt() {
        let (_, screen, window) = show()
        screen.shield.image?.accessibilityLabel = "Shield"
        #expect(window.performContextMenu("Shield") == nil)
        HeadlessRuntime.current.menuSession.close(reason: "test")
        screen.star.accessibilityLabel = "Favourite"
        #expect(window.tapElement("Favourite") == nil)
        #expect(screen.log == ["star tapped"])
        #expect(window.tappableElementDescriptions.contains("UIImageView#2 (label \"Favourite\")"))
    }

    @Test func imageOnlyButtonsAndBarItemsAreFoundByTheirImagesName() {
        let (_, screen, window) = show()
        #expect(window.tapElement("trash") == nil)
        #expect(window.tapElement("gear") == nil)
        #expect(window.tapElement("plus") == nil)
        #expect(screen.log == ["trash", "gear", "add"])
        #expect(window.tappableElementDescriptions.contains("bar button item (image \"gear\")"))
    }

    /// `bar-item <index>`: the bar items leading to trailing (the left items, then the right
    /// items from the last to the first); `image <index>`: the image elements in reading order.
    @Test func positionsReachWhatHasNoName() {
        let (_, screen, window) = show()
        #expect(window.tapElement("bar-item 0") == nil)
        #expect(window.tapElement("bar-item 1") == nil)
        #expect(window.tapElement("bar-item 2") == nil)
        #expect(screen.log == ["edit", "gear", "add"])
        #expect(window.performContextMenu("image 0") == nil)
        HeadlessRuntime.current.menuSession.close(reason: "test")
        #expect(window.tapElement("image 1") == nil)
        #expect(window.tapElement("image 2") == nil)
        #expect(screen.log == ["edit", "gear", "add", "star tapped", "trash"])
        let beyond = window.tapElement("bar-item 3")
        #expect(beyond?.contains("3 bar button items are on screen (bar-item 0 to bar-item 2)") == true, "\(beyond ?? "nil")")
        screen.star.isHidden = true
        #expect(window.tapElement("image 1") == nil)
        #expect(screen.log.last == "trash")
    }
}
