/// The methods of each class that can be called by selector: the stand-in for the
/// Objective-C runtime's method lists.
///
/// On iOS, `@objc` and `@IBAction` methods are found by selector at run time. Linux has no
/// Objective-C runtime, so the `lifecycle port` rewriter generates, for every class of the
/// app that declares such methods, a table from selector to a closure calling the method,
/// and one type per module, `HeadlessPortSelectorTables`, that registers them all:
///
/// ```swift
/// // Generated from: @IBAction func buttonTapped(_ sender: UIButton) in ViewController
/// enum HeadlessPortSelectorTables: SelectorTableSource {
///     static func registerSelectorTables() {
///         SelectorTable.register(ViewController.self, [
///             "buttonTapped:": { receiver, arguments in
///                 (receiver as! ViewController).buttonTapped(arguments.argument(0))
///             },
///         ])
///     }
/// }
/// ```
///
/// Nobody calls the registration by hand: the first time a selector is looked up on an
/// object, the table looks for `HeadlessPortSelectorTables` in the module of the object's
/// class and of each of its superclasses (through the Swift runtime's type lookup) and runs
/// it once. A lookup walks the class chain from the object's class up, so a subclass answers
/// its superclasses' selectors, and a subclass's own entry for a selector wins over its
/// superclass's, as an override does.
import HeadlessCore
@_spi(Headless) @MainActor
public enum SelectorTable {
    /// A method called by selector: the receiver (an instance of the registered class or a
    /// subclass) and the arguments the sender passed, in order. The result is the method's
    /// return value, or nil for a `Void` method.
    public typealias Method = @MainActor (_ receiver: AnyObject, _ arguments: SelectorArguments) -> Any?

    /// The name of the generated type that registers a module's tables.
    public static let sourceTypeName = "HeadlessPortSelectorTables"

    // Static, not per process (unlike the runtime's state): these say what a class and a module
    // declare, which no simulated process changes; generated code registers each module once,
    // and a reset must not make a class forget its methods.
    private static var tables: [ObjectIdentifier: [Selector: Method]] = [:]
    private static var modulesLoaded: Set<String> = []
    private static var classesSeen: Set<ObjectIdentifier> = []

    /// Adds methods to the table of a class; a selector registered again is replaced.
    public static func register(_ type: AnyClass, _ methods: [Selector: Method]) {
        tables[ObjectIdentifier(type), default: [:]].merge(methods) { _, new in new }
    }

    /// The method an object runs for a selector, searching its class and then its
    /// superclasses; nil when none of them has it.
    public static func method(for selector: Selector, of object: AnyObject) -> Method? {
        method(for: selector, inClass: type(of: object))
    }

    /// The method instances of a class run for a selector, searching the class and then its
    /// superclasses.
    public static func method(for selector: Selector, inClass type: AnyClass) -> Method? {
        var current: AnyClass? = type
        while let candidate = current {
            loadModule(of: candidate)
            if let method = tables[ObjectIdentifier(candidate)]?[selector] { return method }
            current = _getSuperclass(candidate)
        }
        return nil
    }

    /// The selectors a class answers, its own and its superclasses', sorted by name.
    public static func selectors(of type: AnyClass) -> [Selector] {
        var found = Set<Selector>()
        var current: AnyClass? = type
        while let candidate = current {
            loadModule(of: candidate)
            if let table = tables[ObjectIdentifier(candidate)] { found.formUnion(table.keys) }
            current = _getSuperclass(candidate)
        }
        return found.sorted { $0.name < $1.name }
    }

    /// Runs the generated registration of the module that declares `type`, the first time a
    /// class of that module is looked up.
    static func loadModule(of type: AnyClass) {
        guard classesSeen.insert(ObjectIdentifier(type)).inserted,
              let module = ClassLookup.moduleName(of: type),
              modulesLoaded.insert(module).inserted,
              let source = sourceType(in: module)
        else { return }
        source.registerSelectorTables()
    }

    /// The generated type of a module, by its mangled name (the runtime finds only classes by
    /// their dotted name): an enum, a struct or a class.
    private static func sourceType(in module: String) -> SelectorTableSource.Type? {
        let prefix = "\(module.utf8.count)\(module)\(sourceTypeName.utf8.count)\(sourceTypeName)"
        for kind in ["O", "V", "C"] {
            if let found = _typeByName(prefix + kind) as? SelectorTableSource.Type { return found }
        }
        return nil
    }
}

/// The generated type that registers a module's selector tables (see ``SelectorTable``).
@_spi(Headless)
public protocol SelectorTableSource {
    /// Registers the tables of every class of the module that has methods called by selector.
    @MainActor static func registerSelectorTables()
}

/// The arguments a method called by selector receives: the sender of an action, the
/// notification of an observer, the object given to `perform(_:with:)`.
@_spi(Headless)
public struct SelectorArguments {
    /// The arguments, in order; fewer than the method takes when the sender passed fewer.
    public let values: [Any?]

    /// Creates the arguments of a call.
    public init(_ values: [Any?]) {
        self.values = values
    }

    /// The argument at `index` as the method's parameter type, for a parameter that is not
    /// optional. An argument of another type (or a missing one) stops the program with a
    /// message naming both, as a wrongly typed `@IBAction` does on iOS.
    public func argument<T>(_ index: Int, as type: T.Type = T.self) -> T {
        if index < values.count, let value = values[index], let typed = value as? T { return typed }
        let given = index < values.count ? values[index].map { String(describing: Swift.type(of: $0)) } ?? "nil" : "nothing"
        fatalError("A method called by selector takes a \(T.self) as argument \(index + 1), but was sent \(given). Declare the parameter as `Any?` or the sender's type.")
    }

    /// The argument at `index` as the parameter type of a generated table entry's method:
    /// nil, after an error diagnostic (`selector.argumentMismatch`) naming the method, where it
    /// is declared and both types, when the sender passed something else. On iOS the object
    /// would be passed through as it is; Swift cannot, so the entry does not call the method.
    @MainActor
    public func argument<T>(_ index: Int, as type: T.Type, method: String, file: String, line: Int) -> T? {
        if index < values.count, let value = values[index], let typed = value as? T { return typed }
        let given = index < values.count ? values[index].map { "a \(String(describing: Swift.type(of: $0)))" } ?? "nil" : "no argument"
        HeadlessRuntime.current.report(.error, .selectorArgumentMismatch,
            "\(method) (\(file):\(line)) takes a \(T.self) as argument \(index + 1), but was sent \(given), so it was not called. Declare the parameter as `Any?` (or the sender's class) and cast it where the method uses it.")
        return nil
    }

    /// The argument at `index` for an optional parameter: nil when it is missing, nil or of
    /// another type.
    public func optionalArgument<T>(_ index: Int, as type: T.Type = T.self) -> T? {
        guard index < values.count, let value = values[index] else { return nil }
        return value as? T
    }

    /// The argument at `index` for a parameter of type `Any?`.
    public subscript(index: Int) -> Any? {
        index < values.count ? values[index] : nil
    }
}
