import HeadlessCore
import Foundation

/// Support for the code `lifecycle port` generates for an app's own `@objc dynamic` stored
/// properties, which iOS styles through appearance proxies as it does the framework's.
///
/// On iOS, `MyLabel.appearance().accent = .red` works for any `@objc dynamic` property: the
/// proxy records the Objective-C message, and UIKit sends it again to each `MyLabel` that
/// enters a window, unless that label set `accent` itself. Swift has no message to record, so
/// the rewriter gives each such property a `didSet` that reports the new value:
///
/// ```swift
/// @objc dynamic var accent: UIColor? = nil                         // before
///
/// var accent: UIColor? = nil { didSet { PortAppearance.didSet(self, \.accent, accent) } }   // after
/// ```
///
/// On a proxy, the value is recorded, and applied through the key path to the instances the
/// proxy styles as they enter a window; on a view or bar item, the property is noted as the
/// object's own, so that proxies leave it alone, as for the framework's appearance properties.
/// While proxies' values are applied, nothing is noted. Other objects are left alone.
@_spi(Headless)
public enum PortAppearance {
    /// Reports that `object`'s property at `keyPath` was set to `value`.
    ///
    /// Nonisolated, because any class may declare an `@objc dynamic` property; only views and
    /// bar items, which live on the main actor, are looked at, and only there.
    public static func didSet<Root: AnyObject, Value>(_ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>,
                                                      _ value: Value) {
        guard object is UIView || object is UIBarItem, OffMainRelease.isOnMainActor else { return }
        let report = Report(object: object, keyPath: keyPath, value: value)
        MainActor.assumeIsolated {
            note(report)
        }
    }

    /// What a setter reported, taken to the main actor by the thread that is running it.
    // Safety: unchecked Sendable: made and read in one call of didSet(_:_:_:), after it checked
    // that it runs on the main actor, on the thread it was called on; the object is a view or
    // bar item, a main-actor object, whose property values the main actor already holds.
    private struct Report<Root: AnyObject, Value>: @unchecked Sendable {
        let object: Root
        let keyPath: ReferenceWritableKeyPath<Root, Value>
        let value: Value
    }

    @MainActor private static func note<Root: AnyObject, Value>(_ report: Report<Root, Value>) {
        // Before any proxy exists, nothing is recorded or noted, as for framework properties.
        guard let registry = HeadlessRuntime.current.appearanceProxies else { return }
        let key = registry.key(of: report.keyPath)
        let keyPath = report.keyPath, value = report.value
        let apply: @MainActor (AnyObject) -> Void = { target in
            if let target = target as? Root { target[keyPath: keyPath] = value }
        }
        if let view = report.object as? UIView {
            view.noteAppearanceSet(key) { apply($0) }
        } else if let item = report.object as? UIBarItem {
            item.noteAppearanceSet(key) { apply($0) }
        }
    }
}
