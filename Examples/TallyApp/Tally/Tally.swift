/// A count that goes up and down by a step and never below zero.
struct Tally: Equatable {
    private(set) var count = 0
    var step = 1

    mutating func increment() {
        count += step
    }

    mutating func decrement() {
        count = max(0, count - step)
    }

    mutating func reset() {
        count = 0
    }
}
