import HeadlessCore
import Foundation

/// Scales custom fonts and values the way a text style scales with the content size
/// category: by the ratio of the style's size at the category to its size at Large.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    let textStyle: UIFont.TextStyle

    /// The metrics of the body style.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// The metrics of a text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// `font` scaled for the current content size category.
    open func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil) }

    /// `font` scaled for the current category, at most `maximumPointSize` points (0: no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for a trait collection's category.
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for a trait collection's category, at most `maximumPointSize` points.
    /// The font remembers the style, so that a label that adjusts for the content size
    /// category scales it again when the category changes.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let base = font.pointSize
        let limit = maximumPointSize > 0 ? maximumPointSize : nil
        let size = scaled(base, category: category(traitCollection), limit: limit)
        return font.resized(size, textStyle: textStyle, baseSize: base, maximumPointSize: limit)
    }

    /// A value (a spacing, a height) scaled for the current category.
    open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// A value scaled for a trait collection's category.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        scaled(value, category: category(traitCollection), limit: nil)
    }

    func category(_ traits: UITraitCollection?) -> UIContentSizeCategory {
        if OffMainRelease.isOnMainActor { return MainActor.assumeIsolated { UIFont.effectiveCategory(traits) } }
        return (traits?.preferredContentSizeCategory).flatMap { $0 == .unspecified ? nil : $0 } ?? .large
    }

    /// `value` × (the style's size at `category` ÷ its size at Large), capped at `limit`.
    func scaled(_ value: CGFloat, category: UIContentSizeCategory, limit: CGFloat?) -> CGFloat {
        let ratio = UIFont.size(of: textStyle, at: category).size / UIFont.size(of: textStyle, at: .large).size
        let result = value * ratio
        return limit.map { min($0, result) } ?? result
    }
}
