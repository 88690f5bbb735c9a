import HeadlessCore
import Foundation

/// Where the class names of Interface Builder files (`customClass`, `customModule`) are
/// looked up.
///
/// Swift on Linux has no Objective-C runtime to find a class by name, so the lookup asks the
/// Swift runtime for the type `Module.Class` (nested classes as `Module.Outer.Class`), trying
/// modules in this order:
/// 1. the file's `customModule`, when it names one;
/// 2. the main executable's module (its process name, as SwiftPM names executables);
/// 3. every module registered here or seen before: registered with
///    ``register(moduleNamed:)`` or ``register(moduleOf:)`` (the app layer registers the app
///    delegate's module), named by a `customModule` in a file already loaded, owning a class
///    already found, or owning the SwiftPM resource bundle the file came from
///    (`Package_Target.resources`);
/// 4. `UIKit`, for files that name a UIKit class;
/// 5. the framework stand-ins whose views a file may name without a module (`PHLivePhotoView`,
///    `WKWebView`): found only when the app links them (References §63.4).
///
/// Classes must be visible to the runtime by name: `internal` or wider, not `private` or
/// `fileprivate`, and not generic.
@MainActor
@_spi(Headless) public enum InterfaceBuilderClassLookup {
    /// The modules registered and the classes found: per simulated process, so they hang off
    /// the process's Interface Builder loader and go with it at a reset.
    final class State {
        var registered: [String] = []
        var cache: [String: AnyClass] = [:]
    }

    private static var state: State { InterfaceBuilderLoader.current.classLookupState }

    /// The modules searched after the file's own and the main executable's, in order.
    public static var moduleNames: [String] { state.registered }

    /// Adds a module to search, such as the app's (`MyApp`).
    public static func register(moduleNamed name: String) {
        let state = self.state
        guard isIdentifier(name), !state.registered.contains(name) else { return }
        state.registered.append(name)
    }

    /// Adds the module that declares a class.
    public static func register(moduleOf type: AnyClass) {
        if let module = String(reflecting: type).split(separator: ".").first {
            register(moduleNamed: String(module))
        }
    }

    /// The module of the main executable, from the process name.
    static var mainModuleName: String? {
        let name = ProcessInfo.processInfo.processName
        let base = name.split(separator: ".").first.map(String.init) ?? name
        let sanitized = ClassLookup.c99Name(base)
        return isIdentifier(sanitized) ? sanitized : nil
    }

    /// Registers the target that owns a SwiftPM resource bundle (`Package_Target.resources`).
    static func register(resourceBundle bundle: Bundle?) {
        guard let bundle else { return }
        let name = bundle.bundleURL.deletingPathExtension().lastPathComponent
        let parts = name.split(separator: "_")
        guard parts.count >= 2 else { return }
        for start in 1..<parts.count {
            register(moduleNamed: parts[start...].joined(separator: "_"))
        }
    }

    /// The class a file names, or nil when no module has it.
    static func lookUp(_ className: String, module: String?) -> AnyClass? {
        let state = self.state
        let cacheKey = "\(module ?? "")|\(className)"
        if let cached = state.cache[cacheKey] { return cached }
        var modules: [String] = []
        if className.contains(".") {
            modules.append("")
        }
        if let module, isIdentifier(module) { modules.append(module) }
        if let main = mainModuleName { modules.append(main) }
        modules += state.registered
        modules.append("UIKit")
        modules += frameworkStandInModules
        var tried: Set<String> = []
        for candidate in modules where tried.insert(candidate).inserted {
            let fullName = candidate.isEmpty ? className : "\(candidate).\(className)"
            if let found = type(named: fullName) {
                state.cache[cacheKey] = found
                register(moduleOf: found)
                return found
            }
        }
        return nil
    }

    /// The stand-in modules of Apple frameworks that declare views or controllers a storyboard
    /// may name (References §63.4).
    static let frameworkStandInModules = ["PhotosUI", "WebKit", "SafariServices"]

    /// A class by its full name (`Module.Class`, `Module.Outer.Class`), through the one
    /// type-by-name lookup the framework has (``ClassLookup/qualifiedType(_:)``).
    private static func type(named fullName: String) -> AnyClass? {
        ClassLookup.qualifiedType(fullName) as? AnyClass
    }

    static func isIdentifier(_ text: String) -> Bool { ClassLookup.isIdentifier(text) }
}
