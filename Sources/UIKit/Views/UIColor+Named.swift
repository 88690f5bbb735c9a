import HeadlessCore
import Foundation

/// Colours from asset catalogs: `<catalog>.xcassets/…/<name>.colorset/Contents.json` in the app
/// bundle's resources, with an "any" appearance and optionally a dark (`luminosity`) one.
///
/// Components may be written as 0–1 decimals (`"0.500"`), 0–255 integers (`"128"`) or
/// hexadecimal (`"0x80"`); `white` stands for a grey; a `reference` to a system colour
/// (`systemRedColor`) gives that colour. A name with `..`, or a set that links outside the
/// bundle, is refused with a `resource.outsideBundle` diagnostic (References §39.1).
extension UIColor {
    /// The colour set of that name in the app bundle's asset catalogs, or nil when there is none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set of that name in a bundle's asset catalogs (the app's when nil), or nil.
    /// The colour is dynamic when the set has a dark appearance; `traitCollection` is ignored
    /// (resolve with ``resolvedColor(with:)``).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let bundle = bundle ?? (OffMainRelease.isOnMainActor ? MainActor.assumeIsolated { Bundle.appMain } : .main)
        let found: ColorSetReader.Outcome = name.isEmpty ? .missing : ColorSetReader.find(name, in: bundle)
        guard case .found(let set) = found else {
            if OffMainRelease.isOnMainActor {
                MainActor.assumeIsolated {
                    let printable = InfoPlist.printable(name)
                    if case .refused(let why) = found {
                        HeadlessRuntime.current.report(Diagnostic(.warning, code: .resourceOutsideBundle, message:
                            "UIColor(named: \"\(printable)\") returned nil: \(why). Put the colour set inside the app's asset catalog and name it by its name alone.",
                            subject: nil))
                    } else {
                        HeadlessRuntime.current.report(Diagnostic(.warning, code: .textColorUnknownName, message:
                            "UIColor(named: \"\(printable)\") returned nil: no \(printable).colorset in the asset catalogs (*.xcassets) of \(bundle.resourceURL?.path ?? "the bundle"). Add the colour set to the app's asset catalog, or check the name.",
                            subject: nil))
                    }
                }
            }
            return nil
        }
        let light = set.light, dark = set.dark ?? set.light
        self.init(systemName: "asset \(name)") { $0.userInterfaceStyle == .dark ? dark : light }
    }
}

/// Finds and reads colour sets.
enum ColorSetReader {
    struct ColorSet {
        let light: UIColor
        let dark: UIColor?
    }

    /// What a lookup found.
    enum Outcome {
        /// A readable colour set.
        case found(ColorSet)
        /// The name or the set leads outside the bundle; the clause names the path and rule.
        case refused(String)
        /// No readable colour set of that name.
        case missing
    }

    /// The colour set of that name in the bundle's asset catalogs, confined to the bundle
    /// (``AssetCatalog``, References §39.1).
    static func find(_ name: String, in bundle: Bundle) -> Outcome {
        switch AssetCatalog.lookup(named: name, kind: "colorset", in: bundle) {
        case .found(_, let relativePath):
            switch AssetCatalog.file("Contents.json", inSet: relativePath, of: bundle) {
            case .inside(let url): return read(url).map(Outcome.found) ?? .missing
            case .refused(let why): return .refused("\(relativePath)/Contents.json \(why)")
            case .missing: return .missing
            }
        case .refused(let why):
            return .refused("the name \"\(InfoPlist.printable(name))\" \(why)")
        case .missing:
            return .missing
        }
    }

    static func read(_ url: URL) -> ColorSet? {
        guard let data = BundleConfinement.contents(of: url),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["colors"] as? [[String: Any]] else { return nil }
        var light: UIColor?, dark: UIColor?
        for entry in entries {
            guard let colorSpec = entry["color"] as? [String: Any], let color = color(colorSpec) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let isDark = appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark" }
            let isOther = appearances.contains { ($0["appearance"] as? String) != "luminosity" || ($0["value"] as? String) == "light" }
            if isDark { dark = dark ?? color } else if !isOther || light == nil { light = light ?? color }
        }
        guard let light else { return nil }
        return ColorSet(light: light, dark: dark)
    }

    static func color(_ spec: [String: Any]) -> UIColor? {
        if let reference = spec["reference"] as? String { return UIColor.systemColorsByName[reference] }
        guard let components = spec["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> CGFloat? {
            guard let raw = components[key] else { return nil }
            let text = "\(raw)".trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x"), let hex = Int(text.dropFirst(2), radix: 16) { return CGFloat(hex) / 255 }
            guard let number = Double(text), number.isFinite else { return nil }
            if !text.contains("."), number > 1 { return CGFloat(min(number, 255)) / 255 }
            return CGFloat(min(max(number, 0), 1))
        }
        let alpha = value("alpha") ?? 1
        if let white = value("white") { return UIColor(white: white, alpha: alpha) }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}
