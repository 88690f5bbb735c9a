// iOS code calling the Objective-C runtime from Swift as libraries (SnapKit, Hero,
// SkeletonView) and apps write it, compiled with `import UIKit` alone in Swift 6 mode
// (CompatibilityTests) and Swift 5 mode (CompatibilitySwift5Tests links this same file).
import UIKit

// Keys: the address of a variable of the module's own.
@MainActor private var badgeKey: UInt8 = 0
@MainActor private var constraintsKey: UInt8 = 0
@MainActor private var hostKey: UInt8 = 0

extension UIView {
    /// A stored property added in an extension: a copied string.
    var badgeText: String? {
        get { objc_getAssociatedObject(self, &badgeKey) as? String }
        set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }

    /// A set created on first use and kept with the view (as SnapKit keeps a view's
    /// constraints).
    var installedNames: NSMutableSet {
        if let existing = objc_getAssociatedObject(self, &constraintsKey) as? NSMutableSet { return existing }
        let created = NSMutableSet()
        objc_setAssociatedObject(self, &constraintsKey, created, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return created
    }

    /// A back-reference that must not retain (`ASSIGN`).
    var hostController: UIViewController? {
        get { objc_getAssociatedObject(self, &hostKey) as? UIViewController }
        set { objc_setAssociatedObject(self, &hostKey, newValue, .OBJC_ASSOCIATION_ASSIGN) }
    }
}

/// A policy enum mirroring `objc_AssociationPolicy`'s raw values, as SkeletonView declares.
enum StoragePolicy: UInt {
    case assign = 0
    case retainNonatomic = 1
    case copyNonatomic = 3
    case retain = 769
    case copy = 771

    var objc: objc_AssociationPolicy? { objc_AssociationPolicy(rawValue: rawValue) }
}

/// A cache guarded by `objc_sync_enter`, as code written before Swift concurrency guards
/// shared state.
final class ThumbnailCache: @unchecked Sendable {
    // Safety: @unchecked Sendable because `entries` is read and written under objc_sync_enter(self).
    private var entries: [String: Int] = [:]

    func store(_ size: Int, for name: String) {
        objc_sync_enter(self)
        defer { objc_sync_exit(self) }
        entries[name] = size
    }

    func size(for name: String) -> Int? {
        objc_sync_enter(self)
        defer { objc_sync_exit(self) }
        return entries[name]
    }

    var count: Int {
        objc_sync_enter(self)
        defer { objc_sync_exit(self) }
        return entries.count
    }
}

/// Swizzling as libraries write it (SkeletonView's helper, Hero's layer hook).
func exchangeMethods(_ original: Selector, with replacement: Selector, in type: AnyClass) -> Bool {
    guard let originalMethod = class_getInstanceMethod(type, original),
          let replacementMethod = class_getInstanceMethod(type, replacement) else { return false }
    if class_addMethod(type, replacement, method_getImplementation(originalMethod), method_getTypeEncoding(originalMethod)) {
        class_replaceMethod(type, original, method_getImplementation(replacementMethod), method_getTypeEncoding(replacementMethod))
    } else {
        method_exchangeImplementations(originalMethod, replacementMethod)
    }
    return true
}
