#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Resolves a resource's path inside a bundle, the one check behind asset catalogs
/// (`UIImage(named:)`, `UIColor(named:)`), loose images, storyboards and nibs: as on iOS,
/// where an app reads its resources from its own bundle, nothing outside the bundle's folder
/// is found through them (References §39.1).
///
/// Two rules, each refusal a sentence for the diagnostic:
/// - the name: no `..` component and not absolute (the rule Info.plist's resource keys
///   follow, ``InfoPlist/staysInBundle(_:)``);
/// - the file: its real path (every symbolic link resolved) lies inside the real path of the
///   bundle's folder. A link the bundle itself holds, at its top or directly in one of its
///   top-level `.lproj` folders, is one of the bundle's resources, as `lifecycle port` ships
///   an app's resources (each a link to the file in the app's folder): what is found through
///   it must lie inside the link's own real destination. So an image set, a colour set or a
///   file inside a catalog that links elsewhere is refused, while the port's links work.
enum BundleConfinement {
    /// Where a resource path leads.
    enum Resolution: Equatable {
        /// The file or folder, by its real path, inside the bundle.
        case inside(URL)
        /// Nothing there (or a link that leads nowhere).
        case missing
        /// Refused; the clause names the rule broken: "leads outside the bundle …".
        case refused(String)
    }

    /// Why a resource name may not be looked up (a clause), or nil when it may.
    static func nameRefusal(_ name: String) -> String? {
        if name.hasPrefix("/") {
            return "is an absolute path; resources are looked up inside the app's bundle only, as on iOS"
        }
        if !InfoPlist.staysInBundle(name) {
            return "has a `..` component that leads outside the app's bundle; resources are looked up inside the bundle only, as on iOS"
        }
        return nil
    }

    /// The resource at `relativePath` (components separated by `/`) inside the folder `root`.
    static func resolve(_ relativePath: String, in root: URL) -> Resolution {
        if let refusal = nameRefusal(relativePath) { return .refused(refusal) }
        let components = relativePath.split(separator: "/").map(String.init).filter { $0 != "." }
        guard !components.isEmpty, let realRoot = realPath(root.path) else { return .missing }
        let full = components.reduce(root) { $0.appendingPathComponent($1) }
        guard let real = realPath(full.path) else { return .missing }
        var allowed = realRoot
        var through = "the bundle's folder \(realRoot)"
        if let link = memberLink(components, in: root) {
            guard let destination = realPath(link.path) else { return .missing }
            allowed = destination
            through = "\(destination), where the bundle's link \(link.lastPathComponent) leads"
        }
        guard isInside(real, allowed) else {
            return .refused("resolves to \(real) through a symbolic link, outside \(through); resources are read from inside the app's bundle only, as on iOS")
        }
        return .inside(URL(fileURLWithPath: real))
    }

    /// The resource at `url`, a path under one of `roots` (as built by appending components
    /// to it); nil when it is under none.
    static func resolve(_ url: URL, under roots: [URL]) -> Resolution? {
        let path = url.path
        for root in roots {
            for prefix in Set([root.path, root.standardizedFileURL.path]) {
                let base = prefix.hasSuffix("/") ? prefix : prefix + "/"
                if path.hasPrefix(base) { return resolve(String(path.dropFirst(base.count)), in: root) }
            }
        }
        return nil
    }

    /// The link that is one of the bundle's own resources on the way to `components`: the
    /// first component, or the second inside a real top-level `.lproj` folder; nil when the
    /// path passes through no such link.
    private static func memberLink(_ components: [String], in root: URL) -> URL? {
        let first = root.appendingPathComponent(components[0])
        if isLink(first) { return first }
        guard components.count >= 2, components[0].hasSuffix(".lproj") else { return nil }
        let second = first.appendingPathComponent(components[1])
        return isLink(second) ? second : nil
    }

    private static func isLink(_ url: URL) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) == .typeSymbolicLink
    }

    /// The bytes of a resource resolved by ``resolve(_:in:)``; nil unless it is a regular
    /// file (a FIFO or a device would block or never end).
    static func contents(of url: URL) -> Data? {
        guard (try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) == .typeRegular else { return nil }
        return try? Data(contentsOf: url)
    }

    /// The path with every link resolved, or nil when it leads nowhere.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` is `folder` or inside it (both real paths).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
