/// The callbacks of a physical keyboard's presses and of the main menu, by name (References §55).
extension Callback {
    // MARK: Presses
    public static let pressesBegan = Callback("pressesBegan(_:with:)", selector: "pressesBegan:withEvent:")
    public static let pressesChanged = Callback("pressesChanged(_:with:)", selector: "pressesChanged:withEvent:")
    public static let pressesEnded = Callback("pressesEnded(_:with:)", selector: "pressesEnded:withEvent:")
    public static let pressesCancelled = Callback("pressesCancelled(_:with:)", selector: "pressesCancelled:withEvent:")

    // MARK: Main menu
    public static let buildMenu = Callback("buildMenu(with:)", selector: "buildMenuWithBuilder:")
}
