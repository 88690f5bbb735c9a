import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// View controllers from storyboards: `init(coder:)` then `awakeFromNib()` at instantiation,
/// the view decoded in `loadView()` (VC-1, VC-12, References §9.1).
@MainActor
@Suite(.freshRuntime) struct StoryboardLifecycleTests {
    @Test func appTemplateMainStoryboardFollowsVC1() throws {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let storyboard = UIStoryboard(name: "Main", bundle: Fixtures.bundle)
        let controller = try #require(storyboard.instantiateInitialViewController() as? ViewController)
        #expect(!controller.isViewLoaded)
        #expect(recorder.seedLines(of: ["ViewController"]) == [
            "-[ViewController initWithCoder:]",
            "-[ViewController awakeFromNib]",
        ])
        let window = showInWindow(controller)
        #expect(recorder.seedLines(of: ["ViewController"]) == [
            "-[ViewController initWithCoder:]",
            "-[ViewController awakeFromNib]",
            "-[ViewController loadView]",
            "-[ViewController viewDidLoad]",
            "-[ViewController viewWillAppear:]",
            "-[ViewController viewWillLayoutSubviews]",
            "-[ViewController viewDidLayoutSubviews]",
            "-[ViewController viewDidAppear:]",
        ])
        #expect(controller.storyboard === storyboard)
        #expect(controller.nibName == "BYZ-38-t0r-view-8bC-Xf-vdC")
        #expect(controller.view.backgroundColor == .white)
        #expect(controller.view.window === window)
        #expect(runtime.diagnostics.all.isEmpty)
    }

    @Test func appTemplateLaunchScreenIsAPlainController() throws {
        let runtime = HeadlessRuntime.current
        let controller = try #require(UIStoryboard(name: "LaunchScreen", bundle: Fixtures.bundle).instantiateInitialViewController())
        #expect(controller.traceClassName == "UIViewController")
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(controller.view.backgroundColor == .white)
        #expect(runtime.diagnostics.all.isEmpty)
    }

    @Test func sceneViewsAreCreatedAndAwokenInsideLoadView() throws {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let controller = try Fixtures.lifecycleController("Logging", as: LoggingViewController.self)
        controller.loadViewIfNeeded()
        #expect(recorder.seedLines(of: ["LoggingViewController", "LoggingView"]) == [
            "-[LoggingViewController initWithCoder:]",
            "-[LoggingViewController awakeFromNib]",
            "-[LoggingViewController loadView]",
            // The grandchild is created first and added to the child inside the child's
            // init(coder:), which is added to the root inside the root's (V-2).
            "-[LoggingView initWithCoder:]",
            "-[LoggingView willMoveToSuperview:]",
            "-[LoggingView didMoveToSuperview]",
            "-[LoggingView didAddSubview:]",
            "-[LoggingView initWithCoder:]",
            "-[LoggingView willMoveToSuperview:]",
            "-[LoggingView didMoveToSuperview]",
            "-[LoggingView didAddSubview:]",
            "-[LoggingView initWithCoder:]",
            // awakeFromNib in document order: root, child, grandchild.
            "-[LoggingView awakeFromNib]",
            "-[LoggingView awakeFromNib]",
            "-[LoggingView awakeFromNib]",
            "-[LoggingViewController viewDidLoad]",
        ])
        let awakened = recorder.callbacks.filter { $0.callback == "awakeFromNib()" && $0.className == "LoggingView" }.map(\.instance)
        #expect(awakened == ["LoggingView#1", "LoggingView#2", "LoggingView#3"])
        #expect(controller.childViewAtAwake == false)
        #expect(controller.childViewAtViewDidLoad == true)
        #expect(!recorder.callbacks.contains { $0.callback == "init(frame:)" && $0.className == "LoggingView" })
    }

    @Test func archivedPropertiesAreDecoded() throws {
        let controller = try Fixtures.lifecycleController("Logging", as: LoggingViewController.self)
        #expect(controller.title == "Logging")
        #expect(controller.restorationIdentifier == "LoggingRestoration")
        let root = try #require(controller.view)
        let child = try #require(controller.childView)
        #expect(child.superview === root)
        #expect(child.frame == CGRect(x: 20, y: 100, width: 200, height: 100))
        #expect(child.tag == 1)
        #expect(child.backgroundColor == UIColor(red: 1, green: 0.23137254901960785, blue: 0.18823529411764706, alpha: 1))
        let grandchild = try #require(root.viewWithTag(2))
        #expect(grandchild.superview === child)
        #expect(grandchild.isHidden)
        #expect(grandchild.alpha == 0.5)
        #expect(grandchild.accessibilityIdentifier == "grandchild")
        #expect(grandchild.bounds == CGRect(x: 0, y: 0, width: 50, height: 40))
    }

    @Test func viewAssignedInInitCoderLoadsBeforeAwakeFromNibAndLoadViewNeverRuns() throws {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let controller = Fixtures.lifecycle.instantiateViewController(withIdentifier: "AssignsView")
        let window = showInWindow(controller)
        defer { withExtendedLifetime(window) {} }
        #expect(recorder.seedLines(of: ["AssignsViewInCoderController"]) == [
            "-[AssignsViewInCoderController initWithCoder:]",
            "-[AssignsViewInCoderController viewDidLoad]",
            "-[AssignsViewInCoderController awakeFromNib]",
            "-[AssignsViewInCoderController viewWillAppear:]",
            "-[AssignsViewInCoderController viewWillLayoutSubviews]",
            "-[AssignsViewInCoderController viewDidLayoutSubviews]",
            "-[AssignsViewInCoderController viewDidAppear:]",
        ])
        #expect(controller.view.backgroundColor == .red)
        #expect(controller.view.subviews.isEmpty)
        #expect(!recorder.callbacks.contains { $0.className == "UILabel" })
    }

    @Test func creatorBlockPassesValuesToACustomInitializer() throws {
        let storyboard = Fixtures.lifecycle
        let controller: GreetingViewController = storyboard.instantiateViewController(identifier: "Greeting") { coder in
            GreetingViewController(coder: coder, greeting: "Bonjour")
        }
        #expect(controller.greeting == "Bonjour")
        controller.loadViewIfNeeded()
        #expect(controller.greetingLabel?.text == "Bonjour")
        #expect(controller.storyboard === storyboard)

        let typed: GreetingViewController = storyboard.instantiateViewController(identifier: "Greeting")
        #expect(typed.greeting == "default")
    }

    @Test func creatorBlockReturningNilFallsBackToInitCoder() throws {
        let storyboard = Fixtures.lifecycle
        let controller: LoggingViewController? = storyboard.instantiateInitialViewController { _ in nil }
        #expect(controller?.title == "Logging")
    }

    @Test func unknownIdentifierIsReportedAndAPlainControllerReturned() throws {
        let runtime = HeadlessRuntime.current
        let controller = Fixtures.lifecycle.instantiateViewController(withIdentifier: "Nope")
        #expect(controller.traceClassName == "UIViewController")
        #expect(runtime.diagnostics.messages("interfaceBuilder.unknownIdentifier") == [
            "Lifecycle.storyboard: Storyboard (Lifecycle) doesn't contain a view controller with identifier 'Nope'. Set the Storyboard ID in the Identity inspector. A plain UIViewController was returned.",
        ])
    }

    @Test func eachInstantiationMakesNewObjects() throws {
        let storyboard = Fixtures.lifecycle
        let first = storyboard.instantiateViewController(withIdentifier: "Logging")
        let second = storyboard.instantiateViewController(withIdentifier: "Logging")
        #expect(first !== second)
        #expect(first.view !== second.view)
        #expect(first.traceName == "LoggingViewController#1")
        #expect(second.traceName == "LoggingViewController#2")
    }

    @Test func wrongTypeRequestIsReported() throws {
        let runtime = HeadlessRuntime.current
        let storyboard = Fixtures.lifecycle
        let controller: GreetingViewController? = storyboard.instantiateInitialViewController()
        #expect(controller == nil)
        let byIdentifier: GreetingViewController? = storyboard.instantiateViewController(identifier: "Logging")
        #expect(byIdentifier == nil)
        #expect(runtime.diagnostics.all.map(\.code) == ["interfaceBuilder.wrongClass", "interfaceBuilder.wrongClass"])
        #expect(runtime.diagnostics.all.last?.message == "Lifecycle.storyboard: the scene's view controller is a LoggingViewController, not a GreetingViewController. Set the scene's Custom Class, or ask for the class the scene has.")
    }
}
