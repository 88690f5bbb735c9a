import SwiftSyntax

/// Finds the uses of the Foundation API that iOS has and Linux's Foundation lacks, which
/// HeadlessUIKit supplies as SPI (`Sources/UIKit/FoundationGaps`, References §61): the file that
/// uses one gets `@_spi(Headless) import UIKit` and compiles unchanged.
///
/// ```swift
/// let empty = NSAttributedString()                 // init(_headlessEmpty:) with its default
/// let text = NSMutableAttributedString()
/// let formatter = RelativeDateTimeFormatter()      // the SPI class
/// UserDefaults.standard.value(forKey: "name")      // object(forKey:)
/// defaults.setValue(3, forKey: "count")            // set(_:forKey:)
/// ```
///
/// No text changes: the SPI declarations have the names iOS code calls. `value(forKey:)` and
/// `setValue(_:forKey:)` count only in a module that names `UserDefaults` somewhere (the
/// receiver's type is not known without the compiler; in such a module the import is
/// harmless where the receiver is something else).
final class FoundationGapUses: SyntaxVisitor {
    /// Uses that need the SPI whatever the module: attributed-string `()` and the formatter.
    private(set) var typeUses = 0
    /// `value(forKey:)` and `setValue(_:forKey:)` calls.
    private(set) var keyValueCalls = 0
    /// Whether the file names `UserDefaults`.
    private(set) var namesUserDefaults = false

    private static let emptyInitTypes: Set<String> = ["NSAttributedString", "NSMutableAttributedString"]

    init() { super.init(viewMode: .sourceAccurate) }

    /// The uses in one tree.
    static func find(in tree: some SyntaxProtocol) -> FoundationGapUses {
        let finder = FoundationGapUses()
        finder.walk(tree)
        return finder
    }

    /// How many uses in a file need the SPI import, given whether its module names
    /// `UserDefaults`.
    func count(moduleNamesUserDefaults: Bool) -> Int {
        typeUses + (moduleNamesUserDefaults ? keyValueCalls : 0)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `NSAttributedString()`, `NSMutableAttributedString.init()`, `Foundation.NSAttributedString()`.
        if node.arguments.isEmpty, node.trailingClosure == nil, Self.emptyInitType(node.calledExpression) {
            typeUses += 1
        }
        // `….value(forKey: k)`, `….setValue(v, forKey: k)`.
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            let labels = node.arguments.map { $0.label?.text }
            switch member.declName.baseName.text {
            case "value" where labels == ["forKey"]: keyValueCalls += 1
            case "setValue" where labels == [nil, "forKey"]: keyValueCalls += 1
            default: break
            }
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        note(node.baseName.text)
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        note(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        // `Foundation.RelativeDateTimeFormatter`, `Foundation.UserDefaults`.
        note(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Foundation" { note(node.declName.baseName.text) }
        return .visitChildren
    }

    private func note(_ name: String) {
        switch name {
        case "RelativeDateTimeFormatter": typeUses += 1
        case "UserDefaults": namesUserDefaults = true
        default: break
        }
    }

    /// `T`, `T.init` or `Foundation.T` (and its `.init`) for an attributed-string type `T`.
    private static func emptyInitType(_ called: ExprSyntax) -> Bool {
        var expression = called
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
            expression = base
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return emptyInitTypes.contains(reference.baseName.text)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Foundation"
                && emptyInitTypes.contains(member.declName.baseName.text)
        }
        return false
    }
}
