import HeadlessCore
import Foundation

/// Hands the controllers of a container's relationship segues to the container: a
/// navigation controller's `rootViewController`, a tab bar controller's `viewControllers`.
@MainActor
enum IBRelationships {
    static func apply(_ children: [String: [UIViewController]], to container: UIViewController, object: IBObject,
                      document: IBDocument) {
        for (relationship, controllers) in children.sorted(by: { $0.key < $1.key }) {
            switch (container, relationship) {
            case (let navigation as UINavigationController, "rootViewController"):
                navigation.setViewControllers(controllers, animated: false)
            case (let tabs as UITabBarController, "viewControllers"):
                tabs.setViewControllers(controllers, animated: false)
            default:
                HeadlessRuntime.current.report(document.error(.unsupportedElement, at: object,
                                                              "the \(relationship) relationship of \(object.summary) is not one HeadlessUIKit models (a navigation controller's rootViewController, a tab bar controller's viewControllers); its view controllers were created but not added."))
            }
        }
    }
}
