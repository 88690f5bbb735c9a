import HeadlessCore
import Foundation

/// The text size the user chose in Settings (Dynamic Type), from extra small to the five
/// accessibility sizes. Categories are ordered: `.large < .extraLarge`; `.unspecified` sorts
/// before every size.
public struct UIContentSizeCategory: Hashable, Sendable, RawRepresentable, Comparable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    /// The default size.
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted through `NotificationCenter.default` when the user changes the text size; the
    /// new category is under ``newValueUserInfoKey``.
    public nonisolated static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The key of the new category in ``didChangeNotification``'s user info.
    public nonisolated static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// Whether the category is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { (Self.ordered.firstIndex(of: self) ?? 0) >= 7 }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (ordered.firstIndex(of: lhs) ?? -1) < (ordered.firstIndex(of: rhs) ?? -1)
    }

    /// Every size, smallest first (without `.unspecified`).
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The names the `text-size` device action takes, in ``ordered``'s order.
    static let actionNames: [String] = [
        "extra-small", "small", "medium", "large", "extra-large", "extra-extra-large", "extra-extra-extra-large",
        "accessibility-medium", "accessibility-large", "accessibility-extra-large", "accessibility-extra-extra-large",
        "accessibility-extra-extra-extra-large",
    ]

    /// Short spellings the action also takes: `xs`…`xxxl`, `ax1`…`ax5`.
    static let shortActionNames: [String] = ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"]

    /// The category of a `text-size` argument (`extra-large`, `xl`, `accessibility-medium`, `ax1`), or nil.
    init?(actionName: String) {
        let key = actionName.lowercased()
        guard let index = Self.actionNames.firstIndex(of: key) ?? Self.shortActionNames.firstIndex(of: key) else { return nil }
        self = Self.ordered[index]
    }

    /// The `text-size` name of the category.
    var actionName: String {
        Self.ordered.firstIndex(of: self).map { Self.actionNames[$0] } ?? "unspecified"
    }

    /// The category's position in ``ordered`` (Large, the default, for `.unspecified` and unknown values).
    var sizeIndex: Int { Self.ordered.firstIndex(of: self) ?? 3 }
}

extension UIContentSizeCategory: CustomStringConvertible {
    public var description: String { rawValue }
}
