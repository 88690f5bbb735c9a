import Testing
import HeadlessCore

/// Pins what the reflection behind retain paths reads from the Swift runtime's field metadata
/// (Sources/HeadlessCore/Diagnostics/StrongReferenceReflection.swift): a toolchain that changes
/// the metadata's layout or ownership flags fails here, not in a leak report.
@Suite struct StrongReferenceReflectionTests {
    final class Target {}
    struct Pair { let first: Target; weak var second: Target? }
    enum Slot { case empty, held(Target) }

    class Base {
        let inherited = Target()
    }

    final class Holder: Base {
        let strong = Target()
        weak var weakReference: Target?
        unowned let unownedReference: Target
        // Safety: unchecked on purpose: the test checks that the walk never reads such a field.
        unowned(unsafe) let unsafeReference: Target
        var optional: Target? = Target()
        var array = [Target(), Target()]
        var dictionary = ["key": Target()]
        var pair: Pair
        var slot = Slot.held(Target())
        lazy var lazyTarget = Target()
        var closure: () -> Void = {}
        var number = 42

        init(other: Target) {
            unownedReference = other
            unsafeReference = other
            pair = Pair(first: other, second: other)
        }
    }

    @Test func readsStrongFieldsOnlyThroughValuesAndSuperclasses() {
        #expect(StrongReferenceReflection.isSupported)
        let other = Target()
        let holder = Holder(other: other)
        holder.weakReference = other
        _ = holder.lazyTarget
        let paths = StrongReferenceReflection.edges(of: holder).map { edge in
            switch edge {
            case .object(let path, _): "object \(path)"
            case .closure(let path): "closure \(path)"
            }
        }
        #expect(paths == [
            "object inherited",
            "object strong",
            "object optional",
            "object array[0]",
            "object array[1]",
            "object dictionary[key]",
            "object pair.first",
            "object slot.held",
            "object lazyTarget",
            "closure closure",
        ])
    }

    @Test func findsTheHeldObjectItself() {
        let other = Target()
        let holder = Holder(other: other)
        let pairFirst = StrongReferenceReflection.edges(of: holder).compactMap { edge -> AnyObject? in
            if case .object("pair.first", let object) = edge { return object }
            return nil
        }
        #expect(pairFirst.count == 1 && pairFirst[0] === other)
    }
}
