/// Reading the strong references an object holds in its stored properties.
///
/// `Mirror` lists every stored property but cannot tell a `weak` or `unowned` one from a
/// strong one, and reading an `unowned(unsafe)` property of a released object is undefined.
/// The Swift runtime's field metadata does say: each field has an "is strong" flag. So the
/// walk asks the runtime for each stored field's name, offset, type and ownership, reads only
/// the strong ones, and uses `Mirror` below that to look inside values (optionals, arrays,
/// dictionaries, tuples, enums), where ownership modifiers cannot appear, and structs, which
/// are read field by field like classes.
///
/// The field metadata comes from three entry points of the Swift runtime that are not public
/// API (`swift_reflectionMirror_recursiveCount`, `…ChildMetadata`, `…ChildOffset`) and from the
/// layout of the standard library's `_FieldReflectionMetadata`. Both have been stable from
/// Swift 5.9 to 6.3; the walk is compiled only for compilers in that range
/// (``isSupported``), reports nothing under any other, and StrongReferenceReflectionTests pins
/// what it reads, so a toolchain that changes either fails a test instead of reading memory
/// wrongly.
///
/// What it cannot see: the captures of a closure. A closure found in a property is reported
/// as a ``StrongReferenceReflection/Edge/closure(_:)`` edge so that callers can name it as a
/// suspect.
package enum StrongReferenceReflection {
    /// One thing found in an object's stored properties.
    package enum Edge {
        /// A strongly held object, with the property path that holds it (`items[2].owner`).
        case object(String, AnyObject)
        /// A closure stored at a property path by app code; what it captures is invisible.
        /// Closures that the framework stores in its own properties are left out.
        case closure(String)
    }

    /// Whether this compiler is one whose runtime field metadata the walk was checked against
    /// (Swift 5.9 to 6.x); under another, ``edges(of:)`` finds nothing.
    #if compiler(>=5.9) && compiler(<7.0)
    package static let isSupported = true
    #else
    package static let isSupported = false
    #endif

    /// The most elements read from one collection; the rest are skipped.
    package static let elementLimit = 4_096

    /// The strong references and closures in the stored properties of `object`, declared by
    /// any class of its hierarchy.
    ///
    /// The framework's own stored properties follow the `storedX` convention; they are shown by
    /// their public name (`storedRootViewController` as `rootViewController`).
    package static func edges(of object: AnyObject) -> [Edge] {
        guard isSupported else { return [] }
        var edges: [Edge] = []
        let type: Any.Type = Swift.type(of: object)
        let levels = classLevels(of: Swift.type(of: object))
        let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        withExtendedLifetime(object) {
            forEachStrongField(of: type) { index, name, offset, fieldType in
                let isFramework = levels.last { $0.firstField <= index }?.isFramework ?? false
                let value = load(fieldType, from: base + offset)
                let label = isFramework ? frameworkName(name) : cleanName(name)
                var found: [Edge] = []
                // A closure the app gave the framework to keep is the app's: a suspect.
                if let given = value as? any AppGivenClosureMarker, given.isTheApps {
                    collect(given.function, path: label, into: &edges, depth: 0)
                    return
                }
                collect(value, path: label, into: &found, depth: 0)
                for edge in found {
                    if case .closure = edge, isFramework { continue }
                    edges.append(edge)
                }
            }
        }
        return edges
    }

    /// The classes of a hierarchy, base first, with the index of their first own field.
    ///
    /// A level is the framework's when it, or a subclass of it in the chain, is declared in
    /// UIKit: the superclass of a UIKit class is a system class whose state UIKit set up, such
    /// as the forwarding closure Foundation's `Timer` keeps for UIKit's `HeadlessTimer`, which
    /// captures nothing of the app's (References §62.3).
    private static func classLevels(of type: AnyClass) -> [(firstField: Int, isFramework: Bool)] {
        var chain: [AnyClass] = [type]
        while let superclass = _getSuperclass(chain[chain.count - 1]) { chain.append(superclass) }
        var belowUIKit = false
        var levels: [(firstField: Int, isFramework: Bool)] = []
        for level in chain {
            belowUIKit = belowUIKit || String(reflecting: level).hasPrefix("UIKit.")
            let firstField = _getSuperclass(level).map { _reflectionRecursiveCount($0) } ?? 0
            levels.append((firstField, belowUIKit))
        }
        return levels.reversed()
    }

    /// The public name of a framework property: `storedView` is `view`.
    private static func frameworkName(_ name: String) -> String {
        guard name.hasPrefix("stored"), name.count > 6 else { return cleanName(name) }
        let rest = name.dropFirst(6)
        return rest.prefix(1).lowercased() + rest.dropFirst()
    }

    /// Whether a value is a closure.
    package static func isFunction(_ type: Any.Type) -> Bool {
        guard !(type is AnyClass) else { return false }
        let kind = UnsafeRawPointer(unsafeBitCast(type, to: OpaquePointer.self)).load(as: UInt.self)
        return kind == functionMetadataKind
    }

    // MARK: Values

    private static func collect(_ value: Any, path: String, into edges: inout [Edge], depth: Int) {
        guard depth < 12 else { return }
        let type: Any.Type = Swift.type(of: value)
        if type is AnyClass {
            edges.append(.object(path, value as AnyObject))
            return
        }
        if isFunction(type) {
            edges.append(.closure(path))
            return
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            if let some = mirror.children.first { collect(some.value, path: path, into: &edges, depth: depth + 1) }
        case .collection, .set:
            for (index, child) in mirror.children.prefix(elementLimit).enumerated() {
                collect(child.value, path: "\(path)[\(index)]", into: &edges, depth: depth + 1)
            }
        case .dictionary:
            for child in mirror.children.prefix(elementLimit) {
                let pair = Mirror(reflecting: child.value).children.map(\.value)
                guard pair.count == 2 else { continue }
                let key = String(describing: pair[0]).prefix(40)
                collect(pair[0], path: "\(path).keys[\(key)]", into: &edges, depth: depth + 1)
                collect(pair[1], path: "\(path)[\(key)]", into: &edges, depth: depth + 1)
            }
        case .struct where !mirror.children.isEmpty:
            var copy = value
            collectStructFields(of: &copy, type: type, path: path, into: &edges, depth: depth)
        default:
            // Tuples and enum payloads: no ownership modifiers can appear there.
            for (index, child) in mirror.children.prefix(elementLimit).enumerated() {
                let label = child.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? "\(index)"
                collect(child.value, path: "\(path).\(label)", into: &edges, depth: depth + 1)
            }
        }
    }

    private static func collectStructFields(of value: inout Any, type: Any.Type, path: String,
                                            into edges: inout [Edge], depth: Int) {
        func open<T>(_ concrete: T.Type) {
            guard var typed = value as? T else { return }
            withUnsafeBytes(of: &typed) { bytes in
                guard let base = bytes.baseAddress else { return }
                forEachStrongField(of: type) { _, name, offset, fieldType in
                    let field = load(fieldType, from: base + offset)
                    collect(field, path: "\(path).\(cleanName(name))", into: &edges, depth: depth + 1)
                }
            }
        }
        _openExistential(type, do: open)
    }

    // MARK: Runtime field metadata

    private static let functionMetadataKind: UInt = 0x302

    /// Calls `body` with the index, name, offset and type of every strong stored field of
    /// `type`, superclass fields first.
    private static func forEachStrongField(of type: Any.Type, _ body: (Int, String, Int, Any.Type) -> Void) {
        let count = _reflectionRecursiveCount(type)
        guard count > 0 else { return }
        for index in 0..<count {
            var field = _FieldOwnershipMetadata()
            let fieldType = _reflectionRecursiveChildMetadata(type, index: index, fieldMetadata: &field)
            let name = field.name.map { String(cString: $0) } ?? "\(index)"
            field.freeFunc?(field.name)
            guard field.isStrong else { continue }
            let offset = _reflectionRecursiveChildOffset(type, index: index)
            body(index, name, offset, fieldType)
        }
    }

    /// A stored property's name as written (`lazy` storage and property-wrapper storage
    /// lose their prefixes).
    package static func cleanName(_ name: String) -> String {
        if name.hasPrefix("$__lazy_storage_$_") { return String(name.dropFirst("$__lazy_storage_$_".count)) }
        return name
    }

    private static func load(_ type: Any.Type, from pointer: UnsafeRawPointer) -> Any {
        func open<T>(_ concrete: T.Type) -> Any {
            pointer.assumingMemoryBound(to: T.self).pointee
        }
        return _openExistential(type, do: open)
    }
}

