import HeadlessCore
import Foundation

/// What the process knows about its objects: live view controllers and windows.
extension HeadlessRuntime {
    func register(controller: UIViewController) {
        if liveControllers.count > 64 && liveControllers.count.isMultiple(of: 64) {
            liveControllers.removeAll { $0.controller == nil }
        }
        liveControllers.append(WeakController(controller))
    }

    /// Every view controller still alive, in creation order.
    public var allViewControllers: [UIViewController] {
        liveControllers.compactMap(\.controller)
    }

    /// Every window still alive, in creation order.
    public var allWindows: [UIWindow] {
        windows.compactMap(\.window)
    }

    /// The key window, if any.
    public var keyWindow: UIWindow? { keyWindowStorage }
}

struct WeakController {
    weak var controller: UIViewController?
    init(_ controller: UIViewController) { self.controller = controller }
}

/// Loads a view controller's nib in its default `loadView()`; installed by the Interface
/// Builder reader.
@MainActor
protocol NibLoading: AnyObject {
    /// Loads the nib named by the controller (or after its class) and assigns its view;
    /// returns false when there is no such nib.
    func loadNibView(for controller: UIViewController) -> Bool
}
