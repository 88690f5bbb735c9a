import Foundation

/// The Swift packages an Xcode project's application target links (References §48.1).
///
/// The target lists `packageProductDependencies`: each an `XCSwiftPackageProductDependency`
/// naming a product and its package, an `XCRemoteSwiftPackageReference` (a repository URL and a
/// version requirement) or an `XCLocalSwiftPackageReference` (a folder relative to the
/// project's). Each step follows one identifier to one object, so the walk is linear in the
/// number of products and cannot loop.
extension XcodeProject {
    /// A Swift package product the application target links.
    public struct PackageProduct: Equatable {
        /// The product's name, which is the module the app imports (`SnapKit`).
        public var productName: String
        /// The package's repository, for a remote package.
        public var repositoryURL: String?
        /// The version requirement as Xcode shows it (`up to next major from 5.0.0`).
        public var requirement: String?
        /// The package's folder relative to the project's folder, for a local package.
        public var localPath: String?
        /// The line of `project.pbxproj` where the package reference is, when found.
        public var line: Int?
    }

    /// The products `target` links, read from `objects`; `data` is the project's text, read
    /// once for the lines of the package references.
    static func packageProducts(of target: [String: Any], in objects: [String: Any], data: Data) -> [PackageProduct] {
        let ids = (target["packageProductDependencies"] as? [String]) ?? []
        guard !ids.isEmpty else { return [] }
        let lines = objectLines(data)
        var products: [PackageProduct] = []
        var seen = Set<String>()
        for id in ids {
            guard let dependency = objects[id] as? [String: Any],
                  (dependency["isa"] as? String) == "XCSwiftPackageProductDependency",
                  var name = dependency["productName"] as? String, !name.isEmpty else { continue }
            // A build-tool plugin's product (`plugin:SwiftLintPlugin`) is not a module.
            if name.hasPrefix("plugin:") { continue }
            name = name.trimmingCharacters(in: .whitespaces)
            guard seen.insert(name).inserted else { continue }
            var product = PackageProduct(productName: name, line: lines[id])
            if let packageID = dependency["package"] as? String, let package = objects[packageID] as? [String: Any] {
                product.line = lines[packageID] ?? product.line
                switch package["isa"] as? String {
                case "XCRemoteSwiftPackageReference":
                    product.repositoryURL = package["repositoryURL"] as? String
                    product.requirement = (package["requirement"] as? [String: Any]).map(describeRequirement)
                case "XCLocalSwiftPackageReference":
                    product.localPath = package["relativePath"] as? String ?? package["path"] as? String
                default: break
                }
            }
            products.append(product)
        }
        return products
    }

    /// A requirement as a person reads it: `up to next major from 5.0.0`, `exactly 1.2.3`,
    /// `branch main`, `revision 1a2b3c`.
    static func describeRequirement(_ requirement: [String: Any]) -> String {
        let kind = requirement["kind"] as? String ?? ""
        let minimum = requirement["minimumVersion"] as? String ?? "?"
        switch kind {
        case "upToNextMajorVersion": return "up to next major from \(minimum)"
        case "upToNextMinorVersion": return "up to next minor from \(minimum)"
        case "versionRange": return "from \(minimum) to \(requirement["maximumVersion"] as? String ?? "?")"
        case "exactVersion": return "exactly \(requirement["version"] as? String ?? "?")"
        case "branch": return "branch \(requirement["branch"] as? String ?? "?")"
        case "revision": return "revision \(requirement["revision"] as? String ?? "?")"
        default: return kind.isEmpty ? "no requirement" : kind
        }
    }

    /// The line (from 1) where each object of a `project.pbxproj` is defined: the first word of
    /// each line that opens a dictionary (`ID /* comment */ = {`). One pass over the text.
    static func objectLines(_ data: Data) -> [String: Int] {
        var lines: [String: Int] = [:]
        var number = 0
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            guard line.hasSuffix("= {") || line.hasSuffix("= {\r") else { continue }
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard let end = trimmed.firstIndex(where: { $0 == " " || $0 == "\t" || $0 == "=" }) else { continue }
            let id = String(trimmed[..<end])
            if lines[id] == nil { lines[id] = number }
        }
        return lines
    }
}
