import Testing
@_spi(Headless) @testable import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// The hardware keyboard (References §55): `press-key` builds a `UIPress` with its `UIKey`,
/// offers it to text input and key commands in iOS's order, and otherwise sends
/// `pressesBegan/Ended` up the responder chain from the first responder.
@MainActor
@Suite(.freshRuntime) struct HardwareKeyboardTests {
    /// A view that can be first responder and handles no presses itself.
    final class FocusView: UIView {
        override var canBecomeFirstResponder: Bool { true }
    }

    /// A controller that records the presses that reach it and the key commands it runs.
    final class KeyboardController: UIViewController {
        let focus = FocusView(frame: CGRect(x: 20, y: 80, width: 100, height: 100))
        let field = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 34))
        var log: [String] = []
        var commands: [UIKeyCommand] = []
        var allowsNew = true

        override var keyCommands: [UIKeyCommand]? { commands + (super.keyCommands ?? []) }

        override func viewDidLoad() {
            super.viewDidLoad()
            field.placeholder = "Title"
            view.addSubview(focus)
            view.addSubview(field)
        }

        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            guard let press = presses.first, let key = press.key else { return super.pressesBegan(presses, with: event) }
            log.append("began \(key.keyCode) \(key.modifierFlags.rawValue) \(press.phase) \(event?.type == .presses)")
        }

        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            guard let press = presses.first, let key = press.key else { return super.pressesEnded(presses, with: event) }
            log.append("ended \(key.keyCode) \(press.phase) \(press.responder === focus)")
        }

        func newItem(_ sender: Any?) {
            log.append("newItem \((sender as? UIKeyCommand)?.title ?? "?")")
        }

        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            if action == Selector("newItem:") { return allowsNew }
            return super.canPerformAction(action, withSender: sender)
        }

        override func selectAll(_ sender: Any?) {
            log.append("selectAll \((sender as? UIKeyCommand)?.title ?? "?")")
        }
    }

    static func register() {
        SelectorTable.register(KeyboardController.self, [
            "newItem:": { receiver, arguments in
                (receiver as! KeyboardController).newItem(arguments.optionalArgument(0))
                return nil
            },
        ])
    }

    private func launch() -> (LifecycleHarness, KeyboardController) {
        Self.register()
        let harness = launchApp { KeyboardController() }
        let controller = harness.runtime.keyWindow?.rootViewController as! KeyboardController
        return (harness, controller)
    }

    @Test func pressesGoFromTheFirstResponderUpTheChain() {
        let (harness, controller) = launch()
        #expect(controller.focus.becomeFirstResponder())
        let trace = harness.act("press-key shift+up-arrow")
        #expect(controller.log == ["began keyboardUpArrow \(UIKeyModifierFlags.shift.rawValue) began true",
                                   "ended keyboardUpArrow ended true"])
        // The view does not handle presses: UIResponder's default passed them up, through the
        // controller's root view, to the controller.
        let receivers = trace.events.filter { $0.callback == Callback.pressesBegan.swiftName }.map(\.instance)
        #expect(receivers == [controller.focus.traceName, controller.view.traceName, controller.traceName])
    }

    @Test func aHeldKeyLetsVirtualTimePassBeforeItComesUp() {
        let (harness, controller) = launch()
        controller.focus.becomeFirstResponder()
        let before = harness.runtime.runLoop.now
        harness.act("press-key right-arrow hold 0.5")
        #expect(harness.runtime.runLoop.now - before >= 0.5 - 0.000_1)
        #expect(controller.log.count == 2)
    }

    @Test func aKeyCommandRunsItsActionThroughTheChainAndEndsThePress() {
        let (harness, controller) = launch()
        controller.commands = [UIKeyCommand(title: "New", action: Selector("newItem:"), input: "n", modifierFlags: .command)]
        controller.focus.becomeFirstResponder()
        harness.act("press-key cmd+n")
        #expect(controller.log == ["newItem New"], "the command's action ran, and no press was delivered")
        // Without Command the key does not match: the press goes up the chain.
        controller.log.removeAll()
        harness.act("press-key n")
        #expect(controller.log.first?.hasPrefix("began keyboardN 0") == true)
    }

    @Test func aCommandNoResponderPerformsLeavesThePressToPressesBegan() {
        let (harness, controller) = launch()
        controller.commands = [UIKeyCommand(input: "n", modifierFlags: .command, action: Selector("newItem:"))]
        controller.allowsNew = false
        controller.focus.becomeFirstResponder()
        harness.act("press-key cmd+n")
        #expect(controller.log == ["began keyboardN \(UIKeyModifierFlags.command.rawValue) began true",
                                   "ended keyboardN ended true"])
    }

    @Test func aDisabledCommandDoesNotRun() {
        let (harness, controller) = launch()
        controller.commands = [UIKeyCommand(title: "New", action: Selector("newItem:"), input: "n", modifierFlags: .command,
                                            attributes: .disabled)]
        controller.focus.becomeFirstResponder()
        harness.act("press-key cmd+n")
        #expect(!controller.log.contains("newItem New"))
    }

    @Test func addKeyCommandOffersTheCommandUntilItIsRemoved() {
        let (harness, controller) = launch()
        let command = UIKeyCommand(title: "New", action: Selector("newItem:"), input: "n", modifierFlags: [.command, .shift])
        controller.addKeyCommand(command)
        controller.addKeyCommand(command)
        #expect(controller.keyCommands?.count == 1)
        controller.focus.becomeFirstResponder()
        harness.act("press-key cmd+N")
        #expect(controller.log == ["newItem New"], "Shift came from the upper-case letter")
        controller.removeKeyCommand(command)
        #expect(controller.keyCommands?.isEmpty == true, "only the test's own commands, none")
    }

    @Test func theStandardSelectAllCommandReachesAnOverride() {
        let (harness, controller) = launch()
        controller.focus.becomeFirstResponder()
        harness.act("press-key cmd+a")
        #expect(controller.log == ["selectAll Select All"], "the main menu's ⌘A sends selectAll: to the first responder that overrides it")
        #expect(controller.canPerformAction(Selector("selectAll:"), withSender: nil))
        #expect(!controller.focus.canPerformAction(Selector("selectAll:"), withSender: nil))
        #expect(!controller.canPerformAction(Selector("copy:"), withSender: nil))
    }

    @Test func textInputTakesTypingKeysBeforeKeyCommandsFromIOS15() {
        let (harness, controller) = launch()
        controller.commands = [UIKeyCommand(title: "Plain N", action: Selector("newItem:"), input: "n", modifierFlags: [])]
        harness.act("focus Title")
        harness.act("press-key n, press-key shift+1, press-key delete, press-key N")
        #expect(controller.field.text == "nN", "n, then ! deleted by Delete, then N")
        #expect(controller.log.isEmpty, "the key command did not run while typing")
        // With Command, text input does not take the key: the key command's turn.
        controller.commands = [UIKeyCommand(title: "New", action: Selector("newItem:"), input: "n", modifierFlags: .command)]
        harness.act("press-key cmd+n")
        #expect(controller.log == ["newItem New"])
    }

    @Test func aCommandThatWantsPriorityTakesTheKeyFromTextInput() {
        let (harness, controller) = launch()
        let command = UIKeyCommand(title: "Plain N", action: Selector("newItem:"), input: "n", modifierFlags: [])
        command.wantsPriorityOverSystemBehavior = true
        controller.commands = [command]
        harness.act("focus Title, press-key n")
        #expect((controller.field.text ?? "").isEmpty)
        #expect(controller.log == ["newItem Plain N"])
    }

    @Test func beforeIOS15KeyCommandsComeBeforeTextInput() {
        let (harness, controller) = launch()
        harness.runtime.profile = LifecycleProfile(iOS: 14)
        controller.commands = [UIKeyCommand(title: "Plain N", action: Selector("newItem:"), input: "n", modifierFlags: [])]
        harness.act("focus Title, press-key n, press-key o")
        #expect(controller.log == ["newItem Plain N"])
        #expect(controller.field.text == "o")
    }

    @Test func malformedKeysAreRefusedWithTheirReason() {
        let (harness, _) = launch()
        #expect(refused(harness, "press-key hyper+a")?.contains("\"hyper\" in \"hyper+a\" is not a modifier") == true)
        #expect(refused(harness, "press-key cmd+")?.contains("names no key") == true)
        #expect(refused(harness, "press-key cmd+nope")?.contains("\"nope\" is not a key") == true)
        #expect(refused(harness, "press-key a hold forever")?.contains("is not a number of seconds") == true)
        #expect(refused(harness, "press-key")?.contains("it takes a key") == true)
    }

    @Test func keysCarryIOSCharactersAndCodes() {
        let parse = { (text: String) -> UIKey? in
            guard case .success(let stroke) = KeyStroke.parse(text) else { return nil }
            return stroke.makeKey()
        }
        #expect(parse("up-arrow")?.charactersIgnoringModifiers == UIKeyCommand.inputUpArrow)
        #expect(parse("return")?.keyCode == .keyboardReturnOrEnter)
        #expect(parse("delete")?.characters == "\u{8}")
        #expect(parse("escape")?.characters == UIKeyCommand.inputEscape)
        #expect(parse("cmd++")?.keyCode == .keyboardEqualSign)
        #expect(parse("cmd++")?.modifierFlags == [.command, .shift])
        #expect(parse("?")?.keyCode == .keyboardSlash)
        #expect(parse("z")?.keyCode == .keyboardZ)
        #expect(UIKeyboardHIDUsage.keyboardHangul == .keyboardLANG1)
        #expect(UIKeyboardHIDUsage.keyboardRightGUI.rawValue == 0xE7)
    }
}

