import SwiftSyntax

/// A replacement of the UTF-8 bytes `start..<end` of a file by `text`.
struct TextEdit {
    var start: Int
    var end: Int
    var text: String
}

/// A class the module declares.
struct ClassInfo {
    /// The name with its enclosing types: `Outer.Inner`.
    var path: String
    var file: Int
    var isGeneric: Bool
    /// Where a moved member is inserted: the start of the class's closing brace.
    var closingBraceOffset: Int
    var closingBraceLine: Int
    /// The first type of the inheritance clause, as written (the superclass, if any).
    var superclass: String? = nil
    /// Whether the class is `private` or `fileprivate` (the generated file cannot name it).
    var isPrivate = false
    /// Whether the class declares a non-failable `init()` of its own.
    var declaresPlainInit = false
    /// The argument labels of the designated initializers it declares other than `init()`:
    /// `coder:`, `nibName:bundle:`.
    var designatedInits: Set<String> = []

    /// Whether `init()` reaches this class without its superclass: it declares `init()`, or it
    /// overrides all the designated initializers of `UIViewController` or `UIView` and so
    /// inherits their convenience `init()`; nil when that depends on the superclass (it declares
    /// no designated initializer).
    var hasPlainInit: Bool? {
        if declaresPlainInit { return true }
        if designatedInits.isEmpty { return nil }
        return designatedInits == ["coder:", "nibName:bundle:"] || designatedInits == ["coder:", "frame:"]
    }
}

/// A method called by selector, and the code of its table entry.
struct SelectorMethodInfo {
    var owner: String
    var selector: String
    var baseName: String
    /// The closure body of the table entry, or nil with the reason it has none.
    var entry: String?
    var unsupported: String?
    /// The entry when the parameters the body never reads are retyped `Any?` (``looseEdits``),
    /// so that a sender of another class still runs the method; nil when none can be.
    var looseEntry: String? = nil
    var looseEdits: [TextEdit] = []
    var file: Int
    var line: Int
    var column: Int
}

/// An `@IBOutlet` property and the code of its generated setter.
struct OutletInfo {
    var owner: String
    var name: String
    var setter: String
    var file: Int
}

/// A member of an extension that may have to move into its class's body.
struct ExtensionMember {
    var owner: String
    var baseName: String
    var isOverride: Bool
    var start: Int
    var end: Int
    var line: Int
    var column: Int
    var file: Int
    /// The extension's access level (`public extension`), which its members have unless they
    /// say otherwise; nil when it has none.
    var extensionAccess: String? = nil
    /// Whether the member writes an access level of its own.
    var hasOwnAccess = false
}

/// A file-scope declaration marked `private` or `fileprivate`: only its file sees it.
struct FilePrivateDeclaration {
    var name: String
    /// The modifier's range.
    var start: Int
    var end: Int
}

/// A `#selector(...)` expression.
struct SelectorUse {
    var start: Int
    var end: Int
    /// `getter`, `setter` or nil.
    var accessor: String?
    /// The argument as written, without white space: `self.buttonTapped(_:)`.
    var argument: String
    var line: Int
    var column: Int
    /// The type an extension around the use extends, when that is the innermost type around
    /// it: an unqualified selector there may name one of that type's methods.
    var extendedType: String? = nil
}

/// A `method?(...)` call on an optional requirement: the offset of the `?`.
struct OptionalCall {
    var questionMarkOffset: Int
    var name: String
}

/// An `@objc optional` protocol requirement, and the default implementation it gets.
struct OptionalRequirementInfo {
    var protocolName: String
    var name: String
    var defaultImplementation: String?
    var line: Int
    var column: Int
}

/// Reads one file: what it declares, and the edits of its Objective-C-only constructs.
///
/// Walks the tree with `SyntaxVisitor` (no recursion of its own), keeping a stack of the
/// types it is inside.
final class FileScanner: SyntaxVisitor {
    private struct Context {
        enum Kind { case type, classType, extensionType, protocolType }
        var kind: Kind
        var path: String
        var objcMembers: Bool
        var isGeneric: Bool
        /// The types of the inheritance clause, as written (a class's or extension's).
        var inherited: [String] = []
        /// Whether the protocol is `@objc` (a protocol context).
        var isObjcProtocol = false
        /// An extension's access level (`public extension`).
        var access: String? = nil
    }

