@_spi(Headless) import UIKit
import HeadlessCore
import Testing
import UIKitTesting
@testable import UIKit

/// UIControl, UIButton and UIAction, and the device's `tap` and `back`.
@MainActor
@Suite(.freshRuntime) struct ControlTests {
    final class FormViewController: UIViewController {
        var taps: [String] = []
        let saveButton = UIButton(type: .system)
        override func viewDidLoad() {
            super.viewDidLoad()
            saveButton.accessibilityIdentifier = "save"
            saveButton.setTitle("Save", for: .normal)
            saveButton.addAction(UIAction(title: "Save") { [weak self] action in
                self?.taps.append("save from \((action.sender as? UIButton)?.currentTitle ?? "?")")
            }, for: .touchUpInside)
            view.addSubview(saveButton)
        }
    }

    /// Actions run for the events they were registered for, in order, with the control as sender while they run.
    @Test func actionsRunForTheirEvents() {
        var log: [String] = []
        let control = UIControl(frame: .zero)
        let first = UIAction(title: "first") { action in log.append("first \(action.sender is UIControl)") }
        control.addAction(first, for: [.touchUpInside, .valueChanged])
        control.addAction(UIAction(title: "second") { _ in log.append("second") }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .editingChanged)
        #expect(log == ["first true", "second", "first true"])
        #expect(first.sender == nil)
        #expect(control.allControlEvents == [.touchUpInside, .valueChanged])
        control.removeAction(first, for: .valueChanged)
        log.removeAll()
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        #expect(log == ["second", "first true"])
        control.removeAction(identifiedBy: first.identifier, for: .allEvents)
        log.removeAll()
        control.sendActions(for: .touchUpInside)
        #expect(log.isEmpty)
    }

    /// Adding the same action twice does not run it twice.
    @Test func anActionRunsOncePerEvent() {
        var count = 0
        let control = UIControl(frame: .zero)
        let action = UIAction(identifier: UIAction.Identifier("count")) { _ in count += 1 }
        control.addAction(action, for: .touchUpInside)
        control.addAction(action, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(count == 1)
    }

    /// A button made with a primary action takes its title and runs it on a tap.
    @Test func primaryActionButtonTakesTheTitleAndRunsOnTap() {
        let runtime = HeadlessRuntime.current
        var ran = 0
        let button = UIButton(primaryAction: UIAction(title: "Go") { _ in ran += 1 })
        #expect(button.buttonType == .system)
        #expect(button.title(for: .normal) == "Go" && button.title(for: .highlighted) == "Go")
        button.accessibilityIdentifier = "go"
        let root = AViewController()
        root.view.addSubview(button)
        let window = showInWindow(root)
        let recorder = runtime.attach()
        #expect(window.performTap(accessibilityIdentifier: "go") == nil)
        #expect(ran == 1)
        #expect(recorder.callbacks.map { TraceFormat.swift.render($0) } == ["UIButton.sendAction(\"Go\")"])
        button.sendActions(for: .touchUpInside)
        #expect(ran == 1)
    }

    /// Titles per state fall back to the normal title; state reflects the flags.
    @Test func buttonTitlesAndStates() {
        let button = UIButton(type: .custom)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Off", for: .disabled)
        #expect(button.currentTitle == "Normal")
        button.isEnabled = false
        #expect(button.state == .disabled && button.currentTitle == "Off")
        button.isSelected = true
        #expect(button.state == [.disabled, .selected])
    }

    /// The device's tap reaches an enabled, visible control by accessibility identifier.
    @Test func tapSendsTouchUpInside() {
        let form = FormViewController()
        let window = showInWindow(form)
        #expect(window.performTap(accessibilityIdentifier: "save") == nil)
        #expect(form.taps == ["save from Save"])
    }

    /// Without an identifier, a button is found by its title.
    @Test func tapFindsAButtonByItsTitle() {
        let form = FormViewController()
        let window = showInWindow(form)
        #expect(window.performTap(accessibilityIdentifier: "Save") == nil)
        #expect(form.taps == ["save from Save"])
        form.saveButton.isHidden = true
        #expect(window.performTap(accessibilityIdentifier: "Save")?.contains("no view in UIWindow#1") == true)
    }

    /// Taps that cannot happen are errors naming the reason, and run nothing.
    @Test func impossibleTapsAreErrors() {
        let form = FormViewController()
        let label = UIView()
        label.accessibilityIdentifier = "label"
        form.view.addSubview(label)
        let window = showInWindow(form)
        #expect(window.performTap(accessibilityIdentifier: "missing")?.contains("no view in UIWindow#1 has accessibilityIdentifier \"missing\"") == true)
        // A plain view is touched like any other: the touch goes up its responder chain and
        // nothing listens, as a tap on it does on iOS.
        #expect(window.performTap(accessibilityIdentifier: "label") == nil)
        form.saveButton.isEnabled = false
        #expect(window.performTap(accessibilityIdentifier: "save")?.contains("is disabled") == true)
        form.saveButton.isEnabled = true
        form.saveButton.isHidden = true
        #expect(window.performTap(accessibilityIdentifier: "save")?.contains("is not visible") == true)
        form.saveButton.isHidden = false
        form.view.alpha = 0
        #expect(window.performTap(accessibilityIdentifier: "save")?.contains("its superview") == true)
        #expect(form.taps.isEmpty)
    }

    /// A control under a presented sheet cannot be tapped; one inside the sheet can.
    @Test func tapsReachOnlyTheFrontPresentation() {
        let form = FormViewController()
        let sheet = FormViewController()
        let window = showPresenting(sheet, over: form, animated: false)
        #expect(window.performTap(accessibilityIdentifier: "save") == nil)
        #expect(sheet.taps.count == 1 && form.taps.isEmpty)
        sheet.saveButton.accessibilityIdentifier = "sheet-save"
        #expect(window.performTap(accessibilityIdentifier: "save")?.contains("covered by the presented FormViewController#2") == true)
    }

    /// A tap can push: the back gesture then pops the front navigation controller, even inside a presented sheet.
    @Test func backPopsTheFrontNavigationController() {
        let runtime = HeadlessRuntime.current
        final class ListViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let open = UIButton(primaryAction: UIAction(title: "Open") { [weak self] _ in
                    self?.navigationController?.pushViewController(BViewController(), animated: true)
                })
                open.accessibilityIdentifier = "open"
                view.addSubview(open)
            }
        }
        let list = ListViewController()
        let outer = UINavigationController(rootViewController: AViewController())
        outer.pushViewController(CViewController(), animated: false)
        let window = showInWindow(outer)
        let inner = UINavigationController(rootViewController: list)
        outer.present(inner, animated: true)
        runtime.runLoop.runUntilIdle()
        #expect(window.performBack()?.contains("UINavigationController#2 shows its root view controller ListViewController#1") == true)
        #expect(window.performTap(accessibilityIdentifier: "open") == nil)
        runtime.runLoop.runUntilIdle()
        #expect(inner.viewControllers.count == 2)
        #expect(window.performBack() == nil)
        runtime.runLoop.runUntilIdle()
        #expect(inner.viewControllers.count == 1 && outer.viewControllers.count == 2)
    }
}
