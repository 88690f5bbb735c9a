import Foundation

/// A blur of what lies behind the view, in one of the system's styles.
///
/// Headless rendering paints no blur: the view shows the style's tint over what is behind it
/// (a translucent white, grey or black), which is what a snapshot can tell apart.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur's look.
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }

    /// The style the effect was made with.
    let style: Style

    /// A blur in a style.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The tint painted in place of the blur, resolved for a light or dark interface: its
    /// white level and opacity.
    func tint(dark: Bool) -> (white: CGFloat, alpha: CGFloat) {
        let darkStyle: Bool
        let alpha: CGFloat
        switch style {
        case .extraLight: return (0.97, 0.8)
        case .light: return (0.97, 0.6)
        case .dark: return (0.11, 0.73)
        case .regular, .prominent: darkStyle = dark; alpha = style == .prominent ? 0.8 : 0.7
        case .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial, .systemChromeMaterial:
            darkStyle = dark; alpha = Self.materialAlpha(style)
        case .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight, .systemThickMaterialLight,
             .systemChromeMaterialLight:
            darkStyle = false; alpha = Self.materialAlpha(style)
        case .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
             .systemChromeMaterialDark:
            darkStyle = true; alpha = Self.materialAlpha(style)
        }
        return (darkStyle ? 0.11 : 0.97, alpha)
    }

    /// Thinner materials let more through.
    private static func materialAlpha(_ style: Style) -> CGFloat {
        switch style {
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: 0.35
        case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark: 0.55
        case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark: 0.85
        default: 0.7
        }
    }
}

/// How vibrant content is drawn over a blur.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0
    case secondaryLabel = 1
    case tertiaryLabel = 2
    case quaternaryLabel = 3
    case fill = 4
    case secondaryFill = 5
    case tertiaryFill = 6
    case separator = 7
}

/// Content that takes its colour from the blur behind it. Headless rendering draws the
/// content as it is.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the content sits on.
    let blurEffect: UIBlurEffect
    /// The vibrancy's style.
    let style: UIVibrancyEffectStyle

    /// Vibrancy over a blur.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        self.style = .label
        super.init()
    }

    /// Vibrancy of a style over a blur.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}
