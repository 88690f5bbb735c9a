// XCTest expectation waits in the form `lifecycle port` gives a test target's files
// (References §49.2): `expectation(description:)` → `virtualExpectation(description:)`,
// `wait(for:timeout:)` → `virtualWait(for:timeout:)`, and the app's delays → the virtual clock.
// Each wait lets virtual time pass until its expectations are met, so seconds of app time take
// no real time, and stops as soon as they are.
import XCTest
@_spi(Headless) import UIKit
@_spi(Headless) import UIKitTesting
@testable import Tally

final class VirtualTimeWaitTests: XCTestCase {
    func testAFiveSecondDelayIsWaitedForInVirtualTime() {
        let started = Date()
        let loaded = virtualExpectation(description: "loaded")
        DispatchQueue.main.virtualAsyncAfter(deadline: .now() + 5) { loaded.fulfill() }
        virtualWait(for: [loaded], timeout: 10)
        XCTAssertLessThan(Date().timeIntervalSince(started), 1, "5 s of app time take no real time")
    }

    func testTheWaitStopsWhenTheExpectationIsMet() {
        var ticks = 0
        let third = virtualExpectation(description: "third tick")
        let timer = HeadlessTimer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            ticks += 1
            if ticks == 3 { third.fulfill() }
        }
        virtualWait(for: [third], timeout: 30)
        XCTAssertEqual(ticks, 3, "the wait ends at 3 s, not at its 30 s timeout")
        timer.invalidate()
    }

    func testAnInvertedExpectationPassesWhenNothingHappens() {
        let started = Date()
        let never = virtualExpectation(description: "never")
        never.isInverted = true
        DispatchQueue.main.virtualAsyncAfter(deadline: .now() + 2) { never.fulfill() }
        virtualWait(for: [never], timeout: 1)
        XCTAssertLessThan(Date().timeIntervalSince(started), 1)
        // The fulfillment at 2 s comes after the wait; let it happen before the test ends.
        HeadlessRunLoop.main.run(until: Date(timeIntervalSinceNow: 2))
    }

    func testWaitForExpectationsWaitsForTheTestsOwnExpectations() {
        let first = virtualExpectation(description: "first")
        let second = VirtualTimeExpectation(description: "second")
        DispatchQueue.main.virtualAsyncAfter(deadline: .now() + 1) { first.fulfill() }
        DispatchQueue.main.virtualAsyncAfter(deadline: .now() + 2) { second.fulfill() }
        virtualWaitForExpectations(timeout: 3)
        virtualWait(for: [second], timeout: 3)
    }

    func testFulfillmentOfWaitsInVirtualTime() async {
        let done = virtualExpectation(description: "done")
        await MainActor.run {
            DispatchQueue.main.virtualAsyncAfter(deadline: .now() + 4) { done.fulfill() }
        }
        let started = Date()
        await virtualFulfillment(of: [done], timeout: 5)
        XCTAssertLessThan(Date().timeIntervalSince(started), 1)
    }
}
