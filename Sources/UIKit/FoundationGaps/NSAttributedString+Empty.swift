import Foundation

/// `NSAttributedString()` and `NSMutableAttributedString()`: an empty attributed string, as on
/// iOS, where `NSObject`'s `init()` is inherited (References §61.1).
///
/// Linux's Foundation declares designated initializers on `NSAttributedString` (`init(string:)`,
/// the required `init?(coder:)`), so `NSObject`'s `init()` is not inherited, and Swift refuses an
/// `init()` in an extension ("cannot be overridden from extension"). An initializer whose only
/// parameter has a default is what `NSAttributedString()` then resolves to; being convenience, it
/// is inherited by `NSMutableAttributedString`, whose `init(string:)` it reaches, so
/// `NSMutableAttributedString()` is a mutable string. `lifecycle port` imports this SPI in the
/// files that call it.
extension NSAttributedString {
    /// Creates an empty attributed string (iOS's `init()`).
    @_spi(Headless) public convenience init(_headlessEmpty: Void = ()) {
        self.init(string: "")
    }
}
