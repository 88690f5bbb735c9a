import HeadlessCore
import Foundation

/// The delegate of a search controller: told as the search interface is presented and
/// dismissed. Every method has a default.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: NSObjectProtocol {
    /// The search controller is about to be presented.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search controller's presentation has completed.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search controller is about to be dismissed.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search controller's dismissal has completed.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
