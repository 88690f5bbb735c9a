import HeadlessCore
import Foundation

/// A scene that shows windows on the device's screen.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    var sceneWindows: [ObjectHandle<UIWindow>] = []
    var storedInterfaceOrientation: UIInterfaceOrientation = .portrait

    /// The scene's windows, in the order they were attached.
    open var windows: [UIWindow] { sceneWindows.compactMap(\.object) }

    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The screen the scene is on.
    open var screen: UIScreen { runtime.screen }

    /// The coordinate space the scene occupies: the screen's bounds in the interface's
    /// orientation (References §48.5).
    open var coordinateSpace: any UICoordinateSpace { sceneCoordinateSpace }
    private lazy var sceneCoordinateSpace = SceneCoordinateSpace(scene: self)

    /// The orientation of the scene's interface.
    open var interfaceOrientation: UIInterfaceOrientation { storedInterfaceOrientation }

    /// The scene's traits: the screen's.
    open var traitCollection: UITraitCollection { screen.traitCollection }

    func attach(_ window: UIWindow) {
        sceneWindows = sceneWindows.filter { $0.object != nil && !$0.refers(to: window) }
        sceneWindows.append(window.handle)
    }

    func detach(_ window: UIWindow) {
        sceneWindows = sceneWindows.filter { $0.object != nil && !$0.refers(to: window) }
    }
}
