import HeadlessCore
import Foundation

/// The system and semantic colours, dynamic: each resolves to Apple's published light or dark
/// value by the trait collection's `userInterfaceStyle` (unspecified resolves as light).
///
/// Values (sRGB, 0–255, alpha) are those of Apple's Human Interface Guidelines "Color" page
/// and UIKit's documentation, default (not increased-contrast) variants:
///
/// | colour | light | dark |
/// |---|---|---|
/// | systemRed | 255 59 48 | 255 69 58 |
/// | systemOrange | 255 149 0 | 255 159 10 |
/// | systemYellow | 255 204 0 | 255 214 10 |
/// | systemGreen | 52 199 89 | 48 209 88 |
/// | systemMint | 0 199 190 | 99 230 226 |
/// | systemTeal | 48 176 199 | 64 200 224 |
/// | systemCyan | 50 173 230 | 100 210 255 |
/// | systemBlue | 0 122 255 | 10 132 255 |
/// | systemIndigo | 88 86 214 | 94 92 230 |
/// | systemPurple | 175 82 222 | 191 90 242 |
/// | systemPink | 255 45 85 | 255 55 95 |
/// | systemBrown | 162 132 94 | 172 142 104 |
/// | systemGray | 142 142 147 | 142 142 147 |
/// | systemGray2…6 | 174 174 178, 199 199 204, 209 209 214, 229 229 234, 242 242 247 | 99 99 102, 72 72 74, 58 58 60, 44 44 46, 28 28 30 |
/// | label | 0 0 0 | 255 255 255 |
/// | secondary/tertiary/quaternaryLabel | 60 60 67 at 0.6/0.3/0.18 | 235 235 245 at 0.6/0.3/0.16 |
/// | placeholderText | 60 60 67 at 0.3 | 235 235 245 at 0.3 |
/// | separator | 60 60 67 at 0.29 | 84 84 88 at 0.6 |
/// | opaqueSeparator | 198 198 200 | 56 56 58 |
/// | link | 0 122 255 | 9 132 255 |
/// | system/secondary/tertiary/quaternarySystemFill | 120 120 128 at 0.2, 120 120 128 at 0.16, 118 118 128 at 0.12, 116 116 128 at 0.08 | 120 120 128 at 0.36, 120 120 128 at 0.32, 118 118 128 at 0.24, 118 118 128 at 0.18 |
/// | systemBackground, secondary, tertiary | white, 242 242 247, white | black, 28 28 30, 44 44 46 |
/// | systemGroupedBackground, secondary, tertiary | 242 242 247, white, 242 242 247 | black, 28 28 30, 44 44 46 |
extension UIColor {
    /// A system colour from two sRGB triples (0–255) and alphas.
    static func system(_ name: String, light: (Int, Int, Int, CGFloat), dark: (Int, Int, Int, CGFloat)) -> UIColor {
        let lightColor = UIColor(red: CGFloat(light.0) / 255, green: CGFloat(light.1) / 255, blue: CGFloat(light.2) / 255, alpha: light.3)
        let darkColor = UIColor(red: CGFloat(dark.0) / 255, green: CGFloat(dark.1) / 255, blue: CGFloat(dark.2) / 255, alpha: dark.3)
        return UIColor(systemName: name) { $0.userInterfaceStyle == .dark ? darkColor : lightColor }
    }

    // MARK: Tints
    public static let systemRed = system("systemRedColor", light: (255, 59, 48, 1), dark: (255, 69, 58, 1))
    public static let systemOrange = system("systemOrangeColor", light: (255, 149, 0, 1), dark: (255, 159, 10, 1))
    public static let systemYellow = system("systemYellowColor", light: (255, 204, 0, 1), dark: (255, 214, 10, 1))
    public static let systemGreen = system("systemGreenColor", light: (52, 199, 89, 1), dark: (48, 209, 88, 1))
    public static let systemMint = system("systemMintColor", light: (0, 199, 190, 1), dark: (99, 230, 226, 1))
    public static let systemTeal = system("systemTealColor", light: (48, 176, 199, 1), dark: (64, 200, 224, 1))
    public static let systemCyan = system("systemCyanColor", light: (50, 173, 230, 1), dark: (100, 210, 255, 1))
    public static let systemBlue = system("systemBlueColor", light: (0, 122, 255, 1), dark: (10, 132, 255, 1))
    public static let systemIndigo = system("systemIndigoColor", light: (88, 86, 214, 1), dark: (94, 92, 230, 1))
    public static let systemPurple = system("systemPurpleColor", light: (175, 82, 222, 1), dark: (191, 90, 242, 1))
    public static let systemPink = system("systemPinkColor", light: (255, 45, 85, 1), dark: (255, 55, 95, 1))
    public static let systemBrown = system("systemBrownColor", light: (162, 132, 94, 1), dark: (172, 142, 104, 1))
    /// The app's accent colour: the system blue unless a view's tint says otherwise.
    public static let tintColor = system("tintColor", light: (0, 122, 255, 1), dark: (10, 132, 255, 1))