/// The runtime's description of one stored field (the layout of the standard library's
/// `_FieldReflectionMetadata`).
package struct _FieldOwnershipMetadata {
    package var name: UnsafePointer<CChar>? = nil
    package var freeFunc: (@convention(c) (UnsafePointer<CChar>?) -> Void)? = nil
    package var isStrong = false
    package var isVar = false
}

@_silgen_name("swift_reflectionMirror_recursiveCount")
package func _reflectionRecursiveCount(_ type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
package func _reflectionRecursiveChildMetadata(_ type: Any.Type, index: Int,
                                       fieldMetadata: UnsafeMutablePointer<_FieldOwnershipMetadata>) -> Any.Type

@_silgen_name("swift_reflectionMirror_recursiveChildOffset")
package func _reflectionRecursiveChildOffset(_ type: Any.Type, index: Int) -> Int

/// A closure the app gave the framework to keep, such as an action's handler, in a framework
/// property: the leak reports list it as a suspect, as they do the closures in the app's own
/// properties, since it may capture what leaked (References §62.3).
package struct AppGivenClosure<Function>: AppGivenClosureMarker {
    /// The closure.
    package let body: Function
    /// Whether the app wrote it; false for one the framework passes through the same property
    /// (a target-action pair's forwarding closure), which is not a suspect.
    package let isTheApps: Bool

    package init(_ body: Function, isTheApps: Bool = true) {
        self.body = body
        self.isTheApps = isTheApps
    }

    package var function: Any { body }
}

/// What ``StrongReferenceReflection`` recognises an ``AppGivenClosure`` by, whatever its type.
package protocol AppGivenClosureMarker {
    /// The closure, type-erased.
    var function: Any { get }
    /// Whether the app wrote it.
    var isTheApps: Bool { get }
}
