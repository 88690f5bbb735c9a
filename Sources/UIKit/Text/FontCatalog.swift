import HeadlessCore
import Foundation

/// The font families iOS ships, with their faces' PostScript names: what
/// `UIFont(name:size:)` knows. A face's weight and italic trait come from its name's suffix
/// (`-Bold`, `-LightItalic`, `-DemiBold`); monospaced families carry the monospace trait.
///
/// The list is the commonly used part of Apple's "Fonts included with iOS" page; a name not
/// in it gives nil, as on iOS for a font the app did not bundle.
enum FontCatalog {
    static let systemFamily = ".SF UI"

    /// Family → face names (regular face first).
    static let families: [(family: String, faces: [String])] = [
        ("Academy Engraved LET", ["AcademyEngravedLetPlain"]),
        ("American Typewriter", ["AmericanTypewriter", "AmericanTypewriter-Light", "AmericanTypewriter-Semibold",
                                 "AmericanTypewriter-Bold", "AmericanTypewriter-Condensed"]),
        ("Arial", ["ArialMT", "Arial-BoldMT", "Arial-ItalicMT", "Arial-BoldItalicMT"]),
        ("Arial Rounded MT Bold", ["ArialRoundedMTBold"]),
        ("Avenir", ["Avenir-Roman", "Avenir-Light", "Avenir-Book", "Avenir-Medium", "Avenir-Heavy", "Avenir-Black",
                    "Avenir-Oblique", "Avenir-LightOblique", "Avenir-MediumOblique", "Avenir-HeavyOblique"]),
        ("Avenir Next", ["AvenirNext-Regular", "AvenirNext-UltraLight", "AvenirNext-Medium", "AvenirNext-DemiBold",
                         "AvenirNext-Bold", "AvenirNext-Heavy", "AvenirNext-Italic", "AvenirNext-BoldItalic"]),
        ("Baskerville", ["Baskerville", "Baskerville-SemiBold", "Baskerville-Bold", "Baskerville-Italic"]),
        ("Chalkboard SE", ["ChalkboardSE-Regular", "ChalkboardSE-Light", "ChalkboardSE-Bold"]),
        ("Copperplate", ["Copperplate", "Copperplate-Light", "Copperplate-Bold"]),
        ("Courier", ["Courier", "Courier-Bold", "Courier-Oblique", "Courier-BoldOblique"]),
        ("Courier New", ["CourierNewPSMT", "CourierNewPS-BoldMT", "CourierNewPS-ItalicMT", "CourierNewPS-BoldItalicMT"]),
        ("Didot", ["Didot", "Didot-Bold", "Didot-Italic"]),
        ("Futura", ["Futura-Medium", "Futura-Bold", "Futura-MediumItalic", "Futura-CondensedMedium",
                    "Futura-CondensedExtraBold"]),
        ("Georgia", ["Georgia", "Georgia-Bold", "Georgia-Italic", "Georgia-BoldItalic"]),
        ("Gill Sans", ["GillSans", "GillSans-Light", "GillSans-SemiBold", "GillSans-Bold", "GillSans-Italic"]),
        ("Helvetica", ["Helvetica", "Helvetica-Light", "Helvetica-Bold", "Helvetica-Oblique", "Helvetica-BoldOblique"]),
        ("Helvetica Neue", ["HelveticaNeue", "HelveticaNeue-UltraLight", "HelveticaNeue-Thin", "HelveticaNeue-Light",
                            "HelveticaNeue-Medium", "HelveticaNeue-Bold", "HelveticaNeue-Italic",
                            "HelveticaNeue-BoldItalic", "HelveticaNeue-CondensedBold"]),
        ("Hoefler Text", ["HoeflerText-Regular", "HoeflerText-Black", "HoeflerText-Italic"]),
        ("Marker Felt", ["MarkerFelt-Thin", "MarkerFelt-Wide"]),
        ("Menlo", ["Menlo-Regular", "Menlo-Bold", "Menlo-Italic", "Menlo-BoldItalic"]),
        ("Noteworthy", ["Noteworthy-Light", "Noteworthy-Bold"]),
        ("Optima", ["Optima-Regular", "Optima-Bold", "Optima-Italic", "Optima-ExtraBlack"]),
        ("Palatino", ["Palatino-Roman", "Palatino-Bold", "Palatino-Italic", "Palatino-BoldItalic"]),
        ("Papyrus", ["Papyrus", "Papyrus-Condensed"]),
        ("Snell Roundhand", ["SnellRoundhand", "SnellRoundhand-Bold", "SnellRoundhand-Black"]),
        ("Times New Roman", ["TimesNewRomanPSMT", "TimesNewRomanPS-BoldMT", "TimesNewRomanPS-ItalicMT",
                             "TimesNewRomanPS-BoldItalicMT"]),
        ("Trebuchet MS", ["TrebuchetMS", "TrebuchetMS-Bold", "TrebuchetMS-Italic", "Trebuchet-BoldItalic"]),
        ("Verdana", ["Verdana", "Verdana-Bold", "Verdana-Italic", "Verdana-BoldItalic"]),
        ("Zapfino", ["Zapfino"]),
    ]

