import HeadlessCore
import Foundation

/// What the process knows about its objects: live view controllers and windows.
extension HeadlessRuntime {
    func register(controller: UIViewController) {
        if liveControllers.count > 64 && liveControllers.count.isMultiple(of: 64) {
            liveControllers = liveControllers.filter { $0.object != nil }
        }
        liveControllers.append(controller.handle)
    }

    /// Every view controller still alive, in creation order.
    public var allViewControllers: [UIViewController] {
        liveControllers.compactMap(\.object)
    }

    /// Every window still alive, in creation order.
    public var allWindows: [UIWindow] {
        windows.compactMap(\.object)
    }

    /// The key window, if any.
    public var keyWindow: UIWindow? { keyWindowStorage }
}


/// Loads a view controller's nib in its default `loadView()`; installed by the Interface
/// Builder reader.
@MainActor
protocol NibLoading: AnyObject {
    /// Loads the nib named by the controller (or after its class) and assigns its view;
    /// returns false when there is no such nib.
    func loadNibView(for controller: UIViewController) -> Bool
}
