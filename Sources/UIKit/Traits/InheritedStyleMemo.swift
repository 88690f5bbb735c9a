import Synchronization

/// Memoizes the appearance override a view inherits (`inheritedStyleOverride`), so that
/// reading the traits of every view of a deep hierarchy, as a trait change or the
/// app-switcher snapshot does, costs a constant per view instead of a walk to the top from
/// each (References §51.5).
///
/// A view keeps the override it found with the *generation* it found it in. The generation
/// changes whenever anything the answer depends on changes anywhere: a view's superview, a
/// root view's controller, a controller's parent, an override. A memo of an older
/// generation is not used, so no answer is ever stale; a lookup walks up only to the first
/// view whose memo is current (or that has an override), and leaves its answer on every
/// view it passed.
enum InheritedStyleMemo {
    /// The current generation; starts at 1, so that a view's memo of 0 is never current.
    /// Atomic because links are also cleared by releases off the main actor.
    private static let counter = Atomic<UInt64>(1)

    static var generation: UInt64 { counter.load(ordering: .relaxed) }

    /// Something a view's inherited override depends on changed: every memo is out of date.
    static func structureChanged() {
        counter.wrappingAdd(1, ordering: .relaxed)
    }

    /// A memo of `style` found in `generation`.
    static func memo(_ style: UIUserInterfaceStyle, generation: UInt64) -> UInt64 {
        generation << 8 | UInt64(UInt8(truncatingIfNeeded: style.rawValue))
    }

    /// The style a memo holds when it is of `generation`, or nil.
    static func style(in memo: UInt64, generation: UInt64) -> UIUserInterfaceStyle? {
        guard memo >> 8 == generation & (UInt64.max >> 8) else { return nil }
        return UIUserInterfaceStyle(rawValue: Int(memo & 0xff)) ?? .unspecified
    }

    /// Views visited by lookups so far (both walks), for the tests that check the work per
    /// view stays constant on deep hierarchies.
    @MainActor static var steps = 0
}
