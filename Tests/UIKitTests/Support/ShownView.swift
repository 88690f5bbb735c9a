@_spi(Headless) import UIKit

/// A 100-point view at the origin of a shown 400 × 800 window, for the animation tests: the
/// window keeps the view on screen, so that animations see what their blocks change.
@MainActor
func shownView() -> (UIWindow, UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.isHidden = false
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    return (window, view)
}
