/// The codes of the headless stand-ins for frameworks beyond UIKit (SafariServices,
/// UserNotifications, WebKit).
extension DiagnosticCode {
    // MARK: safari
    /// An `SFSafariViewController` asked of a storyboard or nib, which iOS does not support.
    public static let safariFromCoder: DiagnosticCode = "safari.fromCoder"

    // MARK: notifications
    /// A notification request added before authorization was granted; it is not delivered.
    public static let notificationsNotAuthorized: DiagnosticCode = "notifications.notAuthorized"
    /// A notification request whose trigger cannot fire (an interval under 60 s that repeats,
    /// or an interval not above zero).
    public static let notificationsInvalidTrigger: DiagnosticCode = "notifications.trigger.invalid"

    // MARK: webView
    /// JavaScript asked of the headless web view, which runs none.
    public static let webViewJavaScriptUnsupported: DiagnosticCode = "webView.javaScript.unsupported"
    /// `WKWebView.loadFileURL(_:allowingReadAccessTo:)` with a URL that is not a file URL, or a
    /// file outside the read-access URL.
    public static let webViewFileURLInvalid: DiagnosticCode = "webView.fileURL.invalid"
}

extension DiagnosticCode {
    // MARK: swiftUI
    /// A view the headless SwiftUI cannot render: a type with no body that is not one of its
    /// primitive views. It shows nothing.
    public static let swiftUIUnsupportedView: DiagnosticCode = "swiftUI.view.unsupported"
    /// Custom views nested deeper than the renderer's bound (a view whose body contains itself).
    public static let swiftUIViewTooDeep: DiagnosticCode = "swiftUI.view.tooDeep"
    /// A `UIHostingController` asked of a storyboard without a root view.
    public static let swiftUIHostingFromCoder: DiagnosticCode = "swiftUI.hosting.fromCoder"
    /// An observed object or state changed off the main thread.
    public static let swiftUIChangeOffMain: DiagnosticCode = "swiftUI.change.offMain"
}
