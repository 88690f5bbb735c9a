import SwiftSyntax

/// `@objc dynamic` stored properties → properties that report to appearance proxies.
///
/// iOS styles an app's own `@objc dynamic` properties through `appearance()` as it does the
/// framework's (UIAppearance intercepts the Objective-C setter). Swift without Objective-C
/// has no setter to intercept, so the property gets a `didSet` that tells UIKit's
/// `PortAppearance` (`@_spi(Headless)`) the new value, through a key path:
///
/// ```swift
/// @objc dynamic var accent: UIColor? = nil                         // before
/// @objc dynamic var radius: CGFloat = 4 { didSet { setNeedsLayout() } }
///
/// var accent: UIColor? = nil { didSet { PortAppearance.didSet(self, \.accent, self.accent) } }   // after
/// var radius: CGFloat = 4 { didSet { defer { PortAppearance.didSet(self, \.radius, self.radius) }; setNeedsLayout() } }
/// ```
///
/// An existing `didSet` gets the call as a `defer` at its start, so that it reports the value
/// the property holds when the observer ends, whichever way it ends; a property with only
/// `willSet` gets a `didSet` beside it. Every edit stays on the lines the property already
/// uses. The call does nothing for objects other than views and bar items, so the rewrite
/// applies to every class. Left alone: computed properties, `let`, `static`/`class`, `lazy`
/// and `override` properties, declarations of several variables, and properties with a
/// property wrapper or other attribute the rewriter does not know.
extension FileScanner {
    /// The attributes a rewritten property may carry (the rewriter removes the first ones).
    static let appearancePropertyAttributes: Set<String> = ["objc", "IBInspectable", "GKInspectable", "available", "MainActor",
                                                            "preconcurrency", "nonobjc"]

    /// The modifiers that leave an `@objc dynamic` property alone.
    static let appearancePropertyExclusions: Set<String> = ["static", "class", "lazy", "override"]

    /// Gives an `@objc dynamic` stored instance property of a class the `didSet` that reports
    /// to appearance proxies; returns whether it did.
    @discardableResult
    func rewriteAppearanceProperty(_ node: VariableDeclSyntax) -> Bool {
        guard enclosingClassPath != nil, node.bindingSpecifier.tokenKind == .keyword(.var),
              !node.modifiers.contains(where: { Self.appearancePropertyExclusions.contains($0.name.text) }),
              node.attributes.allSatisfy({ element in
                  guard case .attribute(let attribute) = element else { return false }
                  return Self.appearancePropertyAttributes.contains(attribute.attributeName.trimmedDescription)
              }),
              node.bindings.count == 1, let binding = node.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              binding.typeAnnotation != nil || binding.initializer != nil else { return false }
        let report = "PortAppearance.didSet(self, \\.\(name), self.\(name))"
        guard let accessorBlock = binding.accessorBlock else {
            // A stored property without observers: they follow its type or initial value.
            edits.append(TextEdit(start: binding.endPositionBeforeTrailingTrivia.utf8Offset,
                                  end: binding.endPositionBeforeTrailingTrivia.utf8Offset,
                                  text: " { didSet { \(report) } }"))
            noteAppearanceProperty()
            return true
        }
        // A getter alone, or any accessor other than an observer, makes it computed.
        guard case .accessors(let accessors) = accessorBlock.accessors,
              accessors.allSatisfy({ [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) })
        else { return false }
        if let didSet = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.didSet) }) {
            guard let body = didSet.body else { return false }
            let offset = body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
            // An empty body (`{}`) gets the call alone, spaced as `{ call }`.
            let spaced = body.leftBrace.trailingTrivia.isEmpty && body.rightBrace.leadingTrivia.isEmpty
            let text = body.statements.isEmpty ? " \(report)" + (spaced ? " " : "") : " defer { \(report) };"
            edits.append(TextEdit(start: offset, end: offset, text: text))
        } else {
            let offset = accessorBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.append(TextEdit(start: offset, end: offset, text: "didSet { \(report) } "))
        }
        noteAppearanceProperty()
        return true
    }

    private func noteAppearanceProperty() {
        appearanceProperties += 1
        counts[.appearanceProperty, default: 0] += 1
    }
}
