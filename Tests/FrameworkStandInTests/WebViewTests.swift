import Foundation
import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import WebKit

/// The WebKit stand-in: navigation-delegate callbacks in virtual time, with the delegate's
/// policy decision honoured.
@MainActor
@Suite(.freshRuntime) struct WebViewTests {
    final class Browser: UIViewController, WKNavigationDelegate {
        var events: [String] = []
        var allows = true
        lazy var webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())

        override func viewDidLoad() {
            super.viewDidLoad()
            webView.navigationDelegate = self
            view.addSubview(webView)
        }

        func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                     decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void) {
            events.append("decide \(navigationAction.request.url?.absoluteString ?? "-")")
            decisionHandler(allows ? .allow : .cancel)
        }
        func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) { events.append("start") }
        func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) { events.append("commit") }
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { events.append("finish \(webView.title ?? "")") }
        func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {
            events.append("fail")
        }
    }

    @Test func aLoadRunsTheNavigationCallbacksInVirtualTime() {
        _ = HeadlessRuntime.current
        let harness = LifecycleHarness()
        let browser = Browser()
        harness.show(browser)
        harness.perform { browser.webView.load(URLRequest(url: URL(string: "https://example.com/a")!)) }
        #expect(browser.events == ["decide https://example.com/a", "start"])
        #expect(browser.webView.isLoading)
        harness.advance(by: 0.1)
        #expect(browser.events.last == "commit")
        harness.advance(by: 0.1)
        #expect(browser.events.last == "finish example.com")
        #expect(browser.webView.url?.absoluteString == "https://example.com/a")
        #expect(!browser.webView.isLoading)
        harness.perform { browser.webView.loadHTMLString("<html><title> Hello </title></html>", baseURL: nil) }
        harness.advance(by: 0.2)
        #expect(browser.events.last == "finish Hello")
        #expect(browser.webView.canGoBack)
        harness.verify()
    }

    @Test func aCancelledOrUnsupportedNavigationGoesNoFurther() {
        _ = HeadlessRuntime.current
        let harness = LifecycleHarness()
        let browser = Browser()
        harness.show(browser)
        browser.allows = false
        harness.perform { browser.webView.load(URLRequest(url: URL(string: "https://example.com")!)) }
        harness.advance(by: 1)
        #expect(browser.events == ["decide https://example.com"])
        browser.allows = true
        harness.perform { browser.webView.load(URLRequest(url: URL(string: "ftp://example.com")!)) }
        #expect(browser.events.suffix(2) == ["start", "fail"])
        harness.expectDiagnostics("webView.javaScript.unsupported") { browser.webView.evaluateJavaScript("1 + 1") }
        harness.verify()
    }
}
