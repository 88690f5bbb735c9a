import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_exported import _UIKitTestSupport

extension Journal {
    /// Starts a scenario: a fresh process, an empty journal.
    @discardableResult
    static func reset() -> HeadlessRuntime {
        entries = []
        return HeadlessRuntime.reset()
    }
}

/// Folds consecutive `[layout]` pairs (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`)
/// into one: real devices print one to three of them per transition (References §1.4, §4.3),
/// so a test counts at least one, coalesced per run-loop turn.
func foldingLayout(_ lines: [String]) -> [String] {
    func isPair(_ first: String, _ second: String) -> Bool {
        first.contains("viewWillLayoutSubviews") && second.contains("viewDidLayoutSubviews")
    }
    var result: [String] = []
    var index = 0
    while index < lines.count {
        if index + 1 < lines.count, isPair(lines[index], lines[index + 1]),
           result.count >= 2, isPair(result[result.count - 2], result[result.count - 1]) {
            index += 2
            continue
        }
        result.append(lines[index])
        index += 1
    }
    return result
}

/// The journals the seeds' scenarios expect, as several tests check them.
enum ExpectedJournal {
    /// Seed 004: an app without scenes launches, its window's root appears, it becomes active.
    static let launchWithWindow = [
        "application(_:didFinishLaunchingWithOptions:)",
        "viewDidLoad()",
        "viewWillAppear(_:)",
        "viewWillLayoutSubviews()",
        "viewDidLayoutSubviews()",
        "viewDidAppear(_:)",
        "applicationDidBecomeActive(_:)",
    ]

    /// A scene-based app launches and connects its scene, whose root starts to appear as the
    /// scene comes to the foreground and becomes active.
    static let sceneLaunchUntilActive = [
        "application(_:willFinishLaunchingWithOptions:)",
        "application(_:didFinishLaunchingWithOptions:)",
        "application(_:configurationForConnecting:options:)",
        "scene(_:willConnectTo:options:)",
        "viewDidLoad()",
        "viewWillAppear(_:)",
        "sceneWillEnterForeground(_:)",
        "sceneDidBecomeActive(_:)",
    ]

    /// A rotation to landscape on an active app: the trait and size transition, a layout, the
    /// alongside block at the new size.
    static let rotationToLandscape = [
        "willTransition(to:with:)",
        "viewWillTransition(to:with:)",
        "traitCollectionDidChange(_:)",
        "viewWillLayoutSubviews()",
        "viewDidLayoutSubviews()",
        "alongside 667.0x375.0",
    ]
}

/// A new simulated device with the app of `delegate` launched on it.
@MainActor
func launched<Delegate: UIResponder & UIApplicationDelegate>(_ delegate: Delegate.Type) -> SimulatedDevice {
    let device = SimulatedDevice()
    device.launch(delegate)
    return device
}
