/// A sequence of plain values that a ``TraceRecorder`` appends to and drops from the front
/// of, kept in chunks of a fixed size: growing never copies what is already kept (an array
/// that doubles copies every element again, which was a tenth of a recorded run), and
/// dropping the oldest frees whole chunks instead of moving the rest.
struct TraceLog<Element> {
    /// The full chunks, oldest first, each of `chunkSize` elements.
    private var sealed: [Chunk] = []
    /// The chunk being filled, after the sealed ones; made at the first append.
    private var tail: Chunk?
    /// The first element of `tail`, and how many it holds: an append stores through the
    /// pointer, with none of an array's uniqueness and capacity checks (it runs for every
    /// event and argument recorded).
    private var tailBase: UnsafeMutablePointer<Element>?
    private var tailCount = 0
    /// How many dropped elements remain at the front of the first chunk.
    private var head = 0
    /// The number of elements kept.
    private(set) var count = 0

    private static var chunkShift: Int { 12 }
    private static var chunkSize: Int { 1 << chunkShift }

    /// Storage for `chunkSize` elements, freed with the chunk. The elements are plain data
    /// (the recorder stores every string as an index), so nothing is deinitialized.
    private final class Chunk {
        let base: UnsafeMutablePointer<Element>
        init() {
            precondition(_isPOD(Element.self), "a trace log keeps plain data only")
            base = .allocate(capacity: TraceLog.chunkSize)
        }
        deinit { base.deallocate() }
    }

    var isEmpty: Bool { count == 0 }

    /// The element at `index`, counting from the oldest kept.
    subscript(index: Int) -> Element {
        let position = head + index
        let chunk = position >> Self.chunkShift
        let offset = position & (Self.chunkSize - 1)
        return chunk < sealed.count ? sealed[chunk].base[offset] : tailBase.unsafelyUnwrapped[offset]
    }

    mutating func append(_ element: Element) {
        if tailCount == Self.chunkSize || tailBase == nil { seal() }
        (tailBase.unsafelyUnwrapped + tailCount).initialize(to: element)
        tailCount += 1
        count += 1
    }

    /// Moves the full tail (if any) to the sealed chunks and starts a new one.
    @inline(never)
    private mutating func seal() {
        if let full = tail { sealed.append(full) }
        let fresh = Chunk()
        tail = fresh
        tailBase = fresh.base
        tailCount = 0
    }

    /// Drops the oldest `n` elements.
    mutating func removeFirst(_ n: Int) {
        precondition(n >= 0 && n <= count, "cannot drop \(n) of \(count) elements")
        if n == count {
            removeAll()
            return
        }
        head += n
        count -= n
        let whole = head >> Self.chunkShift
        if whole > 0 {
            sealed.removeFirst(whole)
            head -= whole << Self.chunkShift
        }
    }

    /// Drops every element, keeping the tail's storage.
    mutating func removeAll() {
        sealed.removeAll()
        tailCount = 0
        head = 0
        count = 0
    }
}
