import Foundation
import Testing
import UIKitTesting
@_spi(Headless) @testable import UIKit

// What `lifecycle port` generates for this module: the selector tables of its classes,
// found by name the first time a class of the module is looked up.
enum HeadlessPortSelectorTables: SelectorTableSource {
    static func registerSelectorTables() {
        SelectorTable.register(SelectorBaseController.self, [
            "baseAction:": { receiver, arguments in
                (receiver as! SelectorBaseController).baseAction(arguments[0])
                return nil
            },
            "overridden": { receiver, _ in
                (receiver as! SelectorBaseController).overridden()
                return nil
            },
        ])
        SelectorTable.register(SelectorController.self, [
            "buttonTapped:": { receiver, arguments in
                (receiver as! SelectorController).buttonTapped(arguments.argument(0, as: UIButton.self))
                return nil
            },
            "refresh": { receiver, _ in
                (receiver as! SelectorController).refresh()
                return nil
            },
            "didReceive:": { receiver, arguments in
                (receiver as! SelectorController).didReceive(arguments.argument(0, as: Notification.self))
                return nil
            },
            "show:": { receiver, arguments in
                (receiver as! SelectorController).show(arguments.optionalArgument(0, as: String.self))
                return nil
            },
            "title": { receiver, _ in (receiver as! SelectorController).titleObject() },
            // As generated for a method whose body reads its `sender: UIButton` (References §44).
            "disable:": { receiver, arguments in
                guard let argument0 = arguments.argument(0, as: UIButton.self, method: "SelectorController.disable(_:)", file: "App/SelectorController.swift", line: 12) else { return nil }
                (receiver as! SelectorController).disable(argument0)
                return nil
            },
        ])
        SelectorTable.register(SelectorModel.self, [
            "ping": { receiver, _ in
                (receiver as! SelectorModel).ping()
                return nil
            },
        ])
        // An `@objc` method an app declares in an extension of a framework class (as
        // `UIResponder.currentFirst()` helpers do), registered by the app's module.
        SelectorTable.register(UIResponder.self, [
            "_selectorTestsTrap": { receiver, _ in
                (receiver as! UIResponder)._selectorTestsTrap()
                return nil
            },
        ])
    }
}

extension UIResponder {
    /// The responder that last received `_selectorTestsTrap`.
    static weak var trapped: UIResponder?
    func _selectorTestsTrap() { UIResponder.trapped = self }
}

class SelectorBaseController: UIViewController {
    var log: [String] = []
    func baseAction(_ sender: Any?) { log.append("baseAction from \(sender.map { String(describing: type(of: $0)) } ?? "nil")") }
    func overridden() { log.append("base overridden") }
}

final class SelectorController: SelectorBaseController {
    func buttonTapped(_ sender: UIButton) { log.append("buttonTapped \(sender.accessibilityIdentifier ?? "?")") }
    func refresh() { log.append("refresh") }
    func didReceive(_ notification: Notification) { log.append("notification \(notification.name.rawValue)") }
    func show(_ text: String?) { log.append("show \(text ?? "nil")") }
    func titleObject() -> AnyObject { NSString(string: "Selectors") }
    func disable(_ sender: UIButton) {
        sender.isEnabled = false
        log.append("disabled")
    }
}

final class SelectorModel: NSObject {
    var pings = 0
    func ping() { pings += 1 }
}

@MainActor
@Suite(.freshRuntime) struct SelectorTests {
    @Test func aSelectorIsItsObjectiveCName() {
        let literal: Selector = "buttonTapped:"
        #expect(literal == Selector("buttonTapped:"))
        #expect(NSStringFromSelector(literal) == "buttonTapped:")
        #expect(NSSelectorFromString("refresh") == Selector("refresh"))
        #expect("\(literal)" == "buttonTapped:")
        #expect(Set([literal, Selector("buttonTapped:"), "refresh"]).count == 2)
    }

