import Foundation
import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
@_spi(Headless) import SafariServices

/// The SafariServices stand-in: presented like any controller, loads in virtual time, and
/// "Done" dismisses it before telling the delegate.
@MainActor
@Suite(.freshRuntime) struct SafariViewControllerTests {
    final class Opener: UIViewController, SFSafariViewControllerDelegate {
        var events: [String] = []
        func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {
            events.append("loaded \(didLoadSuccessfully)")
        }
        func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
            events.append("finished, presented: \(presentedViewController != nil)")
        }
    }

    @Test func presentingLoadsAndDoneDismissesThenTellsTheDelegate() {
        _ = HeadlessRuntime.current
        let harness = LifecycleHarness()
        let opener = Opener()
        harness.show(opener)
        harness.perform {
            let safari = SFSafariViewController(url: URL(string: "https://www.swift.org")!)
            safari.delegate = opener
            opener.present(safari, animated: true)
        }
        #expect(opener.presentedViewController is SFSafariViewController)
        #expect(opener.events == ["loaded true"])
        harness.tap("Done")
        #expect(opener.presentedViewController == nil)
        #expect(opener.events == ["loaded true", "finished, presented: false"])
        harness.verify()
    }

    @Test func aURLSafariCannotShowFailsItsInitialLoad() {
        _ = HeadlessRuntime.current
        let harness = LifecycleHarness()
        let opener = Opener()
        harness.show(opener)
        harness.perform {
            let safari = SFSafariViewController(url: URL(string: "mailto:someone@example.com")!)
            safari.delegate = opener
            opener.present(safari, animated: false)
        }
        #expect(opener.events == ["loaded false"])
        harness.perform { opener.dismiss(animated: false) }
        harness.verify()
    }
}
