import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// UIKit objects compare by identity, as NSObject subclasses do on iOS.
@MainActor
@Suite(.freshRuntime) struct ResponderIdentityTests {
    @Test func viewControllersCompareAndHashByIdentity() {
        let first = UIViewController()
        let second = UIViewController()
        #expect(first == first)
        #expect(first != second)
        #expect([first, second].contains(second))
        #expect(Set<UIViewController>([first, first, second]).count == 2)
        let view = UIView()
        #expect([UIView(), view].firstIndex(of: view) == 1)
    }
}
