@_spi(Headless) import UIKit
import HeadlessCore
import Foundation
import Testing
import UIKitTesting

/// Rotation on each device model: the safe area follows and the layout is solved again.
@MainActor
@Suite(.freshRuntime) struct DeviceRotationTests {
    nonisolated static let models: [DeviceModel] = DeviceModel.all

    @Test(arguments: models)
    func edgesFollowTheSafeAreaThroughRotation(_ model: DeviceModel) throws {
        let content = UIView()
        let (window, controller) = makeScreen(model) { root in
            _ = pinned(content, in: root)
            let safe = root.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: safe.topAnchor),
                content.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            ])
        }
        let device = SimulatedDevice(runtime: HeadlessRuntime.current)
        var lines = ["portrait \(frames(controller.view, content))"]
        try device.perform(.rotate(.landscapeLeft))
        HeadlessRuntime.current.runLoop.runUntilIdle()
        lines.append("landscape \(frames(controller.view, content))")
        try device.perform(.rotate(.portrait))
        HeadlessRuntime.current.runLoop.runUntilIdle()
        lines.append("back \(frames(controller.view, content))")
        #expect(lines.joined(separator: "\n") == Self.expected[model.identifier])
        withExtendedLifetime(window) {}
    }

    nonisolated static let expected: [String: String] = [
        "iphone-se": """
            portrait frame=(0 0; 375 667) safeArea={20, 0, 0, 0}
            frame=(16 20; 343 647) autolayout
            landscape frame=(0 0; 667 375)
            frame=(16 0; 635 375) autolayout
            back frame=(0 0; 375 667) safeArea={20, 0, 0, 0}
            frame=(16 20; 343 647) autolayout
            """,
        "iphone-15": """
            portrait frame=(0 0; 393 852) safeArea={59, 0, 34, 0}
            frame=(16 59; 361 759) autolayout
            landscape frame=(0 0; 852 393) safeArea={0, 59, 21, 59}
            frame=(75 0; 702 372) autolayout
            back frame=(0 0; 393 852) safeArea={59, 0, 34, 0}
            frame=(16 59; 361 759) autolayout
            """,
        "iphone-15-pro-max": """
            portrait frame=(0 0; 430 932) safeArea={59, 0, 34, 0}
            frame=(20 59; 390 839) autolayout
            landscape frame=(0 0; 932 430) safeArea={0, 59, 21, 59}
            frame=(79 0; 774 409) autolayout
            back frame=(0 0; 430 932) safeArea={59, 0, 34, 0}
            frame=(20 59; 390 839) autolayout
            """,
        "ipad": """
            portrait frame=(0 0; 820 1180) safeArea={24, 0, 20, 0}
            frame=(20 24; 780 1136) autolayout
            landscape frame=(0 0; 1180 820) safeArea={24, 0, 20, 0}
            frame=(20 24; 1140 776) autolayout
            back frame=(0 0; 820 1180) safeArea={24, 0, 20, 0}
            frame=(20 24; 780 1136) autolayout
            """,
    ]
}
