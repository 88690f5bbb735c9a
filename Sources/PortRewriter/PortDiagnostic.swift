/// A construct the rewriter could not rewrite, or a problem it found, at a place in an app's
/// source file, with the change that fixes it.
public struct PortDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious the problem is.
    public enum Severity: String, Sendable, Hashable {
        /// The ported app may not build or may behave differently there.
        case warning
        /// The ported app will not build, as the compiler would refuse it on iOS.
        case error
    }

    /// What kind of problem it is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `#selector` names a method the module does not declare `@objc`.
        case unknownSelector
        /// `#selector(name)` matches several `@objc` methods.
        case ambiguousSelector
        /// A method called by selector that has no table entry (static, generic, `async`,
        /// `inout` or variadic parameters).
        case unsupportedSelectorMethod
        /// An `@IBOutlet` without a type annotation, or in a generic class.
        case unsupportedOutlet
        /// An override in an extension of a class the module does not declare.
        case unmovableOverride
        /// More than one `@main` (or `@UIApplicationMain`) type in the module.
        case duplicateMain
        /// An `@objc optional` requirement that returns a value and so has no default.
        case optionalRequirementWithoutDefault
        /// `@NSManaged` (Core Data), which has no equivalent.
        case managedProperty
        /// An import of a framework that does not exist on Linux.
        case missingFramework
    }

    /// The severity.
    public let severity: Severity
    /// The kind.
    public let kind: Kind
    /// The file, as given to the rewriter.
    public let file: String
    /// The line, from 1.
    public let line: Int
    /// The column, from 1.
    public let column: Int
    /// What is wrong.
    public let message: String
    /// The change that fixes it.
    public let suggestion: String

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ kind: Kind, file: String, line: Int, column: Int, message: String, suggestion: String) {
        self.severity = severity
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.suggestion = suggestion
    }

    /// `File.swift:12:5: error: message; suggestion`, as compilers print diagnostics.
    public var description: String {
        "\(file):\(line):\(column): \(severity.rawValue): \(message) (\(suggestion))"
    }
}