/// The main menu: the standard menus, edited by the app delegate's `buildMenu(with:)`.
@MainActor
@Suite(.freshRuntime) struct MainMenuBuilderTests {
    final class MenuAppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var edits: (UIMenuBuilder) -> Void = { _ in }

        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = HardwareKeyboardTests.KeyboardController()
            window?.makeKeyAndVisible()
            return true
        }

        override func buildMenu(with builder: UIMenuBuilder) {
            guard builder.system == UIMenuSystem.main else { return }
            edits(builder)
        }
    }

    private func launch(_ edits: @escaping (UIMenuBuilder) -> Void) -> (LifecycleHarness, HardwareKeyboardTests.KeyboardController) {
        HardwareKeyboardTests.register()
        let harness = LifecycleHarness()
        harness.launch(MenuAppDelegate.self)
        // The main menu is built at the first key press, after launch (References §55.5).
        (harness.runtime.launchedApplication?.delegate as? MenuAppDelegate)?.edits = edits
        return (harness, harness.runtime.keyWindow?.rootViewController as! HardwareKeyboardTests.KeyboardController)
    }

    private func titles(_ menu: UIMenu?) -> [String] {
        (menu?.children ?? []).map { ($0 as? UIMenu)?.identifier.rawValue ?? $0.title }
    }

    @Test func theBuilderEditsTheStandardMenusByIdentifier() {
        let (harness, _) = launch { builder in
            let new = UIKeyCommand(title: "New", action: Selector("newItem:"), input: "n", modifierFlags: .command)
            builder.replaceChildren(ofMenu: .standardEdit) { [new] + $0 }
            builder.insertChild(UIMenu(title: "Tools", identifier: UIMenu.Identifier("app.tools"), children: []), atStartOfMenu: .file)
            builder.insertSibling(UIMenu(title: "Shapes", identifier: UIMenu.Identifier("app.shapes"), children: []), afterMenu: .edit)
            builder.insertSibling(UIMenu(title: "Go", identifier: UIMenu.Identifier("app.go"), children: []), beforeMenu: .edit)
            builder.insertChild(UIMenu(title: "Zoom", identifier: UIMenu.Identifier("app.zoom"), children: []), atEndOfMenu: .view)
            builder.remove(menu: .format)
            builder.replace(menu: .help, with: UIMenu(title: "Support", identifier: UIMenu.Identifier("app.support"), children: []))
        }
        let keyboard = harness.runtime.hardwareKeyboard
        let menu = keyboard.builtMainMenu()
        #expect(titles(menu) == ["com.apple.menu.application", "com.apple.menu.file", "app.go", "com.apple.menu.edit",
                                 "app.shapes", "com.apple.menu.view", "com.apple.menu.window", "app.support"])
        let builder = MainMenuBuilder(system: .main, root: menu, runtime: harness.runtime)
        #expect(titles(builder.menu(for: .standardEdit)) == ["New", "Cut", "Copy", "Paste", "Delete", "Select All"])
        #expect(titles(builder.menu(for: .file)).first == "app.tools")
        #expect(titles(builder.menu(for: .view)).last == "app.zoom")
        #expect(builder.command(for: Selector("selectAll:"), propertyList: nil)?.title == "Select All")
        #expect(harness.runtime.diagnostics.all.isEmpty, "\(harness.runtime.diagnostics.all)")
    }

    @Test func aMenuCommandFromBuildMenuRunsOnItsShortcut() {
        let (harness, controller) = launch { builder in
            let new = UIKeyCommand(title: "New", action: Selector("newItem:"), input: "n", modifierFlags: .command)
            builder.replaceChildren(ofMenu: .standardEdit) { [new] + $0 }
        }
        controller.focus.becomeFirstResponder()
        let trace = harness.act("press-key cmd+n")
        #expect(controller.log == ["newItem New"])
        #expect(trace.events.contains { $0.callback == Callback.buildMenu.swiftName }, "the menu was built at the first key press")
        // Rebuilt only when asked.
        let again = harness.act("press-key cmd+n")
        #expect(!again.events.contains { $0.callback == Callback.buildMenu.swiftName })
        UIMenuSystem.main.setNeedsRebuild()
        let rebuilt = harness.act("press-key cmd+n")
        #expect(rebuilt.events.contains { $0.callback == Callback.buildMenu.swiftName })
    }

    @Test func anEditOfAMenuTheTreeDoesNotHaveIsReported() {
        let (harness, _) = launch { builder in
            builder.insertChild(UIMenu(title: "Lost", children: []), atEndOfMenu: UIMenu.Identifier("app.missing"))
        }
        _ = harness.runtime.hardwareKeyboard.builtMainMenu()
        let diagnostics = harness.runtime.diagnostics.all
        #expect(diagnostics.map(\.code) == [.keyboardMenuBuilderUnknownMenu])
        #expect(diagnostics.first?.message.contains("insertChild(_:atEndOfMenu:): the main menu has no menu \"app.missing\"") == true)
    }
}
