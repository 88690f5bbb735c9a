import HeadlessCore
import Foundation

extension MainRunLoop {
    /// Lets `seconds` of virtual time pass: each timer due on the way fires at its own time
    /// (timers, delayed blocks, display links, animations), in-flight URLSession work is waited
    /// for before each step (``NetworkActivity``), and `condition`, when given, is checked
    /// after each step; returns as soon as it holds (true), else when the time is over
    /// (whether it holds then). `RunLoop.main.run(until:)` (ported) and the XCTest waits
    /// use it (References §49).
    @discardableResult
    public func letTimePass(_ seconds: TimeInterval, until condition: (@MainActor () -> Bool)? = nil) -> Bool {
        let target = now + max(0, seconds)
        var steps = 0
        while true {
            NetworkActivity.settle(self)
            advance(by: 0)
            if let condition, condition() { return true }
            guard let next = nextTimerTime, next <= target, steps < MainRunLoop.defaultTurnLimit else { break }
            advance(by: max(0, next - now))
            steps += 1
        }
        advance(by: max(0, target - now))
        NetworkActivity.settle(self)
        advance(by: 0)
        return condition?() ?? true
    }
}
