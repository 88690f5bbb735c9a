import HeadlessCore
import Foundation

/// The simulated device's hardware keyboard in one process: its menu systems, the main menu
/// as last built, and the delivery of a pressed key combination (References §55.4).
///
/// A press goes, in iOS's order:
/// 1. From iOS 15 (``LifecycleProfile/textInputPrecedesKeyCommands``), when a text field or
///    text view is first responder and the key types or edits text (a character, Return,
///    Delete, an arrow, without Command or Control), text input takes it, unless a matching
///    key command sets `wantsPriorityOverSystemBehavior`.
/// 2. Key commands: the main menu's (the system's, which the app edits in `buildMenu(with:)`),
///    then those of each responder from the first responder up the chain (`keyCommands`,
///    including a view controller's `addKeyCommand(_:)`). The first enabled command that
///    matches the key and whose action some responder performs
///    (`target(forAction:withSender:)` from the first responder) runs, and the press ends there.
/// 3. Before iOS 15, text input takes the key here.
/// 4. Otherwise `pressesBegan(_:with:)` goes to the first responder (else the key window) and up
///    the chain; the key is held for the given virtual time, then `pressesEnded(_:with:)`.
@MainActor
final class HardwareKeyboard {
    unowned let runtime: HeadlessRuntime
    lazy var mainMenuSystem = UIMenuSystem(kind: .main)
    lazy var contextMenuSystem = UIMenuSystem(kind: .context)
    /// The main menu as last built; nil until a key is pressed, and after `setNeedsRebuild()`.
    var mainMenu: UIMenu?

    init(runtime: HeadlessRuntime) {
        self.runtime = runtime
    }

    /// The main menu, built now if needed: the standard menus, then the application's
    /// `buildMenu(with:)` and its delegate's.
    func builtMainMenu() -> UIMenu {
        if let mainMenu { return mainMenu }
        let builder = MainMenuBuilder(system: mainMenuSystem, root: MainMenuBuilder.standardMainMenu(), runtime: runtime)
        var builders: [UIResponder] = []
        if let application = runtime.launchedApplication {
            builders.append(application)
            if let delegate = application.delegate as? UIResponder, delegate !== application { builders.append(delegate) }
        }
        for responder in builders {
            runtime.deliver(responder, .buildMenu, ["UIMenuBuilder(main)"]) { responder.buildMenu(with: builder) }
        }
        mainMenu = builder.root
        return builder.root
    }

    /// What happened to a press, for the action's caller and the tests.
    enum Outcome: Equatable {
        /// The first responder's text input took the key.
        case textInput
        /// A key command ran its action.
        case keyCommand
        /// `pressesBegan` and `pressesEnded` went up the responder chain.
        case presses
    }

    /// Presses `stroke` in `window`, holding it for `seconds` of virtual time when nothing
    /// else takes it; `wait` lets the time pass.
    @discardableResult
    func press(_ stroke: KeyStroke, in window: UIWindow, holding seconds: TimeInterval,
               wait: (TimeInterval) -> Void) -> Outcome {
        let firstResponder = runtime.textInput.firstResponder
        let start: UIResponder = firstResponder ?? window
        let key = stroke.makeKey()
        let textInput = (firstResponder as? (UIResponder & UIKeyInput)).flatMap { stroke.isTextInput ? $0 : nil }
        let candidates = keyCommands(from: start).filter { $0.matches(key) && !$0.attributes.contains(.disabled) }

        if let textInput, runtime.profile.textInputPrecedesKeyCommands {
            if perform(candidates.filter(\.wantsPriorityOverSystemBehavior), from: start) { return .keyCommand }
            type(stroke, into: textInput)
            return .textInput
        }
        if perform(candidates, from: start) { return .keyCommand }
        if let textInput {
            type(stroke, into: textInput)
            return .textInput
        }
        let press = UIPress(key: key, type: stroke.pressType, window: window, responder: start, timestamp: runtime.runLoop.now)
        let event = UIPressesEvent(presses: [press])
        start.deliverPresses(.began, [press], with: event)
        if seconds > 0 { wait(seconds) }
        press.phase = .ended
        press.force = 0
        press.timestamp = runtime.runLoop.now
        event.timestamp = runtime.runLoop.now
        start.deliverPresses(.ended, [press], with: event)
        return .presses
    }

    /// The key commands in force from `start`: the main menu's, then each responder's up the chain.
    func keyCommands(from start: UIResponder) -> [UIKeyCommand] {
        var commands = MainMenuBuilder.elements(of: builtMainMenu()).compactMap { $0 as? UIKeyCommand }
        var responder: UIResponder? = start
        var steps = 0
        while let current = responder, steps < 10_000 {
            commands.append(contentsOf: current.keyCommands ?? [])
            responder = current.next
            steps += 1
        }
        return commands
    }

    /// Runs the first command whose action a responder performs; returns whether one ran.
    private func perform(_ commands: [UIKeyCommand], from start: UIResponder) -> Bool {
        for command in commands {
            guard let target = start.target(forAction: command.action, withSender: command) as? UIResponder else { continue }
            Self.send(command.action, to: target, sender: command, in: runtime)
            return true
        }
        return false
    }

    /// Sends an action to a responder that performs it: a standard edit action its class
    /// overrides is called directly; any other goes through the selector tables.
    static func send(_ action: Selector, to target: UIResponder, sender: Any?, in runtime: HeadlessRuntime) {
        if let standard = StandardEditAction(action), standard.isImplemented(by: target) {
            let callback = Callback(HeadlessRuntime.swiftName(ofSelector: action.name), selector: action.name)
            runtime.deliver(target, callback, [runtime.describeSender(sender)]) { standard.perform(on: target, sender: sender) }
        } else {
            runtime.send(action, to: target, arguments: [sender])
        }
    }

    /// Text input takes the key: a character is inserted, Delete deletes backward, Return is
    /// the return key; arrows move the insertion point, which the engine does not model.
    private func type(_ stroke: KeyStroke, into responder: UIResponder & UIKeyInput) {
        switch stroke.keyCode {
        case .keyboardDeleteOrBackspace:
            responder.deleteBackward()
        case .keyboardReturnOrEnter:
            if let field = responder as? UITextField { field.pressReturn() } else { responder.insertText("\n") }
        case .keyboardUpArrow, .keyboardDownArrow, .keyboardLeftArrow, .keyboardRightArrow, .keyboardDeleteForward:
            break
        default:
            responder.insertText(stroke.makeKey().characters)
        }
    }
}

extension HeadlessRuntime {
    /// The hardware keyboard of this process, made at first use.
    var hardwareKeyboard: HardwareKeyboard {
        if let keyboard = hardwareKeyboardIfMade { return keyboard }
        let keyboard = HardwareKeyboard(runtime: self)
        hardwareKeyboardIfMade = keyboard
        return keyboard
    }
}
