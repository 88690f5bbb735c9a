import HeadlessCore
import Foundation

/// `UIView.keyboardLayoutGuide` follows the simulated keyboard: the guide spans the view's
/// width at its bottom, as tall as the part of the view the keyboard covers, or, with the
/// keyboard down, as the view's bottom safe-area inset (`usesBottomSafeArea`, the default;
/// zero when it is off). The height is refreshed with the safe-area insets in each layout
/// round, and the keyboard's moves lay out the windows on screen.
extension UIView {
    /// The height the keyboard guide has now.
    func keyboardGuideHeight() -> CGFloat {
        let safeBottom = (layoutState?.keyboardGuide?.usesBottomSafeArea ?? true) ? computedSafeAreaInsets().bottom : 0
        guard let keyboard = runtime.textInput.keyboardFrame, let window = storedWindow else { return safeBottom }
        var maxY = bounds.height
        var view: UIView = self
        while view !== window, let superview = view.storedSuperview {
            maxY += view.storedFrame.minY - view.boundsOrigin.y
            view = superview
        }
        guard view === window else { return safeBottom }
        maxY += window.storedFrame.minY
        return max(safeBottom, min(bounds.height, max(0, maxY - keyboard.minY)))
    }
}

@MainActor
enum KeyboardGuides {
    /// The keyboard moved: the guides refresh and the windows on screen are laid out.
    static func keyboardDidMove(in runtime: HeadlessRuntime) {
        guard let engine = runtime.autoLayoutIfMade else { return }
        engine.noteInsetsInputChanged()
        for window in runtime.allWindows where window.isShown {
            window.setNeedsLayout()
            window.layoutIfNeeded()
        }
    }
}
