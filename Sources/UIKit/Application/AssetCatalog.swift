import HeadlessCore
import Foundation

/// Finds sets in a bundle's asset catalogs (`*.xcassets` folders in its resources): the one
/// lookup behind `UIColor(named:)` (`.colorset`) and `UIImage(named:)` (`.imageset`).
///
/// A set is found at the top of a catalog or inside its groups (an iterative walk of the
/// folders, which does not pass through symbolic links); catalogs are searched in name order.
/// Every set and every file in it is confined to the bundle by ``BundleConfinement``: a name
/// with `..` or a set, or a file in it, that links outside the bundle is refused.
enum AssetCatalog {
    /// What a lookup found.
    enum Lookup: Equatable {
        /// The set's folder (its real path) and its path relative to the bundle's resources.
        case found(URL, relativePath: String)
        /// The name or the set leads outside the bundle; the clause names the rule.
        case refused(String)
        /// No set of that name.
        case missing
    }

    /// The set named `name` with the extension `kind` (`"imageset"`).
    static func lookup(named name: String, kind: String, in bundle: Bundle) -> Lookup {
        guard !name.isEmpty, let root = bundle.resourceURL else { return .missing }
        if let refusal = BundleConfinement.nameRefusal(name) { return .refused(refusal) }
        let fileManager = FileManager.default
        let catalogs = (try? fileManager.contentsOfDirectory(atPath: root.path))?.filter { $0.hasSuffix(".xcassets") }.sorted() ?? []
        let target = "\(name.split(separator: "/").last.map(String.init) ?? name).\(kind)"
        func confined(_ relative: String) -> Lookup? {
            switch BundleConfinement.resolve(relative, in: root) {
            case .inside(let url): .found(url, relativePath: relative)
            case .refused(let why): .refused(why)
            case .missing: nil
            }
        }
        for catalog in catalogs {
            if let direct = confined("\(catalog)/\(name).\(kind)") { return direct }
            // Relative paths, without passing through links to folders; from the catalog's
            // real path, so that a catalog the bundle links to (as `lifecycle port` does) is walked.
            let catalogPath = BundleConfinement.realPath(root.appendingPathComponent(catalog).path) ?? root.appendingPathComponent(catalog).path
            guard let walker = fileManager.enumerator(atPath: catalogPath) else { continue }
            while let relative = walker.nextObject() as? String {
                if (relative as NSString).lastPathComponent == target, let found = confined("\(catalog)/\(relative)") { return found }
            }
        }
        return .missing
    }

    /// A file of a set found by ``lookup(named:kind:in:)``, confined to the bundle.
    static func file(_ filename: String, inSet relativePath: String, of bundle: Bundle) -> BundleConfinement.Resolution {
        guard let root = bundle.resourceURL else { return .missing }
        if let refusal = BundleConfinement.nameRefusal(filename) { return .refused(refusal) }
        return BundleConfinement.resolve("\(relativePath)/\(filename)", in: root)
    }
}
