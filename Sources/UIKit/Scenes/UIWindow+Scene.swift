import HeadlessCore
import Foundation

/// A window's scene.
extension UIWindow {
    /// Creates a window that fills the screen of a scene and belongs to it.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }

}
