import HeadlessCore
import Foundation

/// Reads image sets (`name.imageset/Contents.json` and the files it names) and loose image
/// files, choosing the file for the screen's scale.
///
/// The scale chosen is the screen's if the set has it, else the nearest larger one, else the
/// largest (References §28.5); an entry without a scale (a single vector or universal file)
/// counts as 1x.
enum ImageSetReader {
    /// What a lookup found.
    enum Outcome {
        /// Pixels at a scale.
        case image(Data, scale: CGFloat)
        /// The set or file exists but cannot be read; the message says why and what to fix.
        case unreadable(String)
        /// A file was found that is not decoded (a PDF): the image has a name and no pixels.
        case withoutPixels
        /// Nothing of that name.
        case missing
    }

    static func find(_ name: String, in bundle: Bundle, screenScale: CGFloat) -> Outcome {
        if let set = AssetCatalog.setURL(named: name, kind: "imageset", in: bundle) {
            return read(set: set, screenScale: screenScale)
        }
        guard let root = bundle.resourceURL else { return .missing }
        let fileManager = FileManager.default
        var loose: [(URL, CGFloat)] = []
        for (suffix, scale) in [("", 1.0), ("@2x", 2.0), ("@3x", 3.0)] as [(String, CGFloat)] {
            for ext in ["png", "jpg", "jpeg"] {
                let url = root.appendingPathComponent("\(name)\(suffix).\(ext)")
                if fileManager.fileExists(atPath: url.path) { loose.append((url, scale)) }
            }
        }
        if let (url, scale) = choose(loose, screenScale: screenScale) {
            guard let data = try? Data(contentsOf: url) else { return .unreadable("\(url.path) cannot be read") }
            return .image(data, scale: scale)
        }
        if fileManager.fileExists(atPath: root.appendingPathComponent("\(name).pdf").path) { return .withoutPixels }
        return .missing
    }

    private static func read(set: URL, screenScale: CGFloat) -> Outcome {
        let contents = set.appendingPathComponent("Contents.json")
        guard let data = try? Data(contentsOf: contents),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["images"] as? [[String: Any]] else {
            return .unreadable("\(contents.path) is missing or is not an asset catalog's JSON (an object with an \"images\" array)")
        }
        var files: [(URL, CGFloat)] = []
        for entry in entries {
            guard let filename = entry["filename"] as? String, !filename.contains("..") else { continue }
            let idiom = entry["idiom"] as? String ?? "universal"
            guard ["universal", "iphone"].contains(idiom) else { continue }
            let scaleText = (entry["scale"] as? String ?? "1x").dropLast()
            let scale = CGFloat(Double(scaleText) ?? 1)
            files.append((set.appendingPathComponent(filename), scale))
        }
        guard let (url, scale) = choose(files, screenScale: screenScale) else {
            return entries.isEmpty || files.isEmpty ? .withoutPixels : .missing
        }
        if url.pathExtension.lowercased() == "pdf" || url.pathExtension.lowercased() == "svg" { return .withoutPixels }
        guard let pixels = try? Data(contentsOf: url) else {
            return .unreadable("\(contents.path) names \(url.lastPathComponent), which is not in the image set")
        }
        return .image(pixels, scale: scale)
    }

    /// The file for the screen's scale: that scale, else the nearest larger, else the largest.
    static func choose(_ files: [(URL, CGFloat)], screenScale: CGFloat) -> (URL, CGFloat)? {
        if let exact = files.first(where: { $0.1 == screenScale }) { return exact }
        if let larger = files.filter({ $0.1 > screenScale }).min(by: { $0.1 < $1.1 }) { return larger }
        return files.max(by: { $0.1 < $1.1 })
    }
}
