/// Callbacks that the round-2 fidelity work (issue 19) traces.
extension Callback {
    /// `UIWindow.becomeKey()`: the window became the key window (References §15.7).
    public static let windowBecomeKey = Callback("becomeKey()", selector: "becomeKeyWindow")
    /// `UIWindow.resignKey()`: the window stopped being the key window (References §15.7).
    public static let windowResignKey = Callback("resignKey()", selector: "resignKeyWindow")
}
