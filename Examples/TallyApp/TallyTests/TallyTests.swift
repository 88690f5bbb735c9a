import XCTest
@testable import Tally

final class TallyTests: XCTestCase {

    override func setUpWithError() throws {
        // Put setup code here. This method is called before the invocation of each test method in the class.
    }

    override func tearDownWithError() throws {
        // Put teardown code here. This method is called after the invocation of each test method in the class.
    }

    func testIncrementAddsTheStep() throws {
        var tally = Tally()
        tally.step = 5
        tally.increment()
        tally.increment()
        XCTAssertEqual(tally.count, 10)
    }

    func testDecrementStopsAtZero() throws {
        var tally = Tally()
        tally.increment()
        tally.decrement()
        tally.decrement()
        XCTAssertEqual(tally.count, 0)
    }
}
