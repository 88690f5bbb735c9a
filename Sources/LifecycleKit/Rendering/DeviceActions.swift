/// The names of the simulated device's actions, as `lifecycle run` files and the device's
/// `--actions` option spell them.
///
/// Diagrams draw these as coming from the device; every other action is an operation of
/// the app's own code (a push, an `addSubview(_:)`).
public enum DeviceActions {
    /// The actions of part 3's device and those that parts 4 and 5 add.
    public static let names: [String] = [
        "launch", "home", "open", "notification-center", "notification-center-dismiss",
        "control-center", "control-center-dismiss", "call", "call-end", "lock", "unlock",
        "app-switcher", "app-switcher-dismiss", "kill", "jetsam", "memory-warning", "rotate", "wait",
        "back", "swipe-back", "tab", "swipe-down", "tap",
    ]

    private static let nameSet = Set(names)

    /// Whether an action name is one of the device's.
    public static func isDeviceAction(_ name: String) -> Bool {
        nameSet.contains(name)
    }
}
