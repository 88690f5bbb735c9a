import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// Fonts, Dynamic Type sizes, attributed text and colours.
@MainActor
@Suite(.freshRuntime) struct FontAndColorTests {
    /// Apple's Large column, and a few other columns of the Dynamic Type table.
    @Test func preferredFontsFollowTheTable() {
        let styles: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in styles { #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size) }
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Semibold")
        let xs = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        let ax3 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: xs).pointSize == 14)
        #expect(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: xs).pointSize == 11)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: ax3).pointSize == 52)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.large < .extraLarge && UIContentSizeCategory.small <= .small)
    }

    /// Named fonts: the families iOS ships, nil (with a diagnostic) for others.
    @Test func namedFonts() {
        let runtime = HeadlessRuntime.current
        let bold = UIFont(name: "Helvetica-Bold", size: 20)
        #expect(bold?.familyName == "Helvetica" && bold?.fontName == "Helvetica-Bold")
        #expect(bold?.fontDescriptor.symbolicTraits.contains(.traitBold) == true)
        #expect(UIFont(name: "Avenir Next", size: 12)?.fontName == "AvenirNext-Regular")
        #expect(UIFont(name: "Comic Neue", size: 12) == nil)
        #expect(runtime.diagnostics.all.map(\.code) == [.textFontUnknownName])
        #expect(UIFont.familyNames.contains("Menlo"))
        #expect(UIFont.fontNames(forFamilyName: "Georgia").contains("Georgia-Italic"))
    }

    /// Descriptors: traits, sizes and the fonts made from them.
    @Test func descriptors() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let boldDescriptor = body.fontDescriptor.withSymbolicTraits(.traitBold)
        let bold = UIFont(descriptor: boldDescriptor!, size: 0)
        #expect(bold.pointSize == 17 && bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        let italic = UIFont(descriptor: UIFont(name: "Georgia", size: 10)!.fontDescriptor.withSymbolicTraits(.traitItalic)!, size: 14)
        #expect(italic.fontName == "Georgia-Italic" && italic.pointSize == 14)
        #expect(UIFont(name: "Zapfino", size: 10)!.fontDescriptor.withSymbolicTraits(.traitBold) == nil)
        #expect(UIFont.systemFont(ofSize: 10).withSize(30).pointSize == 30)
        #expect(UIFont.monospacedSystemFont(ofSize: 10, weight: .regular).fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
    }

    /// UIFontMetrics scales by the style's ratio, capped by a maximum.
    @Test func fontMetricsScale() {
        let xxl = UITraitCollection(preferredContentSizeCategory: .extraExtraLarge)
        let custom = UIFont(name: "Avenir-Heavy", size: 34)!
        let scaled = UIFontMetrics(forTextStyle: .body).scaledFont(for: custom, compatibleWith: xxl)
        #expect(scaled.pointSize == 42 && scaled.fontName == "Avenir-Heavy")
        #expect(UIFontMetrics.default.scaledFont(for: custom, maximumPointSize: 36, compatibleWith: xxl).pointSize == 36)
        #expect(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: xxl) == CGFloat(10) * 21 / 17)
        #expect(UIFontMetrics.default.scaledValue(for: 10) == 10)
    }

    /// Attributed text is measured run by run with the same metric as plain text.
    @Test func attributedTextMeasurement() {
        let label = UILabel()
        label.text = "Hello world"
        let plain = label.intrinsicContentSize
        label.attributedText = NSAttributedString(string: "Hello world", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        #expect(label.intrinsicContentSize == plain)
        let mixed = NSMutableAttributedString(string: "Hello ", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        mixed.append(NSAttributedString(string: "world", attributes: [.font: UIFont.boldSystemFont(ofSize: 34)]))
        label.attributedText = mixed
        #expect(label.text == "Hello world")
        #expect(label.intrinsicContentSize.height == (UIFont.systemFont(ofSize: 34).lineHeight * 2).rounded(.up) / 2)
        #expect(label.intrinsicContentSize.width > plain.width)
        let kerned = NSAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 10), .kern: 2])
        #expect(abs(kerned.size().width - 15.12) < 1e-9)
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        style.alignment = .center
        let twoLines = NSAttributedString(string: "a\nb", attributes: [.font: UIFont.systemFont(ofSize: 10), .paragraphStyle: style])
        #expect(twoLines.size().height == UIFont.systemFont(ofSize: 10).lineHeight * 2 + 4)
        #expect(abs(("ab" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 10)]).width - 11.12) < 1e-9)
    }

    /// System colours have Apple's light and dark values.
    @Test func systemColoursResolveLightAndDark() {
        let dark = UITraitCollection(userInterfaceStyle: .dark), light = UITraitCollection(userInterfaceStyle: .light)
        func rgba(_ color: UIColor, _ traits: UITraitCollection) -> [Int] {
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
            return [r, g, b].map { Int(($0 * 255).rounded()) } + [Int((a * 100).rounded())]
        }
        #expect(rgba(.systemRed, light) == [255, 59, 48, 100] && rgba(.systemRed, dark) == [255, 69, 58, 100])
        #expect(rgba(.systemBlue, dark) == [10, 132, 255, 100])
        #expect(rgba(.label, dark) == [255, 255, 255, 100] && rgba(.secondaryLabel, light) == [60, 60, 67, 60])
        #expect(rgba(.systemGray6, dark) == [28, 28, 30, 100] && rgba(.systemGroupedBackground, light) == [242, 242, 247, 100])
        #expect(rgba(.separator, dark) == [84, 84, 88, 60])
        #expect(UIColor.systemRed == UIColor.systemRed && UIColor.systemRed != UIColor.systemBlue)
        #expect(rgba(UIColor.systemRed.withAlphaComponent(0.5), dark) == [255, 69, 58, 50])
    }

    /// Hue, saturation and brightness round-trip.
    @Test func hueSaturationBrightness() {
        let color = UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: nil)
        #expect((r, g, b) == (0, 1, 1))
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0
        UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: nil)
        #expect(abs(h - 30.0 / 360) < 1e-9 && s == 1 && v == 1)
    }

    /// Asset-catalog colours: any and dark appearances; nil (and a diagnostic) when missing.
    @Test func namedColoursFromAnAssetCatalog() throws {
        let runtime = HeadlessRuntime.current
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("TextTests-\(ProcessInfo.processInfo.processIdentifier).bundle")
        let set = root.appendingPathComponent("Assets.xcassets/Brand/Accent.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let json = """
        {"colors":[
          {"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x00","green":"128","red":"1.000"}},"idiom":"universal"},
          {"appearances":[{"appearance":"luminosity","value":"dark"}],
           "color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"1.000","green":"0.000","red":"0.000"}},"idiom":"universal"}],
         "info":{"author":"xcode","version":1}}
        """
        try json.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let bundle = try #require(Bundle(path: root.path))
        let accent = try #require(UIColor(named: "Accent", in: bundle, compatibleWith: nil))
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0
        accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).getRed(&r, green: &g, blue: &b, alpha: nil)
        #expect(r == 1 && abs(g - 128.0 / 255) < 1e-9 && b == 0)
        accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).getRed(&r, green: &g, blue: &b, alpha: nil)
        #expect((r, g, b) == (0, 0, 1))
        #expect(UIColor(named: "Missing", in: bundle, compatibleWith: nil) == nil)
        #expect(runtime.diagnostics.all.map(\.code) == [.textColorUnknownName])
    }
}
