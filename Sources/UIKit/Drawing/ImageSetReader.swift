import HeadlessCore
import Foundation

/// Reads image sets (`name.imageset/Contents.json` and the files it names) and loose image
/// files, choosing the file for the screen's scale.
///
/// The scale chosen is the screen's if the set has it, else the nearest larger one, else the
/// largest (References §28.5); an entry without a scale (a single vector or universal file)
/// counts as 1x. Every path is confined to the bundle by ``BundleConfinement`` (References §39.1).
enum ImageSetReader {
    /// What a lookup found.
    enum Outcome {
        /// Pixels at a scale.
        case image(Data, scale: CGFloat)
        /// The set or file exists but cannot be read; the message says why and what to fix.
        case unreadable(String)
        /// The name, the set or a file leads outside the bundle; the message names the path
        /// and the rule.
        case refused(String)
        /// A file was found that is not decoded (a PDF): the image has a name and no pixels.
        case withoutPixels
        /// Nothing of that name.
        case missing
    }

    static func find(_ name: String, in bundle: Bundle, screenScale: CGFloat) -> Outcome {
        switch AssetCatalog.lookup(named: name, kind: "imageset", in: bundle) {
        case .found(let set, let relativePath):
            return read(set: set, relativePath: relativePath, in: bundle, screenScale: screenScale)
        case .refused(let why):
            return .refused("the name \"\(InfoPlist.printable(name))\" \(why)")
        case .missing:
            break
        }
        guard let root = bundle.resourceURL else { return .missing }
        var loose: [(URL, CGFloat)] = []
        for (suffix, scale) in [("", 1.0), ("@2x", 2.0), ("@3x", 3.0)] as [(String, CGFloat)] {
            for ext in ["png", "jpg", "jpeg"] {
                switch BundleConfinement.resolve("\(name)\(suffix).\(ext)", in: root) {
                case .inside(let url): loose.append((url, scale))
                case .refused(let why): return .refused("\(name)\(suffix).\(ext) \(why)")
                case .missing: continue
                }
            }
        }
        if let (url, scale) = choose(loose, screenScale: screenScale) {
            guard let data = BundleConfinement.contents(of: url) else { return .unreadable("\(url.path) cannot be read") }
            return .image(data, scale: scale)
        }
        switch BundleConfinement.resolve("\(name).pdf", in: root) {
        case .inside: return .withoutPixels
        case .refused(let why): return .refused("\(name).pdf \(why)")
        case .missing: return .missing
        }
    }

    private static func read(set: URL, relativePath: String, in bundle: Bundle, screenScale: CGFloat) -> Outcome {
        let contents = set.appendingPathComponent("Contents.json")
        let data: Data?
        switch AssetCatalog.file("Contents.json", inSet: relativePath, of: bundle) {
        case .inside(let url): data = BundleConfinement.contents(of: url)
        case .refused(let why): return .refused("\(relativePath)/Contents.json \(why)")
        case .missing: data = nil
        }
        guard let data,
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["images"] as? [[String: Any]] else {
            return .unreadable("\(contents.path) is missing or is not an asset catalog's JSON (an object with an \"images\" array)")
        }
        var files: [(String, CGFloat)] = []
        for entry in entries {
            guard let filename = entry["filename"] as? String else { continue }
            let idiom = entry["idiom"] as? String ?? "universal"
            guard ["universal", "iphone"].contains(idiom) else { continue }
            let scaleText = (entry["scale"] as? String ?? "1x").dropLast()
            let scale = CGFloat(Double(scaleText) ?? 1)
            files.append((filename, scale))
        }
        guard let (filename, scale) = choose(files, screenScale: screenScale) else {
            return entries.isEmpty || files.isEmpty ? .withoutPixels : .missing
        }
        let fileExtension = (filename as NSString).pathExtension.lowercased()
        switch AssetCatalog.file(filename, inSet: relativePath, of: bundle) {
        case .refused(let why):
            return .refused("\(relativePath)/Contents.json names \"\(InfoPlist.printable(filename))\", which \(why)")
        case .missing:
            if fileExtension == "pdf" || fileExtension == "svg" { return .withoutPixels }
            return .unreadable("\(contents.path) names \(filename), which is not in the image set")
        case .inside(let url):
            if fileExtension == "pdf" || fileExtension == "svg" { return .withoutPixels }
            guard let pixels = BundleConfinement.contents(of: url) else {
                return .unreadable("\(contents.path) names \(filename), which cannot be read")
            }
            return .image(pixels, scale: scale)
        }
    }

    /// The file for the screen's scale: that scale, else the nearest larger, else the largest.
    static func choose<File>(_ files: [(File, CGFloat)], screenScale: CGFloat) -> (File, CGFloat)? {
        if let exact = files.first(where: { $0.1 == screenScale }) { return exact }
        if let larger = files.filter({ $0.1 > screenScale }).min(by: { $0.1 < $1.1 }) { return larger }
        return files.max(by: { $0.1 < $1.1 })
    }
}
