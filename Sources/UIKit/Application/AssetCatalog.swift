import HeadlessCore
import Foundation

/// Finds sets in a bundle's asset catalogs (`*.xcassets` folders in its resources): the one
/// lookup behind `UIColor(named:)` (`.colorset`) and `UIImage(named:)` (`.imageset`).
///
/// A set is found at the top of a catalog or inside its groups (an iterative walk of the
/// folders); catalogs are searched in name order.
enum AssetCatalog {
    /// The folder of the set named `name` with the extension `kind` (`"imageset"`), or nil.
    static func setURL(named name: String, kind: String, in bundle: Bundle) -> URL? {
        guard !name.isEmpty, let root = bundle.resourceURL else { return nil }
        let fileManager = FileManager.default
        let catalogs = (try? fileManager.contentsOfDirectory(atPath: root.path))?.filter { $0.hasSuffix(".xcassets") }.sorted() ?? []
        let target = "\(name.split(separator: "/").last.map(String.init) ?? name).\(kind)"
        for catalog in catalogs {
            let catalogURL = root.appendingPathComponent(catalog)
            let direct = catalogURL.appendingPathComponent("\(name).\(kind)")
            if fileManager.fileExists(atPath: direct.path) { return direct }
            guard let walker = fileManager.enumerator(at: catalogURL, includingPropertiesForKeys: nil) else { continue }
            while let url = walker.nextObject() as? URL {
                if url.lastPathComponent == target { return url }
            }
        }
        return nil
    }
}