    // MARK: Greys
    public static let systemGray = system("systemGrayColor", light: (142, 142, 147, 1), dark: (142, 142, 147, 1))
    public static let systemGray2 = system("systemGray2Color", light: (174, 174, 178, 1), dark: (99, 99, 102, 1))
    public static let systemGray3 = system("systemGray3Color", light: (199, 199, 204, 1), dark: (72, 72, 74, 1))
    public static let systemGray4 = system("systemGray4Color", light: (209, 209, 214, 1), dark: (58, 58, 60, 1))
    public static let systemGray5 = system("systemGray5Color", light: (229, 229, 234, 1), dark: (44, 44, 46, 1))
    public static let systemGray6 = system("systemGray6Color", light: (242, 242, 247, 1), dark: (28, 28, 30, 1))

    // MARK: Labels
    public static let label = system("labelColor", light: (0, 0, 0, 1), dark: (255, 255, 255, 1))
    public static let secondaryLabel = system("secondaryLabelColor", light: (60, 60, 67, 0.6), dark: (235, 235, 245, 0.6))
    public static let tertiaryLabel = system("tertiaryLabelColor", light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    public static let quaternaryLabel = system("quaternaryLabelColor", light: (60, 60, 67, 0.18), dark: (235, 235, 245, 0.16))
    public static let placeholderText = system("placeholderTextColor", light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    public static let link = system("linkColor", light: (0, 122, 255, 1), dark: (9, 132, 255, 1))

    // MARK: Separators
    public static let separator = system("separatorColor", light: (60, 60, 67, 0.29), dark: (84, 84, 88, 0.6))
    public static let opaqueSeparator = system("opaqueSeparatorColor", light: (198, 198, 200, 1), dark: (56, 56, 58, 1))

    // MARK: Fills
    public static let systemFill = system("systemFillColor", light: (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36))
    public static let secondarySystemFill = system("secondarySystemFillColor", light: (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32))
    public static let tertiarySystemFill = system("tertiarySystemFillColor", light: (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24))
    public static let quaternarySystemFill = system("quaternarySystemFillColor", light: (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18))

    // MARK: Backgrounds
    public static let systemBackground = system("systemBackgroundColor", light: (255, 255, 255, 1), dark: (0, 0, 0, 1))
    public static let secondarySystemBackground = system(
        "secondarySystemBackgroundColor", light: (242, 242, 247, 1), dark: (28, 28, 30, 1))
    public static let tertiarySystemBackground = system(
        "tertiarySystemBackgroundColor", light: (255, 255, 255, 1), dark: (44, 44, 46, 1))
    public static let systemGroupedBackground = system(
        "systemGroupedBackgroundColor", light: (242, 242, 247, 1), dark: (0, 0, 0, 1))
    public static let secondarySystemGroupedBackground = system(
        "secondarySystemGroupedBackgroundColor", light: (255, 255, 255, 1), dark: (28, 28, 30, 1))
    public static let tertiarySystemGroupedBackground = system(
        "tertiarySystemGroupedBackgroundColor", light: (242, 242, 247, 1), dark: (44, 44, 46, 1))

    /// The system colours by the names asset catalogs and Interface Builder use (`systemRedColor`).
    static let systemColorsByName: [String: UIColor] = {
        let all: [UIColor] = [
            .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemMint, .systemTeal, .systemCyan, .systemBlue,
            .systemIndigo, .systemPurple, .systemPink, .systemBrown, .tintColor, .systemGray, .systemGray2, .systemGray3,
            .systemGray4, .systemGray5, .systemGray6, .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel,
            .placeholderText, .link, .separator, .opaqueSeparator, .systemFill, .secondarySystemFill, .tertiarySystemFill,
            .quaternarySystemFill, .systemBackground, .secondarySystemBackground, .tertiarySystemBackground,
            .systemGroupedBackground, .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground,
        ]
        var result: [String: UIColor] = [:]
        for color in all { if let name = color.systemName { result[name] = color } }
        return result
    }()
}
