/// Telling whether a class overrides one method of a base class, without an Objective-C
/// runtime.
///
/// UIKit asks Objective-C whether a view's class implements `drawRect:`; Swift on Linux has no
/// such query. But every Swift class's metadata carries its virtual-method table, one word per
/// overridable member of each class in the hierarchy, and an override replaces the word in
/// the subclass's copy. So the slot of a method is found by comparing the base class's
/// metadata with that of two probe subclasses declared next to the base: one that overrides
/// nothing and one that overrides only the method. The words where the second differs from
/// the base, less those where the first does (the initializers a subclass inherits get
/// entries of its own), are the method's slot. Any class of the hierarchy then overrides the
/// method exactly when its word at that slot differs from the base's.
///
/// The layout read is the class metadata of a Swift class without Objective-C interop
/// (the header's `ClassSize` and `ClassAddressPoint` fields at bytes 32 and 36, the class
/// members from byte 56), stable from Swift 5.0 to 6.3. It is compiled only on Linux with those
/// compilers (``isSupported``); elsewhere, and when the probes do not single out one slot,
/// ``Slot/init(base:plainProbe:overridingProbe:)`` returns nil and callers keep their fallback.
/// OverrideDetectionTests pins the answers.
package enum OverrideDetection {
    #if os(Linux) && compiler(>=5.9) && compiler(<7.0)
    /// Whether the metadata layout read here is the one this toolchain uses.
    package static let isSupported = true
    #else
    /// Whether the metadata layout read here is the one this toolchain uses.
    package static let isSupported = false
    #endif

    /// Where the first class member (field offsets, then the virtual-method table) sits.
    private static let firstMemberOffset = 56

    /// One method's entry in the virtual-method table of a base class.
    package struct Slot: Sendable {
        /// The base class, as a metadata address.
        private let base: UInt
        /// The entry's byte offset from the metadata's address point.
        private let offset: Int

        /// Finds the slot of the method that `overridingProbe` overrides and `plainProbe` does
        /// not, both being direct subclasses of `base` with no stored properties; nil when the
        /// layout is not supported or the probes differ in anything but one word.
        package init?(base: AnyClass, plainProbe: AnyClass, overridingProbe: AnyClass) {
            guard OverrideDetection.isSupported,
                  _getSuperclass(plainProbe) == base, _getSuperclass(overridingProbe) == base else { return nil }
            let baseMetadata = OverrideDetection.metadata(of: base)
            let size = OverrideDetection.memberEnd(of: baseMetadata)
            guard size == OverrideDetection.memberEnd(of: OverrideDetection.metadata(of: plainProbe)),
                  size == OverrideDetection.memberEnd(of: OverrideDetection.metadata(of: overridingProbe)) else { return nil }
            let plain = OverrideDetection.differingWords(OverrideDetection.metadata(of: plainProbe), baseMetadata, upTo: size)
            let overriding = OverrideDetection.differingWords(OverrideDetection.metadata(of: overridingProbe), baseMetadata, upTo: size)
            let method = overriding.subtracting(plain)
            guard method.count == 1, let offset = method.first else { return nil }
            self.base = UInt(bitPattern: baseMetadata)
            self.offset = offset
        }

        /// Whether `type`, the base class or one of its subclasses, has an implementation of
        /// the method other than the base's own (its own override, or an inherited one).
        package func isOverridden(by type: AnyClass) -> Bool {
            guard let base = UnsafeRawPointer(bitPattern: base) else { return true }
            let metadata = OverrideDetection.metadata(of: type)
            return metadata.load(fromByteOffset: offset, as: UInt.self) != base.load(fromByteOffset: offset, as: UInt.self)
        }
    }

    /// The class's metadata address point.
    private static func metadata(of type: AnyClass) -> UnsafeRawPointer {
        unsafeBitCast(type, to: UnsafeRawPointer.self)
    }

    /// The byte offset just past the class's members, from its address point.
    private static func memberEnd(of metadata: UnsafeRawPointer) -> Int {
        let classSize = metadata.load(fromByteOffset: 32, as: UInt32.self)
        let addressPoint = metadata.load(fromByteOffset: 36, as: UInt32.self)
        guard classSize > addressPoint else { return 0 }
        return Int(classSize - addressPoint)
    }

    /// The offsets of the member words where two metadata records differ.
    private static func differingWords(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, upTo end: Int) -> Set<Int> {
        var offsets: Set<Int> = []
        let word = MemoryLayout<UInt>.size
        for offset in stride(from: firstMemberOffset, to: end - word + 1, by: word)
        where lhs.load(fromByteOffset: offset, as: UInt.self) != rhs.load(fromByteOffset: offset, as: UInt.self) {
            offsets.insert(offset)
        }
        return offsets
    }
}
