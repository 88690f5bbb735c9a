import HeadlessCore
import Foundation

/// Hands the controllers of a container's relationship segues to the container: a
/// navigation controller's `rootViewController`, a tab bar controller's `viewControllers`, a
/// split view controller's `masterViewController` and `detailViewController`.
@MainActor
enum IBRelationships {
    static func apply(_ children: [String: [UIViewController]], to container: UIViewController, object: IBObject,
                      document: IBDocument) {
        var children = children
        if let split = container as? UISplitViewController {
            // A classic split view controller's two columns (References §56.3): the master is
            // the primary column, the detail the secondary one.
            let master = children.removeValue(forKey: "masterViewController") ?? []
            let detail = children.removeValue(forKey: "detailViewController") ?? []
            if !master.isEmpty || !detail.isEmpty { split.viewControllers = master + detail }
        }
        for (relationship, controllers) in children.sorted(by: { $0.key < $1.key }) {
            switch (container, relationship) {
            case (let navigation as UINavigationController, "rootViewController"):
                navigation.setViewControllers(controllers, animated: false)
            case (let tabs as UITabBarController, "viewControllers"):
                tabs.setViewControllers(controllers, animated: false)
            default:
                HeadlessRuntime.current.report(document.error(.unsupportedElement, at: object,
                                                              "the \(relationship) relationship of \(object.summary) is not one HeadlessUIKit models (a navigation controller's rootViewController, a tab bar controller's viewControllers, a split view controller's master and detail); its view controllers were created but not added."))
            }
        }
    }
}
