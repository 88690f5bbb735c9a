import HeadlessCore
import Foundation

/// The appearance proxies of a runtime, and what was set on each.
///
/// A proxy is an instance of the styled class itself, an app's subclass included, made
/// through that class's own `init(coder:)` with ``AppearanceProxyCoder`` (untraced) and kept
/// here (`AppearanceRegistry+Making.swift`). Because it is a real instance, every setter the
/// app calls on it, of the framework's properties or of the subclass's own, works on storage
/// the object has. The setters of the appearance properties (`UIView+Appearance.swift`, and
/// the app's `@objc dynamic` properties through ``PortAppearance``) report to
/// ``record(_:key:apply:)``; a view entering a window gets the recorded values of its class
/// and superclasses, most general first, for the keys it did not set itself (References §31).
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
    /// The scopes whose proxies are being made now, to catch an initializer that asks for its
    /// own class's proxy.
    private var scopesBeingMade: Set<Scope> = []
    /// The setting key of each app property reported through ``PortAppearance`` (its key
    /// path's description, which starts with `\` and so never equals a framework key).
    private var propertyKeys: [AnyKeyPath: String] = [:]
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
    ///
    /// While `make` runs, ``isMakingProxy`` is true, so that the objects it creates (the
    /// proxy, and whatever an app's initializer makes) take no ordinal and leave no trace; a
    /// proxy made inside another's initializer leaves it true for the outer one.
    func proxy(for scope: Scope, containerTypes: [AnyObject.Type], make: () -> AnyObject) -> AnyObject {
        if let entry = entries[scope] { return entry.proxy }
        guard scopesBeingMade.insert(scope).inserted else {
            fatalError("an initializer of a class asked for its own appearance proxy while that proxy was being made; call appearance() outside the class's init(coder:)")
        }
        let wasMaking = isMakingProxy
        isMakingProxy = true
        let proxy = make()
        isMakingProxy = wasMaking
        scopesBeingMade.remove(scope)
        entries[scope] = Entry(scope: scope, containerTypes: containerTypes, proxy: proxy, order: entries.count)
        scopeOfProxy[ObjectIdentifier(proxy)] = scope
        scopesByType[scope.type, default: []].append(scope)
        return proxy
    }

    /// The proxy of `type` for a trait and containers: an instance of `type` itself, made the
    /// first time (``makeProxy(of:)``). The framework's setters and the app's own properties
    /// called on it record as usual.
    static func proxy<Proxy: AnyObject>(of type: Proxy.Type, trait: UITraitCollection?,
                                        containers: [any UIAppearanceContainer.Type]) -> Proxy {
        let registry = HeadlessRuntime.current.appearanceRegistry
        let scope = Scope(type: ObjectIdentifier(type), containers: containers.map { ObjectIdentifier($0) }, trait: trait)
        let proxy = registry.proxy(for: scope, containerTypes: containers.map { $0 as AnyObject.Type }) {
            registry.makeProxy(of: type)
        }
        // The scope's proxy was made as an instance of `type` (the scope names it), so this
        // checked cast always succeeds.
        guard let typed = proxy as? Proxy else {
            fatalError("the appearance proxy of \(type) is a \(Swift.type(of: proxy)), not an instance of \(type)")
        }
        return typed
    }

    /// The key under which the settings of an app property are recorded and an instance notes
    /// it set the property itself: its key path's description, made once per key path.
    func key(of keyPath: AnyKeyPath) -> String {
        if let key = propertyKeys[keyPath] { return key }
        var key = String(describing: keyPath)
        if !key.hasPrefix("\\") { key = "\\" + key }
        propertyKeys[keyPath] = key
        return key
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

extension HeadlessRuntime {
    var appearanceRegistry: AppearanceRegistry {
        if let registry = appearanceProxies { return registry }
        let registry = AppearanceRegistry()
        appearanceProxies = registry
        return registry
    }
}
