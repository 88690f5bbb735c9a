import HeadlessCore
import Foundation

/// The exploration's check that a view's `window` is always its superview chain's window
/// inside its callbacks (References §15.1).
extension HeadlessRuntime {
    /// Notes a violation when `view.window` is not the window at the top of its superview
    /// chain (a window is its own window).
    func checkAttachment(of view: UIView, in callback: Callback) {
        var top = view
        while let parent = top.storedSuperview { top = parent }
        let chainWindow = top as? UIWindow
        guard view.storedWindow !== chainWindow else { return }
        attachmentViolations.append(
            "\(view.traceName) in \(callback.swiftName): window is \(view.storedWindow?.traceName ?? "nil") but its superview chain ends at \(chainWindow?.traceName ?? "no window") (top: \(top.traceName))")
    }
}
