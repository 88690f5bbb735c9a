import Testing
@testable import TestedApp

struct TestedAppTests {

    @Test func example() async throws {
        #expect(greeting(for: "Ada") == "Hello, Ada!")
        #expect(greeting(for: "") == "Hello!")
    }

}
