#if canImport(XCTest)
import Foundation
import XCTest
@_spi(Headless) import UIKit

/// An `XCTestExpectation` whose fulfillment the virtual-time waits can see (References §49.2).
///
/// swift-corelibs-xctest keeps an expectation's state internal and lets each expectation be
/// waited for once, so the port rewrites a test's `expectation(description:)` and
/// `XCTestExpectation(description:)` to this subclass, and its waits to
/// ``XCTest/XCTestCase/virtualWait(for:timeout:enforceOrder:file:line:)`` and its kin.
@_spi(Headless) public final class VirtualTimeExpectation: XCTestExpectation, @unchecked Sendable {
    private let lock = NSLock()
    private var fulfillments = 0
    private var order: [Int] = []
    private static let sequence = Counter()

    /// Counts the fulfillment, then fulfills as XCTest does.
    public override func fulfill(_ file: StaticString = #file, line: Int = #line) {
        let turn = Self.sequence.next()
        lock.withLock {
            fulfillments += 1
            order.append(turn)
        }
        super.fulfill(file, line: line)
    }

    /// How many times the expectation was fulfilled.
    public var fulfillmentCount: Int { lock.withLock { fulfillments } }

    /// Whether it was fulfilled as often as it expects.
    var isMet: Bool { fulfillmentCount >= max(1, expectedFulfillmentCount) }

    /// When it was met, in the order of all fulfillments of the process.
    var metAt: Int? {
        lock.withLock { order.count >= max(1, expectedFulfillmentCount) ? order[max(1, expectedFulfillmentCount) - 1] : nil }
    }

    /// The expectations a test case made with `virtualExpectation(description:)` and has not
    /// waited for yet.
    static let unwaited = Registry()

    final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        private var byTest: [ObjectIdentifier: [VirtualTimeExpectation]] = [:]

        func add(_ expectation: VirtualTimeExpectation, for test: XCTestCase) {
            lock.withLock { byTest[ObjectIdentifier(test), default: []].append(expectation) }
        }

        func take(for test: XCTestCase) -> [VirtualTimeExpectation] {
            lock.withLock { byTest.removeValue(forKey: ObjectIdentifier(test)) ?? [] }
        }

        func remove(_ expectations: [XCTestExpectation], for test: XCTestCase) {
            lock.withLock { byTest[ObjectIdentifier(test)]?.removeAll { mine in expectations.contains { $0 === mine } } }
        }
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func next() -> Int { lock.withLock { value += 1; return value } }
    }
}

/// The outcome of a virtual-time wait, as `XCTWaiter.Result` names them.
enum VirtualWaitOutcome {
    case completed
    case timedOut([XCTestExpectation])
    case invertedFulfillment(XCTestExpectation)
    case incorrectOrder(XCTestExpectation, required: XCTestExpectation)
    case badTimeout
}

/// Waits for expectations in virtual time (References §49.2).
enum VirtualWaiter {
    /// The longest real time a wait gives work off the main thread (a URLSession that the
    /// engine does not track, a background queue) once virtual time has run out.
    static let realGrace: TimeInterval = 2

    static func wait(for expectations: [XCTestExpectation], timeout: TimeInterval, enforceOrder: Bool) -> VirtualWaitOutcome {
        guard timeout >= 0, timeout.isFinite || timeout == .infinity else { return .badTimeout }
        let tracked = expectations.compactMap { $0 as? VirtualTimeExpectation }
        // An expectation the port did not make (`expectation(forNotification:…)`): XCTest's own
        // wait, after virtual time has passed.
        guard tracked.count == expectations.count, Thread.isMainThread else {
            if Thread.isMainThread { MainActor.assumeIsolated { _ = HeadlessRuntime.current.runLoop.letTimePass(min(timeout, 3_600)) } }
            let result = XCTWaiter().wait(for: expectations, timeout: min(timeout, realGrace), enforceOrder: enforceOrder)
            switch result {
            case .completed: return .completed
            default: return .timedOut(expectations)
            }
        }
        let normal = tracked.filter { !$0.isInverted }
        let inverted = tracked.filter(\.isInverted)
        let finished: @Sendable () -> Bool = {
            inverted.contains { $0.fulfillmentCount > 0 } || (inverted.isEmpty && normal.allSatisfy(\.isMet))
        }
        MainActor.assumeIsolated {
            let runLoop = HeadlessRuntime.current.runLoop
            // corelibs-xctest runs a test on the main thread's run loop: the main queue's
            // blocks (a completion handler's `DispatchQueue.main.async`) run at each turn.
            let drains = runLoop.drainsDispatchMainQueue
            runLoop.drainsDispatchMainQueue = true
            defer { runLoop.drainsDispatchMainQueue = drains }
            // An infinite timeout still ends: an hour of virtual time, then the grace.
            _ = runLoop.letTimePass(min(timeout, 3_600), until: finished)
            if !finished(), !normal.allSatisfy(\.isMet) {
                let deadline = Date(timeIntervalSinceNow: min(timeout, realGrace))
                let poll = NSCondition()
                while !finished(), Date() < deadline {
                    runLoop.advance(by: 0)
                    poll.lock()
                    _ = poll.wait(until: Date(timeIntervalSinceNow: 0.001))
                    poll.unlock()
                }
            }
        }
        if let fulfilled = inverted.first(where: { $0.fulfillmentCount > 0 }) { return .invertedFulfillment(fulfilled) }
        let unmet = normal.filter { !$0.isMet }
        if !unmet.isEmpty { return .timedOut(unmet) }
        if enforceOrder {
            for (earlier, later) in zip(normal, normal.dropFirst()) {
                if let first = earlier.metAt, let second = later.metAt, second < first { return .incorrectOrder(later, required: earlier) }
            }
        }
        return .completed
    }

