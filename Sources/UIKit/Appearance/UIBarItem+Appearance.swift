import HeadlessCore
import Foundation

extension UIBarItem: UIAppearance {
    /// As for views: on a proxy, records the value; on an item, notes that it set it itself.
    func noteAppearanceSet(_ key: String, _ apply: @escaping @MainActor (UIBarItem) -> Void) {
        let proxied = HeadlessRuntime.current.appearanceProxies?.noteSet(on: self, key: key) { object in
            if let item = object as? UIBarItem { apply(item) }
        }
        if proxied == false { ownAppearanceKeys.insert(key) }
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
        registry.apply(settings, to: self, skipping: ownAppearanceKeys)
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
