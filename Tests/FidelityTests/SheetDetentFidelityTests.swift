import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import UIKitSnapshotTesting

/// Item 8 of issue 36 (References §50.4): a sheet's frame follows its selected detent, and the
/// device's `drag-sheet` moves it as the user's drag does, telling the delegate.
@MainActor
@Suite(.freshRuntime) struct SheetDetentFidelityTests {
    final class Drawer: UIViewController {}

    final class Host: UIViewController, UISheetPresentationControllerDelegate {
        let drawer = Drawer()
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
    }

    final class HostAppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = Host()
            window?.makeKeyAndVisible()
            return true
        }
    }

    func launchWithDrawer(device: String = "iphone-15") -> (LifecycleHarness, Host) {
        let harness = LifecycleHarness(device: device)
        harness.launch(HostAppDelegate.self)
        let host = harness.runtime.keyWindow?.rootViewController as! Host
        let sheet = host.drawer.sheetPresentationController
        sheet?.detents = [.medium(), .large()]
        sheet?.delegate = host
        harness.perform("present the drawer") { host.present(host.drawer, animated: true) }
        return (harness, host)
    }

    @Test func theMediumDetentIsHalfTheLargeOneAboveTheBottomInset() throws {
        let (_, host) = launchWithDrawer()
        let sheet = try #require(host.drawer.sheetPresentationController)
        #expect(host.drawer.presentationController === sheet)
        let screen = UIScreen.main.bounds
        // iPhone 15: 852 points tall, 34 of home indicator; large detent value 852 - 30 - 34.
        let maximum = screen.height - 30 - 34
        #expect(host.drawer.view.frame == CGRect(x: 0, y: screen.height - ((maximum / 2).rounded() + 34),
                                                 width: screen.width, height: (maximum / 2).rounded() + 34))
    }

    @Test func draggingToLargeMovesTheSheetAndTellsTheDelegateOnce() {
        let (harness, host) = launchWithDrawer()
        let start = harness.mark()
        harness.act("drag-sheet large")
        #expect(host.drawer.view.frame.minY == 30)
        #expect(host.drawer.sheetPresentationController?.selectedDetentIdentifier == .large)
        harness.trace(since: start).filtered(.actions || .classes(Host.self, Drawer.self)
            && !.callbacks(.viewWillLayoutSubviews, .viewDidLayoutSubviews))
            .expectGolden("sheet-drag-to-large", style: .swift)
        // Already there: refused, nothing changes.
        let refused = harness.mark()
        #expect(throws: DeviceError.self) { try harness.device?.perform(DeviceAction("drag-sheet", ["large"])) }
        #expect(harness.trace(since: refused).filtered(.classes(Host.self)).lines(.swift).isEmpty)
    }

    @Test func mediumIsInactiveInCompactHeight() {
        let (harness, host) = launchWithDrawer()
        harness.act("rotate landscape-left")
        // Not edge-attached: the sheet covers the container in compact height.
        #expect(host.drawer.view.frame == harness.runtime.keyWindow?.bounds)
        #expect(throws: DeviceError.self) { try harness.device?.perform(DeviceAction("drag-sheet", ["medium"])) }
    }

    @Test func anEmptyDetentListIsReportedAndReadAsLarge() {
        let harness = LifecycleHarness()
        harness.allowDiagnostics("sheet.detents.empty")
        let drawer = Drawer()
        drawer.sheetPresentationController?.detents = []
        #expect(drawer.sheetPresentationController?.detents.map(\.identifier) == [.large])
        #expect(harness.runtime.diagnostics.all.contains { $0.code == .sheetDetentsEmpty })
    }
}
