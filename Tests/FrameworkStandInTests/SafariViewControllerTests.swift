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

    /// An opener shown on a new harness, then presenting a Safari controller for `url`, of which
    /// it is the delegate.
    private func openSafari(_ url: String, animated: Bool) -> (LifecycleHarness, Opener) {
        _ = HeadlessRuntime.current
        let harness = LifecycleHarness()
        let opener = Opener()
        harness.show(opener)
        harness.perform {
            let safari = SFSafariViewController(url: URL(string: url)!)
            safari.delegate = opener
            opener.present(safari, animated: animated)
        }
        return (harness, opener)
    }

    @Test func presentingLoadsAndDoneDismissesThenTellsTheDelegate() {
        let (harness, opener) = openSafari("https://www.swift.org", animated: true)
        #expect(opener.presentedViewController is SFSafariViewController)
        #expect(opener.events == ["loaded true"])
        harness.tap("Done")
        #expect(opener.presentedViewController == nil)
        #expect(opener.events == ["loaded true", "finished, presented: false"])
        harness.verify()
    }

    @Test func aURLSafariCannotShowFailsItsInitialLoad() {
        let (harness, opener) = openSafari("mailto:someone@example.com", animated: false)
        #expect(opener.events == ["loaded false"])
        harness.perform { opener.dismiss(animated: false) }
        harness.verify()
    }
}
