import HeadlessCore
import Foundation

/// One action on the simulated device, such as `home` or `rotate landscape-left`.
///
/// Parse one from its text with ``init(parsing:)``, a comma-separated list with
/// ``parseList(_:)``, or use the typed constants (``home``, ``rotate(_:)``, ``wait(_:)``).
/// Every action the device knows is a row of ``definitions``: that table is the only place
/// that names actions, checks their arguments and says what they do.
@_spi(Headless) public struct DeviceAction: Hashable, Sendable, CustomStringConvertible {
    /// The action's name, such as `rotate`.
    public let name: String
    /// Its arguments, such as `["landscape-left"]`.
    public let arguments: [String]

    /// Creates an action, unchecked; ``SimulatedDevice/perform(_:)`` checks it.
    public init(_ name: String, _ arguments: [String] = []) {
        self.name = name
        self.arguments = arguments
    }

    /// Parses `name arg…` (words separated by spaces), checking the name and the arguments.
    public init(parsing text: String) throws(DeviceError) {
        let words = try Self.words(of: text)
        guard let name = words.first else {
            throw .malformedAction(text, reason: "the action is empty", usage: Self.usageList)
        }
        self.init(name, Array(words.dropFirst()))
        try validate()
    }

    /// Parses a comma-separated list, such as `home, open, rotate landscape-left, wait 10`.
    public static func parseList(_ text: String) throws(DeviceError) -> [DeviceAction] {
        let items = try Self.items(of: text)
        if items.count == 1 && items[0].isEmpty { return [] }
        var actions: [DeviceAction] = []
        for (index, item) in items.enumerated() {
            guard !item.isEmpty else {
                throw .malformedAction(text, reason: "item \(index + 1) of the list is empty (two commas in a row, or a trailing comma)",
                                       usage: "--actions \"home, open, rotate landscape-left, wait 10\"")
            }
            actions.append(try DeviceAction(parsing: item))
        }
        return actions
    }

    /// The action's definition, or an unknown-action error.
    func definition() throws(DeviceError) -> Definition {
        guard let definition = Self.definitions.first(where: { $0.name == name }) else {
            throw .unknownAction(name, legal: Self.names)
        }
        return definition
    }

    /// Checks the name and the arguments.
    public func validate() throws(DeviceError) {
        let definition = try definition()
        if let problem = definition.checkArguments(arguments) {
            throw .malformedAction(description, reason: problem, usage: definition.usage)
        }
    }

    /// `name arg…`.
    public var description: String { ([name] + arguments).joined(separator: " ") }

    // MARK: Typed actions

    /// Press the Home button.
    public static let home = DeviceAction("home")
    /// Tap the app's icon (or its card in the app switcher).
    public static let open = DeviceAction("open")
    /// Pull down Notification Center.
    public static let notificationCenter = DeviceAction("notification-center")
    /// Push Notification Center back up.
    public static let notificationCenterDismiss = DeviceAction("notification-center-dismiss")
    /// Pull up Control Center.
    public static let controlCenter = DeviceAction("control-center")
    /// Put Control Center away.
    public static let controlCenterDismiss = DeviceAction("control-center-dismiss")
    /// An incoming phone call.
    public static let call = DeviceAction("call")
    /// The phone call ends.
    public static let callEnd = DeviceAction("call-end")
    /// Lock the screen.
    public static let lock = DeviceAction("lock")
    /// Unlock the screen.
    public static let unlock = DeviceAction("unlock")
    /// Open the app switcher.
    public static let appSwitcher = DeviceAction("app-switcher")
    /// Leave the app switcher.
    public static let appSwitcherDismiss = DeviceAction("app-switcher-dismiss")
    /// Swipe the app away in the app switcher.
    public static let kill = DeviceAction("kill")
    /// The system reclaims the app.
    public static let jetsam = DeviceAction("jetsam")
    /// The system is low on memory.
    public static let memoryWarning = DeviceAction("memory-warning")

    /// Turns the device to an orientation.
    public static func rotate(_ orientation: UIDeviceOrientation) -> DeviceAction {
        DeviceAction("rotate", [orientation.actionName ?? "portrait"])
    }

    /// Lets virtual time pass.
    public static func wait(_ seconds: TimeInterval) -> DeviceAction {
        DeviceAction("wait", [seconds.rounded() == seconds && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)])
    }
}

extension DeviceAction {
    /// One row of the action table.
    public struct Definition: Sendable {
        /// The action's name.
        public let name: String
        /// The arguments, as the usage shows them (`<seconds>`), or empty.
        public let argumentSyntax: String
        /// What the action does, in a few words.
        public let summary: String
        /// Returns what is wrong with the arguments, or nil.
        let checkArguments: @Sendable ([String]) -> String?
        /// Returns why the action is impossible in the device's state, or nil.
        let unavailableReason: @MainActor @Sendable (SimulatedDevice) -> String?
        /// Performs the action; returns why it could not act (nothing changed), or nil.
        let run: @MainActor @Sendable (SimulatedDevice, [String]) -> String?