    /// The module's generated tables are found without being registered by hand, and a
    /// subclass answers its superclass's selectors.
    @Test func tablesLoadLazilyAndSubclassesInheritSelectors() {
        let controller = SelectorController()
        #expect(controller.responds(to: "buttonTapped:"))
        #expect(controller.responds(to: "baseAction:"))
        #expect(!controller.responds(to: "missing:"))
        #expect(!SelectorBaseController().responds(to: "buttonTapped:"))
        // Its own, its superclasses', and those the module adds to UIResponder.
        #expect(SelectorTable.selectors(of: SelectorController.self).map(\.description)
            == ["_selectorTestsTrap", "baseAction:", "buttonTapped:", "didReceive:", "disable:", "overridden", "refresh", "show:", "title"])
        #expect(SelectorModel().responds(to: "ping"))
    }

    @Test func targetActionPairsSendTheirSelectorsWithTheControlAsSender() {
        let controller = SelectorController()
        let button = UIButton(type: .system)
        button.accessibilityIdentifier = "go"
        button.addTarget(controller, action: "buttonTapped:", for: .touchUpInside)
        button.addTarget(controller, action: "buttonTapped:", for: .touchUpInside)
        button.addTarget(controller, action: "refresh", for: [.touchUpInside, .valueChanged])
        button.sendActions(for: .touchUpInside)
        #expect(controller.log == ["buttonTapped go", "refresh"])
        #expect(button.actions(forTarget: controller, forControlEvent: .touchUpInside) == ["buttonTapped:", "refresh"])
        #expect(button.actions(forTarget: controller, forControlEvent: .valueChanged) == ["refresh"])
        #expect(button.allTargets == [AnyHashable(controller)])
        button.removeTarget(controller, action: "buttonTapped:", for: .touchUpInside)
        controller.log.removeAll()
        button.sendActions(for: .touchUpInside)
        #expect(controller.log == ["refresh"])
        button.removeTarget(nil, action: nil, for: .allEvents)
        #expect(button.allTargets.isEmpty)
        #expect(button.actions(forTarget: controller, forControlEvent: .valueChanged) == nil)
    }

    @Test func aControlDoesNotKeepItsTargetAlive() {
        let button = UIButton(type: .system)
        weak var released: SelectorController?
        do {
            let controller = SelectorController()
            released = controller
            button.addTarget(controller, action: "refresh", for: .touchUpInside)
        }
        #expect(released == nil)
        button.sendActions(for: .touchUpInside)
        #expect(HeadlessRuntime.current.diagnostics.all.isEmpty)
    }

    /// A nil target sends up the responder chain: from a button in a controller's view to
    /// the controller.
    @Test func aNilTargetGoesUpTheResponderChain() {
        let controller = SelectorController()
        let button = UIButton(type: .system)
        controller.view.addSubview(button)
        button.addTarget(nil, action: "baseAction:", for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(controller.log == ["baseAction from UIButton"])
        #expect(button.allTargets.count == 1 && button.allTargets.first?.base is NSNull)
        #expect(button.target(forAction: "baseAction:", withSender: nil) as AnyObject? === controller)
        #expect(button.target(forAction: "nobodyHasThis", withSender: nil) == nil)
        #expect(controller.canPerformAction("refresh", withSender: nil))
        #expect(!button.canPerformAction("refresh", withSender: nil))
    }

    /// The first-responder trick apps use (`sendAction(#selector(_trap), to: nil, from: nil,
    /// for: nil)` with `_trap` in an extension of `UIResponder`): a nil-targeted action with no
    /// sender goes to the first responder, and with none to the key window's chain.
    @Test func aNilTargetedActionWithoutSenderReachesTheFirstResponder() {
        let harness = LifecycleHarness()
        let controller = UIViewController()
        let field = UITextField()
        harness.show(controller)
        controller.view.addSubview(field)
        UIResponder.trapped = nil
        #expect(UIApplication.shared.sendAction("_selectorTestsTrap", to: nil, from: nil, for: nil))
        #expect(UIResponder.trapped === harness.window, "no first responder: the key window's chain")
        _ = field.becomeFirstResponder()
        #expect(UIApplication.shared.sendAction("_selectorTestsTrap", to: nil, from: nil, for: nil))
        #expect(UIResponder.trapped === field)
        #expect(HeadlessRuntime.current.diagnostics.all.filter { $0.code == .selectorNoResponder }.isEmpty)
    }

    @Test func sendActionReportsAnUnrecognizedSelectorInsteadOfCrashing() {
        let runtime = HeadlessRuntime.current
        let controller = SelectorController()
        let application = UIApplication.shared
        #expect(application.sendAction("refresh", to: controller, from: nil, for: nil))
        #expect(!application.sendAction("fly:", to: controller, from: nil, for: nil))
        #expect(runtime.diagnostics.all.map(\.message) == [
            "-[SelectorController fly:]: unrecognized selector sent to instance SelectorController#1. Declare the method with @objc (or @IBAction) in SelectorController or a superclass so that `lifecycle port` adds it to the class's selector table, or fix the selector's name.",
        ])
        #expect(controller.log == ["refresh"])
    }

    /// Issue 33 item 3: Objective-C would pass a bar button item to `disable(_ sender: UIButton)`;
    /// Swift cannot, so the method is not called and the error names it, its place and both
    /// types, instead of stopping the program.
    @Test func aSenderOfAnotherClassIsReportedNamingTheMethodFileAndLine() {
        let runtime = HeadlessRuntime.current
        let controller = SelectorController()
        let item = UIBarButtonItem(title: "Stop", style: .plain, target: controller, action: "disable:")
        #expect(UIApplication.shared.sendAction("disable:", to: controller, from: item, for: nil))
        #expect(controller.log.isEmpty)
        let diagnostic = runtime.diagnostics.all.first { $0.code == .selectorArgumentMismatch }
        #expect(diagnostic?.severity == .error)
        #expect(diagnostic?.message == "SelectorController.disable(_:) (App/SelectorController.swift:12) takes a UIButton as argument 1, but was sent a UIBarButtonItem, so it was not called. Declare the parameter as `Any?` (or the sender's class) and cast it where the method uses it.")
        let button = UIButton(type: .system)
        #expect(UIApplication.shared.sendAction("disable:", to: controller, from: button, for: nil))
        #expect(controller.log == ["disabled"])
        #expect(!button.isEnabled)
    }

    @Test func performCallsNowOrOnTheVirtualRunLoop() {
        let runtime = HeadlessRuntime.current
        let controller = SelectorController()
        controller.perform("show:", with: "now")
        #expect((controller.perform("title")?.takeUnretainedValue() as? NSString) == "Selectors")
        controller.perform("show:", with: "later", afterDelay: 2)
        controller.perform("show:", with: "cancelled", afterDelay: 1)
        controller.perform("refresh", with: nil, afterDelay: 0)
        UIViewController.cancelPreviousPerformRequests(withTarget: controller, selector: "show:", object: "cancelled")
        runtime.runLoop.runUntilIdle()
        #expect(controller.log == ["show now", "refresh"])
        runtime.runLoop.advance(by: 2)
        #expect(controller.log == ["show now", "refresh", "show later"])
        let model = SelectorModel()
        model.perform("ping", with: nil, afterDelay: 0.5)
        model.perform("ping")
        runtime.runLoop.advance(by: 1)
        #expect(model.pings == 2)
    }

    @Test func aResetForgetsTheCallsThePreviousProcessScheduled() {
        let controller = SelectorController()
        controller.perform("show:", with: "old process", afterDelay: 1)
        let runtime = HeadlessRuntime.reset()
        // A timer of the new process, which may get the same handle the old call had.
        var fired = false
        runtime.runLoop.schedule(after: 1) { fired = true }
        UIViewController.cancelPreviousPerformRequests(withTarget: controller)
        runtime.runLoop.advance(by: 2)
        #expect(fired)
        #expect(controller.log.isEmpty)
    }

    @Test func notificationsArriveBySelectorUntilTheObserverIsRemovedOrGone() {
        let center = NotificationCenter()
        let name = Notification.Name("SelectorTestsPing")
        let controller = SelectorController()
        center.addObserver(controller, selector: "didReceive:", name: name, object: nil)
        center.post(name: name, object: nil)
        #expect(controller.log == ["notification SelectorTestsPing"])
        center.removeObserver(controller)
        center.post(name: name, object: nil)
        #expect(controller.log == ["notification SelectorTestsPing"])

        weak var gone: SelectorController?
        do {
            let transient = SelectorController()
            gone = transient
            center.addObserver(transient, selector: "didReceive:", name: name, object: nil)
        }
        #expect(gone == nil)
        center.post(name: name, object: nil)
        #expect(HeadlessRuntime.current.diagnostics.all.isEmpty)
    }

    @Test func theCallIsTracedAsACallbackOfTheTarget() {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let controller = SelectorController()
        let button = UIButton(type: .system)
        button.addTarget(controller, action: "buttonTapped:", for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        let calls = recorder.events.filter { $0.selector == "buttonTapped:" }
        #expect(calls.map(\.className) == ["SelectorController"])
        #expect(calls.map(\.callback) == ["buttonTapped(_:)"])
    }
}