    let fileIndex: Int
    let fileName: String
    let converter: SourceLocationConverter

    var classes: [ClassInfo] = []
    var methods: [SelectorMethodInfo] = []
    var outlets: [OutletInfo] = []
    var extensionMembers: [ExtensionMember] = []
    /// The file's `private`/`fileprivate` file-scope declarations.
    var filePrivateDeclarations: [FilePrivateDeclaration] = []
    /// The names of the file's file-scope declarations that are not file-private.
    var fileScopeNames: Set<String> = []
    var overriddenNames: Set<String> = []
    var selectorUses: [SelectorUse] = []
    var optionalCalls: [OptionalCall] = []
    var optionalRequirements: [OptionalRequirementInfo] = []
    /// The selectors of the requirements of each `@objc` protocol the file declares (by name).
    var objcProtocolRequirements: [String: Set<String>] = [:]
    /// The protocols each class or extension of the file lists in its inheritance clause.
    var conformances: [String: Set<String>] = [:]
    /// Instance methods that are not marked `@objc` but become `@objc` implicitly when they
    /// implement a requirement of an `@objc` protocol their type conforms to (decided module-wide
    /// in `ModulePlan`), with the edit that makes a private one reachable.
    var implicitObjcCandidates: [(method: SelectorMethodInfo, edits: [TextEdit])] = []
    var mainTypes: [(name: String, line: Int, column: Int)] = []
    var metatypeDeclarations: [MetatypeDeclaration] = []
    var metatypeAliases: [(name: String, source: String)] = []
    var metatypeInits: [MetatypeInitCall] = []
    var genericInits: [GenericInitCall] = []
    /// The class-constrained generic parameters of the functions the walk is in, innermost last.
    var genericScopes: [[String: String]] = []
    var classIndex: [String: Int] = [:]
    var edits: [TextEdit] = []
    /// Whether the file imports Foundation (which re-exports the Objective-C runtime's
    /// functions on iOS).
    var importsFoundation = false
    /// The names of the variables and properties the file declares (an optional closure called
    /// as `handler?(…)` is one of them; a framework's optional requirement is not).
    var declaredVariables: Set<String> = []
    var diagnostics: [PortDiagnostic] = []
    var counts: [Construct: Int] = [:]
    /// How many `@objc dynamic` properties were given a `didSet` for appearance proxies
    /// (`FileScanner+Appearance.swift`).
    var appearanceProperties = 0
    /// How many calls were sent to the virtual clock (`VirtualTimeCalls`).
    var virtualTimeUses = 0
    /// `type(of:).description()` calls rewritten (they need the SPI import).
    var classDescriptionCalls = 0
    /// Uses of Foundation API that Linux lacks and HeadlessUIKit supplies (`FoundationGapUses`).
    var foundationGapUses = 0
    private var contexts: [Context] = []
    /// The path of the class whose body the walk is directly in, if any.
    var enclosingClassPath: String? { contexts.last?.kind == .classType ? contexts.last?.path : nil }

