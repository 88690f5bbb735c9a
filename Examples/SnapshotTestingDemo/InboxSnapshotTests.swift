import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting

// Snapshot tests written the way a swift-snapshot-testing user writes them: drive the app,
// then `assertSnapshot(of:as:)`. The references live in __Snapshots__/InboxSnapshotTests/.
// A missing reference is recorded on the first run (and that run fails, asking you to look
// at it); on CI, `SNAPSHOT_TESTING_RECORD=never` makes a missing reference a failure instead.
// A changed callback order fails with a line diff of the trace.

@MainActor
@Suite(.freshRuntime, .snapshots(record: .missing))
struct InboxSnapshotTests {
    private func launch() -> (LifecycleHarness, UIViewController) {
        let harness = LifecycleHarness()
        harness.launch(InboxAppDelegate.self)
        let root = UIApplication.shared.windows.first?.rootViewController ?? UIViewController()
        return (harness, root)
    }

    @Test func openingAMessage() {
        let (harness, root) = launch()
        harness.act("tap Welcome")
        assertSnapshot(of: root, as: .lifecycleTrace)
        assertSnapshot(of: root, as: .wireframe)
    }

    @Test func goingHomeAndBack() {
        let (harness, root) = launch()
        harness.act("home, open")
        assertSnapshot(of: root, as: .lifecycleTrace(filter: .appearance || .actions))
    }

    @Test func rotatingToLandscape() {
        let (harness, root) = launch()
        harness.act("rotate landscape-left")
        assertSnapshot(of: root, as: .hierarchy)
    }
}
