import HeadlessCore
import Foundation

/// Which classes (and storyboard) UIKit uses to create a scene.
///
/// The app delegate returns one from `application(_:configurationForConnecting:options:)`.
/// A configuration whose ``name`` matches an entry of the Info.plist's
/// `UISceneConfigurations` takes that entry's `UISceneDelegateClassName`,
/// `UISceneClassName` and `UISceneStoryboardFile` for whatever it does not set itself.
@preconcurrency @MainActor
public final class UISceneConfiguration {
    /// The name of the configuration, matching an Info.plist entry.
    public let name: String?
    /// The role of the sessions it applies to.
    public let role: UISceneSession.Role
    /// The scene's class (a `UIScene` subclass); `UIWindowScene` when nil.
    public var sceneClass: AnyClass?
    /// The scene delegate's class (a `UIResponder` that conforms to `UISceneDelegate`).
    public var delegateClass: AnyClass?
    /// The name of the storyboard whose initial view controller becomes the root of the
    /// scene's window (`UISceneStoryboardFile`).
    var storyboardName: String?

    /// Creates a configuration.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}
