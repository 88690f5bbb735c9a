import SwiftParser
import SwiftSyntax

/// Rewrites the Swift files of a test target that comes over with its app, so that it runs
/// under swift-corelibs-xctest and HeadlessUIKit's `XCUIAutomation`:
///
/// - A synchronous test method marked `@MainActor` inside an `XCTestCase` subclass that is not
///   itself `@MainActor` (what Xcode 16's templates write) loses the attribute and runs its
///   body in `MainActor.assumeIsolated { … }`: corelibs-xctest's test discovery casts the test
///   methods to nonisolated functions and crashes on an isolated one, while tests do run on
///   the main thread, so the body is on the main actor as before.
/// - A UI-test file that imports `XCTest` also imports `XCUIAutomation` (Apple's XCTest
///   re-exports it since Xcode 26; swift-corelibs-xctest has no UI automation).
///
/// - Time calls go to the virtual clock as in the app's files (`VirtualTimeCalls`), and the
///   XCTest waits let virtual time pass (`VirtualWaitCalls`): `expectation(description:)`,
///   `XCTestExpectation(description:)`, `wait(for:timeout:)`, `waitForExpectations(timeout:)`
///   and `fulfillment(of:timeout:)` become UIKitTesting's `virtual…` SPI.
///
/// Every line keeps its number: the import joins the `import XCTest` line, the attribute's
/// text is removed but not its line break, and the wrapper opens and closes on the lines of
/// the method's braces.
public struct TestSourceRewriter {
    /// Which kind of test target a file belongs to.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Unit tests (`@testable import App`).
        case unit
        /// UI tests (`XCUIApplication`).
        case ui
    }

    /// The kind of the target.
    public var kind: Kind

    /// Creates a rewriter for a target of a kind.
    public init(kind: Kind) {
        self.kind = kind
    }

    /// What rewriting a file gives.
    public struct Result: Sendable, Hashable {
        /// The rewritten text.
        public var text: String
        /// The test methods whose `@MainActor` moved into their bodies, `Class.method`.
        public var isolatedMethods: [String]
        /// Whether `import XCUIAutomation` was added.
        public var addedUIAutomationImport: Bool
        /// How many time calls and XCTest waits were sent to the virtual clock.
        public var virtualTimeCalls: Int = 0
    }

    /// Rewrites one file.
    public func rewrite(_ text: String) -> Result {
        let tree = Parser.parse(source: text)
        let finder = TestMethodFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        var edits = finder.edits
        var addedImport = false
        // Time goes to the virtual clock, as in the app's own files, and the XCTest waits
        // let virtual time pass (`VirtualWaitCalls`, References §49.2).
        let time = VirtualTimeCalls.edits(in: tree, moduleDeclares: [])
        let waits = VirtualWaitCalls(viewMode: .sourceAccurate)
        waits.walk(tree)
        edits += time.edits + waits.edits
        var imports = ""
        if kind == .ui, !finder.importsUIAutomation {
            imports += "; import XCUIAutomation"
            addedImport = true
        }
        let gaps = FoundationGapUses.find(in: tree)
        if !time.edits.isEmpty || !waits.edits.isEmpty || gaps.count(moduleNamesUserDefaults: gaps.namesUserDefaults) > 0 {
            imports += "; @_spi(Headless) import UIKit; @_spi(Headless) import UIKitTesting"
        }
        if let importEnd = finder.xctestImportEnd, !imports.isEmpty {
            edits.append(TextEdit(start: importEnd, end: importEnd, text: imports))
        }
        var bytes = Array(text.utf8)
        for edit in edits.sorted(by: { $0.start > $1.start }) {
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8))
        }
        return Result(text: String(decoding: bytes, as: UTF8.self), isolatedMethods: finder.methods,
                      addedUIAutomationImport: addedImport, virtualTimeCalls: time.edits.count + waits.edits.count)
    }
}

