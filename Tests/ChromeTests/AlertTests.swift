@_spi(Headless) import UIKit
@testable import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import Testing
import UIKitSnapshotTesting

/// Alerts and action sheets: presented over the presenter without its appearance callbacks,
/// dismissed by their actions before the handler runs.
@MainActor
@Suite(.freshRuntime) struct AlertTests {
    /// A left bar button presents an alert; its destructive action dismisses it, then runs
    /// the handler (the alert is gone by then); the presenter hears nothing.
    @Test func barButtonPresentsAnAlertWhoseHandlerRunsAfterDismissal() {
        let harness = LifecycleHarness()
        let inbox = InboxViewController()
        let navigation = UINavigationController(rootViewController: inbox)
        harness.show(navigation)
        inbox.log.removeAll()
        let start = harness.mark()
        harness.tap("Delete All")
        do {
            // Not kept past this block: the alert must be released once dismissed.
            let alert = inbox.presentedViewController as? UIAlertController
            #expect(alert != nil)
            #expect(alert?.actions.map { $0.title ?? "" } == ["Cancel", "Delete"])
            #expect(alert?.modalPresentationStyle == .custom)
        }
        #expect(harness.window?.tappableElementDescriptions == ["alert action \"Cancel\"", "alert action \"Delete\""])
        harness.tap("Delete")
        #expect(inbox.presentedViewController == nil)
        #expect(inbox.log == ["deleted, alert presented: false"])
        #expect(harness.failures.isEmpty, "\(harness.failures)")
        harness.trace(since: start)
            .filtered(.actions || .classNames(["InboxViewController", "UIAlertController", "UIAlertAction", "UIBarButtonItem"]))
            .expectGolden("alert-from-bar-button")
    }

    /// An action sheet on iPhone presents like an alert; `alert <title>` taps its action.
    @Test func actionSheetOnIPhone() {
        let harness = LifecycleHarness()
        let inbox = InboxViewController()
        harness.show(UINavigationController(rootViewController: inbox))
        var chosen: [String] = []
        let sheet = UIAlertController(title: nil, message: "Share this message", preferredStyle: .actionSheet)
        for title in ["Mail", "Messages"] {
            sheet.addAction(UIAlertAction(title: title, style: .default) { action in chosen.append(action.title ?? "") })
        }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        #expect(sheet.popoverPresentationController == nil)
        harness.allowLeak(sheet)
        let start = harness.mark()
        harness.perform("present sheet") { inbox.present(sheet, animated: true) }
        #expect(inbox.presentedViewController === sheet)
        harness.perform("alert Messages") {
            #expect(harness.window?.performAlertAction(title: "Messages") == nil)
        }
        #expect(chosen == ["Messages"])
        #expect(inbox.presentedViewController == nil)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
        harness.trace(since: start)
            .filtered(.actions || .classNames(["InboxViewController", "UIAlertController", "UIAlertAction"]))
            .expectGolden("action-sheet")
    }

    /// On iPad an action sheet is a popover: without a source it is refused and nothing is
    /// presented; with a source view it presents.
    @Test func actionSheetOnIPadNeedsAPopoverSource() {
        let runtime = HeadlessRuntime.current
        runtime.screen.use(.iPad)
        let presenter = UIViewController()
        let window = showInWindow(presenter)
        let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Mail", style: .default))
        presenter.present(sheet, animated: false)
        runtime.runLoop.runUntilIdle()
        #expect(presenter.presentedViewController == nil)
        let error = runtime.diagnostics.all.first { $0.code == .alertActionSheetNoSource }
        #expect(error?.message.contains("popoverPresentationController?.sourceView") == true)
        sheet.popoverPresentationController?.sourceView = presenter.view
        presenter.present(sheet, animated: false)
        runtime.runLoop.runUntilIdle()
        #expect(presenter.presentedViewController === sheet)
        #expect(sheet.popoverPresentationController?.sourceView === presenter.view)
        _ = window
    }

    /// Presenting a second alert while one is up is refused as UIKit refuses it; the first
    /// stays, and its actions still work. Tapping an action of an alert that is gone is refused.
    @Test func secondAlertAndStaleActionsAreRefused() {
        let harness = LifecycleHarness()
        let inbox = InboxViewController()
        harness.show(UINavigationController(rootViewController: inbox))
        harness.tap("Delete All")
        let first = inbox.presentedViewController as? UIAlertController
        if let first { harness.allowLeak(first) }
        let second = UIAlertController(title: "Again?", message: nil, preferredStyle: .alert)
        second.addAction(UIAlertAction(title: "OK", style: .default))
        harness.expectDiagnostics("presentation.alreadyPresenting") { inbox.present(second, animated: true) }
        #expect(inbox.presentedViewController === first)
        harness.tap("Cancel")
        #expect(inbox.log.last == "cancelled")
        let stale = first.flatMap { alert in alert.performAction(alert.actions[0]) }
        #expect(stale?.contains("is not on screen any more") == true)
        let message = harness.window?.performAlertAction(title: "Cancel")
        #expect(message?.contains("no alert or action sheet is on screen") == true)
        #expect(message?.contains("On screen:") == true)
        #expect(inbox.log.filter { $0 == "cancelled" }.count == 1)
    }

    /// The alert's API: actions in order, one cancel action, a preferred action that must be
    /// one of them.
    @Test func alertModel() {
        let runtime = HeadlessRuntime.current
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default)
        alert.addAction(ok)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Cancel again", style: .cancel))
        #expect(alert.actions.map(\.title) == ["OK", "Cancel"])
        alert.addAction(ok)
        #expect(alert.actions.count == 2)
        alert.preferredAction = ok
        #expect(alert.preferredAction === ok)
        alert.preferredAction = UIAlertAction(title: "Stray", style: .default)
        #expect(alert.preferredAction == nil)
        #expect(alert.title == "Title" && alert.message == "Message" && alert.preferredStyle == .alert)
        let codes = runtime.diagnostics.all.map(\.code)
        #expect(codes == [.alertSecondCancelAction, .alertActionReused, .alertPreferredActionNotAdded])
    }
}
