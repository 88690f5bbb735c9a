import SwiftSyntax

/// Finds the calls of Foundation initializers that iOS has and Linux's Foundation lacks or
/// stops at, and the edits that send them to HeadlessUIKit's SPI factories (issue 33;
/// References §60.4):
///
/// ```swift
/// NSPredicate(format: "%K = %@", key, value)          →  NSPredicate.headless(format: "%K = %@", key, value)
/// NSPredicate(format: f, argumentArray: args)         →  NSPredicate.headless(format: f, argumentArray: args)
/// NSSortDescriptor(key: "date", ascending: false)     →  NSSortDescriptor.headless(key: "date", ascending: false)
/// ```
///
/// `NSPredicate(format:)` compiles on Linux but stops the process when called;
/// `NSSortDescriptor(key:ascending:)` is unavailable there. Only the names change, in place,
/// so lines keep their numbers. The edited file needs `@_spi(Headless) import UIKit`.
final class FoundationFactoryCalls: SyntaxVisitor {
    private(set) var edits: [TextEdit] = []
    private(set) var uses: [Construct: Int] = [:]
    private let skipped: Set<String>

    init(moduleDeclares names: Set<String>) {
        skipped = names
        super.init(viewMode: .sourceAccurate)
    }

    /// The edits for one tree.
    static func edits(in tree: some SyntaxProtocol, moduleDeclares names: Set<String>) -> (edits: [TextEdit], uses: [Construct: Int]) {
        let finder = FoundationFactoryCalls(moduleDeclares: names)
        finder.walk(tree)
        return (finder.edits, finder.uses)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.arguments.map { $0.label?.text }
        if labels.first == "format", !skipped.contains("NSPredicate"), labels.dropFirst().allSatisfy({ $0 == nil || $0 == "argumentArray" }) {
            redirect(node, type: "NSPredicate", .predicateFormat)
        }
        if labels.count >= 2, labels[0] == "key", labels[1] == "ascending", labels.count == 2 || labels[2] == "selector",
           !skipped.contains("NSSortDescriptor") {
            redirect(node, type: "NSSortDescriptor", .keySortDescriptor)
        }
        return .visitChildren
    }

    /// `Type(…)` → `Type.headless(…)`, `Type.init(…)` → `Type.headless(…)`.
    private func redirect(_ node: FunctionCallExprSyntax, type: String, _ construct: Construct) {
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == type {
            let end = reference.baseName.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(TextEdit(start: end, end: end, text: ".headless"))
            uses[construct, default: 0] += 1
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == type {
            let token = member.declName.baseName
            edits.append(TextEdit(start: token.positionAfterSkippingLeadingTrivia.utf8Offset,
                                  end: token.endPositionBeforeTrailingTrivia.utf8Offset, text: "headless"))
            uses[construct, default: 0] += 1
        }
    }
}
