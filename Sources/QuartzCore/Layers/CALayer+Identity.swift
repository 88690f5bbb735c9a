/// Layers compare and hash by identity, as `NSObject`'s `isEqual(_:)` and `hash` do for the
/// `CALayer` of iOS (code walks up a tree with `superlayer != self`; References §57.8).
extension CALayer: Hashable {
    public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
