import HeadlessCore
import Foundation

/// A font: a face (the system font, or one of the families iOS ships) at a size.
///
/// The headless runtime ships no font files. A font is a description (family, face name,
/// weight, symbolic traits, the text style it was made for) and its measurements come from
/// `TextMetrics`: every proportional face is measured with the system font's table, a
/// monospaced one (`monospacedSystemFont`, Courier, Menlo…) at 0.6 em per character.
open class UIFont: NSObject, @unchecked Sendable {
    /// The weight of a font, from ultra-light (−0.8) to black (0.62).
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    /// The width of a font (iOS 16), from compressed to expanded.
    public struct Width: Hashable, Sendable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// The size in points.
    let storedPointSize: CGFloat
    /// The weight.
    let weight: Weight
    /// The family name.
    let storedFamilyName: String
    /// The face name (PostScript name).
    let storedFontName: String
    /// Italic, bold, monospaced… as UIKit reports them.
    let symbolicTraits: UIFontDescriptor.SymbolicTraits
    /// The Dynamic Type style the font was made for, when it came from
    /// ``preferredFont(forTextStyle:)`` or ``UIFontMetrics``: a label that adjusts for the
    /// content size category re-scales it.
    let textStyle: TextStyle?
    /// The size the font has at the Large category, when ``textStyle`` is set (the size to
    /// scale from).
    let baseSize: CGFloat?
    /// The most points ``UIFontMetrics/scaledFont(for:maximumPointSize:)`` allows.
    let maximumPointSize: CGFloat?

    init(size: CGFloat, weight: Weight, name: String? = nil, family: String? = nil,
         traits: UIFontDescriptor.SymbolicTraits = [], textStyle: TextStyle? = nil, baseSize: CGFloat? = nil,
         maximumPointSize: CGFloat? = nil) {
        storedPointSize = size.isFinite && size > 0 ? size : UIFont.systemFontSize
        self.weight = weight
        var traits = traits
        if weight.rawValue >= Weight.bold.rawValue { traits.insert(.traitBold) }
        symbolicTraits = traits
        storedFamilyName = family ?? name.map { FontCatalog.family(ofFace: $0) ?? $0 } ?? FontCatalog.systemFamily
        storedFontName = name ?? FontCatalog.systemFaceName(weight: weight, traits: traits)
        self.textStyle = textStyle
        self.baseSize = baseSize
        self.maximumPointSize = maximumPointSize
        super.init()
    }

    /// A copy with another size, keeping everything else.
    func resized(_ size: CGFloat, textStyle: TextStyle? = nil, baseSize: CGFloat? = nil, maximumPointSize: CGFloat? = nil) -> UIFont {
        UIFont(size: size, weight: weight, name: storedFontName, family: storedFamilyName, traits: symbolicTraits,
               textStyle: textStyle, baseSize: baseSize, maximumPointSize: maximumPointSize)
    }

    // MARK: Making fonts

