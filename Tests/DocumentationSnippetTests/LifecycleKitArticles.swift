import Foundation
import Testing
import UIKit
@_spi(Headless) import UIKit
import UIKitTesting
@_spi(Headless) import UIKitTesting

// The Swift blocks of the LifecycleKit catalogue's articles, compiled here (see
// ArticleSnippetTests). The porting article's test belongs to the app it ports, whose files are
// not here: this target stands for its module.

@MainActor @Suite(.freshRuntime, .disabled("compiled only: it reads the ported Counter app's Info.plist"))
struct RunYourIOSAppOnLinuxExamples {
    // snippet: RunYourIOSAppOnLinux 2, Counter is this target
    @MainActor @Test func incrementRunsTheStoryboardActionBySelector() throws {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let info = try InfoPlist(contentsOf: package.appendingPathComponent("Sources/Counter/AppBundle/Info.plist"))
        let harness = LifecycleHarness()
        harness.launch(AppDelegate.self, infoPlist: info)
        harness.act("tap increment, home, open")
        harness.trace.filtered(.classes(CounterViewController.self)).expect([
            "-[CounterViewController viewDidLoad]",
            "-[CounterViewController incrementTapped:]",
        ], .inOrder)
    }
    // end snippet
}
