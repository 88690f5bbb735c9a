/// The table of interned edge names that every ``TraceRecorder`` of the process shares
/// (class names have their slots in ``TraceNames``, callbacks their ``Callback/tableIndex``).
@MainActor
final class TraceInterning {
    static let shared = TraceInterning()

    /// The appearance state machine's edges, such as `disappeared→appearing`.
    // Safety: unchecked exclusivity and nonisolated(unsafe): main-actor tables (the recorder's nonisolated framework path reads them on the main actor too), one lookup or read at a time, never held across a call out of the recorder.
    @exclusivity(unchecked) nonisolated(unsafe) var names = TraceInternTable<String>()
}

/// Values a ``TraceRecorder`` stores by index: each distinct value once, in the order first
/// seen, so that its events hold a 32-bit index instead of the value's strings.
///
/// Looking a value up by its hash on every event would cost more than keeping the strings, so
/// a small direct-mapped cache answers first, keyed by the value's representation (the words
/// of its strings: a literal's address, a small string's bytes, an edge name made once). The
/// framework passes the same string values again and again, so the cache
/// answers nearly every lookup by comparing a few words, with no hashing and no reference
/// counting. Equal words mean equal values only while the string they came from is alive,
/// so each slot keeps its value: no other string can take that storage while the slot holds it.
struct TraceInternTable<Value: TraceInternable> {
    /// The values, by index.
    private(set) var values: [Value] = []
    /// Each value's index, for values the cache does not know.
    private var indices: [Value: Int32] = [:]
    /// The cache: each slot's key, its index (-1 when empty) and the value the key came from.
    private var slotKeys = [TraceInternKey](repeating: TraceInternKey(0, 0), count: Self.slotCount)
    private var slotIndices = [Int32](repeating: -1, count: Self.slotCount)
    private var slotValues = [Value?](repeating: nil, count: Self.slotCount)

    private static var slotCount: Int { 256 }

    /// The index of `value`, added if new.
    mutating func index(of value: Value) -> Int32 {
        let key = value.internKey
        let slot = key.slot
        let index = slotIndices[slot]
        if index >= 0, slotKeys[slot] == key { return index }
        // Each slot has a partner, so that two values that map to one slot and alternate (as
        // the edges of a push and of a pop can) both stay cached.
        let partner = slot ^ 1
        let other = slotIndices[partner]
        if other >= 0, slotKeys[partner] == key { return other }
        return miss(value, key: key, slot: slot)
    }

    /// The value at `index`.
    subscript(index: Int32) -> Value { values[Int(index)] }

    /// Looks `value` up by hash (adding it if new) and caches it in `slot`, moving what the
    /// slot held to its partner.
    @inline(never)
    private mutating func miss(_ value: Value, key: TraceInternKey, slot: Int) -> Int32 {
        let index: Int32
        if let known = indices[value] {
            index = known
        } else {
            index = Int32(truncatingIfNeeded: values.count)
            values.append(value)
            indices[value] = index
        }
        let partner = slot ^ 1
        slotKeys[partner] = slotKeys[slot]
        slotIndices[partner] = slotIndices[slot]
        slotValues[partner] = slotValues[slot]
        slotKeys[slot] = key
        slotIndices[slot] = index
        slotValues[slot] = value
        return index
    }
}

/// A value's representation as up to four machine words, which ``TraceInternTable`` compares
/// to find a value it has seen without hashing it.
struct TraceInternKey: Equatable {
    var first: UInt64
    var second: UInt64
    var third: UInt64 = 0
    var fourth: UInt64 = 0

    init(_ first: UInt64, _ second: UInt64, _ third: UInt64 = 0, _ fourth: UInt64 = 0) {
        self.first = first
        self.second = second
        self.third = third
        self.fourth = fourth
    }

    /// The cache slot of the key (of 256): the top eight bits of a multiplicative mix of its words.
    var slot: Int {
        let mixed = (first &* 0x9E37_79B9_7F4A_7C15) ^ (second &* 0xC2B2_AE3D_27D4_EB4F)
            ^ (third &* 0x1656_67B1_9E37_79F9) ^ (fourth &* 0x27D4_EB2F_1656_67C5)
        return Int(truncatingIfNeeded: mixed >> 56)
    }
}

/// A value that ``TraceInternTable`` can intern: hashable, with its representation as a key.
protocol TraceInternable: Hashable {
    /// The words of the value's representation: equal for two copies of one value, and,
    /// while the value is alive, for no unequal value.
    var internKey: TraceInternKey { get }
}

extension String: TraceInternable {
    var internKey: TraceInternKey {
        // A string is two words (a count with flags and its storage's address, or a small
        // string's bytes) on the 64-bit platforms the project runs on.
        let words = unsafeBitCast(self, to: (UInt64, UInt64).self)
        return TraceInternKey(words.0, words.1)
    }
}
