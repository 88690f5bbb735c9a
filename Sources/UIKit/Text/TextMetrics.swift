import Foundation

/// Text measurement without font files: a fixed, documented metric, so that the same text
/// gives the same frames on every machine.
///
/// - **Advance widths**: for the printable ASCII characters, the regular weight's widths in
///   thousandths of an em are those of the standard Helvetica metrics (the PDF core-font
///   tables, public); every other character is 556 units, except the CJK and full-width
///   ranges (U+1100…U+115F, U+2E80…U+A4CF, U+AC00…U+D7A3, U+F900…U+FAFF, U+FE30…U+FE4F,
///   U+FF00…U+FF60, U+FFE0…U+FFE6 and above U+1F000), which are one em. A weight `w` above
///   regular widens each advance by `1 + 0.15·w` (bold, 0.4: 6 %); below, narrows it by
///   `1 + 0.05·w`. A monospaced font (`monospacedSystemFont`, Courier, Menlo) gives every
///   character 600 units, Courier's advance.
/// - **Vertical metrics**: ascender 0.952 em, descender 0.238 em, line height their sum
///   (1.19 em: 20.23 points at 17 points); no extra leading.
/// - **Line breaking**: words (runs without spaces) are kept whole and wrap at spaces; a word
///   wider than the line is broken between characters; a newline always breaks.
/// - **Rounding**: sizes are rounded up to the screen's pixels (`ceil(x · scale) / scale`).
enum TextMetrics {
    static let ascenderRatio: CGFloat = 0.952
    static let descenderRatio: CGFloat = 0.238

    /// Widths of U+0020…U+007E in thousandths of an em.
    static let asciiWidths: [UInt16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space … /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556,                                // 0 … 9
        278, 278, 584, 584, 584, 556, 1015,                                              // : … @
        667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,                 // A … M
        722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611,                 // N … Z
        278, 278, 278, 469, 556, 333,                                                    // [ \ ] ^ _ `
        556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833,                 // a … m
        556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500,                 // n … z
        334, 260, 334, 584,                                                              // { | } ~
    ]

    /// The advance of one character in thousandths of an em, at regular weight.
    static func units(_ scalar: Unicode.Scalar) -> CGFloat {
        let value = scalar.value
        if value >= 0x20 && value <= 0x7E { return CGFloat(asciiWidths[Int(value - 0x20)]) }
        if (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value)
            || (0xF900...0xFAFF).contains(value) || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
            || (0xFFE0...0xFFE6).contains(value) || value >= 0x1F000 {
            return 1000
        }
        if value < 0x20 { return 0 }
        return 556
    }

    static func weightFactor(_ weight: UIFont.Weight) -> CGFloat {
        weight.rawValue >= 0 ? 1 + 0.15 * weight.rawValue : 1 + 0.05 * weight.rawValue
    }

    /// The width of a run of text on one line.
    static func width(of text: Substring, font: UIFont) -> CGFloat {
        var units: CGFloat = 0
        if font.isMonospaced {
            for scalar in text.unicodeScalars where scalar.value >= 0x20 { units += 600 }
        } else {
            for scalar in text.unicodeScalars { units += Self.units(scalar) }
        }
        return units * font.pointSize / 1000 * weightFactor(font.weight)
    }

    /// The lines `text` breaks into at `maxWidth` (nil: no limit), each with its width.
    static func lines(of text: String, font: UIFont, maxWidth: CGFloat?) -> [CGFloat] {
        var result: [CGFloat] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let limit = maxWidth, limit > 0 else {
                result.append(width(of: paragraph, font: font))
                continue
            }
            let space = width(of: " ", font: font)
            var current: CGFloat = 0
            var hasWord = false
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                var wordWidth = width(of: word, font: font)
                if hasWord && current + space + wordWidth <= limit {
                    current += space + wordWidth
                    continue
                }
                if hasWord { result.append(current) }
                // A word wider than the line breaks between characters.
                if wordWidth > limit {
                    var run: CGFloat = 0
                    for character in word {
                        let w = width(of: Substring(String(character)), font: font)
                        if run + w > limit && run > 0 {
                            result.append(run)
                            run = 0
                        }
                        run += w
                    }
                    wordWidth = run
                }
                current = wordWidth
                hasWord = true
            }
            result.append(current)
        }
        return result
    }

    /// The size of `text` set in `font`: at most `numberOfLines` lines (0: any), wrapped at
    /// `maxWidth`, rounded up to pixels at `scale`.
    static func size(of text: String, font: UIFont, numberOfLines: Int, maxWidth: CGFloat?, scale: CGFloat) -> CGSize {
        guard !text.isEmpty else { return .zero }
        var lineWidths = lines(of: text, font: font, maxWidth: numberOfLines == 1 ? nil : maxWidth)
        if numberOfLines > 0 && lineWidths.count > numberOfLines { lineWidths = Array(lineWidths.prefix(numberOfLines)) }
        var width = lineWidths.max() ?? 0
        if let maxWidth, maxWidth > 0, numberOfLines != 1 { width = min(width, maxWidth) }
        let height = CGFloat(lineWidths.count) * font.lineHeight
        func up(_ x: CGFloat) -> CGFloat { (x * scale - 1e-9).rounded(.up) / scale }
        return CGSize(width: up(width), height: up(height))
    }
}
