import HeadlessCore
import Foundation

/// Finds the classes an app names by string: the delegate class given to
/// `UIApplicationMain`, `NSPrincipalClass`, `UISceneDelegateClassName`, `UISceneClassName`.
///
/// There is no Objective-C runtime on Linux, so names resolve through the Swift runtime's
/// `_typeByName`, which knows Swift classes by their module-qualified name (what
/// `NSStringFromClass(AppDelegate.self)` returns: `MyApp.AppDelegate`; a nested class as
/// `MyApp.Outer.AppDelegate`, found through its mangled name). An unqualified name, such as `"AppDelegate"` in a plist, is
/// tried in each module of ``moduleCandidates`` in turn: the app's module (the executable's
/// name, as SwiftPM turns it into a module name, or the module of the delegate class), then
/// `UIKit`. Xcode's `$(PRODUCT_MODULE_NAME)` placeholder in a plist value stands for those
/// same modules. Private and generic classes cannot be found by name.
@MainActor
enum ClassLookup {
    /// The modules tried, in order, for a name without a module.
    static func moduleCandidates(executable: String?, delegateType: Any.Type?) -> [String] {
        // At most three names: a linear check for repeats beats hashing them into a set.
        var modules: [String] = []
        modules.reserveCapacity(3)
        if let delegateType, let module = moduleName(of: delegateType) { modules.append(module) }
        if let executable {
            let name = URL(fileURLWithPath: executable).lastPathComponent
            if !name.isEmpty {
                let module = c99Name(name)
                if !modules.contains(module) { modules.append(module) }
            }
        }
        if !modules.contains("UIKit") { modules.append("UIKit") }
        return modules
    }

    /// The type named `name`, trying the modules for an unqualified name.
    static func type(named rawName: String, modules: [String]) -> Any.Type? {
        let name = rawName.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return nil }
        for placeholder in ["$(PRODUCT_MODULE_NAME).", "${PRODUCT_MODULE_NAME}.", "$(TARGET_NAME).", "$(PRODUCT_NAME)."]
        where name.hasPrefix(placeholder) {
            return type(named: String(name.dropFirst(placeholder.count)), modules: modules)
        }
        if let found = qualifiedType(name) { return found }
        for module in modules {
            if let found = qualifiedType("\(module).\(name)") { return found }
        }
        return nil
    }

    /// A class by its full name: `Module.Class`, or a class nested in other types
    /// (`Module.Outer.Class`), which the runtime finds only by its mangled name, so each kind
    /// of the enclosing types (class, struct, enum) is tried.
    ///
    /// Every part must be an identifier (``isIdentifier(_:)``): anything else, from a plist or
    /// an Interface Builder file, is refused before it reaches the runtime's demangler.
    static func qualifiedType(_ name: String) -> Any.Type? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, parts.count <= 6, parts.allSatisfy(isIdentifier) else { return nil }
        if let found = _typeByName(name) { return found }
        guard parts.count >= 3 else { return nil }
        func mangled(_ identifier: String) -> String { "\(identifier.utf8.count)\(identifier)" }
        var prefixes = [mangled(parts[0])]
        for outer in parts.dropFirst().dropLast() {
            prefixes = prefixes.flatMap { prefix in ["C", "V", "O"].map { prefix + mangled(outer) + $0 } }
        }
        let last = mangled(parts[parts.count - 1]) + "C"
        for prefix in prefixes {
            if let found = _typeByName(prefix + last) { return found }
        }
        return nil
    }

    /// The module a type is declared in (`MyApp` for `MyApp.AppDelegate`).
    static func moduleName(of type: Any.Type) -> String? {
        let key = ObjectIdentifier(type)
        if let known = moduleNames[key] { return known }
        let qualified = String(reflecting: type)
        let name = qualified.firstIndex(of: ".").map { String(qualified[..<$0]) }
        moduleNames[key] = name
        return name
    }

    /// ``moduleName(of:)`` by type, computed once per type for the whole process (a type's
    /// module never changes): `String(reflecting:)` walks the type's metadata, about 5 % of
    /// an in-process launch's instructions before the cache.
    // Safety: unchecked exclusivity: a main-actor cache read and written in one statement each, never across a call.
    @exclusivity(unchecked) private static var moduleNames: [ObjectIdentifier: String?] = [:]

    /// A product name as SwiftPM makes a module name of it (`my-app` → `my_app`).
    static func c99Name(_ name: String) -> String {
        var result = String(name.unicodeScalars.map { isIdentifierCharacter($0) ? Character($0) : "_" })
        if let first = result.unicodeScalars.first, CharacterSet.decimalDigits.contains(first) { result = "_" + result }
        return result
    }

    /// Whether `text` can name a Swift module or type here: ASCII letters, digits and `_`, not
    /// starting with a digit, at most 128 bytes. The one check every lookup by name makes.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, text.utf8.count <= 128,
              !CharacterSet.decimalDigits.contains(first) else { return false }
        return text.unicodeScalars.allSatisfy(isIdentifierCharacter)
    }

    private static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || (scalar.isASCII && CharacterSet.alphanumerics.contains(scalar))
    }
}
