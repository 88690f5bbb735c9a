import Foundation
import UIKit

/// The view controller callbacks in which a `ProbeViewController` takes notes.
public enum NotedCallback: Sendable {
    case viewWillAppear, viewWillLayoutSubviews, viewDidAppear, viewWillDisappear, viewDidDisappear
}

/// A view controller for tests to subclass, so that traces name the role each controller plays:
/// when its view loads it adds the view `makeContent()` gives, and in each `NotedCallback` it
/// appends to `notes` what `note(_:)` says then (what the view sees, the moving flags), as a
/// developer's logging subclass would.
open class ProbeViewController: UIViewController {
    /// What `note(_:)` said, in the order of the callbacks.
    public var notes: [String] = []

    /// The view added to the controller's view when it loads; nil (the default) adds nothing.
    open func makeContent() -> UIView? { nil }

    /// What to note in `callback`; nil (the default) notes nothing.
    open func note(_ callback: NotedCallback) -> String? { nil }

    /// The moving flags as `callback` sees them, as `viewWillAppear toParent=true` or
    /// `viewDidDisappear fromParent=false`; nil for layout.
    public func movingNote(_ callback: NotedCallback) -> String? {
        switch callback {
        case .viewWillAppear, .viewDidAppear: "\(callback) toParent=\(isMovingToParent)"
        case .viewWillDisappear, .viewDidDisappear: "\(callback) fromParent=\(isMovingFromParent)"
        case .viewWillLayoutSubviews: nil
        }
    }

    private func take(_ callback: NotedCallback) {
        if let line = note(callback) { notes.append(line) }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let content = makeContent() { view.addSubview(content) }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        take(.viewWillAppear)
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        take(.viewWillLayoutSubviews)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        take(.viewDidAppear)
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        take(.viewWillDisappear)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        take(.viewDidDisappear)
    }
}

/// The view the seeds' root controller adds when its view loads (seeds V-6, V-7).
public final class NoXibView: UIView {}

/// The seeds' root controller (V-6, V-7, VC-15): it adds a 10-point `NoXibView` when its view
/// loads, and notes in each appearance callback whether its view is in a superview and in a
/// window. Tests subclass it so that traces name it as their seed does.
open class SeedRootController: ProbeViewController {
    open override func makeContent() -> UIView? { NoXibView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }

    open override func note(_ callback: NotedCallback) -> String? {
        let superview = "superview=\(view.superview != nil)", window = "window=\(view.window != nil)"
        return switch callback {
        case .viewWillAppear: "viewWillAppear \(superview) \(window)"
        case .viewWillLayoutSubviews: "viewWillLayoutSubviews \(window)"
        case .viewDidAppear: "viewDidAppear \(superview)"
        case .viewWillDisappear: "viewWillDisappear \(window)"
        case .viewDidDisappear: "viewDidDisappear \(superview) \(window)"
        }
    }
}

/// Seed V-6 in the seeds' notation: the root controller `controller` loads, adds its
/// `NoXibView` and appears; `layout` is what stands between the view's arrival in the window and
/// `viewDidAppear:` (the layout lines, or `[layout]` when the trace folds them).
public func seedV6(_ controller: String, layout: [String]) -> [String] {
    [
        "-[\(controller) loadView]",
        "-[\(controller) viewDidLoad]",
        "-[NoXibView willMoveToSuperview:]",
        "-[NoXibView didMoveToSuperview]",
        "-[\(controller) viewWillAppear:]",
        "-[NoXibView willMoveToWindow:]",
        "-[NoXibView didMoveToWindow]",
    ] + layout + ["-[\(controller) viewDidAppear:]"]
}
