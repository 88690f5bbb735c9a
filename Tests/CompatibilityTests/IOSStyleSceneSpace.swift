import UIKit

// A pattern of the SnapKit apps of issue 33 (Neobis), written as the app writes it, compiled in
// Swift 6 mode (CompatibilityTests) and Swift 5 mode (CompatibilitySwift5Tests links this file).

/// A scene delegate that sizes its window from the scene's coordinate space and converts a
/// point between scenes' spaces.
final class IOSStyleSceneSpaceDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(frame: windowScene.coordinateSpace.bounds)
        window?.windowScene = windowScene
        let space: UICoordinateSpace = windowScene.coordinateSpace
        _ = space.convert(CGPoint(x: 1, y: 2), to: windowScene.coordinateSpace)
        _ = space.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: windowScene.coordinateSpace)
        window?.makeKeyAndVisible()
    }
}
