import SwiftSyntax

/// A variable or parameter declared with a metatype type: `viewController: UIViewController.Type?`.
struct MetatypeDeclaration {
    var name: String
    /// The instance type: `UIViewController`.
    var instanceType: String
}

/// A call `value.init()` on a metatype value.
struct MetatypeInitCall {
    /// The name the value is reached by: `viewController` in `item.viewController.init()`.
    var baseName: String
    /// Where the base expression starts, where `.init` starts, and where the call ends.
    var baseStart: Int
    var periodStart: Int
    var end: Int
    var line: Int
    var column: Int
}

/// A call `T()` or `T.init()` on a generic parameter whose constraint is a class:
/// `func make<T: UITableViewCell>() -> T { T() }`.
struct GenericInitCall {
    /// The class the parameter is constrained to: `UITableViewCell`.
    var constraint: String
    /// The parameter's name, and the call's extent.
    var parameter: String
    var start: Int
    var end: Int
}

extension FileScanner {
    /// Opens the generic parameters of a function: those constrained to a class by name
    /// (`<T: UITableViewCell>` or `where T: UITableViewCell`), for ``recordGenericInit(_:)``.
    func enterGenericScope(_ node: FunctionDeclSyntax) {
        var constraints: [String: String] = [:]
        for parameter in node.genericParameterClause?.parameters ?? [] {
            if let inherited = parameter.inheritedType {
                constraints[parameter.name.text] = inherited.trimmedDescription
            }
        }
        for requirement in node.genericWhereClause?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement {
                constraints[conformance.leftType.trimmedDescription] = conformance.rightType.trimmedDescription
            }
        }
        genericScopes.append(constraints)
    }

    func leaveGenericScope() { genericScopes.removeLast() }

    /// `T()` or `T.init()` with no arguments, where `T` is a generic parameter of an enclosing
    /// function constrained to a class; the module plan decides whether the class is a view
    /// or controller with `init()`.
    func recordGenericInit(_ node: FunctionCallExprSyntax) {
        guard node.arguments.isEmpty, node.trailingClosure == nil, !genericScopes.isEmpty else { return }
        let name: String
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                  member.declName.baseName.tokenKind == .keyword(.`init`),
                  let base = member.base?.as(DeclReferenceExprSyntax.self) {
            name = base.baseName.text
        } else {
            return
        }
        guard let constraint = genericScopes.reversed().lazy.compactMap({ $0[name] }).first else { return }
        genericInits.append(GenericInitCall(constraint: constraint, parameter: name,
                                            start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                                            end: node.endPositionBeforeTrailingTrivia.utf8Offset))
    }

    /// Records what the metatype rewrite needs to know of a class's initializers: whether
    /// `init()` is declared, and whether another designated initializer stops the class from
    /// inheriting its superclass's.
    func recordInitializer(_ node: InitializerDeclSyntax) {
        guard let path = enclosingClassPath, let index = classIndex[path] else { return }
        let isConvenience = node.modifiers.contains { $0.name.text == "convenience" }
        let isPlain = node.signature.parameterClause.parameters.isEmpty && node.optionalMark == nil
        if isPlain {
            classes[index].declaresPlainInit = true
        } else if !isConvenience {
            let labels = node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
            classes[index].designatedInits.insert(labels)
        }
    }

    /// `name: Some.Type`, `name: Some.Type?`, `name: Some.Type!`.
    func recordMetatypeDeclaration(name: String, type: TypeSyntax) {
        var type = type
        while true {
            if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType; continue }
            if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = unwrapped.wrappedType; continue }
            break
        }
        guard let metatype = type.as(MetatypeTypeSyntax.self), metatype.metatypeSpecifier.text == "Type" else { return }
        metatypeDeclarations.append(MetatypeDeclaration(name: name, instanceType: metatype.baseType.trimmedDescription))
    }

    /// `let name: Some.Type = …`, or `let name = other.value` (an alias of `value`).
    func recordMetatypeBinding(_ node: PatternBindingSyntax) {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
        if let annotation = node.typeAnnotation {
            recordMetatypeDeclaration(name: name, type: annotation.type)
        } else if let value = node.initializer?.value, let source = Self.lastName(of: value) {
            metatypeAliases.append((name, source))
        }
    }

    /// `if let name = other.value` / `guard let name = value`.
    func recordMetatypeBinding(_ node: OptionalBindingConditionSyntax) {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
        if let annotation = node.typeAnnotation {
            recordMetatypeDeclaration(name: name, type: annotation.type)
        } else if let value = node.initializer?.value, let source = Self.lastName(of: value) {
            metatypeAliases.append((name, source))
        } else if node.initializer == nil {
            metatypeAliases.append((name, name))   // `if let name {`
        }
    }

    /// `value.init()` with no arguments, where `value` is not a type name (`Self`, `Foo`) nor
    /// `self`/`super`; the module plan decides from the declarations whether it is a class
    /// metatype.
    func recordMetatypeInit(_ node: FunctionCallExprSyntax) {
        guard node.arguments.isEmpty, node.trailingClosure == nil,
              let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.tokenKind == .keyword(.`init`),
              let base = member.base, let name = Self.lastName(of: base),
              let first = name.first, first.isLowercase || first == "_",
              name != "self", name != "super" else { return }
        let place = location(of: node)
        metatypeInits.append(MetatypeInitCall(baseName: name,
                                              baseStart: base.positionAfterSkippingLeadingTrivia.utf8Offset,
                                              periodStart: member.period.positionAfterSkippingLeadingTrivia.utf8Offset,
                                              end: node.endPositionBeforeTrailingTrivia.utf8Offset,
                                              line: place.line, column: place.column))
    }

    /// The last name of `a`, `a.b`, `a?.b`, `a!.b`, `(a.b)`; nil for other expressions.
    static func lastName(of expression: ExprSyntax) -> String? {
        var expression = expression
        while true {
            if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression; continue }
            if let chained = expression.as(OptionalChainingExprSyntax.self) { expression = chained.expression; continue }
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                expression = only.expression
                continue
            }
            break
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }
}

extension FileScanner {
    /// `type(of: x).description()`: Objective-C's class method `+description` (the class's
    /// name), which Swift reaches on any class metatype through `AnyObject` lookup on iOS only.
    /// Rewritten to `_headlessClassDescription(type(of: x))`, which answers the same name
    /// (References §48.4).
    func recordClassDescription(_ node: FunctionCallExprSyntax) {
        guard node.arguments.isEmpty, node.trailingClosure == nil,
              let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "description",
              let base = member.base?.as(FunctionCallExprSyntax.self),
              base.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type",
              base.arguments.count == 1, base.arguments.first?.label?.text == "of" else { return }
        edits.append(TextEdit(start: base.positionAfterSkippingLeadingTrivia.utf8Offset, end: base.positionAfterSkippingLeadingTrivia.utf8Offset,
                              text: "_headlessClassDescription("))
        edits.append(TextEdit(start: member.period.positionAfterSkippingLeadingTrivia.utf8Offset,
                              end: node.endPositionBeforeTrailingTrivia.utf8Offset, text: ")"))
        classDescriptionCalls += 1
        count(.classDescription)
    }
}
