import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One navigation of a web view, as its delegate sees it.
open class WKNavigation: NSObject {}

/// Why a navigation started.
public enum WKNavigationType: Int, Sendable {
    case linkActivated, formSubmitted, backForward, reload, formResubmitted
    case other = -1
}

/// Whether the navigation delegate lets a navigation go ahead.
public enum WKNavigationActionPolicy: Int, Sendable {
    case cancel, allow, download
}

/// A navigation about to happen: its request and cause.
open class WKNavigationAction: NSObject {
    open var request: URLRequest { storedRequest }
    open var navigationType: WKNavigationType { storedType }
    private let storedRequest: URLRequest
    private let storedType: WKNavigationType

    init(request: URLRequest, navigationType: WKNavigationType) {
        storedRequest = request
        storedType = navigationType
    }
}

/// How a web view is set up; headless, it is kept and not acted on.
open class WKWebViewConfiguration: NSObject {
    open var allowsInlineMediaPlayback = false
    open var suppressesIncrementalRendering = false
    public override init() { super.init() }
}
