import Foundation

/// The heights of a list's items in a Fenwick tree: the origin of an item, the item at a given
/// offset, and a change of one height all cost O(log n), so scrolling a list costs the same for
/// a thousand rows as for a hundred thousand. Building it from n heights is O(n).
struct HeightTree {
    /// The heights, by item.
    private(set) var heights: [CGFloat]
    /// `tree[i]` holds the sum of the heights of items `i - lowbit(i) ..< i` (1-based).
    private var tree: [CGFloat]

    /// A tree of the given heights, built in linear time.
    init(_ heights: [CGFloat] = []) {
        self.heights = heights
        tree = [0] + heights
        let count = heights.count
        var index = 1
        while index <= count {
            let parent = index + (index & -index)
            if parent <= count { tree[parent] += tree[index] }
            index += 1
        }
    }

    /// The number of items.
    var count: Int { heights.count }

    /// The sum of all heights.
    var total: CGFloat { origin(of: count) }

    /// The sum of the heights of the items before `index`: the item's origin.
    func origin(of index: Int) -> CGFloat {
        var sum: CGFloat = 0
        var position = min(index, count)
        while position > 0 {
            sum += tree[position]
            position -= position & -position
        }
        return sum
    }

    /// Changes one item's height.
    mutating func setHeight(_ height: CGFloat, at index: Int) {
        let delta = height - heights[index]
        guard delta != 0 else { return }
        heights[index] = height
        var position = index + 1
        while position <= count {
            tree[position] += delta
            position += position & -position
        }
    }

    /// The item whose span holds `offset` (the last item when `offset` is past the end, 0 when
    /// before the start): the largest index whose origin is at most `offset`, found by
    /// descending the tree.
    func index(containing offset: CGFloat) -> Int {
        guard count > 0 else { return 0 }
        var position = 0
        var remaining = offset
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count && tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(position, count - 1)
    }
}
