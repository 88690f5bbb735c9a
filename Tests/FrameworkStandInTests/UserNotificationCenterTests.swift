import Foundation
import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
@_spi(Headless) import UserNotifications
import _UIKitTestSupport

final class NotifyingAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    var window: UIWindow?
    var events: [String] = []
    var presentation: UNNotificationPresentationOptions = [.banner, .sound]

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        UNUserNotificationCenter.current().delegate = self
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { events.append("didBecomeActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { events.append("didEnterBackground") }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        events.append("willPresent \(notification.request.identifier)")
        completionHandler(presentation)
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        events.append("didReceive \(response.notification.request.identifier) \(response.actionIdentifier == UNNotificationDefaultActionIdentifier ? "default" : response.actionIdentifier)")
        completionHandler()
    }
}

/// The UserNotifications stand-in: authorization from the simulated user, requests on the
/// virtual clock, delivery through the simulated device.
@MainActor
@Suite(.freshRuntime) struct UserNotificationCenterTests {
    static func request(_ identifier: String, after seconds: TimeInterval) -> UNNotificationRequest {
        let content = UNMutableNotificationContent()
        content.title = "Reminder"
        content.body = "Stand up"
        return UNNotificationRequest(identifier: identifier, content: content,
                                     trigger: UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false))
    }

    /// The app launched, and notifications allowed.
    static func launchAuthorized() -> (LifecycleHarness, NotifyingAppDelegate, UNUserNotificationCenter) {
        _ = HeadlessRuntime.current
        let harness = LifecycleHarness()
        harness.launch(NotifyingAppDelegate.self)
        let delegate = UIApplication.shared.delegate as! NotifyingAppDelegate
        let center = UNUserNotificationCenter.current()
        harness.perform { center.requestAuthorization(options: [.alert]) { _, _ in } }
        return (harness, delegate, center)
    }

    @Test func authorizationIsAnsweredOnALaterTurnAndRemembered() {
        _ = HeadlessRuntime.current
        let harness = LifecycleHarness()
        harness.launch(NotifyingAppDelegate.self)
        let center = UNUserNotificationCenter.current()
        center.simulatedUserAllows = false
        var answers: [Bool] = []
        harness.perform {
            center.requestAuthorization(options: [.alert, .sound]) { granted, _ in answers.append(granted) }
            #expect(answers.isEmpty)
        }
        center.simulatedUserAllows = true
        harness.perform { center.requestAuthorization(options: [.alert]) { granted, _ in answers.append(granted) } }
        #expect(answers == [false, false])
        #expect(center.authorizationStatus == .denied)
    }

    @Test func aNotificationInTheForegroundAsksTheDelegateHowToPresentIt() {
        let (harness, delegate, center) = Self.launchAuthorized()
        harness.perform { center.add(Self.request("stand", after: 30)) }
        #expect(center.pendingRequests.map(\.identifier) == ["stand"])
        harness.advance(by: 29)
        #expect(!delegate.events.contains("willPresent stand"))
        harness.advance(by: 1)
        #expect(delegate.events.last == "willPresent stand")
        #expect(center.deliveredNotifications.map(\.request.identifier) == ["stand"])
        #expect(center.pendingRequests.isEmpty)
    }

    @Test func openingANotificationFromTheBackgroundForegroundsTheAppThenDelivers() {
        let (harness, delegate, center) = Self.launchAuthorized()
        harness.perform { center.add(Self.request("stand", after: 60)) }
        harness.act("home")
        harness.advance(by: 60)
        #expect(!delegate.events.contains("willPresent stand"))
        let notification = try! #require(center.deliveredNotifications.first)
        delegate.events.removeAll()
        harness.perform { center.open(notification) }
        #expect(delegate.events == ["didBecomeActive", "didReceive stand default"])
        #expect(center.deliveredNotifications.isEmpty)
    }

    /// `open-notification` by title, from the lock screen: unlocked, the app comes to the
    /// front, then the delegate receives the notification; a second open, or an unknown
    /// title, is refused with what is delivered.
    @Test func theDeviceOpensADeliveredNotificationByTitle() {
        let (harness, delegate, center) = Self.launchAuthorized()
        #expect(refused(harness, "open-notification Reminder")?.contains("no notification is delivered") == true)
        harness.perform { center.add(Self.request("stand", after: 60)) }
        harness.act("lock")
        harness.advance(by: 60)
        #expect(refused(harness, "open-notification Lunch")?.contains("delivered: \"Reminder\" (stand)") == true)
        delegate.events.removeAll()
        harness.act("open-notification Reminder")
        #expect(delegate.events == ["didBecomeActive", "didReceive stand default"])
        #expect(UIApplication.shared.applicationState == .active)
        #expect(center.deliveredNotifications.isEmpty)
        #expect(refused(harness, "open-notification stand") != nil)
    }

    @Test func requestsBeforeAuthorizationAndBadTriggersAreDiagnosed() {
        _ = HeadlessRuntime.current
        let harness = LifecycleHarness()
        harness.launch(NotifyingAppDelegate.self)
        let center = UNUserNotificationCenter.current()
        harness.expectDiagnostics("notifications.notAuthorized") { center.add(Self.request("early", after: 5)) }
        harness.advance(by: 5)
        #expect(center.deliveredNotifications.isEmpty)
        let repeating = UNNotificationRequest(identifier: "often", content: UNMutableNotificationContent(),
                                              trigger: UNTimeIntervalNotificationTrigger(timeInterval: 10, repeats: true))
        harness.expectDiagnostics("notifications.trigger.invalid") { center.add(repeating) }
        #expect(center.pendingRequests.isEmpty)
    }
}
