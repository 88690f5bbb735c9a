import HeadlessCore

/// Identity equality, as `NSObject` gives every UIKit object on iOS, so that iOS code can
/// write `viewControllers.contains(detail)` or `==` between views.
extension UIResponder: Hashable {
    public nonisolated static func == (lhs: UIResponder, rhs: UIResponder) -> Bool {
        lhs === rhs
    }

    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