    init(fileIndex: Int, fileName: String, tree: SourceFileSyntax) {
        self.fileIndex = fileIndex
        self.fileName = fileName
        self.converter = SourceLocationConverter(fileName: fileName, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        recordFileScope(node, name: node.name.text)
        let attributes = handleTypeAttributes(node.attributes, typeName: node.name.text)
        let path = qualified(node.name.text)
        let generic = node.genericParameterClause != nil || (contexts.last?.isGeneric ?? false)
        let brace = node.memberBlock.rightBrace
        classIndex[path] = classes.count
        classes.append(ClassInfo(path: path, file: fileIndex, isGeneric: generic,
                                 closingBraceOffset: brace.positionAfterSkippingLeadingTrivia.utf8Offset,
                                 closingBraceLine: location(of: brace).line,
                                 superclass: node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
                                 isPrivate: isPrivate(node.modifiers)))
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        conformances[path, default: []].formUnion(inherited)
        contexts.append(Context(kind: .classType, path: path, objcMembers: attributes.contains("objcMembers"), isGeneric: generic,
                                inherited: inherited))
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { contexts.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        recordFileScope(node, name: node.name.text)
        _ = handleTypeAttributes(node.attributes, typeName: node.name.text)
        contexts.append(Context(kind: .type, path: qualified(node.name.text), objcMembers: false,
                                isGeneric: node.genericParameterClause != nil))
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { contexts.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        recordFileScope(node, name: node.name.text)
        _ = handleTypeAttributes(node.attributes, typeName: node.name.text)
        contexts.append(Context(kind: .type, path: qualified(node.name.text), objcMembers: false,
                                isGeneric: node.genericParameterClause != nil))
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { contexts.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        contexts.append(Context(kind: .type, path: qualified(node.name.text), objcMembers: false, isGeneric: true))
        return .visitChildren
    }

    override func visitPost(_ node: ActorDeclSyntax) { contexts.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let attributes = handleTypeAttributes(node.attributes, typeName: node.name.text)
        let path = qualified(node.name.text)
        if attributes.contains("objc") { objcProtocolRequirements[path, default: []] = [] }
        contexts.append(Context(kind: .protocolType, path: path, objcMembers: false, isGeneric: false,
                                isObjcProtocol: attributes.contains("objc")))
        return .visitChildren
    }

    override func visitPost(_ node: ProtocolDeclSyntax) { contexts.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = handleTypeAttributes(node.attributes, typeName: node.extendedType.trimmedDescription)
        let constrained = node.genericWhereClause != nil
        let path = node.extendedType.trimmedDescription.filter { !$0.isWhitespace }
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        conformances[path, default: []].formUnion(inherited)
        let access = node.modifiers.first { Self.accessLevels.contains($0.name.text) }?.name.text
        contexts.append(Context(kind: .extensionType, path: path, objcMembers: false, isGeneric: constrained, inherited: inherited,
                                access: access))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { contexts.removeLast() }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        // Types declared in closures and function bodies are local: their members are not
        // reachable from generated code.
        contexts.append(Context(kind: .type, path: "<local>", objcMembers: false, isGeneric: true))
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) { contexts.removeLast() }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        contexts.append(Context(kind: .type, path: "<local>", objcMembers: false, isGeneric: true))
        return .visitChildren
    }

    override func visitPost(_ node: CodeBlockSyntax) { contexts.removeLast() }

    /// Removes `@objc`, `@objcMembers`, `@IBDesignable`; `@UIApplicationMain` becomes `@main`.
    /// Returns the names of the attributes found.
    private func handleTypeAttributes(_ attributes: AttributeListSyntax, typeName: String) -> Set<String> {
        var names = Set<String>()
        for element in attributes {
            guard case .attribute(let attribute) = element else { continue }
            let name = attributeName(attribute)
            names.insert(name)
            switch name {
            case "UIApplicationMain", "NSApplicationMain":
                replace(attribute, with: "@main")
                count(.applicationMain)
                recordMain(typeName, at: attribute)
            case "main":
                recordMain(typeName, at: attribute)
            case "objc", "objcMembers":
                remove(attribute)
                count(.objcAttribute)
            case "IBDesignable":
                remove(attribute)
                count(.interfaceBuilderAttribute)
            default:
                break
            }
        }
        return names
    }

    private func recordMain(_ typeName: String, at node: some SyntaxProtocol) {
        let place = location(of: node)
        mainTypes.append((qualified(typeName), place.line, place.column))
    }

    // MARK: Members

    override func visitPost(_ node: FunctionDeclSyntax) { leaveGenericScope() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        recordFileScope(node, name: node.name.text)
        enterGenericScope(node)
        var isSelectorMethod = false
        var explicitSelector: String?
        var isOptionalRequirement = false
        for element in node.attributes {
            guard case .attribute(let attribute) = element else { continue }
            switch attributeName(attribute) {
            case "IBAction":
                remove(attribute)
                count(.action)
                isSelectorMethod = true
            case "IBSegueAction":
                remove(attribute)
                count(.segueAction)
                isSelectorMethod = true
            case "objc":
                remove(attribute)
                if let arguments = attribute.arguments {
                    explicitSelector = arguments.trimmedDescription.filter { !$0.isWhitespace }
                }
                if contexts.last?.kind != .protocolType { count(.objcMethod) } else { count(.objcAttribute) }
                isSelectorMethod = true
            default:
                break
            }
        }
        for modifier in node.modifiers {
            switch modifier.name.text {
            case "dynamic":
                remove(modifier)
            case "optional" where contexts.last?.kind == .protocolType:
                remove(modifier)
                isOptionalRequirement = true
            case "override" where contexts.last?.kind == .classType:
                overriddenNames.insert(node.name.text)
            default:
                break
            }
        }
        guard let context = contexts.last else { return .visitChildren }
        if context.kind == .protocolType {
            if isOptionalRequirement { recordOptionalRequirement(node, protocolName: context.path) }
            if context.isObjcProtocol {
                let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
                objcProtocolRequirements[context.path, default: []].insert(explicitSelector ?? SelectorName.method(node.name.text, labels: labels))
            }
            return .visitChildren
        }
        if context.kind == .classType && context.objcMembers && !isPrivate(node.modifiers) { isSelectorMethod = true }
        let isOverride = node.modifiers.contains { $0.name.text == "override" }
        if context.kind == .extensionType && !context.isGeneric {
            extensionMembers.append(member(node, owner: context.path, baseName: node.name.text, isOverride: isOverride))
        }
        if isSelectorMethod && (context.kind == .classType || context.kind == .extensionType) {
            makeFilePrivate(node.modifiers)
            recordSelectorMethod(node, owner: context, explicitSelector: explicitSelector)
        } else if (context.kind == .classType || context.kind == .extensionType) && !context.isGeneric
                    && !node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) {
            let info = selectorMethodInfo(node, owner: context, explicitSelector: nil)
            if info.unsupported == nil {
                let privateEdits = node.modifiers.filter { $0.name.text == "private" }.map {
                    TextEdit(start: $0.name.positionAfterSkippingLeadingTrivia.utf8Offset,
                             end: $0.name.endPositionBeforeTrailingTrivia.utf8Offset, text: "fileprivate")
                }
                implicitObjcCandidates.append((info, privateEdits))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { recordFileScope(node, name: name) }
        }
        for binding in node.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { declaredVariables.insert(name) }
        }
        var isOutlet = false
        var hadObjc = false
        for element in node.attributes {
            guard case .attribute(let attribute) = element else { continue }
            switch attributeName(attribute) {
            case "IBOutlet":
                remove(attribute)
                isOutlet = true
            case "IBInspectable", "GKInspectable":
                remove(attribute)
                count(.interfaceBuilderAttribute)
            case "objc":
                remove(attribute)
                count(.objcAttribute)
                hadObjc = true
            case "NSManaged":
                report(.error, .managedProperty, at: attribute,
                       "@NSManaged properties written by hand are not rewritten (HeadlessUIKit's Core Data stand-in has no Objective-C runtime to back them)",
                       "set the entity's Codegen to Class Definition so that `lifecycle port` generates its properties, or write the property with value(forKey:) and setValue(_:forKey:)")
            default:
                break
            }
        }
        var isDynamic = false
        for modifier in node.modifiers where modifier.name.text == "dynamic" && hadObjc {
            remove(modifier)
            isDynamic = true
        }
        if isDynamic && !isOutlet { rewriteAppearanceProperty(node) }
        guard let context = contexts.last else { return .visitChildren }
        let isOverride = node.modifiers.contains { $0.name.text == "override" }
        if isOverride && context.kind == .classType {
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { overriddenNames.insert(name) }
            }
        }
        if context.kind == .extensionType && !context.isGeneric && isOverride,
           let name = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            extensionMembers.append(member(node, owner: context.path, baseName: name, isOverride: true))
        }
        if isOutlet { recordOutlets(node, context: context) }
        return .visitChildren
    }

