/// Objective-C's `+[NSObject description]` for code `lifecycle port` rewrote (References §48.4).
///
/// On iOS, `type(of: object).description()` compiles for any class metatype: `AnyObject`
/// lookup finds the Objective-C class method, which answers the class's name as
/// `NSStringFromClass` gives it: `UIView` for a framework class, `SnapKit.LayoutConstraint`
/// for a Swift class. Swift without Objective-C has no such lookup, so the rewriter turns the
/// call into `_headlessClassDescription(type(of: object))`.
///
/// A Swift class nested in another, or generic, has a mangled Objective-C name on iOS
/// (`_TtCC…`); here it is the dotted name (`App.Outer.Inner`).
@_spi(Headless)
public func _headlessClassDescription(_ type: AnyClass) -> String {
    let qualified = String(reflecting: type)
    guard let dot = qualified.firstIndex(of: ".") else { return qualified }
    return frameworkModules.contains(String(qualified[..<dot]))
        ? String(qualified[qualified.index(after: dot)...]) : qualified
}

/// The modules whose classes are Objective-C classes on iOS, named without a module.
private let frameworkModules: Set<String> = ["UIKit", "Foundation", "QuartzCore", "CoreGraphics", "ObjectiveC",
                                             "WebKit", "SafariServices", "UserNotifications"]
