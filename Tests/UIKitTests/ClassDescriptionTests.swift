import Testing
@_spi(Headless) import UIKit

/// `type(of: object).description()` as the port rewrites it (References §48.4): the class's
/// name as Objective-C's `+description` gives it.
@Suite struct ClassDescriptionTests {
    @Test func aFrameworkClassIsNamedWithoutItsModuleAndAnAppClassWithIt() {
        let constraint: AnyClass = NSLayoutConstraint.self
        #expect(_headlessClassDescription(constraint) == "NSLayoutConstraint")
        #expect(_headlessClassDescription(UIView.self) == "UIView")
        #expect(_headlessClassDescription(CALayer.self) == "CALayer")
        #expect(_headlessClassDescription(NSObject.self) == "NSObject")
        #expect(_headlessClassDescription(UIKitTests.ClassDescriptionHost.self) == "UIKitTests.ClassDescriptionHost")
    }
}

/// A top-level class of the test module (iOS names a Swift class `Module.Class`).
final class ClassDescriptionHost {}
