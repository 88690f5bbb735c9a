import HeadlessCore
import Foundation

extension UIBarItem: UIAppearance {
    public static func appearance() -> Self {
        appearanceProxy(trait: nil, containers: [])
    }

    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearanceProxy(trait: nil, containers: containerTypes)
    }

    public static func appearance(for trait: UITraitCollection) -> Self {
        appearanceProxy(trait: trait, containers: [])
    }

    public static func appearance(for trait: UITraitCollection,
                                  whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearanceProxy(trait: trait, containers: containerTypes)
    }

    /// The proxy of a scope: an instance of the class, or of its nearest framework superclass
    /// for an app's subclass (as for views, `UIView+Appearance.swift`).
    private static func appearanceProxy(trait: UITraitCollection?, containers: [any UIAppearanceContainer.Type]) -> Self {
        let registry = HeadlessRuntime.current.appearanceRegistry
        let scope = AppearanceRegistry.Scope(type: ObjectIdentifier(self), containers: containers.map { ObjectIdentifier($0) },
                                             trait: trait)
        let proxy = registry.proxy(for: scope, containerTypes: containers.map { $0 as AnyObject.Type }) {
            var framework: UIBarItem.Type = self
            while String(reflecting: framework).hasPrefix("UIKit.") == false,
                  let superclass = _getSuperclass(framework) as? UIBarItem.Type {
                framework = superclass
            }
            return framework.init(coder: AppearanceProxyCoder()) ?? UIBarButtonItem()
        }
        return unsafeBitCast(proxy, to: self)
    }

    /// As for views: on a proxy, records the value; on an item, notes that it set it itself.
    func noteAppearanceSet(_ key: String, _ apply: @escaping @MainActor (UIBarItem) -> Void) {
        guard let registry = HeadlessRuntime.current.appearanceProxies, !registry.isApplying else { return }
        if registry.isProxy(self) {
            registry.record(self, key: key) { object in
                if let item = object as? UIBarItem { apply(item) }
            }
        } else {
            ownAppearanceKeys.insert(key)
        }
    }

    /// Applies the proxies' values to an item shown by a bar entering a window; the bar is the
    /// container the item's container proxies look in.
    func applyAppearanceProxies(_ registry: AppearanceRegistry, in bar: UIView) {
        guard appliedAppearanceGeneration != registry.generation, !registry.isProxy(self) else { return }
        appliedAppearanceGeneration = registry.generation
        let settings = registry.settings(for: self, traits: { bar.traitCollection }, isContained: { types in
            // The bar itself is the innermost container an item sits in.
            guard let first = types.first else { return true }
            var type: AnyClass? = Swift.type(of: bar)
            while let current = type, ObjectIdentifier(current) != ObjectIdentifier(first) { type = _getSuperclass(current) }
            guard type != nil else { return bar.isContained(inInstancesOf: types) }
            return types.count == 1 || bar.isContained(inInstancesOf: Array(types.dropFirst()))
        })
        registry.applying {
            for setting in settings where !ownAppearanceKeys.contains(setting.key) { setting.apply(self) }
        }
    }
}

extension UIView {
    /// The bar items a bar shows, which appearance proxies style with it.
    var appearanceBarItems: [UIBarItem] {
        switch self {
        case let bar as UINavigationBar:
            (bar.items ?? []).flatMap { item -> [UIBarItem] in
                (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? []) + [item.backBarButtonItem].compactMap { $0 }
            }
        case let bar as UITabBar: bar.items ?? []
        case let bar as UIToolbar: bar.items ?? []
        default: []
        }
    }
}
