@_spi(Headless) import UIKit
@testable import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import Testing
import UIKitSnapshotTesting

/// The navigation bar as a view of the navigation controller, its items, the back button's
/// title, and the safe area it gives the content.
@MainActor
@Suite(.freshRuntime) struct NavigationBarTests {
    /// A pushed controller's item is on top; the back button shows the previous title.
    @Test func pushedControllersItemAndBackButtonTitle() {
        let harness = LifecycleHarness()
        let inbox = InboxViewController()
        let navigation = UINavigationController(rootViewController: inbox)
        harness.show(navigation)
        var text = "== root\n" + describeBar(of: navigation)
        harness.tap("Open Message")
        text += "\n== pushed\n" + describeBar(of: navigation)
        let root = inbox.navigationItem
        root.backButtonTitle = "Mail"
        text += "\n== backButtonTitle \"Mail\"\n" + describeBar(of: navigation)
        root.backButtonTitle = nil
        root.backBarButtonItem = UIBarButtonItem(title: "Letters", style: .plain, target: nil, action: nil)
        text += "\n== backBarButtonItem \"Letters\"\n" + describeBar(of: navigation)
        root.backButtonDisplayMode = .minimal
        text += "\n== backButtonDisplayMode .minimal\n" + describeBar(of: navigation)
        root.backButtonDisplayMode = .generic
        text += "\n== backButtonDisplayMode .generic\n" + describeBar(of: navigation)
        root.backButtonDisplayMode = .default
        root.backBarButtonItem = nil
        inbox.title = nil
        text += "\n== no title\n" + describeBar(of: navigation)
        inbox.title = "Inbox"
        harness.tap("Inbox")
        text += "\n== tap \"Inbox\" (the back button)\n" + describeBar(of: navigation)
        #expect(navigation.viewControllers.count == 1)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
        #expect(expectGolden(text, named: "pushed-navigation-item.txt"))
    }

    /// The bar is a subview in front of the content: 44 points under the status bar, 96
    /// with large titles; the content's safe area starts below it.
    @Test func barIsASubviewThatFeedsTheSafeArea() {
        let runtime = HeadlessRuntime.current
        runtime.screen.use(.iPhone15)
        let content = PinnedViewController()
        let navigation = UINavigationController(rootViewController: content)
        let window = showInWindow(navigation)
        #expect(navigation.navigationBar.superview === navigation.view)
        #expect(navigation.view.subviews.last === navigation.navigationBar)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(content.content.frame == CGRect(x: 0, y: 103, width: 393, height: 715))
        navigation.navigationBar.prefersLargeTitles = true
        runtime.runLoop.runUntilIdle()
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(content.view.safeAreaInsets.top == 155)
        content.navigationItem.largeTitleDisplayMode = .never
        navigation.navigationBar.prefersLargeTitles = false
        navigation.navigationBar.prefersLargeTitles = true
        runtime.runLoop.runUntilIdle()
        #expect(content.view.safeAreaInsets.top == 103)
        _ = window
    }

    /// Hiding the bar lays the content out again: its safe area loses the bar, with
    /// viewSafeAreaInsetsDidChange() and viewDidLayoutSubviews(); showing it brings it back.
    @Test func hidingTheNavigationBarRelaysOutTheContent() {
        let harness = LifecycleHarness()
        let content = PinnedViewController()
        let navigation = UINavigationController(rootViewController: content)
        harness.show(navigation)
        content.callbacks.removeAll()
        let start = harness.mark()
        harness.perform("hide the bar") { navigation.setNavigationBarHidden(true, animated: false) }
        var text = "== setNavigationBarHidden(true)\n" + content.callbacks.joined(separator: "\n")
        text += "\nsafe area \(describe(content.view.safeAreaInsets)) bar hidden \(navigation.navigationBar.isHidden)"
        content.callbacks.removeAll()
        harness.perform("show the bar") { navigation.isNavigationBarHidden = false }
        text += "\n== isNavigationBarHidden = false\n" + content.callbacks.joined(separator: "\n")
        text += "\nsafe area \(describe(content.view.safeAreaInsets)) bar hidden \(navigation.navigationBar.isHidden)"
        harness.perform("hide the bar itself") { navigation.navigationBar.isHidden = true }
        #expect(navigation.isNavigationBarHidden)
        #expect(content.view.safeAreaInsets.top == 20)
        harness.perform("show it again") { navigation.setNavigationBarHidden(false, animated: true) }
        #expect(content.view.safeAreaInsets.top == 64)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
        #expect(expectGolden(text, named: "hide-navigation-bar.txt"))
        harness.trace(since: start).filtered(.actions || .classes(PinnedViewController.self))
            .expectGolden("hide-navigation-bar")
    }

