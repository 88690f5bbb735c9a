/// `value.init()` on a class metatype value → `_headlessPortMake(value)`; `T()` on a generic
/// parameter constrained to such a class → `_headlessPortMake(T.self)`.
///
/// Swift without Objective-C calls an initializer on a metatype value only if it is
/// `required`; UIKit's `init()` is not (making it required would break every subclass that
/// declares an initializer). The rewrite replaces the call with a function generated in the
/// module's registration file, which switches on the dynamic class and calls `init()` on each
/// class of the module whose `init()` the rewriter can see (it declares `init()`, or inherits
/// it by declaring no designated initializer, or by overriding all of its UIKit superclass's).
///
/// A call is rewritten only when the value's name was declared with a metatype of a UIKit view
/// or controller class or of a class of the module that derives from one
/// (`viewController: UIViewController.Type?`), directly or through `let`/`if let`/`guard let`
/// bindings of that name, so metatype values of structs and of other classes keep `init()`.
extension ModulePlan {
    /// The names a UIKit class may end with for the rewrite to treat it as a view or controller
    /// with `init()` (UIKit's `UIView` and `UIViewController` declare it, and their subclasses
    /// inherit it).
    static let uikitInitSuffixes = ["ViewController", "Controller", "View", "Cell", "Label", "Button", "Field",
                                    "Control", "Bar", "Switch", "Slider", "Indicator"]

    static func isUIKitClassWithInit(_ name: String) -> Bool {
        name.hasPrefix("UI") && !name.contains(".") && uikitInitSuffixes.contains { name.hasSuffix($0) }
    }

    /// The UIKit class a module class derives from, and whether `init()` reaches it; nil if
    /// its chain does not end at a UIKit view or controller.
    static func initReach(of path: String, classes: [String: ClassInfo]) -> (root: String, hasInit: Bool)? {
        var current = path
        var decided: Bool?
        // The chain is at most as long as the module's class list (a cycle stops there).
        for _ in 0...classes.count {
            guard let info = classes[current] else {
                return isUIKitClassWithInit(current) ? (current, decided ?? true) : nil
            }
            if decided == nil, let own = info.hasPlainInit { decided = own }
            guard let superclass = info.superclass else { return nil }
            // A superclass named without its outer type is looked up beside the class too.
            let outer = current.split(separator: ".").dropLast().joined(separator: ".")
            current = !outer.isEmpty && classes["\(outer).\(superclass)"] != nil ? "\(outer).\(superclass)" : superclass
        }
        return nil
    }

    /// Rewrites the calls; returns the generated function, or nil when no call was rewritten.
    mutating func rewriteMetatypeInits(classes: [String: ClassInfo]) -> String? {
        // The names declared as metatypes of views or controllers, then their aliases.
        var names = Set<String>()
        for declaration in scanners.flatMap(\.metatypeDeclarations) {
            let type = declaration.instanceType
            if Self.isUIKitClassWithInit(type) || Self.initReach(of: type, classes: classes) != nil { names.insert(declaration.name) }
        }
        var aliases: [String: [String]] = [:]
        for alias in scanners.flatMap(\.metatypeAliases) where alias.name != alias.source {
            aliases[alias.source, default: []].append(alias.name)
        }
        var queue = Array(names)
        while let name = queue.popLast() {
            for alias in aliases[name] ?? [] where names.insert(alias).inserted { queue.append(alias) }
        }
        var rewritten = 0
        for scanner in scanners {
            for call in scanner.metatypeInits where names.contains(call.baseName) {
                edits[scanner.fileIndex].append(TextEdit(start: call.baseStart, end: call.baseStart, text: "_headlessPortMake("))
                edits[scanner.fileIndex].append(TextEdit(start: call.periodStart, end: call.end, text: ")"))
                rewritten += 1
            }
        }
        // `T()` on a generic parameter constrained to such a class.
        var genericRoots = Set<String>()
        for scanner in scanners {
            for call in scanner.genericInits
            where Self.isUIKitClassWithInit(call.constraint) || Self.initReach(of: call.constraint, classes: classes) != nil {
                edits[scanner.fileIndex].append(TextEdit(start: call.start, end: call.end, text: "_headlessPortMake(\(call.parameter).self)"))
                if Self.isUIKitClassWithInit(call.constraint) { genericRoots.insert(call.constraint) }
                rewritten += 1
            }
        }
        guard rewritten > 0 else { return nil }
        counts[.metatypeInit, default: 0] += rewritten

        var cases: [String] = []
        var roots = Set(scanners.flatMap(\.metatypeDeclarations).map(\.instanceType).filter(Self.isUIKitClassWithInit))
        roots.formUnion(genericRoots)
        for info in classes.values.sorted(by: { $0.path < $1.path })
        where !info.isGeneric && !info.isPrivate && !info.path.contains("<local>") {
            guard let reach = Self.initReach(of: info.path, classes: classes) else { continue }
            roots.insert(reach.root)
            if reach.hasInit { cases.append("    case ObjectIdentifier(\(info.path).self): return \(info.path)() as! T") }
        }
        for root in roots.sorted() {
            cases.append("    case ObjectIdentifier(\(root).self): return \(root)() as! T")
        }
        return """
            /// Generated by `lifecycle port` for `value.init()` on a metatype value: creates an
            /// instance of the value's dynamic class with its `init()`.
            @MainActor func _headlessPortMake<T: UIResponder>(_ type: T.Type) -> T {
                switch ObjectIdentifier(type) {
            \(cases.joined(separator: "\n"))
                default: PortMetatype.unconstructible(type)
                }
            }

            """
    }
}
