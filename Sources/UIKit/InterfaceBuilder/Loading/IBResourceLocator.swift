import HeadlessCore
import Foundation

/// Finds storyboards and xibs in a bundle's resources, and reads them.
///
/// A name is looked up as `NAME.storyboard` or `NAME.xib` in the bundle's resource folder
/// and its bundle folder, directly and in `Base.lproj`, the preferred localizations'
/// `.lproj` folders and `en.lproj`. Only the XML sources can be read: when only the compiled
/// form (`NAME.storyboardc`, `NAME.nib`) is there, the error says so.
enum IBResourceLocator {
    /// The kinds of file looked for.
    enum Kind {
        case storyboard, nib

        var sourceExtension: String { self == .storyboard ? "storyboard" : "xib" }
        var compiledExtension: String { self == .storyboard ? "storyboardc" : "nib" }
        var noun: String { self == .storyboard ? "storyboard" : "nib" }
    }

    /// The URL of the source file, or an error that names what was looked for and where.
    static func locate(_ name: String, _ kind: Kind, in bundle: Bundle) -> Result<URL, InterfaceBuilderError> {
        let fileManager = FileManager.default
        var base = name
        if base.hasSuffix(".\(kind.sourceExtension)") { base = String(base.dropLast(kind.sourceExtension.count + 1)) }
        // As on iOS, a resource name is looked up inside the bundle: `../` cannot leave it.
        guard InfoPlist.staysInBundle(base) else {
            return .failure(InterfaceBuilderError(.fileNotFound, file: "\(InfoPlist.printable(base)).\(kind.sourceExtension)",
                                                  message: "the \(kind.noun) name '\(InfoPlist.printable(base))' leads outside bundle \(bundle.bundlePath); \(kind.noun)s are looked up inside the bundle only, as on iOS. Name the file without folders that leave the bundle, such as 'Main'."))
        }
        let folders = searchFolders(of: bundle)
        for folder in folders {
            let url = folder.appendingPathComponent("\(base).\(kind.sourceExtension)")
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                // The file, links resolved, must lie inside the bundle (References §39.1).
                let roots = [bundle.resourceURL, bundle.bundleURL].compactMap { $0 }
                if case .refused(let why)? = BundleConfinement.resolve(url, under: roots) {
                    return .failure(InterfaceBuilderError(.fileNotFound, file: "\(base).\(kind.sourceExtension)",
                                                          message: "\(url.path) \(why). Put the \(kind.noun) itself in the bundle."))
                }
                return .success(url)
            }
        }
        for folder in folders {
            let compiled = folder.appendingPathComponent("\(base).\(kind.compiledExtension)")
            if fileManager.fileExists(atPath: compiled.path) {
                return .failure(InterfaceBuilderError(.compiledFile, file: compiled.lastPathComponent,
                                                      message: "only the compiled \(kind.noun) \(compiled.path) is in the bundle; compiled files are not XML and cannot be read. Add \(base).\(kind.sourceExtension) (the file Xcode edits) to the bundle's resources."))
            }
        }
        return .failure(InterfaceBuilderError(.fileNotFound, file: "\(base).\(kind.sourceExtension)",
                                              message: "could not find a \(kind.noun) named '\(base)' in bundle \(bundle.bundlePath) (looked in \(folders.map(\.path).joined(separator: ", "))). Check the name and that the file is one of the bundle's resources."))
    }

    private static func searchFolders(of bundle: Bundle) -> [URL] {
        var roots: [URL] = []
        for root in [bundle.resourceURL, bundle.bundleURL].compactMap({ $0?.standardizedFileURL })
            where !roots.contains(root) {
            roots.append(root)
        }
        var localizations = ["Base"] + bundle.preferredLocalizations + ["en"]
        localizations = localizations.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        return roots.flatMap { root in [root] + localizations.map { root.appendingPathComponent("\($0).lproj") } }
    }

    /// Reads a file, refusing one over the size limit before reading it.
    static func read(_ url: URL) throws -> Data {
        let name = url.lastPathComponent
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        if let size = attributes?[.size] as? NSNumber, size.intValue > InterfaceBuilderError.maximumFileSize {
            throw InterfaceBuilderError(.fileTooLarge, file: name,
                                        message: "the file is \(size.intValue) bytes, over the \(InterfaceBuilderError.maximumFileSize)-byte limit for Interface Builder files. Split the storyboard into several storyboards linked by storyboard references.")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw InterfaceBuilderError(.fileNotFound, file: name, message: "the file could not be read (\(error.localizedDescription)).")
        }
    }
}
