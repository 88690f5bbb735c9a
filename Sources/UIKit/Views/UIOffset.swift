import Foundation

/// A distance to move something by, horizontally and vertically (a title's position in a bar
/// item, a search bar's text).
public struct UIOffset: Hashable, Equatable, Sendable {
    /// Points to the right.
    public var horizontal: CGFloat
    /// Points down.
    public var vertical: CGFloat

    /// No offset.
    public init() {
        horizontal = 0
        vertical = 0
    }

    /// An offset of `horizontal` and `vertical` points.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset.
    public static let zero = UIOffset()
}
