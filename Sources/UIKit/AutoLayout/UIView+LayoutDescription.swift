import HeadlessCore
import Foundation

/// Seeing a layout: the view hierarchy with frames, like UIKit's `recursiveDescription`, and
/// the constraints that positioned each view.
extension UIView {
    /// The subtree as text, one view a line, indented by depth:
    ///
    /// ```
    /// UIWindow#1 frame=(0 0; 375 667)
    ///   UIView#1 frame=(0 0; 375 667) safeArea={20, 0, 0, 0}
    ///     UILabel#1 frame=(16 36; 343 20.5) text="Title"
    ///       | UILabel#1.leading == UIView#1.layoutMarginsGuide.leading
    /// ```
    ///
    /// - Parameter constraints: whether to list, under each view, the active constraints whose
    ///   first item is the view or one of its guides (`| …`; a broken one is marked
    ///   `(broken)`), and its content size (`| intrinsic …`) when Auto Layout sizes it.
    @_spi(Headless) public func layoutDescription(constraints: Bool = true) -> String {
        var lines: [String] = []
        var stack: [(UIView, Int)] = [(self, 0)]
        while let (view, depth) = stack.popLast() {
            let indent = String(repeating: "  ", count: depth)
            var line = "\(indent)\(view.traceName) frame=\(view.storedFrame.layoutDescription)"
            if view.isHidden { line += " hidden" }
            if let state = view.layoutState, state.variables != nil {
                let safe = view.computedSafeAreaInsets()
                if safe != .zero { line += " safeArea=\(safe.traceDescription)" }
                if !state.translatesAutoresizingMask { line += " autolayout" }
            }
            if let label = view as? UILabel, let text = label.text { line += " text=\"\(text)\"" }
            if let scroll = view as? UIScrollView, scroll.contentSize != .zero {
                line += " contentSize=\(scroll.contentSize.width.layoutDescription)x\(scroll.contentSize.height.layoutDescription)"
            }
            lines.append(line)
            if constraints, let state = view.layoutState {
                for constraint in state.referencing
                where NSLayoutConstraint.hierarchyView(constraint.storedFirstItem) === view {
                    lines.append("\(indent)  | \(constraint.equationDescription)\(constraint.isBroken ? " (broken)" : "")")
                }
                if let size = state.appliedIntrinsicSize, !state.translatesAutoresizingMask,
                   size.width != UIView.noIntrinsicMetric || size.height != UIView.noIntrinsicMetric {
                    lines.append("\(indent)  | intrinsic \(size.width.layoutDescription)x\(size.height.layoutDescription)")
                }
            }
            for subview in view.storedSubviews.reversed() { stack.append((subview, depth + 1)) }
        }
        return lines.joined(separator: "\n")
    }
}

extension CGRect {
    /// `(16 36; 343 20.5)`.
    var layoutDescription: String {
        "(\(origin.x.layoutDescription) \(origin.y.layoutDescription); \(size.width.layoutDescription) \(size.height.layoutDescription))"
    }
}
