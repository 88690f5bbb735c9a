@_spi(Headless) import UIKit
@testable import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import Testing
import UIKitSnapshotTesting

/// A photo screen: a Sort button whose tap shows a menu, a bar item with a menu, and a photo
/// view with a context menu whose preview pushes a detail screen.
final class PhotosViewController: UIViewController, UIContextMenuInteractionDelegate {
    var log: [String] = []
    let sort = UIButton(type: .system)
    let photo = UILabel()
    var offersMenu = true

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        sort.setTitle("Sort", for: .normal)
        sort.frame = CGRect(x: 20, y: 120, width: 80, height: 44)
        sort.showsMenuAsPrimaryAction = true
        sort.addAction(UIAction { [weak self] _ in self?.log.append("menuActionTriggered") }, for: .menuActionTriggered)
        let record: UIActionHandler = { [weak self] action in
            self?.log.append("picked \(action.title) from \(action.sender.map { String(describing: type(of: $0)) } ?? "nil")")
        }
        sort.menu = UIMenu(title: "Sort by", children: [
            UIMenu(options: .displayInline, children: [
                UIAction(title: "Name", handler: record),
                UIAction(title: "Date", handler: record),
            ]),
            UIAction(title: "Size", attributes: .disabled, handler: record),
            UIAction(title: "Secret", attributes: .hidden, handler: record),
            UIMenu(title: "More", children: [UIAction(title: "Kind", handler: record)]),
            UIDeferredMenuElement { completion in completion([UIAction(title: "Recent", handler: record)]) },
        ])
        view.addSubview(sort)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Share", menu: UIMenu(children: [
            UIAction(title: "Copy Link", handler: record),
        ]))
        photo.text = "Sunset"
        photo.frame = CGRect(x: 20, y: 200, width: 200, height: 40)
        photo.isUserInteractionEnabled = true
        photo.addInteraction(UIContextMenuInteraction(delegate: self))
        view.addSubview(photo)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard offersMenu else { return nil }
        return UIContextMenuConfiguration(identifier: "sunset" as NSString, previewProvider: {
            let detail = UIViewController()
            detail.title = "Sunset detail"
            return detail
        }, actionProvider: { [weak self] _ in
            UIMenu(children: [UIAction(title: "Favorite") { _ in self?.log.append("favorite") }])
        })
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("willDisplay")
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("willEnd")
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating) {
        log.append("willPerformPreviewAction")
        animator.addCompletion { [weak self] in
            guard let preview = animator.previewViewController else { return }
            self?.log.append("pushing \(preview.title ?? "")")
            self?.navigationController?.pushViewController(preview, animated: false)
        }
    }
}

/// Menus: a button's menu shown by a tap, picked by title; submenus, inline groups, hidden,
/// disabled and deferred elements; a bar button item's menu; a context menu and its delegate.
@MainActor
@Suite(.freshRuntime) struct MenuTests {
    private func show() -> (LifecycleHarness, PhotosViewController, UINavigationController) {
        let harness = LifecycleHarness()
        let photos = PhotosViewController()
        let navigation = UINavigationController(rootViewController: photos)
        harness.show(navigation)
        return (harness, photos, navigation)
    }

    @Test func buttonMenuOpensOnTapAndRunsThePickedAction() {
        let (harness, photos, _) = show()
        harness.tap("Sort")
        #expect(photos.log == ["menuActionTriggered"])
        #expect(harness.window?.tappableElementDescriptions == [
            "menu item \"Name\"", "menu item \"Date\"", "submenu \"More\"", "menu item \"Recent\"",
        ])
        harness.tap("Name")
        #expect(photos.log == ["menuActionTriggered", "picked Name from UIButton"])
        #expect(HeadlessRuntime.current.menuSession.open == nil)
        #expect(harness.window?.tappableElementDescriptions.contains { $0.hasSuffix("\"Sort\"") } == true)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    @Test func submenusDeferredAndDisabledItems() {
        let (harness, photos, _) = show()
        harness.tap("Sort")
        harness.perform("tap Size") {
            let refusal = harness.window?.tapElement("Size")
            #expect(refusal?.contains("menu item \"Size\" is disabled") == true, "\(refusal ?? "nil")")
        }
        harness.tap("More")
        #expect(harness.window?.tappableElementDescriptions == ["menu item \"Kind\""])
        harness.tap("Kind")
        harness.tap("Sort")
        harness.tap("Recent")
        #expect(photos.log == ["menuActionTriggered", "picked Kind from UIButton", "menuActionTriggered", "picked Recent from UIButton"])
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    /// A deferred element whose provider answers later shows "Loading…" until it does.
    @Test func deferredElementLoadsLater() {
        let harness = LifecycleHarness()
        let screen = UIViewController()
        var pending: (([UIMenuElement]) -> Void)?
        let button = UIButton(type: .system)
        button.setTitle("Tags", for: .normal)
        button.frame = CGRect(x: 0, y: 100, width: 100, height: 44)
        button.showsMenuAsPrimaryAction = true
        button.menu = UIMenu(children: [UIDeferredMenuElement { completion in pending = completion }])
        screen.view.addSubview(button)
        harness.show(screen)
        harness.tap("Tags")
        #expect(harness.window?.tappableElementDescriptions == ["menu item \"Loading…\""])
        pending?([UIAction(title: "Work") { _ in }])
        #expect(harness.window?.tappableElementDescriptions == ["menu item \"Work\""])
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    @Test func barButtonItemMenu() {
        let (harness, photos, _) = show()
        harness.tap("Share")
        #expect(harness.window?.tappableElementDescriptions == ["menu item \"Copy Link\""])
        harness.tap("Copy Link")
        #expect(photos.log == ["picked Copy Link from UIBarButtonItem"])
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    /// Touch and hold: configuration, willDisplay; picking an action closes the menu
    /// (willEnd) and then runs the handler.
    @Test func contextMenuActionAfterWillEnd() {
        let (harness, photos, _) = show()
        let start = harness.mark()
        harness.perform("context-menu Sunset") { #expect(harness.window?.performContextMenu("Sunset") == nil) }
        #expect(photos.log == ["willDisplay"])
        harness.tap("Favorite")
        #expect(photos.log == ["willDisplay", "willEnd", "favorite"])
        #expect(harness.failures.isEmpty, "\(harness.failures)")
        harness.trace(since: start)
            .filtered(.actions || .classNames(["PhotosViewController", "UIAction"]))
            .expectGolden("context-menu-action")
    }

    /// Tapping the preview: willPerformPreviewAction, willEnd, then the animator's completion
    /// pushes the previewed controller.
    @Test func contextMenuPreviewCommit() {
        let (harness, photos, navigation) = show()
        harness.perform("context-menu Sunset") { #expect(harness.window?.performContextMenu("Sunset") == nil) }
        harness.perform("preview") { #expect(HeadlessRuntime.current.menuSession.commitPreview() == nil) }
        #expect(photos.log == ["willDisplay", "willPerformPreviewAction", "willEnd", "pushing Sunset detail"])
        #expect(navigation.topViewController?.title == "Sunset detail")
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    /// A delegate that returns no configuration shows no menu, with a message.
    @Test func nilConfigurationShowsNothing() {
        let (harness, photos, _) = show()
        photos.offersMenu = false
        harness.perform("context-menu Sunset") {
            let refusal = harness.window?.performContextMenu("Sunset")
            #expect(refusal?.contains("returned nil, so no menu shows") == true)
        }
        #expect(HeadlessRuntime.current.menuSession.open == nil)
        #expect(photos.log.isEmpty)
    }
}
