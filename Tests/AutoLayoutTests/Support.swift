@_spi(Headless) import UIKit
import HeadlessCore
import Foundation
@_exported import _UIKitTestSupport

/// The window of the last ``makeScreen(_:build:)``, kept alive until the next.
@MainActor var keptWindow: UIWindow?

/// A fresh process with a screen of `model` and a shown window whose root controller's view
/// `build` fills; the run loop is settled before it returns.
@MainActor
func makeScreen(_ model: DeviceModel = .iPhoneSE, build: (UIView) -> Void) -> (UIWindow, UIViewController) {
    keptWindow = nil
    let runtime = HeadlessRuntime.reset()
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
