import Foundation

/// The main run loop's scheduled blocks, in firing order (fire time, then the order they were
/// scheduled in), for ``MainRunLoop``.
///
/// Two binary min-heaps, one for the timers that settle and one for those that do not, so
/// that scheduling, firing the first and finding the first settling timer cost O(log n) and
/// cancelling O(1) however many timers wait: animating n views in one block schedules n
/// timers for the same instant (References §51.3). The heaps hold only the fire time and the
/// id; the blocks are kept by id, so a cancelled block is released at once, and its heap
/// entry is dropped when it reaches the top.
struct TimerQueue {
    struct Entry {
        let fireTime: TimeInterval
        let id: Int
        /// Whether it comes before `other`: earlier, or as early and scheduled first.
        func precedes(_ other: Entry) -> Bool {
            fireTime < other.fireTime || (fireTime == other.fireTime && id < other.id)
        }
    }

    private var settling = Heap()
    private var background = Heap()
    /// The blocks of the timers still waiting, by id.
    private var blocks: [Int: @MainActor () -> Void] = [:]
    /// Heap steps taken so far (sift comparisons, and dropped entries): what the tests read to
    /// see that the work per timer stays logarithmic.
    private(set) var steps = 0

    /// The number of timers waiting.
    var count: Int { blocks.count }

    /// Whether a timer is still waiting.
    func contains(_ id: Int) -> Bool { blocks[id] != nil }

    /// A waiting timer's block.
    func block(of id: Int) -> (@MainActor () -> Void)? { blocks[id] }

    /// The first timer to fire, of either kind.
    var first: Entry? {
        switch (settling.top, background.top) {
        case let (a?, b?): a.precedes(b) ? a : b
        case let (a?, nil): a
        case let (nil, b?): b
        case (nil, nil): nil
        }
    }

    /// The first timer that settles.
    var firstSettling: Entry? { settling.top }

    mutating func insert(_ entry: Entry, settles: Bool, block: @escaping @MainActor () -> Void) {
        blocks[entry.id] = block
        if settles { settling.push(entry, steps: &steps) } else { background.push(entry, steps: &steps) }
    }

    /// Cancels a waiting timer; its block is released now.
    mutating func cancel(_ id: Int) {
        guard blocks.removeValue(forKey: id) != nil else { return }
        dropCancelledTops()
    }

    /// Removes the first timer and returns its block.
    mutating func removeFirst() -> (@MainActor () -> Void)? {
        guard let entry = first else { return nil }
        if settling.top?.id == entry.id { settling.pop(steps: &steps) } else { background.pop(steps: &steps) }
        let block = blocks.removeValue(forKey: entry.id)
        dropCancelledTops()
        return block
    }

    /// Empties the queue, returning the blocks (so that the caller decides when they are freed).
    mutating func removeAll() -> [Int: @MainActor () -> Void] {
        let dropped = blocks
        blocks.removeAll()
        settling = Heap()
        background = Heap()
        return dropped
    }

    /// Keeps each heap's top a waiting timer.
    private mutating func dropCancelledTops() {
        while let top = settling.top, blocks[top.id] == nil { settling.pop(steps: &steps) }
        while let top = background.top, blocks[top.id] == nil { background.pop(steps: &steps) }
    }

    /// A binary min-heap of entries.
    private struct Heap {
        private var entries: [Entry] = []

        var top: Entry? { entries.first }

        mutating func push(_ entry: Entry, steps: inout Int) {
            entries.append(entry)
            var child = entries.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                steps += 1
                guard entries[child].precedes(entries[parent]) else { break }
                entries.swapAt(child, parent)
                child = parent
            }
        }

        mutating func pop(steps: inout Int) {
            guard !entries.isEmpty else { return }
            let last = entries.removeLast()
            guard !entries.isEmpty else { steps += 1; return }
            entries[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                guard left < entries.count else { break }
                let right = left + 1
                let child = right < entries.count && entries[right].precedes(entries[left]) ? right : left
                steps += 1
                guard entries[child].precedes(entries[parent]) else { break }
                entries.swapAt(child, parent)
                parent = child
            }
        }
    }
}