/// Finds the `@MainActor` test methods of non-isolated `XCTestCase` subclasses and the
/// imports of a file.
private final class TestMethodFinder: SyntaxVisitor {
    var edits: [TextEdit] = []
    var methods: [String] = []
    var xctestImportEnd: Int?
    var importsUIAutomation = false

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        let module = node.path.map(\.name.text).joined(separator: ".")
        if module == "XCTest", xctestImportEnd == nil { xctestImportEnd = node.endPositionBeforeTrailingTrivia.utf8Offset }
        if module == "XCUIAutomation" { importsUIAutomation = true }
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherits = node.inheritanceClause?.inheritedTypes.contains {
            $0.type.trimmedDescription == "XCTestCase" || $0.type.trimmedDescription == "XCTest.XCTestCase"
        } ?? false
        guard inherits, !Self.isMainActor(node.attributes) else { return .visitChildren }
        for member in node.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body,
                  function.name.text.hasPrefix("test"), function.signature.parameterClause.parameters.isEmpty,
                  function.signature.effectSpecifiers?.asyncSpecifier == nil,
                  !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }),
                  let attribute = function.attributes.first(where: { Self.isMainActor($0) }) else { continue }
            edits.append(TextEdit(start: attribute.positionAfterSkippingLeadingTrivia.utf8Offset,
                                  end: attribute.endPositionBeforeTrailingTrivia.utf8Offset, text: ""))
            let throwing = function.signature.effectSpecifiers?.throwsClause != nil
            let open = body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(TextEdit(start: open, end: open, text: " \(throwing ? "try " : "")MainActor.assumeIsolated {"))
            let close = body.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.append(TextEdit(start: close, end: close, text: "} "))
            methods.append("\(node.name.text).\(function.name.text)")
        }
        return .visitChildren
    }

    private static func isMainActor(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { isMainActor($0) }
    }

    private static func isMainActor(_ element: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = element else { return false }
        let name = attribute.attributeName.trimmedDescription
        return name == "MainActor" || name == "_Concurrency.MainActor"
    }
}

/// The XCTest expectation calls of a test file, renamed to UIKitTesting's virtual-time SPI
/// (References §49.2): an expectation the waits can see fulfilled, and waits that let virtual
/// time pass until it is.
///
/// ```swift
/// let done = expectation(description: "loaded")       →  let done = virtualExpectation(description: "loaded")
/// XCTestExpectation(description: "x")                 →  VirtualTimeExpectation(description: "x")
/// wait(for: [done], timeout: 5)                       →  virtualWait(for: [done], timeout: 5)
/// waitForExpectations(timeout: 5)                     →  virtualWaitForExpectations(timeout: 5)
/// await fulfillment(of: [done], timeout: 5)           →  await virtualFulfillment(of: [done], timeout: 5)
/// ```
final class VirtualWaitCalls: SyntaxVisitor {
    private(set) var edits: [TextEdit] = []

    /// The renamed calls: the name, the first argument label it must have, the new name.
    private static let renames: [(name: String, label: String?, to: String)] = [
        ("expectation", "description", "virtualExpectation"),
        ("wait", "for", "virtualWait"),
        ("waitForExpectations", "timeout", "virtualWaitForExpectations"),
        ("fulfillment", "of", "virtualFulfillment"),
    ]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let label = node.arguments.first?.label?.text
        // `XCTestExpectation(description:)`.
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "XCTestExpectation",
           label == "description" {
            rename(reference.baseName, to: "VirtualTimeExpectation")
        }
        // `name(…)` or `self.name(…)`: the test case's own methods.
        let token: TokenSyntax?
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            token = reference.baseName
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            token = member.declName.baseName
        } else {
            token = nil
        }
        if let token, let rename = Self.renames.first(where: { $0.name == token.text && $0.label == label }) {
            self.rename(token, to: rename.to)
        }
        return .visitChildren
    }

    private func rename(_ token: TokenSyntax, to name: String) {
        edits.append(TextEdit(start: token.positionAfterSkippingLeadingTrivia.utf8Offset,
                              end: token.endPositionBeforeTrailingTrivia.utf8Offset, text: name))
    }
}
