import HeadlessCore
import Foundation

extension UIView: UIAppearance, UIAppearanceContainer {
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

    /// The proxy of a scope. A framework class's proxy is an instance of it; an app's subclass
    /// gets an instance of its nearest framework superclass seen as the subclass, since the
    /// app's `init(coder:)` may refuse to run: the framework's setters it calls record as
    /// usual (a setter the subclass overrides must not be called on its proxy).
    private static func appearanceProxy(trait: UITraitCollection?, containers: [any UIAppearanceContainer.Type]) -> Self {
        let registry = HeadlessRuntime.current.appearanceRegistry
        let scope = AppearanceRegistry.Scope(type: ObjectIdentifier(self), containers: containers.map { ObjectIdentifier($0) },
                                             trait: trait)
        let proxy = registry.proxy(for: scope, containerTypes: containers.map { $0 as AnyObject.Type }) {
            var framework: UIView.Type = self
            while !FrameworkClasses.contains(framework), let superclass = _getSuperclass(framework) as? UIView.Type {
                framework = superclass
            }
            return framework.init(coder: AppearanceProxyCoder()) ?? UIView(coder: AppearanceProxyCoder())!
        }
        return unsafeBitCast(proxy, to: self)
    }

    /// Called by the setter of an appearance property with how to set its new value: on a
    /// proxy, records it for the proxy's instances; on a view, once any proxy exists, notes
    /// that the view set it itself, so proxies leave it alone.
    func noteAppearanceSet(_ key: String, _ apply: @escaping @MainActor (UIView) -> Void) {
        guard let registry = runtime.appearanceProxies, !registry.isApplying else { return }
        if registry.isProxy(self) {
            registry.record(self, key: key) { object in
                if let view = object as? UIView { apply(view) }
            }
        } else {
            chromeExtrasStorage.ownAppearanceKeys.insert(key)
        }
    }

    /// Applies the proxies' values to a view entering a window, once per change of the
    /// proxies, skipping what the view set itself.
    func applyAppearanceProxies(_ registry: AppearanceRegistry) {
        guard chromeExtras?.appliedAppearanceGeneration != registry.generation, !registry.isProxy(self) else { return }
        let settings = registry.settings(for: self, traits: { traitCollection },
                                         isContained: { isContained(inInstancesOf: $0) })
        let extras = chromeExtrasStorage
        extras.appliedAppearanceGeneration = registry.generation
        registry.applying {
            for setting in settings where !extras.ownAppearanceKeys.contains(setting.key) {
                setting.apply(self)
            }
        }
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
