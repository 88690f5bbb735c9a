import Foundation

/// An effect a ``UIVisualEffectView`` applies to what lies behind it.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject, NSCopying {
    public override init() {
        super.init()
    }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }
}