    static func message(_ outcome: VirtualWaitOutcome, timeout: TimeInterval) -> String? {
        switch outcome {
        case .completed:
            return nil
        case .badTimeout:
            return "API violation - the timeout of a wait must be a number of seconds, 0 or more, not \(timeout)."
        case .timedOut(let unmet):
            let names = unmet.map { "\"\($0.expectationDescription)\"" }.joined(separator: ", ")
            return "Asynchronous wait failed: Exceeded timeout of \(timeout) seconds (virtual time), with unfulfilled expectations: \(names)."
        case .invertedFulfillment(let expectation):
            return "Asynchronous wait failed: Fulfilled inverted expectation \"\(expectation.expectationDescription)\"."
        case .incorrectOrder(let expectation, let required):
            return "Failed due to expectation fulfilled in incorrect order: requires \"\(required.expectationDescription)\", actually fulfilled \"\(expectation.expectationDescription)\"."
        }
    }
}

extension XCTestCase {
    /// `expectation(description:)` for the virtual-time waits.
    @_spi(Headless) public func virtualExpectation(description: String, file: StaticString = #file, line: Int = #line) -> XCTestExpectation {
        let expectation = VirtualTimeExpectation(description: description)
        VirtualTimeExpectation.unwaited.add(expectation, for: self)
        return expectation
    }

    /// `wait(for:timeout:enforceOrder:)` in virtual time: lets virtual time pass until the
    /// expectations are fulfilled or `timeout` seconds of it are over, waiting (boundedly, in
    /// real time) for in-flight URLSession work on the way; fails the test as XCTest does.
    @_spi(Headless) public func virtualWait(for expectations: [XCTestExpectation], timeout: TimeInterval, enforceOrder: Bool = false,
                                            file: StaticString = #filePath, line: UInt = #line) {
        VirtualTimeExpectation.unwaited.remove(expectations, for: self)
        let outcome = VirtualWaiter.wait(for: expectations, timeout: timeout, enforceOrder: enforceOrder)
        if let message = VirtualWaiter.message(outcome, timeout: timeout) { XCTFail(message, file: file, line: line) }
    }

    /// `waitForExpectations(timeout:handler:)` in virtual time: waits for the expectations this
    /// test made with `virtualExpectation(description:)` and has not waited for.
    @_spi(Headless) public func virtualWaitForExpectations(timeout: TimeInterval, file: StaticString = #filePath, line: UInt = #line,
                                                           handler: ((Error?) -> Void)? = nil) {
        let expectations = VirtualTimeExpectation.unwaited.take(for: self)
        let outcome = VirtualWaiter.wait(for: expectations, timeout: timeout, enforceOrder: false)
        let message = VirtualWaiter.message(outcome, timeout: timeout)
        if let message { XCTFail(message, file: file, line: line) }
        handler?(message.map { VirtualWaitError(message: $0) })
    }

    /// `fulfillment(of:timeout:enforceOrder:)` in virtual time.
    @_spi(Headless) public func virtualFulfillment(of expectations: [XCTestExpectation], timeout: TimeInterval, enforceOrder: Bool = false,
                                                   file: StaticString = #filePath, line: UInt = #line) async {
        VirtualTimeExpectation.unwaited.remove(expectations, for: self)
        let box = ExpectationBox(expectations)
        let message = await MainActor.run {
            VirtualWaiter.message(VirtualWaiter.wait(for: box.expectations, timeout: timeout, enforceOrder: enforceOrder), timeout: timeout)
        }
        if let message { XCTFail(message, file: file, line: line) }
    }
}

/// Expectations carried to the main actor (XCTest's own `fulfillment(of:)` carries them to a
/// thread of its own the same way).
private struct ExpectationBox: @unchecked Sendable {
    let expectations: [XCTestExpectation]
    init(_ expectations: [XCTestExpectation]) { self.expectations = expectations }
}

/// The error a failed `virtualWaitForExpectations` hands its handler.
struct VirtualWaitError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
#endif
