import HeadlessCore
import Foundation

/// Tint inheritance: a view without a tint of its own shows its nearest ancestor's, and the
/// system blue at the top; a dimmed adjustment mode (its own, or an ancestor's that an
/// `.automatic` view inherits) greys it. Changing either tells the view and every descendant
/// that inherits it through `tintColorDidChange()`, parents first.
extension UIView {
    /// How a view's tint is adjusted.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (normal at the top).
        case automatic = 0
        /// The tint as it is.
        case normal = 1
        /// The tint greyed, as behind an alert.
        case dimmed = 2
    }

    /// The tint shown: the nearest set one up the superview chain, dimmed when the effective
    /// adjustment mode is.
    var effectiveTintColor: UIColor {
        var color: UIColor?
        var dimmed: Bool?
        var view: UIView? = self
        while let current = view, color == nil || dimmed == nil {
            if color == nil, let tint = current.chromeExtras?.tint { color = tint }
            if dimmed == nil, let mode = current.chromeExtras?.tintAdjustment, mode != .automatic { dimmed = mode == .dimmed }
            view = current.superview
        }
        let tint = color ?? .systemBlue
        return dimmed == true ? Self.dimmed(tint) : tint
    }

    var ownTintAdjustmentMode: TintAdjustmentMode {
        var view: UIView? = self
        while let current = view {
            if let mode = current.chromeExtras?.tintAdjustment, mode != .automatic { return mode }
            view = current.superview
        }
        return .normal
    }

    func setOwnTintColor(_ color: UIColor?) {
        guard chromeExtras?.tint != color else { return }
        noteAppearanceSet("tintColor") { [color] in $0.tintColor = color }
        chromeExtrasStorage.tint = color
        tintDidChangeInSubtree()
    }

    func setOwnTintAdjustmentMode(_ mode: TintAdjustmentMode) {
        guard (chromeExtras?.tintAdjustment ?? .automatic) != mode else { return }
        chromeExtrasStorage.tintAdjustment = mode
        tintDidChangeInSubtree()
    }

    /// `tintColorDidChange()` for the receiver and each descendant that inherits its tint,
    /// parents first; a descendant with a tint and mode of its own stops the walk below it.
    private func tintDidChangeInSubtree() {
        let runtime = self.runtime
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            runtime.deliver(view, .tintColorDidChange) { view.tintColorDidChange() }
            for subview in view.subviews.reversed() {
                let extras = subview.chromeExtras
                if extras?.tint != nil && (extras?.tintAdjustment ?? .automatic) != .automatic { continue }
                stack.append(subview)
            }
        }
    }

    /// A tint greyed to its luminance, as iOS shows a dimmed tint.
    private static func dimmed(_ color: UIColor) -> UIColor {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return .systemGray }
        let luminance = 0.299 * red + 0.587 * green + 0.114 * blue
        return UIColor(white: luminance, alpha: alpha)
    }
}
