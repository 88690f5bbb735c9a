import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// `UIWindowScene.coordinateSpace` (References §48.5): the screen's bounds in the interface's
/// orientation, shared by the device's scenes.
@MainActor
@Suite(.freshRuntime) struct SceneCoordinateSpaceTests {
    @Test func theScenesSpaceIsTheScreenAsTheInterfaceIsTurned() throws {
        let harness = LifecycleHarness()
        harness.launch(DeviceCheckTests.SceneAppDelegate.self, infoPlist: DeviceCheckTests.sceneInfo)
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let space = scene.coordinateSpace
        #expect(space.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(space === scene.coordinateSpace)
        // The window the scene delegate made from the space fills the screen.
        #expect(scene.windows.first?.frame == space.bounds)
        harness.act("rotate landscape-left")
        #expect(space.bounds == CGRect(x: 0, y: 0, width: 667, height: 375))
        #expect(space.convert(CGPoint(x: 3, y: 4), to: scene.coordinateSpace) == CGPoint(x: 3, y: 4))
        #expect(space.convert(CGRect(x: 1, y: 2, width: 3, height: 4), from: scene.coordinateSpace) == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }
}