    /// The toolbar shows the top controller's items once shown, and takes its height from
    /// the bottom of the safe area.
    @Test func toolbarShowsTheTopControllersItems() {
        let runtime = HeadlessRuntime.current
        let content = PinnedViewController()
        var log: [String] = []
        content.toolbarItems = [.flexibleSpace(), UIBarButtonItem(title: "Archive", primaryAction: UIAction { _ in log.append("archive") })]
        let navigation = UINavigationController(rootViewController: content)
        let window = showInWindow(navigation)
        #expect(navigation.isToolbarHidden)
        #expect(window.tapElement("Archive")?.contains("nothing on screen shows \"Archive\"") == true)
        navigation.setToolbarHidden(false, animated: false)
        runtime.runLoop.runUntilIdle()
        #expect(navigation.toolbar.items?.count == 2)
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 623, width: 375, height: 44))
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 44, right: 0))
        #expect(window.tapElement("Archive") == nil)
        #expect(log == ["archive"])
    }

    /// The edit button toggles editing and its own title.
    @Test func editButtonItemTogglesEditing() {
        let harness = LifecycleHarness()
        let navigation = UINavigationController(rootViewController: InboxViewController())
        harness.show(navigation)
        harness.tap("Open Message")
        let message = navigation.topViewController!
        #expect(message.editButtonItem.title == "Edit")
        harness.tap("Edit")
        #expect(message.isEditing)
        #expect(message.editButtonItem.title == "Done")
        #expect(message.editButtonItem.style == .done)
        harness.tap("Done")
        #expect(!message.isEditing)
        #expect(message.editButtonItem.title == "Edit")
        #expect(harness.trace.lines(.seed).contains("-[MessageViewController setEditing:animated:] true, true")
                || harness.trace.callbacks(of: "MessageViewController#1").contains { $0.hasPrefix("setEditing") })
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    /// Bar button items: target/action through the responder machinery, system items'
    /// labels, and the tap refusals.
    @Test func barButtonItemsSendTheirActionsAndRefuseWhatAPersonCouldNotTap() {
        let runtime = HeadlessRuntime.current
        let inbox = InboxViewController()
        let navigation = UINavigationController(rootViewController: inbox)
        let window = showInWindow(navigation)
        #expect(window.tapElement("Add") == nil)
        #expect(inbox.log.last == "compose from UIBarButtonItem")
        let add = inbox.navigationItem.rightBarButtonItem!
        add.isEnabled = false
        let disabled = window.tapElement("Add")
        #expect(disabled?.contains("is disabled (isEnabled is false)") == true)
        add.isEnabled = true
        let inert = UIBarButtonItem(title: "Inert", style: .plain, target: nil, action: nil)
        inbox.navigationItem.rightBarButtonItems = [add, inert]
        let count = inbox.log.count
        let noAction = window.tapElement("Inert")
        #expect(noAction?.contains("has no primaryAction, action or menu") == true)
        #expect(runtime.diagnostics.all.contains { $0.code == .barButtonItemNoAction })
        navigation.setNavigationBarHidden(true, animated: false)
        runtime.runLoop.runUntilIdle()
        let hidden = window.tapElement("Add")
        #expect(hidden?.contains("nothing on screen shows \"Add\"") == true)
        #expect(hidden?.contains("hidden") == true)
        #expect(inbox.log.count == count)
    }
}
