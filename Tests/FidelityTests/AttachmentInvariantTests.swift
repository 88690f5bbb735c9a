import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// The runtime's `view.window` check (References §15.1), which the exploration turns on: no
/// hierarchy operation lets a view callback see a `window` its superview chain contradicts.
@MainActor
@Suite(.freshRuntime) struct AttachmentInvariantTests {
    @Test func hierarchyOperationsKeepWindowAndSuperviewChainInAgreement() {
        let runtime = HeadlessRuntime.current
        runtime.checksViewAttachment = true
        let window = UIWindow(frame: UIScreen.main.bounds)
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        runtime.runLoop.runUntilIdle()
        let other = UIWindow(frame: UIScreen.main.bounds)
        other.makeKeyAndVisible()
        let tree = InnerView(frame: .zero)
        tree.addSubview(OuterView(frame: .zero))
        navigation.topViewController?.view.addSubview(tree)
        other.addSubview(tree)
        navigation.pushViewController(UIViewController(), animated: true)
        runtime.runLoop.runUntilIdle()
        navigation.popViewController(animated: false)
        tree.removeFromSuperview()
        window.rootViewController = nil
        runtime.runLoop.runUntilIdle()
        #expect(runtime.attachmentViolations.isEmpty, "\(runtime.attachmentViolations)")
    }
}
