import HeadlessCore
import Foundation

/// The appearance proxies of a runtime, and what was set on each.
///
/// A proxy is an instance of the styled class, made through `init(coder:)` with
/// ``AppearanceProxyCoder`` (untraced) and kept here. The setters of the appearance
/// properties (`UIView+Appearance.swift`) report to ``record(_:key:apply:)``; a view entering
/// a window gets the recorded values of its class and superclasses, most general first, for
/// the keys it did not set itself (References §31).
@MainActor
final class AppearanceRegistry {
    /// Which instances a proxy styles.
    struct Scope: Hashable {
        var type: ObjectIdentifier
        var containers: [ObjectIdentifier]
        var trait: UITraitCollection?
    }

    /// One value set on a proxy.
    struct Setting {
        var key: String
        var apply: @MainActor (AnyObject) -> Void
    }

    private struct Entry {
        let scope: Scope
        let containerTypes: [AnyObject.Type]
        let proxy: AnyObject
        var settings: [Setting] = []
        let order: Int
    }

    private var entries: [Scope: Entry] = [:]
    private var scopeOfProxy: [ObjectIdentifier: Scope] = [:]
    /// The entries of each styled class, in the order their proxies were made.
    private var scopesByType: [ObjectIdentifier: [Scope]] = [:]
    /// Bumped by every setting, so that a view re-applies only after something changed.
    private(set) var generation = 1

    /// Whether proxies' values are being applied to a view now.
    var isApplying = false
    /// Whether a proxy is being made now: its initializers record nothing and take no ordinal.
    private(set) var isMakingProxy = false

    /// The proxy of a scope, made with `make` the first time.
    func proxy(for scope: Scope, containerTypes: [AnyObject.Type], make: () -> AnyObject) -> AnyObject {
        if let entry = entries[scope] { return entry.proxy }
        isMakingProxy = true
        let proxy = make()
        isMakingProxy = false
        entries[scope] = Entry(scope: scope, containerTypes: containerTypes, proxy: proxy, order: entries.count)
        scopeOfProxy[ObjectIdentifier(proxy)] = scope
        scopesByType[scope.type, default: []].append(scope)
        return proxy
    }

    /// The proxy of `type` for a trait and containers, made the first time from the nearest
    /// framework class (`type` itself, or a superclass for an app's subclass, whose
    /// `init(coder:)` may refuse to run) and seen as `type`: the framework's setters the app
    /// calls on it record as usual (a setter the subclass overrides must not be called on it).
    static func proxy<Proxy: AnyObject>(of type: Proxy.Type, trait: UITraitCollection?,
                                        containers: [any UIAppearanceContainer.Type],
                                        make: (AnyClass) -> AnyObject) -> Proxy {
        let registry = HeadlessRuntime.current.appearanceRegistry
        let scope = Scope(type: ObjectIdentifier(type), containers: containers.map { ObjectIdentifier($0) }, trait: trait)
        let proxy = registry.proxy(for: scope, containerTypes: containers.map { $0 as AnyObject.Type }) {
            var framework: AnyClass = type
            while !FrameworkClasses.contains(framework), let superclass = _getSuperclass(framework) { framework = superclass }
            return make(framework)
        }
        // Interim, as before: the proxy seen as `type` (being replaced by a real instance).
        return Unmanaged<Proxy>.fromOpaque(Unmanaged.passUnretained(proxy).toOpaque()).takeUnretainedValue()
    }

    /// A setter of an appearance property was called on `object`: on a proxy, records how to
    /// set the value on its instances and returns true; on an instance, returns false, and the
    /// caller notes the key as the instance's own. Nothing happens while proxies are applied.
    func noteSet(on object: AnyObject, key: String, apply: @escaping @MainActor (AnyObject) -> Void) -> Bool? {
        guard !isApplying else { return nil }
        guard isProxy(object) else { return false }
        record(object, key: key, apply: apply)
        return true
    }

    /// Applies the settings for `object` except those of keys it set itself.
    func apply(_ settings: [Setting], to object: AnyObject, skipping ownKeys: Set<String>) {
        applying {
            for setting in settings where !ownKeys.contains(setting.key) { setting.apply(object) }
        }
    }

    /// Whether an object is a proxy.
    func isProxy(_ object: AnyObject) -> Bool { scopeOfProxy[ObjectIdentifier(object)] != nil }

    /// Records a value set on a proxy (the last one per key wins).
    func record(_ proxy: AnyObject, key: String, apply: @escaping @MainActor (AnyObject) -> Void) {
        guard let scope = scopeOfProxy[ObjectIdentifier(proxy)] else { return }
        entries[scope]?.settings.removeAll { $0.key == key }
        entries[scope]?.settings.append(Setting(key: key, apply: apply))
        generation += 1
    }

    /// The settings that apply to `object`, most general first: superclasses before
    /// subclasses; within a class, plain proxies, then trait proxies, then container proxies
    /// by how many containers they name.
    func settings(for object: AnyObject, traits: () -> UITraitCollection,
                  isContained: ([AnyObject.Type]) -> Bool) -> [Setting] {
        var chain: [AnyClass] = []
        var type: AnyClass? = Swift.type(of: object)
        while let current = type {
            chain.append(current)
            type = _getSuperclass(current)
        }
        var result: [Setting] = []
        for type in chain.reversed() {
            guard let scopes = scopesByType[ObjectIdentifier(type)] else { continue }
            let matching = scopes.compactMap { entries[$0] }.filter { entry in
                if let trait = entry.scope.trait, !traits().containsTraits(in: trait) { return false }
                return entry.containerTypes.isEmpty || isContained(entry.containerTypes)
            }
            let ordered = matching.sorted {
                ($0.scope.containers.count, $0.scope.trait == nil ? 0 : 1, $0.order)
                    < ($1.scope.containers.count, $1.scope.trait == nil ? 0 : 1, $1.order)
            }
            for entry in ordered { result.append(contentsOf: entry.settings) }
        }
        return result
    }
}

/// The coder that makes an appearance proxy: the framework's `init(coder:)` sees it and makes
/// a plain, untraced instance.
/// It holds nothing: every key is absent.
final class AppearanceProxyCoder: NSCoder, @unchecked Sendable {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeInteger(forKey key: String) -> Int { 0 }
    override func decodeInt32(forKey key: String) -> Int32 { 0 }
    override func decodeInt64(forKey key: String) -> Int64 { 0 }
    override func decodeDouble(forKey key: String) -> Double { 0 }
    override func decodeFloat(forKey key: String) -> Float { 0 }
}

extension HeadlessRuntime {
    var appearanceRegistry: AppearanceRegistry {
        if let registry = appearanceProxies { return registry }
        let registry = AppearanceRegistry()
        appearanceProxies = registry
        return registry
    }
}
