import HeadlessCore
import Foundation

/// A problem with an Interface Builder file, with where it is: the file, the line and the
/// object's id.
///
/// The throwing loaders (``UIStoryboard/load(name:bundle:requiresInitialViewController:)``,
/// ``UINib/load(nibName:bundle:)``) throw it; the loaders that cannot throw, as on iOS
/// (``UIStoryboard/init(name:bundle:)``, ``UINib/init(nibName:bundle:)``, a nib-backed view
/// controller's default `loadView()`), report it through the runtime's diagnostics with the
/// code `interfaceBuilder.<code>` and go on as UIKit would.
@_spi(Headless) public struct InterfaceBuilderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of problem.
    public enum Code: String, Sendable, Hashable, Codable, CaseIterable {
        /// No file of that name in the bundle or folder.
        case fileNotFound
        /// Only a compiled file (`.storyboardc`, `.nib`) is there, which is not XML.
        case compiledFile
        /// The file is larger than ``InterfaceBuilderError/maximumFileSize``.
        case fileTooLarge
        /// The file declares a document type (`<!DOCTYPE`, `<!ENTITY`), which Interface Builder
        /// never writes; entities are never expanded.
        case documentTypeDeclaration
        /// The file is in an encoding other than UTF-8.
        case unsupportedEncoding
        /// The XML is not well formed.
        case malformedXML
        /// The root element is not an Interface Builder 3.0 document for iOS.
        case unsupportedDocument
        /// Elements are nested deeper than ``InterfaceBuilderError/maximumDepth``.
        case nestingTooDeep
        /// Two objects have the same id.
        case duplicateID
        /// The storyboard has no initial view controller, or names one that does not exist.
        case missingInitialViewController
        /// An outlet, action or segue names an object id that is not in the file.
        case unknownDestination
        /// A `customClass` names a class that cannot be found.
        case unknownClass
        /// A `customClass` names a class of the wrong kind (a view class for a view controller).
        case wrongClass
        /// Containment segues (relationships, embeds) lead back to where they started.
        case cyclicHierarchy
        /// No view controller has that storyboard identifier; no segue has that identifier.
        case unknownIdentifier
        /// An element the headless runtime does not model; it is kept as a plain object.
        case unsupportedElement
        /// A value that cannot be used (a frame that is not a finite number).
        case invalidValue
        /// An element HeadlessUIKit does not create (a gesture recognizer, a collection view
        /// layout…), or keeps as a plain view, and which nothing has used yet: a notice, which
        /// does not fail `--strict` (References §47.4).
        case notCreated
        /// An element that is not created is used: an outlet of the app is connected to it, or
        /// a scripted step acts on it. An error (References §47.4).
        case notCreatedUsed
        /// A size-class `<variation>`, or part of one, that is not applied: a key that is not a
        /// size-class key, a reference to no constraint of the file, a mask of subviews, an
        /// attribute not varied. A notice (References §64.3).
        case variationNotApplied
    }

    /// The largest file read, in bytes (32 MiB); Xcode's own files are far smaller.
    public static let maximumFileSize = 32 * 1024 * 1024
    /// The deepest nesting of XML elements read.
    public static let maximumDepth = 200

    /// The kind of problem.
    public var code: Code
    /// The file's name, such as `Main.storyboard`.
    public var file: String
    /// The line in the file, when known.
    public var line: Int?
    /// The id of the object concerned, such as `BYZ-38-t0r`, when there is one.
    public var objectID: String?
    /// What is wrong and how to fix it.
    public var message: String

    /// Creates an error.
    public init(_ code: Code, file: String, line: Int? = nil, objectID: String? = nil, message: String) {
        self.code = code
        self.file = file
        self.line = line
        self.objectID = objectID
        self.message = message
    }

    /// `Main.storyboard:12: object BYZ-38-t0r: message`.
    public var description: String {
        var location = file
        if let line { location += ":\(line)" }
        if let objectID { location += ": object \(objectID)" }
        return "\(location): \(message)"
    }

    /// The code of the diagnostic that reports it.
    var diagnosticCode: DiagnosticCode { DiagnosticCode("interfaceBuilder.\(code.rawValue)") }

    /// Whether the problem is a warning or a notice: the object is kept in a simpler form, or
    /// left out.
    var isWarning: Bool { severity != .error }

    /// The level the problem is reported at: a notice for an element not created that nothing
    /// used, a warning for an object kept in a simpler form or a value left out, else an error.
    var severity: Diagnostic.Severity {
        switch code {
        case .notCreated, .variationNotApplied: .notice
        case .unsupportedElement, .invalidValue: .warning
        default: .error
        }
    }
}

extension HeadlessRuntime {
    /// Reports an Interface Builder problem as a diagnostic.
    func report(_ error: InterfaceBuilderError, about subject: UIResponder? = nil) {
        report(Diagnostic(error.severity, code: error.diagnosticCode,
                          message: error.description, subject: subject?.traceName))
    }
}
