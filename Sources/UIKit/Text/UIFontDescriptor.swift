import HeadlessCore
import Foundation

/// A description of a font by attributes (family, face, size, symbolic traits, text style),
/// from which ``UIFont/init(descriptor:size:)`` makes a font.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// The keys of a descriptor's attributes.
    public struct AttributeName: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName("NSFontFamilyAttribute")
        public static let name = AttributeName("NSFontNameAttribute")
        public static let face = AttributeName("NSFontFaceAttribute")
        public static let size = AttributeName("NSFontSizeAttribute")
        public static let visibleName = AttributeName("NSFontVisibleNameAttribute")
        public static let matrix = AttributeName("NSFontMatrixAttribute")
        public static let characterSet = AttributeName("NSFontCharacterSetAttribute")
        public static let cascadeList = AttributeName("NSFontCascadeListAttribute")
        public static let traits = AttributeName("NSCTFontTraitsAttribute")
        public static let fixedAdvance = AttributeName("NSFontFixedAdvanceAttribute")
        public static let featureSettings = AttributeName("NSFontFeatureSettingsAttribute")
        public static let textStyle = AttributeName("NSCTFontUIUsageAttribute")
    }

    /// The keys of the dictionary under ``AttributeName/traits``.
    public struct TraitKey: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey("NSCTFontSymbolicTrait")
        public static let weight = TraitKey("NSCTFontWeightTrait")
        public static let width = TraitKey("NSCTFontProportionTrait")
        public static let slant = TraitKey("NSCTFontSlantTrait")
    }

    /// The designs of the system font.
    public struct SystemDesign: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign("NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign("NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign("NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign("NSCTFontUIFontDesignMonospaced")
    }

    /// Italic, bold, condensed, monospaced… with Core Text's bits.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
        public static let classMask = SymbolicTraits(rawValue: 0xF000_0000)
        /// The font's class, in the top four bits (Core Text's stylistic classes).
        public static let classUnknown = SymbolicTraits([])
        public static let classOldStyleSerifs = SymbolicTraits(rawValue: 1 << 28)
        public static let classTransitionalSerifs = SymbolicTraits(rawValue: 2 << 28)
        public static let classModernSerifs = SymbolicTraits(rawValue: 3 << 28)
        public static let classClarendonSerifs = SymbolicTraits(rawValue: 4 << 28)
        public static let classSlabSerifs = SymbolicTraits(rawValue: 5 << 28)
        public static let classFreeformSerifs = SymbolicTraits(rawValue: 7 << 28)
        public static let classSansSerif = SymbolicTraits(rawValue: 8 << 28)
        public static let classOrnamentals = SymbolicTraits(rawValue: 9 << 28)
        public static let classScripts = SymbolicTraits(rawValue: 10 << 28)
        public static let classSymbolic = SymbolicTraits(rawValue: 12 << 28)
    }

    /// The attributes.
    public let fontAttributes: [AttributeName: Any]

    /// A descriptor with attributes.
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
        super.init()
    }

    /// A descriptor of a face by name and size.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// The descriptor of a text style's font at the current content size category.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of a text style's font at a trait collection's category.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                            compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    /// The face name, if the descriptor names one.
    open var postscriptName: String { faceName ?? "" }
    /// The size in points (0 when unspecified).
    open var pointSize: CGFloat {
        if let size = fontAttributes[.size] as? CGFloat { return size }
        if let size = fontAttributes[.size] as? Double { return CGFloat(size) }
        if let size = fontAttributes[.size] as? Int { return CGFloat(size) }
        return 0
    }
    /// The identity transform (fonts are never skewed here).
    open var matrix: CGAffineTransform { .identity }
    /// The symbolic traits.
    open var symbolicTraits: SymbolicTraits {
        guard let traits = fontAttributes[.traits] as? [TraitKey: Any] else { return [] }
        if let bits = traits[.symbolic] as? UInt32 { return SymbolicTraits(rawValue: bits) }
        if let bits = traits[.symbolic] as? Int { return SymbolicTraits(rawValue: UInt32(truncatingIfNeeded: bits)) }
        return []
    }

    /// One attribute's value.
    open func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

    /// The same descriptor with other symbolic traits (replacing the old ones); nil when no
    /// face has them (a family from `FontCatalog` without a matching face).
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var attributes = fontAttributes
        var traits = (attributes[.traits] as? [TraitKey: Any]) ?? [:]
        traits[.symbolic] = symbolicTraits.rawValue
        if symbolicTraits.contains(.traitBold) {
            if (weight?.rawValue ?? 0) < UIFont.Weight.bold.rawValue { traits[.weight] = UIFont.Weight.bold.rawValue }
        } else if let current = weight, current.rawValue >= UIFont.Weight.bold.rawValue {
            traits[.weight] = UIFont.Weight.regular.rawValue
        }
        attributes[.traits] = traits
        if let name = faceName, name.hasPrefix(".") {
            // The system font: the face follows the weight and traits.
            attributes[.name] = nil
        } else if let name = faceName, let family = FontCatalog.family(ofFace: name) {
            guard let face = FontCatalog.face(inFamily: family, traits: symbolicTraits) else { return nil }
            attributes[.name] = face
        }
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// The same descriptor at another size.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { addingAttributes([.size: newPointSize]) }

    /// The same descriptor in another family (its face name dropped).
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.name] = nil
        attributes[.family] = newFamily
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// The same descriptor with another face (`Bold`, `Italic`).
    open func withFace(_ newFace: String) -> UIFontDescriptor { addingAttributes([.face: newFace]) }

    /// The system font's descriptor in another design; nil for a non-system face.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        if let name = faceName, !name.hasPrefix(".") { return nil }
        var attributes = fontAttributes
        if design == .monospaced {
            var traits = (attributes[.traits] as? [TraitKey: Any]) ?? [:]
            traits[.symbolic] = symbolicTraits.union(.traitMonoSpace).rawValue
            attributes[.traits] = traits
        }
        attributes[.name] = nil
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// The descriptor with more attributes (the new values win).
    open func addingAttributes(_ attributes: [AttributeName: Any] = [:]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { _, new in new })
    }

    // MARK: Reading the attributes

    var faceName: String? { fontAttributes[.name] as? String ?? (fontAttributes[.family] as? String).flatMap(FontCatalog.regularFace) }

    var weight: UIFont.Weight? {
        guard let traits = fontAttributes[.traits] as? [TraitKey: Any] else { return nil }
        if let value = traits[.weight] as? CGFloat { return UIFont.Weight(value) }
        if let value = traits[.weight] as? Double { return UIFont.Weight(CGFloat(value)) }
        return nil
    }

    var textStyle: UIFont.TextStyle? {
        (fontAttributes[.textStyle] as? String).map(UIFont.TextStyle.init(rawValue:))
            ?? (fontAttributes[.textStyle] as? UIFont.TextStyle)
    }

    /// The category a text-style descriptor was made at (Large when unknown).
    var contentSizeCategory: UIContentSizeCategory {
        guard let style = textStyle, pointSize > 0 else { return .large }
        return UIContentSizeCategory.ordered.first { UIFont.size(of: style, at: $0).size == pointSize } ?? .large
    }

    open override var description: String {
        "UICTFontDescriptor <\(faceName ?? "system")> = {size = \(pointSize.traceNumber)}"
    }
}
