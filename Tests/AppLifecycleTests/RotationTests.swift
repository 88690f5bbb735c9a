import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// Rotation (VC-13, References §8).
@MainActor
@Suite(.freshRuntime) struct RotationTests {
    private func launch(orientation: UIDeviceOrientation = .portrait) -> SimulatedDevice {
        Journal.reset()
        let device = SimulatedDevice(orientation: orientation)
        device.launch(WindowAppDelegate.self)
        return device
    }

    @Test func rotatingToLandscapeTransitionsTheRootViewController() throws {
        let device = launch()
        let log = try Journal.during { try device.perform(.rotate(.landscapeLeft)) }
        #expect(foldingLayout(log) == ExpectedJournal.rotationToLandscape + ["transition completed"])
        #expect(UIScreen.main.bounds.size == CGSize(width: 667, height: 375))
        #expect(UIDevice.current.orientation == .landscapeLeft)
        let window = try #require(UIApplication.shared.windows.first)
        #expect(window.frame.size == CGSize(width: 667, height: 375))
        #expect(window.rootViewController?.view.frame.size == CGSize(width: 667, height: 375))
        #expect(window.rootViewController?.traitCollection.verticalSizeClass == .compact)
        #expect(device.appState == .active)
        let completion = try #require(device.trace.events.last { $0.kind == .callback && $0.callback == "viewDidLayoutSubviews()" })
        #expect(completion.time == 0)
        #expect(device.runtime.runLoop.now == device.rotationDuration)
    }

    @Test func turningLandscapeAroundKeepsTheTraitsAndTheSize() throws {
        let device = launch()
        try device.perform(.rotate(.landscapeLeft))
        let log = try Journal.during { try device.perform(.rotate(.landscapeRight)) }
        #expect(log.first == "viewWillTransition(to:with:)")
        #expect(!log.contains("willTransition(to:with:)"))
        #expect(!log.contains("traitCollectionDidChange(_:)"))
    }

    @Test func rotatingToTheSameOrientationDoesNothing() throws {
        let device = launch()
        #expect(try Journal.during { try device.perform(.rotate(.portrait)) } == [])
    }

    @Test func aBackgroundAppFollowsTheRotationWhenItComesBack() throws {
        let device = launch()
        try device.perform(.home)
        #expect(try Journal.during { try device.perform(.rotate(.landscapeLeft)) } == [])
        #expect(UIScreen.main.bounds.size == CGSize(width: 375, height: 667))
        let log = try Journal.during { try device.perform(.open) }
        #expect(foldingLayout(log) == ExpectedJournal.rotationToLandscape + [
            "applicationWillEnterForeground(_:)",
            "applicationDidBecomeActive(_:)",
            "transition completed",
        ])
        #expect(UIScreen.main.bounds.size == CGSize(width: 667, height: 375))
    }

    @Test func anAppLaunchedInLandscapeGetsNoTransition() {
        let device = launch(orientation: .landscapeRight)
        #expect(!Journal.entries.contains("willTransition(to:with:)"))
        #expect(!Journal.entries.contains("viewWillTransition(to:with:)"))
        #expect(UIScreen.main.bounds.size == CGSize(width: 667, height: 375))
        #expect(UIApplication.shared.windows.first?.frame.size == CGSize(width: 667, height: 375))
        #expect(device.appState == .active)
    }
}
