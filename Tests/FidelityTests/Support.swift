import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// What the fidelity tests' views and controllers saw, one line per callback.
@MainActor
final class FidelityLog {
    static var lines: [String] = []
    static func reset() { lines = [] }
    static func note(_ line: String) { lines.append(line) }
    static var text: String { lines.joined(separator: "\n") + "\n" }
}

/// The window at the top of a view's superview chain (a window is its own).
@MainActor
func chainWindow(of view: UIView) -> UIWindow? {
    var top = view
    while let parent = top.superview { top = parent }
    return top as? UIWindow
}

@MainActor
func name(_ object: AnyObject?) -> String {
    guard let object else { return "nil" }
    if let view = object as? UIView { return view.traceName }
    if let controller = object as? UIViewController { return controller.traceName }
    return "\(type(of: object))"
}

/// A view that logs each attachment callback with its `window` and `superview`, and checks
/// that `window` is the superview chain's window there (References §15.1).
class AttachmentLoggingView: UIView {
    private func log(_ callback: String) {
        let consistent = window === chainWindow(of: self)
        FidelityLog.note("\(traceName).\(callback): window=\(name(window)) superview=\(name(superview))\(consistent ? "" : "  ✗ window ≠ chain")")
    }
    override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        log("willMove(toSuperview: \(name(newSuperview)))")
    }
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        log("didMoveToSuperview()")
    }
    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        log("willMove(toWindow: \(name(newWindow)))")
    }
    override func didMoveToWindow() {
        super.didMoveToWindow()
        log("didMoveToWindow()")
    }
}

final class OuterView: AttachmentLoggingView {}
final class InnerView: AttachmentLoggingView {}
