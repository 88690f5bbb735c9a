import Foundation
import SnapshotTesting
@_spi(Headless) import UIKit

extension Snapshotting where Value == UIView, Format == String {
    /// The view tree under the view, one view a line, indented by depth, like UIKit's
    /// `recursiveDescription`: each view's class and instance number, frame, hidden state, safe
    /// area and Auto Layout use, labels' text and scroll views' content size. The run loop runs
    /// until idle first, so the frames are those after layout.
    public static var hierarchy: Snapshotting<UIView, String> { .hierarchy(constraints: false) }

    /// The view tree (see ``hierarchy``), with, under each view when `constraints` is set, the
    /// active constraints that placed it and its intrinsic content size.
    public static func hierarchy(constraints: Bool) -> Snapshotting<UIView, String> {
        Snapshotting<String, String>.lines.pullback { view in
            MainActor.assumeIsolated {
                _ = SnapshotCapture.window(of: view)
                return view.layoutDescription(constraints: constraints) + "\n"
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The view tree of the controller's view (see ``Snapshotting/hierarchy``). A controller whose
    /// view is in no window is described as loaded, without being shown.
    public static var hierarchy: Snapshotting<UIViewController, String> { .hierarchy(constraints: false) }

    /// The view tree of the controller's view, with constraints when `constraints` is set.
    public static func hierarchy(constraints: Bool) -> Snapshotting<UIViewController, String> {
        Snapshotting<UIView, String>.hierarchy(constraints: constraints).pullback { controller in
            MainActor.assumeIsolated { controller.view }
        }
    }
}
