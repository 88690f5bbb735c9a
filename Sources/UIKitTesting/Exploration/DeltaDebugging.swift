/// Zeller and Hildebrandt's ddmin: the smallest subsequence of a failing input that still
/// fails, removing chunks and then single elements until no one element can go.
enum DeltaDebugging {
    /// A 1-minimal subsequence of `input` for which `fails` holds; `fails(input)` must hold.
    static func minimize<Element>(_ input: [Element], fails: ([Element]) -> Bool) -> [Element] {
        var current = input
        var granularity = 2
        while current.count >= 2 {
            let chunkSize = (current.count + granularity - 1) / granularity
            let chunks = stride(from: 0, to: current.count, by: chunkSize).map { start in
                start..<min(start + chunkSize, current.count)
            }
            var reduced = false
            for chunk in chunks where fails(Array(current[chunk])) {
                current = Array(current[chunk])
                granularity = 2
                reduced = true
                break
            }
            if !reduced {
                for chunk in chunks {
                    let complement = Array(current[..<chunk.lowerBound]) + Array(current[chunk.upperBound...])
                    if fails(complement) {
                        current = complement
                        granularity = max(granularity - 1, 2)
                        reduced = true
                        break
                    }
                }
            }
            if !reduced {
                guard granularity < current.count else { break }
                granularity = min(granularity * 2, current.count)
            }
        }
        if current.count == 1, fails([]) { return [] }
        return current
    }
}
