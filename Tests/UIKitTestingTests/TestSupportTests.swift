import Foundation
import Testing
@_spi(Headless) import UIKit
@_spi(Headless) import UIKitTesting
import _UIKitTestSupport

/// The shared test support behaves as the suites that use it assume.
@MainActor
@Suite(.freshRuntime) struct TestSupportTests {
    @Test func aLaunchedAppShowsTheRootItWasGivenAndForgetsTheClosure() {
        let root = UIViewController()
        let harness = launchApp(showing: { root })
        #expect(harness.runtime.keyWindow?.rootViewController === root)
        #expect(RootAppDelegate.makeRoot() !== root)
    }

    @Test func aRefusedActionGivesTheDevicesMessageAndAPerformedOneNil() {
        let harness = launchApp(showing: { UIViewController() })
        #expect(refused(harness, "home") == nil)
        #expect(refused(harness, "home")?.contains("home") == true)
    }

    @Test func describingRectsAndInsetsDropsWholeNumberDecimals() {
        #expect(describe(CGRect(x: 0, y: 20.5, width: 375, height: 44)) == "(0 20.50; 375 44)")
        #expect(describe(UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)) == "{59, 0, 34, 0}")
    }

    @Test func sameComparesIdentityInOrder() {
        let a = UIView(), b = UIView()
        #expect(same([a, b], [a, b]))
        #expect(!same([a, b], [b, a]))
        #expect(!same([a], [a, nil]))
    }

    @Test func embeddingAndUnembeddingMoveTheChildAndItsView() {
        let container = EmbeddingViewController()
        let window = showInWindow(container)
        let child = UIViewController()
        container.embed(child)
        #expect(child.parent === container && child.view.superview === container.view)
        container.unembed(child)
        #expect(child.parent == nil && child.view.superview == nil)
        #expect(diagnosticCodes.isEmpty)
        _ = window
    }

    @Test func aBuiltExecutableRunsWithItsInputAndReportsItsStatus() throws {
        let demo = BuiltExecutable("LifecycleDemo")
        try #require(demo.url != nil)
        let run = try demo.run([], input: "home\nopen\n")
        #expect(run.status == 0)
        #expect(run.lines.contains { $0.contains("applicationDidEnterBackground") })
    }

    @Test func aNotificationLogKeepsNamesInOrderUntilReleased() {
        let first = Notification.Name("TestSupportTests.first"), second = Notification.Name("TestSupportTests.second")
        var log: NotificationLog? = NotificationLog()
        log?.observe([first, second])
        NotificationCenter.default.post(name: second, object: nil)
        NotificationCenter.default.post(name: first, object: nil, userInfo: ["key": 1])
        #expect(log?.names == [second.rawValue, first.rawValue])
        #expect(log?.entries.last?.userInfo["key"] as? Int == 1)
        log = nil
        NotificationCenter.default.post(name: first, object: nil)
    }
}
