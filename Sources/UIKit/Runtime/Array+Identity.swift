/// Finding an object in an array of objects by identity, for the framework's hot paths.
///
/// `contains(where: { $0 === object })` and its relatives cost more than their comparisons
/// here: the closure, formed in main-actor code and called by a non-isolated generic
/// function, checks that it runs on the main actor at every call (some 220 instructions),
/// and stepping through the elements retains and releases each one (the slow path for the
/// controllers and views that have weak references). These scans are non-isolated, compare
/// addresses, and retain nothing.
extension Array where Element: AnyObject {
    /// The index of the first element that is `object`, if any.
    @inline(__always)
    nonisolated func firstIndex(identicalTo object: Element) -> Int? {
        let target = Unmanaged.passUnretained(object).toOpaque()
        return withUnsafeBufferPointer { buffer in
            UnsafeRawPointer(buffer.baseAddress)?.withMemoryRebound(to: UnsafeMutableRawPointer.self, capacity: buffer.count) { pointers in
                for index in 0..<buffer.count where pointers[index] == target { return index }
                return nil
            } ?? nil
        }
    }

    /// The index of the last element that is `object`, if any: the quicker scan when the
    /// element sought is usually near the end (the top of a navigation stack).
    @inline(__always)
    nonisolated func lastIndex(identicalTo object: Element) -> Int? {
        let target = Unmanaged.passUnretained(object).toOpaque()
        return withUnsafeBufferPointer { buffer in
            UnsafeRawPointer(buffer.baseAddress)?.withMemoryRebound(to: UnsafeMutableRawPointer.self, capacity: buffer.count) { pointers in
                var index = buffer.count
                while index > 0 {
                    index -= 1
                    if pointers[index] == target { return index }
                }
                return nil
            } ?? nil
        }
    }

    /// Whether `object` is an element.
    @inline(__always)
    nonisolated func contains(identicalTo object: Element) -> Bool {
        lastIndex(identicalTo: object) != nil
    }

    /// Removes every element that is `object`, keeping the order of the others, in one pass.
    @inline(__always)
    nonisolated mutating func removeAll(identicalTo object: Element) {
        guard let first = firstIndex(identicalTo: object) else { return }
        let target = Unmanaged.passUnretained(object).toOpaque()
        let kept = withUnsafeMutableBufferPointer { buffer -> Int in
            var write = first
            for read in (first + 1)..<buffer.count where Unmanaged.passUnretained(buffer[read]).toOpaque() != target {
                buffer.swapAt(write, read)
                write += 1
            }
            return write
        }
        removeSubrange(kept...)
    }

    /// The elements that are not in `other`, in order. (A loop here rather than `filter` at
    /// the call site: a closure formed on the main actor checks its executor at every call.)
    nonisolated func elements(notIn other: [Element]) -> [Element] {
        var kept: [Element] = []
        for element in self where !other.contains(identicalTo: element) { kept.append(element) }
        return kept
    }

    /// Whether an element before `end` is `object`.
    nonisolated func contains(identicalTo object: Element, before end: Int) -> Bool {
        var index = 0
        while index < end {
            if self[index] === object { return true }
            index += 1
        }
        return false
    }
}
