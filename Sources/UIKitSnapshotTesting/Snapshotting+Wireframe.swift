import Foundation
import SnapshotTesting
@_spi(Headless) import UIKit

extension Snapshotting where Value == UIWindow, Format == String {
    /// What the window shows, as an SVG drawing of boxes in screen coordinates with labels'
    /// text, buttons' titles, bars and alerts (`Wireframe/svg(scale:title:)`),
    /// stored in a `.svg` file that a browser or a review tool shows as a picture and that is
    /// compared as text. The run loop runs until idle first.
    public static var wireframe: Snapshotting<UIWindow, String> { .wireframe(scale: 0.5) }

    /// The window's wireframe drawn at `scale` (screen points to SVG units).
    public static func wireframe(scale: Double) -> Snapshotting<UIWindow, String> {
        Snapshotting<String, String>(pathExtension: "svg", diffing: .lines).pullback { window in
            MainActor.assumeIsolated {
                _ = SnapshotCapture.window(of: window)
                return window.wireframe().svg(scale: scale)
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The wireframe of the window the controller is shown in (see ``Snapshotting/wireframe``);
    /// a controller in no window draws as an empty screen.
    public static var wireframe: Snapshotting<UIViewController, String> { .wireframe(scale: 0.5) }

    /// The wireframe of the controller's window drawn at `scale`.
    public static func wireframe(scale: Double) -> Snapshotting<UIViewController, String> {
        Snapshotting<String, String>(pathExtension: "svg", diffing: .lines).pullback { controller in
            MainActor.assumeIsolated {
                let runtime = HeadlessRuntime.current
                _ = runtime.runLoop.runUntilIdle()
                let wireframe = controller.viewIfLoaded?.window?.wireframe()
                    ?? Wireframe(size: runtime.screen.bounds.size, elements: [])
                return wireframe.svg(scale: scale)
            }
        }
    }
}
