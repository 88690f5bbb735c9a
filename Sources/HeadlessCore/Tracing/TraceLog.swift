/// A sequence of plain values that a ``TraceRecorder`` appends to and drops from the front
/// of, kept in chunks of a fixed size: growing never copies what is already kept (an array
/// that doubles copies every element again, which was a tenth of a recorded run), and
/// dropping the oldest frees whole chunks instead of moving the rest.
struct TraceLog<Element> {
    /// The full chunks, oldest first, each of `chunkSize` elements.
    private var sealed: [[Element]] = []
    /// The chunk being filled, after the sealed ones.
    private var tail: [Element] = []
    /// How many dropped elements remain at the front of the first chunk.
    private var head = 0
    /// The number of elements kept.
    private(set) var count = 0

    private static var chunkShift: Int { 12 }
    private static var chunkSize: Int { 1 << chunkShift }

    var isEmpty: Bool { count == 0 }

    /// The element at `index`, counting from the oldest kept.
    subscript(index: Int) -> Element {
        let position = head + index
        let chunk = position >> Self.chunkShift
        let offset = position & (Self.chunkSize - 1)
        return chunk < sealed.count ? sealed[chunk][offset] : tail[offset]
    }

    mutating func append(_ element: Element) {
        if tail.count == Self.chunkSize { seal() }
        tail.append(element)
        count += 1
    }

    /// Moves the full tail to the sealed chunks and starts a new one at its final size.
    @inline(never)
    private mutating func seal() {
        sealed.append(tail)
        tail = []
        tail.reserveCapacity(Self.chunkSize)
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

    /// Drops every element, keeping the tail's capacity.
    mutating func removeAll() {
        sealed.removeAll()
        tail.removeAll(keepingCapacity: true)
        head = 0
        count = 0
    }
}
