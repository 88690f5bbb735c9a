import HeadlessCore
import Foundation
@_spi(Headless) import UIKit

/// A headless stand-in for the app's notification center: authorization answered by the
/// simulated user, local notification requests scheduled on the virtual clock, and delivery
/// through the simulated device.
///
/// - `requestAuthorization(options:completionHandler:)` asks once; the answer is
///   ``simulatedUserAllows`` (true unless a test says otherwise) and arrives on the next
///   turn of the run loop, as the prompt's answer arrives later on iOS. Later requests answer
///   with the stored decision without asking.
/// - `add(_:withCompletionHandler:)` schedules the request: a time-interval trigger fires
///   after its interval of virtual time, no trigger at once (next turn).
/// - When a request fires and the app is active, the delegate's
///   `userNotificationCenter(_:willPresent:withCompletionHandler:)` decides how it shows;
///   it is then delivered (listed in ``deliveredNotifications``) unless the options are empty.
///   When the app is not active, it is delivered as on the lock screen.
/// - ``open(_:)`` is the user tapping a delivered notification: the app comes to the
///   foreground if it was not, and the delegate gets `didReceive` with the default action.
@preconcurrency @MainActor
open class UNUserNotificationCenter: NSObject {
    /// The object told about presentation and responses.
    open weak var delegate: (any UNUserNotificationCenterDelegate)?

    /// Whether the simulated user allows notifications when asked.
    @_spi(Headless) public var simulatedUserAllows = true
    /// The authorization decided so far.
    @_spi(Headless) public private(set) var authorizationStatus: UNAuthorizationStatus = .notDetermined
    /// The notifications delivered and not removed, oldest first.
    @_spi(Headless) public private(set) var deliveredNotifications: [UNNotification] = []
    /// The requests waiting for their trigger, in the order added.
    @_spi(Headless) public private(set) var pendingRequests: [UNNotificationRequest] = []

    private var timers: [String: TimerHandle] = [:]
    /// Kept here for the runtime, which holds it weakly.
    private(set) lazy var deliveryToDevice = DeliveryToDevice(center: self)
    private weak var runtime: HeadlessRuntime?

    /// The center of each simulated process (a new one after the runtime is replaced).
    private static var shared: UNUserNotificationCenter?

    init(runtime: HeadlessRuntime) {
        self.runtime = runtime
        super.init()
    }

    /// The app's notification center.
    open class func current() -> UNUserNotificationCenter {
        let runtime = HeadlessRuntime.current
        if let center = shared, center.runtime === runtime { return center }
        let center = UNUserNotificationCenter(runtime: runtime)
        shared = center
        runtime.notificationDelivery = center.deliveryToDevice
        return center
    }

    // MARK: Authorization

    /// Asks the user to allow notifications; the handler gets the answer on a later turn.
    open func requestAuthorization(options: UNAuthorizationOptions = [],
                                   completionHandler: @escaping (Bool, (any Error)?) -> Void) {
        if authorizationStatus == .notDetermined {
            authorizationStatus = options.contains(.provisional) ? .provisional
                : simulatedUserAllows ? .authorized : .denied
        }
        let granted = authorizationStatus == .authorized || authorizationStatus == .provisional
        HeadlessRuntime.current.runLoop.perform { completionHandler(granted, nil) }
    }