    /// The system font at a size and weight.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(size: fontSize, weight: weight) }
    /// The system font at a size, weight and width (the width is recorded, not measured).
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> UIFont {
        var traits: UIFontDescriptor.SymbolicTraits = []
        if width.rawValue < 0 { traits.insert(.traitCondensed) }
        if width.rawValue > 0 { traits.insert(.traitExpanded) }
        return UIFont(size: fontSize, weight: weight, traits: traits)
    }
    /// The system font at a size.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .regular) }
    /// The bold system font at a size.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .bold) }
    /// The italic system font at a size (measured as the regular one).
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(size: fontSize, weight: .regular, traits: .traitItalic)
    }
    /// The system font with fixed-width digits (digits are already one width in the metric).
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight)
    }
    /// The monospaced system font (SF Mono): every character 0.6 em wide.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight, name: weight.rawValue >= Weight.semibold.rawValue ? ".SFMono-Bold" : ".SFMono-Regular",
               family: ".SF Mono", traits: .traitMonoSpace)
    }

    /// A font by its PostScript name (`Helvetica-Bold`, `AvenirNext-DemiBold`) or family name
    /// (`Helvetica`), among the faces iOS ships (`FontCatalog`); nil for any other name, as
    /// on iOS for a font the app did not bundle.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let face = FontCatalog.face(named: fontName) else {
            if OffMainRelease.isOnMainActor {
                MainActor.assumeIsolated {
                    HeadlessRuntime.current.report(Diagnostic(.warning, code: .textFontUnknownName, message:
                        "UIFont(name: \"\(fontName)\", size: \(fontSize.traceNumber)) returned nil: no font of that name ships with iOS or is known to the headless runtime. Use a name from UIFont.familyNames / fontNames(forFamilyName:), or fall back to UIFont.systemFont(ofSize:).",
                        subject: nil))
                }
            }
            return nil
        }
        self.init(size: fontSize, weight: face.weight, name: face.name, family: face.family, traits: face.traits)
    }

    /// A font from a descriptor; a `size` of 0 keeps the descriptor's size.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : (descriptor.pointSize > 0 ? descriptor.pointSize : UIFont.systemFontSize)
        let style = descriptor.textStyle
        let base = style.map { UIFont.size(of: $0, at: .large).size * size / UIFont.size(of: $0, at: descriptor.contentSizeCategory).size }
        if let name = descriptor.faceName, let face = FontCatalog.face(named: name) {
            self.init(size: size, weight: descriptor.weight ?? face.weight, name: face.name, family: face.family,
                      traits: face.traits.union(descriptor.symbolicTraits), textStyle: style, baseSize: base)
        } else {
            var weight = descriptor.weight ?? .regular
            if descriptor.symbolicTraits.contains(.traitBold), weight.rawValue < Weight.bold.rawValue { weight = .bold }
            let mono = descriptor.symbolicTraits.contains(.traitMonoSpace)
            self.init(size: size, weight: weight, name: mono ? ".SFMono-Regular" : nil, family: mono ? ".SF Mono" : nil,
                      traits: descriptor.symbolicTraits, textStyle: style, baseSize: base)
        }
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont { resized(fontSize) }

    /// The descriptor of the font: its family, face, size, traits and text style.
    open var fontDescriptor: UIFontDescriptor {
        var attributes: [UIFontDescriptor.AttributeName: Any] = [
            .family: storedFamilyName, .name: storedFontName, .size: storedPointSize,
            .traits: [UIFontDescriptor.TraitKey.symbolic: symbolicTraits.rawValue,
                      UIFontDescriptor.TraitKey.weight: weight.rawValue],
        ]
        if let textStyle { attributes[.textStyle] = textStyle.rawValue }
        return UIFontDescriptor(fontAttributes: attributes)
    }

    // MARK: Families

    /// The families iOS ships, sorted (`FontCatalog`).
    open class var familyNames: [String] { FontCatalog.familyNames }
    /// The face names of a family; empty for an unknown family.
    open class func fontNames(forFamilyName familyName: String) -> [String] { FontCatalog.faceNames(ofFamily: familyName) }

    // MARK: Standard sizes

    /// The size of label text (17 points).
    open class var labelFontSize: CGFloat { 17 }
    /// The size of button titles (18 points).
    open class var buttonFontSize: CGFloat { 18 }
    /// The system font size (14 points).
    open class var systemFontSize: CGFloat { 14 }
    /// The small system font size (12 points).
    open class var smallSystemFontSize: CGFloat { 12 }

    // MARK: Metrics

    /// The size in points.
    open var pointSize: CGFloat { storedPointSize }
    /// The family name (`.SF UI` for the system font, as Apple reports it).
    open var familyName: String { storedFamilyName }
    /// The face name (`.SFUI-Regular`, `Helvetica-Bold`).
    open var fontName: String { storedFontName }
    /// The distance from the baseline to the top of the tallest glyphs.
    open var ascender: CGFloat { pointSize * TextMetrics.ascenderRatio }
    /// The distance from the baseline to the bottom of the lowest glyphs (negative).
    open var descender: CGFloat { -pointSize * TextMetrics.descenderRatio }
    /// The height of a line.
    open var lineHeight: CGFloat { ascender - descender }
    /// The height of capital letters.
    open var capHeight: CGFloat { pointSize * 0.705 }
    /// The height of a lower-case x.
    open var xHeight: CGFloat { pointSize * 0.527 }
    /// The space between lines beyond the line height.
    open var leading: CGFloat { 0 }

    /// Whether every character has the same advance.
    var isMonospaced: Bool { symbolicTraits.contains(.traitMonoSpace) }

    public override var description: String {
        "<UICTFont> font-family: \"\(familyName)\"; font-weight: \(weight.rawValue.traceNumber); font-style: \(symbolicTraits.contains(.traitItalic) ? "italic" : "normal"); font-size: \(pointSize.layoutDescription)pt"
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.pointSize == pointSize && other.weight == weight && other.fontName == fontName
            && other.symbolicTraits == symbolicTraits
    }

    public override var hash: Int { pointSize.hashValue ^ weight.rawValue.hashValue ^ fontName.hashValue }
}
