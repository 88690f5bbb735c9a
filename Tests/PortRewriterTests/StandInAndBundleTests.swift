import Testing
@testable import PortRewriter

/// Frameworks HeadlessUIKit stands in for are not reported missing, and every module gets the
/// declarations that send `Bundle.main` and `NSLocalizedString` to the app's bundle.
@Suite struct StandInAndBundleTests {
    private func port(_ text: String) -> PortRewriter.Result {
        PortRewriter(emitsSourceLocations: false).rewrite(text, path: "App/ViewController.swift")
    }

    @Test func standInFrameworksAreNotReportedMissing() {
        let result = port("""
            import SafariServices
            import UserNotifications
            import WebKit
            import PhotosUI
            import MapKit
            class A {}
            """)
        #expect(result.diagnostics.map(\.message) == ["MapKit does not exist on Linux; its symbols will be missing at compile time"])
    }

    @Test func theModuleGetsTheAppBundleDeclarations() {
        let registration = port("class A {}").registration.text
        #expect(registration.contains("static var main: Bundle { Bundle.headlessApp }"))
        #expect(registration.contains("AppLocalization.string(forKey: key, table: tableName, bundle: bundle, value: value)"))
        #expect(registration.contains("static func localizedStringWithFormat(_ format: String, _ arguments: CVarArg...) -> String"))
    }
}