    /// Asks the user to allow notifications.
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        await withCheckedContinuation { continuation in
            requestAuthorization(options: options) { granted, _ in continuation.resume(returning: granted) }
        }
    }

    /// The settings the user chose, on a later turn.
    open func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        let settings = UNNotificationSettings(authorizationStatus: authorizationStatus)
        HeadlessRuntime.current.runLoop.perform { completionHandler(settings) }
    }

    // MARK: Requests

    /// Schedules a request; the handler is called on a later turn, with nil.
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) {
        let runLoop = HeadlessRuntime.current.runLoop
        if let interval = (request.trigger as? UNTimeIntervalNotificationTrigger)?.timeInterval,
           interval <= 0 || (request.trigger!.repeats && interval < 60) {
            HeadlessRuntime.current.report(Diagnostic(.error, code: .notificationsInvalidTrigger,
                message: "notification request '\(request.identifier)': a time-interval trigger of \(interval) s\(request.trigger!.repeats ? " that repeats" : "") is refused, as on iOS (the interval must be above 0, and at least 60 s to repeat); the request is not scheduled. Give a longer interval."))
            return
        }
        removePendingNotificationRequests(withIdentifiers: [request.identifier])
        pendingRequests.append(request)
        let delay = request.trigger == nil ? 0 : request.trigger!.firstDelay
        if let delay {
            timers[request.identifier] = runLoop.schedule(after: delay, settles: false) { [weak self] in
                self?.fire(request)
            }
        }
        // iOS copes with an added request before authorization by not showing it; say so.
        if authorizationStatus == .notDetermined || authorizationStatus == .denied {
            HeadlessRuntime.current.report(Diagnostic(.warning, code: .notificationsNotAuthorized,
                message: "notification request '\(request.identifier)' was added while notifications are \(authorizationStatus == .denied ? "denied" : "not yet authorized"); it will not be shown. Call requestAuthorization(options:completionHandler:) first and add requests once it grants."))
        }
        if let completionHandler { runLoop.perform { completionHandler(nil) } }
    }

    /// Schedules a request.
    open func add(_ request: UNNotificationRequest) async throws {
        add(request, withCompletionHandler: { _ in })
    }

    /// The requests waiting for their trigger, on a later turn.
    open func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
        let pending = pendingRequests
        HeadlessRuntime.current.runLoop.perform { completionHandler(pending) }
    }

    /// The notifications delivered and still shown, on a later turn.
    open func getDeliveredNotifications(completionHandler: @escaping ([UNNotification]) -> Void) {
        let delivered = deliveredNotifications
        HeadlessRuntime.current.runLoop.perform { completionHandler(delivered) }
    }

    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        for identifier in identifiers {
            if let timer = timers.removeValue(forKey: identifier) { HeadlessRuntime.current.runLoop.cancel(timer) }
        }
        pendingRequests.removeAll { identifiers.contains($0.identifier) }
    }

    open func removeAllPendingNotificationRequests() {
        removePendingNotificationRequests(withIdentifiers: pendingRequests.map(\.identifier))
    }

    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        deliveredNotifications.removeAll { identifiers.contains($0.request.identifier) }
    }

    open func removeAllDeliveredNotifications() {
        deliveredNotifications.removeAll()
    }

    // MARK: Delivery

    /// Delivers a pending request now, as when its trigger fires (for triggers the simulated
    /// device cannot fire by itself, such as calendar dates). Returns false when no pending
    /// request has that identifier.
    @_spi(Headless) @discardableResult
    public func deliver(identifier: String) -> Bool {
        guard let request = pendingRequests.first(where: { $0.identifier == identifier }) else { return false }
        if let timer = timers.removeValue(forKey: identifier) { HeadlessRuntime.current.runLoop.cancel(timer) }
        fire(request)
        return true
    }

    /// The user taps a delivered notification: the app comes to the foreground if it is not
    /// active, then the delegate receives the default action.
    @_spi(Headless) public func open(_ notification: UNNotification, actionIdentifier: String = UNNotificationDefaultActionIdentifier) {
        let application = UIApplication.shared
        if application.applicationState != .active, let device = SimulatedDevice.current {
            try? device.perform(.open)
        }
        deliveredNotifications.removeAll { $0 === notification }
        let response = UNNotificationResponse(notification: notification, actionIdentifier: actionIdentifier)
        delegate?.userNotificationCenter(self, didReceive: response, withCompletionHandler: {})
    }

    private func fire(_ request: UNNotificationRequest) {
        let repeats = request.trigger?.repeats ?? false
        if !repeats {
            timers[request.identifier] = nil
            pendingRequests.removeAll { $0 === request }
        } else if let delay = request.trigger?.firstDelay {
            timers[request.identifier] = HeadlessRuntime.current.runLoop.schedule(after: delay, settles: false) { [weak self] in
                self?.fire(request)
            }
        }
        guard authorizationStatus == .authorized || authorizationStatus == .provisional else { return }
        let notification = UNNotification(request: request, date: Date(timeIntervalSinceReferenceDate: HeadlessRuntime.current.runLoop.now))
        HeadlessRuntime.current.note("notification '\(request.identifier)' fires: \(request.content.title)")
        if UIApplication.shared.applicationState == .active, let delegate {
            delegate.userNotificationCenter(self, willPresent: notification) { [weak self] options in
                guard let self, !options.isEmpty else { return }
                MainActor.assumeIsolated { self.deliveredNotifications.append(notification) }
            }
        } else {
            deliveredNotifications.append(notification)
        }
    }
}

/// What the simulated device sees of a center: its delivered notifications, which
/// `open-notification` opens.
@MainActor
final class DeliveryToDevice: NotificationDelivery {
    weak var center: UNUserNotificationCenter?

    init(center: UNUserNotificationCenter) { self.center = center }

    var deliveredNotificationSummaries: [DeliveredNotificationSummary] {
        (center?.deliveredNotifications ?? []).map {
            DeliveredNotificationSummary(identifier: $0.request.identifier, title: $0.request.content.title)
        }
    }

    func openDeliveredNotification(identifier: String) {
        guard let center, let notification = center.deliveredNotifications.first(where: { $0.request.identifier == identifier })
        else { return }
        center.open(notification)
    }
}
