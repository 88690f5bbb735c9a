import Foundation
@_spi(Headless) import UIKit
@_spi(Headless) import UIKitTesting

/// Which app `XCUIApplication()` launches: its delegate class (as `UIApplicationMain` or
/// `@main` names it) and its Info.plist.
///
/// On iOS the UI-test bundle names its target application in its build settings and the
/// app runs in another process. Here the app runs in the test's process, and the UI-test
/// target links the app's module; one file of the target says which app it is, by
/// shadowing `XCUIApplication` with a subclass that passes the target (the port writes this
/// file; ``XCUIApplication/init(target:)``):
///
/// ```swift
/// @_spi(Headless) import XCUIAutomation
/// import MyApp
///
/// /// `XCUIApplication()` in this target launches MyApp.
/// final class XCUIApplication: XCUIAutomation.XCUIApplication {
///     init() { super.init(target: XCUIApplicationTarget(AppDelegate.self)) }
/// }
/// ```
///
/// A type declared in a module hides an imported type of the same name, so every test file
/// of the target gets the subclass and needs no change.
@MainActor
@_spi(Headless) public struct XCUIApplicationTarget {
    /// The app's name: the application element's label.
    public let name: String
    private(set) var launch: @MainActor (LifecycleHarness) -> Void

    /// An app whose delegate is `delegate`, with an Info.plist (one with a scene manifest
    /// makes it scene-based, one with `UIMainStoryboardFile` loads its storyboard).
    public init<Delegate: UIResponder & UIApplicationDelegate>(_ delegate: Delegate.Type, name: String? = nil,
                                                               infoPlist: InfoPlist = InfoPlist()) {
        self.name = name ?? infoPlist.dictionary["CFBundleName"] as? String ?? Self.moduleName(of: delegate)
        launch = { harness in harness.launch(delegate, infoPlist: infoPlist) }
    }

    /// An app whose delegate is `delegate`, with the Info.plist file at `infoPlistPath` (a
    /// missing or unreadable file is reported when the app launches, and the app launches
    /// with an empty one).
    public init<Delegate: UIResponder & UIApplicationDelegate>(_ delegate: Delegate.Type, name: String? = nil,
                                                               infoPlistPath: String) {
        let info = (try? InfoPlist(contentsOf: URL(fileURLWithPath: infoPlistPath)))
        self.init(delegate, name: name, infoPlist: info ?? InfoPlist())
        if info == nil {
            let launchApp = launch
            launch = { harness in
                UITestFailure.record("The Info.plist of \(Self.moduleName(of: delegate)) at \(infoPlistPath) cannot be read; the app launches without it.",
                                     session: nil)
                launchApp(harness)
            }
        }
    }

    private static func moduleName(of type: Any.Type) -> String {
        String(reflecting: type).split(separator: ".").first.map(String.init) ?? "App"
    }
}
