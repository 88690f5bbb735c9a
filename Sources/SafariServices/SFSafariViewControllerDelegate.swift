import HeadlessCore
import Foundation
@_spi(Headless) import UIKit

/// What a ``SFSafariViewController`` tells its delegate. Every method is optional, as on iOS.
@preconcurrency @MainActor
public protocol SFSafariViewControllerDelegate: NSObjectProtocol {
    /// The first load of the URL finished (`true`) or failed.
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
    /// The user tapped the dismiss button; the controller has been dismissed.
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    /// The initial load was redirected.
    func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL)
    /// The user chose to open the page in Safari.
    func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
    public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    public func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL) {}
    public func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController) {}
}
