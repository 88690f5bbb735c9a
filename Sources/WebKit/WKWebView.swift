import HeadlessCore
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(Headless) import UIKit

/// A headless stand-in for WebKit's web view: a view whose loads run the navigation
/// delegate's callbacks in virtual time, without fetching or rendering anything.
///
/// A load asks `webView(_:decidePolicyFor:decisionHandler:)` on the next turn of the run
/// loop. Allowed, it calls `didStartProvisionalNavigation`, then `didCommit` 0.1 s later
/// (virtual), then sets `url` and `title` and calls `didFinish` 0.1 s after that. A URL that
/// is not http, https, file, about or data fails provisionally with `URLError(.unsupportedURL)`,
/// as iOS fails it. `loadHTMLString(_:baseURL:)` takes the title from the page's `<title>`.
/// `goBack()`, `goForward()` and `reload()` navigate the history the same way. JavaScript is not
/// run: `evaluateJavaScript` reports `webView.javaScript.unsupported` and completes with an error.
open class WKWebView: UIView {
    /// The object told about navigations.
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    /// The configuration given at creation.
    public let configuration: WKWebViewConfiguration
    /// The URL of the page shown.
    open private(set) var url: URL?
    /// The title of the page shown.
    open private(set) var title: String?
    /// Whether a navigation is under way.
    open private(set) var isLoading = false
    /// How far the current navigation is, from 0 to 1.
    open private(set) var estimatedProgress: Double = 0
    /// Whether back and forward navigation is allowed by swiping (kept, not acted on).
    open var allowsBackForwardNavigationGestures = false

    private var backList: [URLRequest] = []
    private var forwardList: [URLRequest] = []
    private var current: URLRequest?
    private var timers: [TimerHandle] = []

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    public required init?(coder: NSCoder) {
        configuration = WKWebViewConfiguration()
        super.init(coder: coder)
    }

    open var canGoBack: Bool { !backList.isEmpty }
    open var canGoForward: Bool { !forwardList.isEmpty }

    /// Loads a request.
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        navigate(to: request, type: .other, title: nil, history: .push)
    }

    /// Shows an HTML string; the title is the page's `<title>`.
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        let request = URLRequest(url: baseURL ?? URL(string: "about:blank")!)
        return navigate(to: request, type: .other, title: Self.title(ofHTML: string), history: .push)
    }

    /// Loads a local HTML file, which the page may read beside `readAccessURL` (a file or a
    /// folder holding it). The title is the file's `<title>` (read from its first 64 KB). A URL
    /// that is not a file URL, or a file outside `readAccessURL`, is refused with
    /// `webView.fileURL.invalid` and loads nothing (iOS raises for the former).
    @discardableResult
    open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        let file = URL.standardizedFileURL.path
        let access = readAccessURL.standardizedFileURL.path
        guard URL.isFileURL, readAccessURL.isFileURL, file == access || file.hasPrefix(access.hasSuffix("/") ? access : access + "/") else {
            HeadlessRuntime.current.report(Diagnostic(.error, code: .webViewFileURLInvalid,
                message: "\(traceName).loadFileURL(\(URL.absoluteString), allowingReadAccessTo: \(readAccessURL.absoluteString)): both must be file URLs and the file inside the read-access URL. Nothing was loaded."))
            return nil
        }
        var title: String?
        if let handle = FileHandle(forReadingAtPath: file) {
            let head = handle.readData(ofLength: 65_536)
            try? handle.close()
            title = Self.title(ofHTML: String(decoding: head, as: UTF8.self))
        }
        return navigate(to: URLRequest(url: URL), type: .other, title: title, history: .push)
    }

    @discardableResult
    open func goBack() -> WKNavigation? {
        guard let previous = backList.popLast() else { return nil }
        if let current { forwardList.append(current) }
        return navigate(to: previous, type: .backForward, title: nil, history: .keep)
    }

    @discardableResult
    open func goForward() -> WKNavigation? {
        guard let next = forwardList.popLast() else { return nil }
        if let current { backList.append(current) }
        return navigate(to: next, type: .backForward, title: nil, history: .keep)
    }

    @discardableResult
    open func reload() -> WKNavigation? {
        guard let current else { return nil }
        return navigate(to: current, type: .reload, title: title, history: .keep)
    }

    /// Stops the navigation under way; its remaining callbacks are not called.
    open func stopLoading() {
        timers.forEach { HeadlessRuntime.current.runLoop.cancel($0) }
        timers.removeAll()
        isLoading = false
    }

    /// JavaScript is not run headless: reports it and completes with an error.
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor (Any?, (any Error)?) -> Void)? = nil) {
        HeadlessRuntime.current.report(Diagnostic(.warning, code: .webViewJavaScriptUnsupported,
            message: "\(traceName): evaluateJavaScript is not run by the headless WKWebView (no JavaScript engine); the completion gets an error. Keep JavaScript out of the lifecycle under test, or test it in a browser."))
        guard let completionHandler else { return }
        HeadlessRuntime.current.runLoop.perform { completionHandler(nil, URLError(.unsupportedURL)) }
    }

    private enum History { case push, keep }

    private func navigate(to request: URLRequest, type: WKNavigationType, title pageTitle: String?, history: History) -> WKNavigation {
        stopLoading()
        let navigation = WKNavigation()
        let action = WKNavigationAction(request: request, navigationType: type)
        isLoading = true
        estimatedProgress = 0
        let runLoop = HeadlessRuntime.current.runLoop
        runLoop.perform { [weak self] in
            guard let self, self.isLoading else { return }
            let decide: @MainActor (WKNavigationActionPolicy) -> Void = { [weak self] policy in
                guard let self else { return }
                guard policy == .allow else { self.isLoading = false; return }
                self.start(navigation, request: request, title: pageTitle, history: history)
            }
            if let delegate = self.navigationDelegate {
                delegate.webView(self, decidePolicyFor: action, decisionHandler: decide)
            } else {
                decide(.allow)
            }
        }
        return navigation
    }

    private func start(_ navigation: WKNavigation, request: URLRequest, title pageTitle: String?, history: History) {
        let scheme = request.url?.scheme?.lowercased() ?? ""
        navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
        guard ["http", "https", "file", "about", "data"].contains(scheme) else {
            isLoading = false
            navigationDelegate?.webView(self, didFailProvisionalNavigation: navigation, withError: URLError(.unsupportedURL))
            return
        }
        estimatedProgress = 0.1
        let runLoop = HeadlessRuntime.current.runLoop
        timers.append(runLoop.schedule(after: 0.1, settles: false) { [weak self] in
            guard let self else { return }
            if history == .push, let current = self.current, current != request {
                self.backList.append(current)
                self.forwardList.removeAll()
            }
            self.current = request
            self.url = request.url
            self.estimatedProgress = 0.5
            self.navigationDelegate?.webView(self, didCommit: navigation)
            self.timers.append(runLoop.schedule(after: 0.1, settles: false) { [weak self] in
                guard let self else { return }
                self.title = pageTitle ?? request.url?.host ?? ""
                self.estimatedProgress = 1
                self.isLoading = false
                self.timers.removeAll()
                self.navigationDelegate?.webView(self, didFinish: navigation)
            })
        })
    }

    /// The text of the first `<title>` element, if any.
    static func title(ofHTML html: String) -> String? {
        guard let open = html.range(of: "<title>", options: .caseInsensitive),
              let close = html.range(of: "</title>", options: .caseInsensitive, range: open.upperBound..<html.endIndex) else { return nil }
        return String(html[open.upperBound..<close.lowerBound]).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