    /// Objective-C attributes on declarations the visits above do not handle (initializers,
    /// subscripts, enum cases, accessors), and `@nonobjc` anywhere: removed.
    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = attributeName(node)
        let owner = node.parent?.parent
        let handled = owner.map { owner in
            owner.is(FunctionDeclSyntax.self) || owner.is(VariableDeclSyntax.self) || owner.is(ClassDeclSyntax.self)
                || owner.is(StructDeclSyntax.self) || owner.is(EnumDeclSyntax.self) || owner.is(ProtocolDeclSyntax.self)
                || owner.is(ExtensionDeclSyntax.self)
        } ?? false
        if name == "nonobjc" || (!handled && ["objc", "IBAction", "IBOutlet", "IBInspectable", "IBSegueAction"].contains(name)) {
            remove(node)
            count(.objcAttribute)
        }
        return .skipChildren
    }

    // MARK: Expressions

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector":
            guard let argument = node.arguments.first else { break }
            let place = location(of: node)
            selectorUses.append(SelectorUse(start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                                            end: node.endPositionBeforeTrailingTrivia.utf8Offset,
                                            accessor: argument.label?.text,
                                            argument: argument.expression.trimmedDescription.filter { !$0.isWhitespace },
                                            line: place.line, column: place.column,
                                            extendedType: contexts.last { $0.path != "<local>" }
                                                .flatMap { $0.kind == .extensionType ? $0.path : nil }))
            count(.selectorExpression)
            return .skipChildren
        case "keyPath":
            guard let argument = node.arguments.first else { break }
            var components = argument.expression.trimmedDescription.filter { !$0.isWhitespace }
                .split(separator: ".").map(String.init)
            if components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
            if components.first == "self" { components.removeFirst() }
            edits.append(TextEdit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                                  end: node.endPositionBeforeTrailingTrivia.utf8Offset,
                                  text: "\"\(components.joined(separator: "."))\""))
            count(.keyPath)
            return .skipChildren
        default:
            break
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.expression.as(MemberAccessExprSyntax.self),
           let call = node.parent?.as(FunctionCallExprSyntax.self),
           call.calledExpression.id == node.id {
            optionalCalls.append(OptionalCall(questionMarkOffset: node.questionMark.positionAfterSkippingLeadingTrivia.utf8Offset,
                                              name: member.declName.baseName.text))
        }
        return .visitChildren
    }

    // MARK: Metatype values (see FileScanner+Metatypes.swift)

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        recordInitializer(node)
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        recordMetatypeDeclaration(name: (node.secondName ?? node.firstName).text, type: node.type)
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        recordMetatypeBinding(node)
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        recordMetatypeBinding(node)
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        recordMetatypeInit(node)
        recordGenericInit(node)
        recordClassDescription(node)
        return .visitChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.path.first?.name.text == "Foundation" { importsFoundation = true }
        // `import UIKit.UIColor`: Apple's UIKit has a submodule per header; this one has none.
        if node.path.count > 1, let first = node.path.first, ["UIKit", "QuartzCore", "CoreGraphics", "Foundation"].contains(first.name.text),
           let last = node.path.last {
            edits.append(TextEdit(start: first.name.endPositionBeforeTrailingTrivia.utf8Offset,
                                  end: last.endPositionBeforeTrailingTrivia.utf8Offset, text: ""))
            count(.submoduleImport)
        }
        if let module = node.path.first?.name.text, let note = MissingFrameworks.note(for: module) {
            report(.warning, .missingFramework, at: node,
                   "\(module) does not exist on Linux; \(note)",
                   "keep the code that uses \(module) behind `#if canImport(\(module))`, or out of the ported target")
        }
        return .skipChildren
    }

    // MARK: Platform conditions

    /// `#if os(iOS)`, `#if targetEnvironment(simulator)`: the app or library is built as for the
    /// iOS simulator, so each such test becomes the literal it has there (`os(Linux)` is
    /// false). `canImport`, `swift`, `compiler`, `arch` and flags stay as they are.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        guard let condition = node.condition else { return .visitChildren }
        for token in condition.tokens(viewMode: .sourceAccurate) where token.text == "os" || token.text == "targetEnvironment" {
            guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
                  call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.id == token.id,
                  call.arguments.count == 1,
                  let argument = call.arguments.first?.expression.trimmedDescription else { continue }
            let value = token.text == "os" ? argument == "iOS" : argument == "simulator"
            replace(call, with: value ? "true" : "false")
            count(.platformCondition)
        }
        return .visitChildren
    }

    // MARK: Recording

    private func recordSelectorMethod(_ node: FunctionDeclSyntax, owner context: Context, explicitSelector: String?) {
        let info = selectorMethodInfo(node, owner: context, explicitSelector: explicitSelector)
        methods.append(info)
        if let reason = info.unsupported {
            report(.warning, .unsupportedSelectorMethod, at: node.name,
                   "\(context.path).\(node.name.text) is called by selector \"\(info.selector)\", but the selector table cannot call it: \(reason)",
                   "call it from an instance method with plain parameters and mark that one @objc instead")
        }
    }

    /// A method's selector and the code of its table entry, or why it has none.
    private func selectorMethodInfo(_ node: FunctionDeclSyntax, owner context: Context, explicitSelector: String?) -> SelectorMethodInfo {
        let parameters = Array(node.signature.parameterClause.parameters)
        let labels = parameters.map { $0.firstName.text }
        let selector = explicitSelector ?? SelectorName.method(node.name.text, labels: labels)
        let place = location(of: node.name)
        var info = SelectorMethodInfo(owner: context.path, selector: selector, baseName: node.name.text,
                                      entry: nil, unsupported: nil, file: fileIndex, line: place.line, column: place.column)
        let isStatic = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        let effects = node.signature.effectSpecifiers
        if context.isGeneric || context.path == "<local>" {
            info.unsupported = "its class is generic or local"
        } else if isStatic {
            info.unsupported = "it is a class method"
        } else if node.genericParameterClause != nil {
            info.unsupported = "it is generic"
        } else if effects?.asyncSpecifier != nil {
            info.unsupported = "it is async"
        } else if parameters.contains(where: { $0.ellipsis != nil || $0.type.is(AttributedTypeSyntax.self) }) {
            info.unsupported = "it has a variadic or inout parameter"
        } else {
            // A parameter that is neither optional nor `Any` is checked: an argument of another
            // class (a bar button item sent to `(_ sender: UIButton)`) is reported, naming the
            // method, its place and both types, and the method is not called. When the body
            // never reads the parameter, the loose variant instead retypes it `Any?`, so the
            // method runs whatever the sender, as Objective-C passes the object through.
            let methodName = "\(context.path).\(node.name.text)(\(labels.map { "\($0):" }.joined()))"
            var checks: [String] = [], arguments: [String] = [], looseArguments: [String] = []
            var looseChecks: [String] = []
            var looseEdits: [TextEdit] = []
            let isOverride = node.modifiers.contains { $0.name.text == "override" }
            for (index, parameter) in parameters.enumerated() {
                let label = parameter.firstName.text
                var value = Self.argumentExpression(index, type: parameter.type)
                var looseValue = value
                if value.hasPrefix("arguments.argument(") && parameter.type.trimmedDescription != "Any" {
                    let type = Self.typeExpression(parameter.type.trimmedDescription)
                    checks.append("guard let argument\(index) = arguments.argument(\(index), as: \(type), method: \(Self.literal(methodName)), file: \(Self.literal(fileName)), line: \(place.line)) else { return nil }")
                    value = "argument\(index)"
                    let name = (parameter.secondName ?? parameter.firstName).text
                    let used = name != "_" && (node.body?.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) } ?? true)
                    if !used && !isOverride && node.body != nil {
                        looseValue = "arguments[\(index)]"
                        looseEdits.append(TextEdit(start: parameter.type.positionAfterSkippingLeadingTrivia.utf8Offset,
                                                   end: parameter.type.endPositionBeforeTrailingTrivia.utf8Offset, text: "Any?"))
                    } else if !isOverride, let body = node.body,
                              Self.usesOnlyGestureRecognizerMembers(name, ofType: parameter.type.trimmedDescription, in: body) {
                        // A recognizer of one class declared as another (a long press sent to
                        // `(_ recognizer: UIPanGestureRecognizer)`): Objective-C passes it
                        // through, and a body that reads only `UIGestureRecognizer`'s members
                        // works on it, so the loose variant takes any recognizer (References §55.8).
                        looseChecks.append("guard let argument\(index) = arguments.argument(\(index), as: UIGestureRecognizer.self, method: \(Self.literal(methodName)), file: \(Self.literal(fileName)), line: \(place.line)) else { return nil }")
                        looseValue = "argument\(index)"
                        looseEdits.append(TextEdit(start: parameter.type.positionAfterSkippingLeadingTrivia.utf8Offset,
                                                   end: parameter.type.endPositionBeforeTrailingTrivia.utf8Offset, text: "UIGestureRecognizer"))
                    } else {
                        looseChecks.append(checks[checks.count - 1])
                    }
                }
                arguments.append(label == "_" ? value : "\(label): \(value)")
                looseArguments.append(label == "_" ? looseValue : "\(label): \(looseValue)")
            }
            let throwing = effects?.throwsClause != nil
            let returns = node.signature.returnClause.map { !["Void", "()"].contains($0.type.trimmedDescription) } ?? false
            func entry(_ arguments: [String], checks: [String]) -> String {
                let call = "(receiver as! \(context.path)).\(node.name.text)(\(arguments.joined(separator: ", ")))"
                let body = returns ? (throwing ? "return try? \(call)" : "return \(call)")
                    : (throwing ? "_ = try? \(call)" : call) + "\n                return nil"
                return (checks + [body]).joined(separator: "\n                ")
            }
            info.entry = entry(arguments, checks: checks)
            if !looseEdits.isEmpty {
                info.looseEntry = entry(looseArguments, checks: looseChecks)
                info.looseEdits = looseEdits
            }
        }
        return info
    }

    /// The members of `UIGestureRecognizer` that a target-action method reads on its recognizer.
    static let gestureRecognizerMembers: Set<String> = [
        "state", "location", "view", "modifierFlags", "buttonMask", "isEnabled", "numberOfTouches", "delegate",
        "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "require", "name", "allowedTouchTypes",
        "allowedPressTypes", "requiresExclusiveTouchType", "removeTarget", "addTarget",
    ]

    /// Whether `name`, a parameter of a `UI…GestureRecognizer` subclass type, is only read
    /// through members `UIGestureRecognizer` has (`recognizer.state`, `recognizer.location(in:)`).
    static func usesOnlyGestureRecognizerMembers(_ name: String, ofType type: String, in body: CodeBlockSyntax) -> Bool {
        guard type.hasPrefix("UI"), type.hasSuffix("GestureRecognizer"), type != "UIGestureRecognizer", name != "_" else { return false }
        var uses = 0
        for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.id == token.id,
                  gestureRecognizerMembers.contains(member.declName.baseName.text) else { return false }
            uses += 1
        }
        return uses > 0
    }

    /// The expression that gives a table entry's argument `index` the parameter's type.
    static func argumentExpression(_ index: Int, type: TypeSyntax) -> String {
        if let optional = type.as(OptionalTypeSyntax.self) {
            let wrapped = optional.wrappedType.trimmedDescription
            return wrapped == "Any" ? "arguments[\(index)]" : "arguments.optionalArgument(\(index), as: \(typeExpression(wrapped)))"
        }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            let wrapped = optional.wrappedType.trimmedDescription
            return wrapped == "Any" ? "arguments[\(index)]" : "arguments.optionalArgument(\(index), as: \(typeExpression(wrapped)))"
        }
        return "arguments.argument(\(index), as: \(typeExpression(type.trimmedDescription)))"
    }

    static func literal(_ text: String) -> String { ModulePlan.literal(text) }

    static func typeExpression(_ type: String) -> String {
        let simple = type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        return simple ? "\(type).self" : "(\(type)).self"
    }

    private func recordOutlets(_ node: VariableDeclSyntax, context: Context) {
        makeFilePrivate(node.modifiers)
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            guard context.kind == .classType || context.kind == .extensionType, !context.isGeneric,
                  let type = binding.typeAnnotation?.type else {
                report(.warning, .unsupportedOutlet, at: binding,
                       "the outlet \(name) has no type annotation or is in a generic class, so no setter is generated",
                       "write its type: `@IBOutlet weak var \(name): UILabel!`")
                continue
            }
            var optional = false
            var core = type
            if let wrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { core = wrapped.wrappedType; optional = true }
            if let wrapped = type.as(OptionalTypeSyntax.self) { core = wrapped.wrappedType; optional = true }
            let owner = context.path
            if let array = core.as(ArrayTypeSyntax.self) {
                let element = array.element.trimmedDescription
                let assignment = optional ? "object.\(name) = (object.\(name) ?? []) + [value]" : "object.\(name).append(value)"
                outlets.append(OutletInfo(owner: owner, name: name, setter: """
                    OutletSetter("\(element)") { receiver, value in
                                    guard let value = value as? \(element) else { return false }
                                    let object = receiver as! \(owner)
                                    \(assignment)
                                    return true
                                }
                    """, file: fileIndex))
                count(.outletCollection)
            } else {
                let typeName = core.trimmedDescription
                outlets.append(OutletInfo(owner: owner, name: name, setter: """
                    OutletSetter("\(typeName)") { receiver, value in
                                    guard let value = value as? \(typeName) else { return false }
                                    (receiver as! \(owner)).\(name) = value
                                    return true
                                }
                    """, file: fileIndex))
                count(.outlet)
            }
        }
    }

    private func recordOptionalRequirement(_ node: FunctionDeclSyntax, protocolName: String) {
        count(.optionalRequirement)
        let place = location(of: node.name)
        var signature = node.signature
        signature.leadingTrivia = []
        let returnType = node.signature.returnClause?.type
        var body: String?
        if returnType == nil || ["Void", "()"].contains(returnType!.trimmedDescription) {
            body = "{}"
        } else if returnType!.is(OptionalTypeSyntax.self) || returnType!.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            body = "{ nil }"
        }
        let generics = node.genericParameterClause?.trimmedDescription ?? ""
        let implementation = body.map { "func \(node.name.text)\(generics)\(signature.trimmedDescription) \($0)" }
        optionalRequirements.append(OptionalRequirementInfo(protocolName: protocolName, name: node.name.text,
                                                            defaultImplementation: implementation,
                                                            line: place.line, column: place.column))
        if implementation == nil {
            report(.warning, .optionalRequirementWithoutDefault, at: node.name,
                   "the optional requirement \(protocolName).\(node.name.text) returns a value that is not optional, so it gets no default implementation",
                   "implement it in every conforming type, or make its result optional")
        }
    }

    // MARK: Helpers

    private func member(_ node: some WithModifiersSyntax, owner: String, baseName: String, isOverride: Bool) -> ExtensionMember {
        let place = location(of: node)
        return ExtensionMember(owner: owner, baseName: baseName, isOverride: isOverride,
                               start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                               end: node.endPositionBeforeTrailingTrivia.utf8Offset,
                               line: place.line, column: place.column, file: fileIndex,
                               extensionAccess: contexts.last?.access,
                               hasOwnAccess: node.modifiers.contains { Self.accessLevels.contains($0.name.text) })
    }

    static let accessLevels: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]

    /// Records a file-scope declaration (no context around it): its name, and its `private` or
    /// `fileprivate` modifier if it has one (References §48.4).
    private func recordFileScope(_ node: some WithModifiersSyntax, name: String) {
        guard contexts.isEmpty else { return }
        if let modifier = node.modifiers.first(where: { $0.name.text == "private" || $0.name.text == "fileprivate" }),
           modifier.detail == nil {
            filePrivateDeclarations.append(FilePrivateDeclaration(name: name, start: modifier.positionAfterSkippingLeadingTrivia.utf8Offset,
                                                                  end: modifier.endPositionBeforeTrailingTrivia.utf8Offset))
        } else {
            fileScopeNames.insert(name)
        }
    }

    private func qualified(_ name: String) -> String {
        guard let outer = contexts.last else { return name }
        return outer.path == "<local>" ? "<local>" : "\(outer.path).\(name)"
    }

    private func attributeName(_ attribute: AttributeSyntax) -> String {
        attribute.attributeName.trimmedDescription
    }

    func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "private" || $0.name.text == "fileprivate" }
    }

    /// `private` becomes `fileprivate`, so that the file's generated table can reach the member.
    private func makeFilePrivate(_ modifiers: DeclModifierListSyntax) {
        for modifier in modifiers where modifier.name.text == "private" {
            edits.append(TextEdit(start: modifier.name.positionAfterSkippingLeadingTrivia.utf8Offset,
                                  end: modifier.name.endPositionBeforeTrailingTrivia.utf8Offset, text: "fileprivate"))
        }
    }

    private func remove(_ node: some SyntaxProtocol) {
        edits.append(TextEdit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                              end: node.endPosition.utf8Offset, text: ""))
    }

    private func replace(_ node: some SyntaxProtocol, with text: String) {
        edits.append(TextEdit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                              end: node.endPositionBeforeTrailingTrivia.utf8Offset, text: text))
    }

    func count(_ construct: Construct) {
        counts[construct, default: 0] += 1
    }

    func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        let place = node.startLocation(converter: converter)
        return (place.line, place.column)
    }

    private func report(_ severity: PortDiagnostic.Severity, _ kind: PortDiagnostic.Kind, at node: some SyntaxProtocol,
                        _ message: String, _ suggestion: String) {
        let place = location(of: node)
        diagnostics.append(PortDiagnostic(severity, kind, file: fileName, line: place.line, column: place.column,
                                          message: message, suggestion: suggestion))
    }
}