        /// `name <args>`.
        public var usage: String { argumentSyntax.isEmpty ? name : "\(name) \(argumentSyntax)" }

        init(_ name: String, syntax argumentSyntax: String = "", summary: String,
             arguments checkArguments: @escaping @Sendable ([String]) -> String? = Definition.noArguments,
             unavailable: @escaping @MainActor @Sendable (SimulatedDevice) -> String?,
             run: @escaping @MainActor @Sendable (SimulatedDevice, [String]) -> Void) {
            self.init(name, syntax: argumentSyntax, summary: summary, arguments: checkArguments,
                      unavailable: unavailable, attempt: { device, arguments in run(device, arguments); return nil })
        }

        /// A row whose action finds out only when it runs that it has nothing to act on (a
        /// gesture on the screen): `attempt` returns why, having changed nothing, or nil.
        init(_ name: String, syntax argumentSyntax: String = "", summary: String,
             arguments checkArguments: @escaping @Sendable ([String]) -> String? = Definition.noArguments,
             unavailable: @escaping @MainActor @Sendable (SimulatedDevice) -> String?,
             attempt: @escaping @MainActor @Sendable (SimulatedDevice, [String]) -> String?) {
            self.name = name
            self.argumentSyntax = argumentSyntax
            self.summary = summary
            self.checkArguments = checkArguments
            self.unavailableReason = unavailable
            self.run = attempt
        }

        static let noArguments: @Sendable ([String]) -> String? = { arguments in
            arguments.isEmpty ? nil : "it takes no arguments"
        }

        /// Accepts nothing, or the one word given (`swipe-back [cancel]`).
        static func optionalWord(_ word: String) -> @Sendable ([String]) -> String? {
            { arguments in
                switch arguments {
                case []: nil
                case [word]: nil
                default: "it takes nothing or \"\(word)\""
                }
            }
        }

        /// Accepts one index, 0 or more (`tab <index>`).
        static let oneIndex: @Sendable ([String]) -> String? = { arguments in
            guard arguments.count == 1 else { return "it takes exactly one index" }
            return (Int(arguments[0]) ?? -1) >= 0 ? nil : "\"\(arguments[0])\" is not an index (0 or more)"
        }

        /// Accepts one or more words, read as one text (`tap Show Details`).
        static let oneOrMoreWords: @Sendable ([String]) -> String? = { arguments in
            arguments.isEmpty ? "it takes an identifier or a title" : nil
        }

        /// Accepts one word.
        static let oneWord: @Sendable ([String]) -> String? = { arguments in
            arguments.count == 1 ? nil : "it takes exactly one argument"
        }
    }

    /// Every action of the device: its name, arguments, when it is legal, and what it does.
    ///
    /// To add an action, add a row here and a handler in a `SimulatedDevice` extension, such as
    /// `Definition("swipe-back", syntax: "[cancel]", summary: "…", arguments: Definition.optionalWord("cancel"),
    /// unavailable: { $0.swipeBackUnavailable }, run: { device, arguments in device.swipeBack(cancel: !arguments.isEmpty) })`
    /// (``Definition/oneIndex`` and ``Definition/oneOrMoreWords`` check `tab <index>` and `tap <id|title>`).
    public static let definitions: [Definition] = coreDefinitions + chromeDefinitions + listDefinitions
        + controlsDefinitions + textDefinitions + menuDefinitions + swipeActionDefinitions + notificationDefinitions
        + sheetDefinitions + keyboardDefinitions + systemPickerDefinitions

