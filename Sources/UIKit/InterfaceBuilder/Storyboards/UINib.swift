import HeadlessCore
import Foundation

/// A xib's objects, ready to be created as many times as needed.
///
/// `instantiate(withOwner:options:)` creates the xib's objects with `init(coder:)`, connects
/// File's Owner's outlets and actions to the owner, and sends `awakeFromNib()` to each object
/// created, in document order; it returns the top-level objects (placeholders excluded).
@preconcurrency @MainActor
open class UINib {
    /// Keys of the options of ``instantiate(withOwner:options:)``.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `[String: Any]` of objects that stand for the xib's external object placeholders,
        /// by their identifiers.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    let document: IBDocument?
    let bundle: Bundle?

    init(document: IBDocument?, bundle: Bundle?) {
        self.document = document
        self.bundle = bundle
    }

    /// Reads the xib named `name` from a bundle (the main bundle when nil).
    ///
    /// A xib that cannot be found or read is reported, and the nib instantiates nothing.
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
        do {
            try self.init(loading: name, bundle: bundleOrNil)
        } catch {
            HeadlessRuntime.current.report(error as? InterfaceBuilderError
                ?? InterfaceBuilderError(.fileNotFound, file: "\(name).xib", message: "\(error)"))
            self.init(document: nil, bundle: bundleOrNil)
        }
    }

    /// Reads a xib from its bytes (the XML of a `.xib` file).
    public convenience init(data: Data, bundle bundleOrNil: Bundle?) {
        do {
            let document = try InterfaceBuilderLoader.current.document(data: data, name: "nib data", bundle: bundleOrNil)
            InterfaceBuilderLoader.current.reportProblems(of: document)
            self.init(document: document, bundle: bundleOrNil)
        } catch {
            HeadlessRuntime.current.report(error as? InterfaceBuilderError
                ?? InterfaceBuilderError(.malformedXML, file: "nib data", message: "\(error)"))
            self.init(document: nil, bundle: bundleOrNil)
        }
    }

    private convenience init(loading name: String, bundle: Bundle?) throws {
        let bundle = bundle ?? .appMain
        let url = try IBResourceLocator.locate(name, .nib, in: bundle).get()
        let document = try InterfaceBuilderLoader.current.document(at: url, bundle: bundle)
        InterfaceBuilderLoader.current.reportProblems(of: document)
        self.init(document: document, bundle: bundle)
    }

    /// Reads and checks the xib named `name`, throwing its first problem: not found, not XML,
    /// malformed, hostile, or naming a class that cannot be found.
    public static func load(nibName name: String, bundle: Bundle?) throws -> UINib {
        let bundle = bundle ?? .appMain
        return try load(contentsOf: IBResourceLocator.locate(name, .nib, in: bundle).get(), bundle: bundle)
    }

    /// Reads and checks a xib file, throwing its first problem.
    @_spi(Headless) public static func load(contentsOf url: URL, bundle: Bundle? = nil) throws -> UINib {
        let document = try InterfaceBuilderLoader.current.document(at: url, bundle: bundle)
        if let error = document.classErrors.first { throw error }
        return UINib(document: document, bundle: bundle)
    }

    /// Creates the xib's objects and returns its top-level objects.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        guard let document else { return [] }
        let externals = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
        return IBInstantiation.instantiateNib(document, bundle: bundle, owner: ownerOrNil.map { $0 as AnyObject },
                                              externalObjects: externals)
    }
}

extension Bundle {
    /// Loads the xib named `name` from the bundle with an owner, and returns its top-level
    /// objects, or nil when there is no such xib (which is reported).
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        let nib = UINib(nibName: name, bundle: self)
        guard nib.document != nil else { return nil }
        return nib.instantiate(withOwner: owner, options: options)
    }
}
