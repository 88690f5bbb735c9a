import HeadlessCore
import Foundation

/// A window's scene.
extension UIWindow {
    /// Creates a window that fills the screen of a scene and belongs to it.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }

    /// The scene the window belongs to; setting it moves the window to another scene.
    public var windowScene: UIWindowScene? {
        get {
            let scenes = ApplicationRegistry.application(of: runtime)?.scenes ?? []
            return scenes.lazy.compactMap { $0 as? UIWindowScene }.first { scene in
                scene.windows.contains { $0 === self }
            }
        }
        set {
            windowScene?.detach(self)
            newValue?.attach(self)
        }
    }
}
