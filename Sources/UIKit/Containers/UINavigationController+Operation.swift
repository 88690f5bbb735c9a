import Foundation

extension UINavigationController {
    /// The kind of a navigation transition, as the delegate's animator question names it.
    public enum Operation: Int, Sendable, Hashable {
        case none = 0
        case push = 1
        case pop = 2
    }
}