    /// The actions on the app's lifecycle, containers and controls.
    static let coreDefinitions: [Definition] = [
        Definition("home", summary: "press the Home button: the app goes to the background",
                   unavailable: { $0.homeUnavailable }, run: { device, _ in device.pressHome() }),
        Definition("open", summary: "tap the app's icon: launch it, or bring it back to the foreground",
                   unavailable: { $0.openUnavailable }, run: { device, _ in device.openApp() }),
        Definition("notification-center", summary: "pull down Notification Center over the app",
                   unavailable: { $0.overlayUnavailable(.notificationCenter) },
                   run: { device, _ in device.showOverlay(.notificationCenter) }),
        Definition("notification-center-dismiss", summary: "push Notification Center back up",
                   unavailable: { $0.dismissUnavailable(.notificationCenter) },
                   run: { device, _ in device.dismissOverlay(.notificationCenter) }),
        Definition("control-center", summary: "pull up Control Center over the app",
                   unavailable: { $0.overlayUnavailable(.controlCenter) },
                   run: { device, _ in device.showOverlay(.controlCenter) }),
        Definition("control-center-dismiss", summary: "put Control Center away",
                   unavailable: { $0.dismissUnavailable(.controlCenter) },
                   run: { device, _ in device.dismissOverlay(.controlCenter) }),
        Definition("call", summary: "an incoming phone call",
                   unavailable: { $0.callUnavailable }, run: { device, _ in device.receiveCall() }),
        Definition("call-end", summary: "the phone call ends",
                   unavailable: { $0.callEndUnavailable }, run: { device, _ in device.endCall() }),
        Definition("lock", summary: "press the side button: the screen locks",
                   unavailable: { $0.lockUnavailable }, run: { device, _ in device.lockScreen() }),
        Definition("unlock", summary: "unlock the screen, back to what it showed",
                   unavailable: { $0.unlockUnavailable }, run: { device, _ in device.unlockScreen() }),
        Definition("app-switcher", summary: "open the app switcher (double-press Home)",
                   unavailable: { $0.appSwitcherUnavailable }, run: { device, _ in device.showAppSwitcher() }),
        Definition("app-switcher-dismiss", summary: "leave the app switcher, back to what it covered",
                   unavailable: { $0.dismissUnavailable(.appSwitcher) },
                   run: { device, _ in device.dismissOverlay(.appSwitcher) }),
        Definition("kill", summary: "swipe the app away in the app switcher",
                   unavailable: { $0.killUnavailable }, run: { device, _ in device.killApp() }),
        Definition("jetsam", summary: "the system reclaims the app in the background or suspended",
                   unavailable: { $0.jetsamUnavailable }, run: { device, _ in device.jetsamApp() }),
        Definition("memory-warning", summary: "the system is low on memory",
                   unavailable: { $0.memoryWarningUnavailable }, run: { device, _ in device.simulateMemoryWarning() }),
        Definition("rotate", syntax: "<portrait|portrait-upside-down|landscape-left|landscape-right>",
                   summary: "turn the device",
                   arguments: { arguments in
                       guard arguments.count == 1 else { return "it takes exactly one orientation" }
                       return UIDeviceOrientation(actionName: arguments[0]) == nil
                           ? "\"\(arguments[0])\" is not an orientation" : nil
                   },
                   unavailable: { _ in nil },
                   run: { device, arguments in
                       device.rotate(to: UIDeviceOrientation(actionName: arguments[0]) ?? .portrait)
                   }),
        Definition("wait", syntax: "<seconds>", summary: "let virtual time pass",
                   arguments: { arguments in
                       guard arguments.count == 1 else { return "it takes exactly one number of seconds" }
                       guard let seconds = TimeInterval(arguments[0]), seconds.isFinite, seconds >= 0 else {
                           return "\"\(arguments[0])\" is not a number of seconds (0 or more)"
                       }
                       return nil
                   },
                   unavailable: { _ in nil },
                   run: { device, arguments in device.wait(seconds: TimeInterval(arguments[0]) ?? 0) }),
        Definition("back", summary: "tap the navigation bar's back button: an animated pop",
                   unavailable: { $0.gestureUnavailable }, attempt: { device, _ in device.keyWindowGesture { $0.performBack() } }),
        Definition("swipe-back", syntax: "[cancel]", summary: "swipe from the left edge: an interactive pop, finished or cancelled",
                   arguments: Definition.optionalWord("cancel"), unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in
                       device.keyWindowGesture { $0.performSwipeBack(cancel: !arguments.isEmpty) }
                   }),
        Definition("tab", syntax: "<index>", summary: "tap a tab of the visible tab bar controller",
                   arguments: Definition.oneIndex, unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in
                       device.keyWindowGesture { $0.performTabSelection(Int(arguments[0]) ?? 0) }
                   }),
        Definition("swipe-down", syntax: "[cancel]", summary: "swipe the front sheet down: an interactive dismissal",
                   arguments: Definition.optionalWord("cancel"), unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in
                       device.keyWindowGesture { $0.performSwipeDown(cancel: !arguments.isEmpty) }
                   }),
        Definition("tap", syntax: "<accessibilityIdentifier|title>",
                   summary: "tap the visible, enabled control (or table cell) with that identifier, else with that title",
                   arguments: Definition.oneOrMoreWords, unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in
                       device.keyWindowGesture { $0.performTap(accessibilityIdentifier: arguments.joined(separator: " ")) }
                   }),
        Definition("double-tap", syntax: "<accessibilityIdentifier|title|x y>",
                   summary: "two taps in quick succession on what tap finds, or at a point of the window",
                   arguments: Definition.oneOrMoreWords, unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in
                       device.keyWindowGesture { window in
                           if arguments.count == 2, Definition.points(arguments) == nil {
                               return window.performTapAt(CGPoint(x: Double(arguments[0]) ?? 0, y: Double(arguments[1]) ?? 0), taps: 2,
                                                          name: (["double-tap"] + arguments).joined(separator: " "))
                           }
                           return window.performTap(accessibilityIdentifier: arguments.joined(separator: " "), taps: 2)
                       }
                   }),
    ]

    /// The names of every action, in table order.
    public static var names: [String] { definitions.map(\.name) }

    /// Every action's usage, comma-separated.
    public static var usageList: String { definitions.map(\.usage).joined(separator: ", ") }
}
