@_spi(Headless) import UIKit
import HeadlessCore
import Foundation
@_exported import _UIKitTestSupport

/// The window of the last ``makeScreen(_:build:)``, kept alive until the next.
@MainActor var keptWindow: UIWindow?

/// The test's process (fresh from `.freshRuntime`) with a screen of `model` and a shown window
/// whose root controller's view `build` fills; the run loop is settled before it returns.
/// Views the test made before the call belong to the same process.
@MainActor
func makeScreen(_ model: DeviceModel = .iPhoneSE, build: (UIView) -> Void) -> (UIWindow, UIViewController) {
    keptWindow = nil
    let runtime = HeadlessRuntime.current
    runtime.screen.use(model)
    let window = UIWindow(frame: runtime.screen.bounds)
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    keptWindow = window
    build(controller.view)
    runtime.runLoop.runUntilIdle()
    return (window, controller)
}

/// The frames of `views` as `(x y; w h)` lines.
@MainActor
func frames(_ views: UIView...) -> String {
    views.map { "\($0.layoutDescription(constraints: false).split(separator: "\n")[0].split(separator: " ").dropFirst().joined(separator: " "))" }
        .joined(separator: "\n")
}

@MainActor
func pinned(_ view: UIView, in superview: UIView) -> UIView {
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    return view
}

/// `12` rather than `12.0`; otherwise at most three decimals.
func number(_ value: CGFloat) -> String {
    if value == value.rounded() { return String(Int(value)) }
    var text = String(format: "%.3f", Double(value))
    while text.hasSuffix("0") { text.removeLast() }
    return text
}
