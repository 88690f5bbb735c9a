import HeadlessCore

/// The codes of appearance proxies (`AppearanceRegistry`).
extension DiagnosticCode {
    // MARK: appearance
    /// An app's class's `init(coder:)` returned nil when asked for the instance that serves as
    /// the class's appearance proxy.
    @_spi(Headless) public static let appearanceProxyInitFailed: DiagnosticCode = "appearance.proxy.initFailed"
    /// `appearance()` was called on a class that is neither a view nor a bar item and does not
    /// implement it.
    @_spi(Headless) public static let appearanceProxyUnsupportedClass: DiagnosticCode = "appearance.proxy.unsupportedClass"
}
