import Foundation
import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import UIKitSnapshotTesting

/// Item 13 of issue 19 (References §15.7): key-window notifications, and a hidden key window
/// resigns key status.
@MainActor
@Suite(.freshRuntime) struct WindowKeyStatusFidelityTests {
    final class LoggingWindow: UIWindow {
        override func becomeKey() {
            super.becomeKey()
            FidelityLog.note("\(traceName).becomeKey()")
        }
        override func resignKey() {
            super.resignKey()
            FidelityLog.note("\(traceName).resignKey()")
        }
    }

    @Test func keyStatusMovesWithNotificationsAndAHiddenKeyWindowResigns() {
        FidelityLog.reset()
        let names: [Notification.Name] = [UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification,
                                          UIWindow.didBecomeVisibleNotification, UIWindow.didBecomeHiddenNotification]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let posted = note.name.rawValue
                nonisolated(unsafe) let object = note.object
                MainActor.assumeIsolated {
                    FidelityLog.note("post \(posted) object=\((object as? UIWindow)?.traceName ?? "nil")")
                }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        let first = LoggingWindow(frame: UIScreen.main.bounds)
        let second = LoggingWindow(frame: UIScreen.main.bounds)
        FidelityLog.note("== first.makeKeyAndVisible()")
        first.makeKeyAndVisible()
        FidelityLog.note("== second.makeKeyAndVisible()")
        second.makeKeyAndVisible()
        #expect(second.isKeyWindow && !first.isKeyWindow)
        FidelityLog.note("== second.isHidden = true")
        second.isHidden = true
        #expect(!second.isKeyWindow && first.isKeyWindow)
        expectGolden(FidelityLog.text, named: "window-key-status.txt")
    }
}
