import HeadlessCore
import Foundation

/// Support for the code `lifecycle port` generates for `value.init()` on a metatype value.
///
/// On iOS, `viewControllerType.init()` compiles for any `UIViewController.Type`, because the
/// Objective-C runtime finds `init` on the dynamic class. Swift without Objective-C accepts it
/// only for a `required` initializer, and UIKit cannot make `init()` required without breaking
/// every subclass that declares an initializer of its own. The rewriter turns the call into
/// `_headlessPortMake(viewControllerType)`, a function generated in the app's module that
/// switches on the dynamic class and calls `init()` on each class of the module that has one.
@_spi(Headless) @MainActor
public enum PortMetatype {
    /// Called by the generated function for a class that has no `init()` it could call: reports
    /// an error naming the class and stops, as iOS stops with "use of unimplemented initializer".
    public static func unconstructible(_ type: Any.Type, file: StaticString = #fileID, line: UInt = #line) -> Never {
        let message = "init() was called on the metatype \(type), but \(type) has no init() that `lifecycle port` could find (it declares other designated initializers, is private, generic or declared outside the app). Declare `init()` in \(type), or create it with an initializer it declares."
        HeadlessRuntime.current.report(.error, .portMetatypeInitUnavailable, message)
        fatalError(message, file: file, line: line)
    }
}
