import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting
import UIKitSnapshotTesting

// The Swift blocks of the UIKitSnapshotTesting catalogue's articles, compiled and run here
// (see ArticleSnippetTests). Their golden files and snapshots are committed beside this file.

@MainActor @Suite(.freshRuntime) struct GoldenFilesExamples {
    // snippet: GoldenFiles 1
    @MainActor @Test func listToDetailAndBack() {
        let harness = LifecycleHarness()
        let navigation = UINavigationController(rootViewController: ListViewController())
        harness.show(navigation)
        harness.perform("open") { navigation.pushViewController(DetailViewController(), animated: true) }
        harness.perform("back") { navigation.popViewController(animated: true) }
        harness.trace.expectGolden("list-detail")       // Goldens/list-detail.trace
    }
    // end snippet
}

// snippet: UIKitSnapshotTesting 1
@MainActor @Suite(.freshRuntime, .snapshots(record: .missing))
struct InboxSnapshotTests {
    @Test func openingAMessage() {
        let harness = LifecycleHarness()
        harness.launch(InboxAppDelegate.self)
        harness.act("tap Welcome")
        let root = UIApplication.shared.windows.first!.rootViewController!
        assertSnapshot(of: root, as: .lifecycleTrace)   // the callbacks, in order
        assertSnapshot(of: root, as: .wireframe)        // an SVG of the screen
    }
}
// end snippet
