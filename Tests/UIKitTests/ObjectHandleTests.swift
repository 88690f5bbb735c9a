import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// The framework refers to controllers, windows, the application, the simulated device and
/// gesture recognizers' views through handles that their objects clear when destroyed
/// (`Runtime/ObjectHandle.swift`), not through `weak` references: each link still reads nil
/// once its object is gone, as UIKit's weak links do.
@MainActor
@Suite(.freshRuntime) struct ObjectHandleTests {
    @Test func aChildKeptAliveReadsNoParentOnceTheParentIsGone() {
        let child = UIViewController()
        weak var weakParent: UIViewController?
        do {
            let parent = UIViewController()
            weakParent = parent
            parent.addChild(child)
            child.didMove(toParent: parent)
            #expect(child.parent === parent)
        }
        #expect(weakParent == nil)
        #expect(child.parent == nil)
        #expect(child.next == nil)
    }

    @Test func aReleasedControllerLeavesTheRegistry() {
        let runtime = HeadlessRuntime.current
        do {
            let controller = UIViewController()
            _ = controller.navigationItem
            #expect(runtime.allViewControllers.contains { $0 === controller })
        }
        #expect(runtime.allViewControllers.isEmpty)
    }

    @Test func aNavigationBarKeptAliveLosesItsControllerWithIt() {
        var bar: UINavigationBar?
        do {
            let navigation = UINavigationController(rootViewController: UIViewController())
            bar = navigation.navigationBar
            #expect(bar?.topItem === navigation.topViewController?.navigationItem)
        }
        #expect(bar?.topItem == nil)
    }

    @Test func aReleasedKeyWindowIsNoLongerKeyOrListed() {
        let runtime = HeadlessRuntime.current
        do {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            runtime.runLoop.runUntilIdle()
            #expect(runtime.keyWindow === window)
            #expect(runtime.allWindows.count == 1)
            window.isHidden = true
        }
        #expect(runtime.keyWindow == nil)
        #expect(runtime.allWindows.isEmpty)
    }

    @Test func aRecognizerKeptAliveLosesItsViewWhenTheViewIsFreed() {
        let recognizer = UITapGestureRecognizer()
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.addGestureRecognizer(recognizer)
            #expect(recognizer.view === view)
        }
        #expect(recognizer.view == nil)
        // A new view (perhaps at the freed one's address) starts with no recognizers.
        let other = UIView(frame: .zero)
        #expect(other.gestureRecognizers == nil || other.gestureRecognizers?.isEmpty == true)
    }

    @Test func anAnimatedPushWhoseControllerIsDroppedMidwayEndsQuietly() {
        let runtime = HeadlessRuntime.current
        let window = UIWindow(frame: UIScreen.main.bounds)
        do {
            let navigation = UINavigationController(rootViewController: UIViewController())
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            runtime.runLoop.runUntilIdle()
            navigation.pushViewController(UIViewController(), animated: true)
            runtime.runLoop.runOneTurn()
            window.rootViewController = UIViewController()
        }
        // The transition's end, scheduled through the controller's handle, finds it gone.
        runtime.runLoop.runUntilIdle()
        #expect(runtime.allViewControllers.count == 1)
    }

    @Test func aReleasedDeviceIsNoLongerTheCurrentOne() {
        weak var weakDevice: SimulatedDevice?
        do {
            let device = SimulatedDevice(runtime: HeadlessRuntime.current)
            weakDevice = device
            #expect(SimulatedDevice.current === device)
        }
        #expect(weakDevice == nil)
        #expect(SimulatedDevice.current == nil)
    }

    @Test func aReleasedLaunchedApplicationIsNoLongerShared() {
        weak var weakApplication: UIApplication?
        do {
            let device = SimulatedDevice(runtime: HeadlessRuntime.current)
            let application = device.launch(LaunchedAppDelegate.self)
            weakApplication = application
            #expect(UIApplication.shared === application)
            #expect(application.applicationState == .active)
        }
        #expect(weakApplication == nil)
        // The registry's link reads nil (a dangling one would crash here): `shared` is the
        // implicit host application, a new object.
        let host = UIApplication.shared
        #expect(host.applicationState == .active)
    }
}

/// The app delegate of ``ObjectHandleTests/aReleasedLaunchedApplicationIsNoLongerShared()``.
final class LaunchedAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
