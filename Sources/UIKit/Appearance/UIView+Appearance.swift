import HeadlessCore
import Foundation

extension UIView: UIAppearance, UIAppearanceContainer {
    /// Called by the setter of an appearance property with how to set its new value: on a
    /// proxy, records it for the proxy's instances; on a view, once any proxy exists, notes
    /// that the view set it itself, so proxies leave it alone.
    func noteAppearanceSet(_ key: String, _ apply: @escaping @MainActor (UIView) -> Void) {
        let proxied = runtime.appearanceProxies?.noteSet(on: self, key: key) { object in
            if let view = object as? UIView { apply(view) }
        }
        if proxied == false { chromeExtrasStorage.ownAppearanceKeys.insert(key) }
    }

    /// Applies the proxies' values to a view entering a window, once per change of the
    /// proxies, skipping what the view set itself.
    func applyAppearanceProxies(_ registry: AppearanceRegistry) {
        guard chromeExtras?.appliedAppearanceGeneration != registry.generation, !registry.isProxy(self) else { return }
        let settings = registry.settings(for: self, traits: { traitCollection },
                                         isContained: { isContained(inInstancesOf: $0) })
        let extras = chromeExtrasStorage
        extras.appliedAppearanceGeneration = registry.generation
        registry.apply(settings, to: self, skipping: extras.ownAppearanceKeys)
        for item in appearanceBarItems { item.applyAppearanceProxies(registry, in: self) }
        // A screen's bar items are styled as its view enters the window, in the bar that
        // will show them.
        if let controller = owningViewController, let chrome = controller.chrome {
            let bar: UIView = controller.navigationController?.navigationBar ?? self
            let navigationItem = chrome.navigationItem
            let items: [UIBarItem] = (navigationItem.leftBarButtonItems ?? []) + (navigationItem.rightBarButtonItems ?? [])
                + (chrome.toolbarItems ?? [])
            for item in items { item.applyAppearanceProxies(registry, in: bar) }
        }
    }

    /// Whether the view sits inside containers of these classes, innermost first, each further
    /// out than the one before: superviews, and the view controllers whose views they are.
    func isContained(inInstancesOf types: [AnyObject.Type]) -> Bool {
        var remaining = types[...]
        func take(_ object: AnyObject) {
            guard let wanted = remaining.first else { return }
            var type: AnyClass? = Swift.type(of: object)
            while let current = type {
                if ObjectIdentifier(current) == ObjectIdentifier(wanted) {
                    remaining = remaining.dropFirst()
                    return
                }
                type = _getSuperclass(current)
            }
        }
        var view: UIView? = superview
        while let current = view, !remaining.isEmpty {
            take(current)
            if let controller = current.owningViewController { take(controller) }
            view = current.superview
        }
        return remaining.isEmpty
    }
}

extension UIViewController: UIAppearanceContainer {}

extension AppearanceRegistry {
    /// Runs `body` while proxies' values are being applied, so the setters do not take them
    /// for the view's own.
    func applying(_ body: () -> Void) {
        isApplying = true
        body()
        isApplying = false
    }
}
