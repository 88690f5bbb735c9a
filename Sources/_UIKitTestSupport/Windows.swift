import Foundation
@_spi(Headless) import UIKit
import HeadlessCore

/// A key, visible window showing `root`, with the run loop settled.
@MainActor
public func showInWindow(_ root: UIViewController?) -> UIWindow {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = root
    window.makeKeyAndVisible()
    HeadlessRuntime.current.runLoop.runUntilIdle()
    return window
}

/// A trace recorder attached to the current runtime, then the controller `root` makes (after the
/// recorder is attached, so that its initialiser is traced) shown as `showInWindow` shows it.
@MainActor
public func showTraced<Root: UIViewController>(_ root: @autoclosure () -> Root)
    -> (recorder: TraceRecorder, root: Root, window: UIWindow) {
    let recorder = HeadlessRuntime.current.attach()
    let root = root()
    return (recorder, root, showInWindow(root))
}

/// The codes of the diagnostics reported so far in the current runtime.
@MainActor
public var diagnosticCodes: [String] { HeadlessRuntime.current.diagnostics.all.map(\.code.rawValue) }

/// Whether two lists hold the same objects in the same order (UIKit objects are compared by
/// identity, as NSObject's `==` does on iOS).
public func same(_ lhs: [AnyObject?], _ rhs: [AnyObject?]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}

/// A rectangle as `(x y; width height)`, whole numbers without decimals.
public func describe(_ rect: CGRect) -> String {
    func number(_ value: CGFloat) -> String {
        value.rounded() == value ? String(Int(value)) : String(format: "%.2f", Double(value))
    }
    return "(\(number(rect.minX)) \(number(rect.minY)); \(number(rect.width)) \(number(rect.height)))"
}

/// Insets as `{top, left, bottom, right}` in whole points.
public func describe(_ insets: UIEdgeInsets) -> String {
    "{\(Int(insets.top)), \(Int(insets.left)), \(Int(insets.bottom)), \(Int(insets.right))}"
}