    static let monospacedFamilies: Set<String> = ["Courier", "Courier New", "Menlo"]

    /// One face: its PostScript name, family, weight and traits.
    struct Face {
        let name: String
        let family: String
        let weight: UIFont.Weight
        let traits: UIFontDescriptor.SymbolicTraits
    }

    /// Face and family names, lower-cased → (family index, face index).
    static let index: [String: (Int, Int)] = {
        var result: [String: (Int, Int)] = [:]
        for (familyIndex, entry) in families.enumerated() {
            result[entry.family.lowercased()] = (familyIndex, 0)
            for (faceIndex, face) in entry.faces.enumerated() { result[face.lowercased()] = (familyIndex, faceIndex) }
        }
        return result
    }()

    static var familyNames: [String] { families.map(\.family) }

    static func faceNames(ofFamily family: String) -> [String] {
        families.first { $0.family.caseInsensitiveCompare(family) == .orderedSame }?.faces ?? []
    }

    /// The face a name stands for (a PostScript name or a family name), or nil.
    static func face(named name: String) -> Face? {
        if name.hasPrefix(".SF") {
            let mono = name.hasPrefix(".SFMono")
            let weight = weight(ofFace: name)
            return Face(name: name, family: mono ? ".SF Mono" : systemFamily, weight: weight,
                        traits: UIFontDescriptor.SymbolicTraits(mono ? [.traitMonoSpace] : [])
                            .union(italic(name) ? [.traitItalic] : []))
        }
        guard let (familyIndex, faceIndex) = index[name.lowercased()] else { return nil }
        let entry = families[familyIndex]
        let faceName = entry.faces[faceIndex]
        var traits: UIFontDescriptor.SymbolicTraits = monospacedFamilies.contains(entry.family) ? .traitMonoSpace : []
        if italic(faceName) { traits.insert(.traitItalic) }
        return Face(name: faceName, family: entry.family, weight: weight(ofFace: faceName), traits: traits)
    }

    static func family(ofFace name: String) -> String? {
        if name.hasPrefix(".SFMono") { return ".SF Mono" }
        if name.hasPrefix(".SF") { return systemFamily }
        return index[name.lowercased()].map { families[$0.0].family }
    }

    static func regularFace(ofFamily family: String) -> String? {
        faceNames(ofFamily: family).first
    }

    /// The face of a family with exactly the bold and italic traits asked for, or nil.
    static func face(inFamily family: String, traits: UIFontDescriptor.SymbolicTraits) -> String? {
        let wantsBold = traits.contains(.traitBold), wantsItalic = traits.contains(.traitItalic)
        return faceNames(ofFamily: family).first { name in
            (weight(ofFace: name).rawValue >= UIFont.Weight.bold.rawValue) == wantsBold && italic(name) == wantsItalic
        }
    }

    /// The system face name for a weight (`.SFUI-Semibold`).
    static func systemFaceName(weight: UIFont.Weight, traits: UIFontDescriptor.SymbolicTraits) -> String {
        let names: [(CGFloat, String)] = [(-0.7, "Ultralight"), (-0.5, "Thin"), (-0.2, "Light"), (0.1, "Regular"),
                                          (0.26, "Medium"), (0.35, "Semibold"), (0.5, "Bold"), (0.6, "Heavy")]
        let face = names.first { weight.rawValue < $0.0 }?.1 ?? "Black"
        return ".SFUI-" + face + (traits.contains(.traitItalic) ? "Italic" : "")
    }

    private static func italic(_ name: String) -> Bool { name.contains("Italic") || name.contains("Oblique") }

    /// The weight a face name's suffix says.
    static func weight(ofFace name: String) -> UIFont.Weight {
        let suffix = name.split(separator: "-").dropFirst().joined().lowercased()
        let table: [(String, UIFont.Weight)] = [
            ("ultralight", .ultraLight), ("extrablack", .black), ("extrabold", .heavy), ("black", .black),
            ("heavy", .heavy), ("demibold", .semibold), ("semibold", .semibold), ("bold", .bold),
            ("medium", .medium), ("thin", .thin), ("light", .light),
        ]
        return table.first { suffix.contains($0.0) }?.1 ?? .regular
    }
}
