/// An object whose image can follow the accessibility text sizes (`UIImageView`, `UIButton`).
@MainActor
public protocol UIAccessibilityContentSizeCategoryImageAdjusting: AnyObject {
    /// Whether the image's size adjusts for the accessibility content size categories.
    var adjustsImageSizeForAccessibilityContentSizeCategory: Bool { get set }
}
