@testable import PortRewriter
import Foundation
import Testing

/// Time goes to the virtual clock through the port (issue 35, item 4; References §49.1 and
/// §49.2): Timer, RunLoop, asyncAfter and URLProtocol registration in an app's files, and the
/// XCTest expectation waits in its tests.
@Suite struct VirtualTimeRewriteTests {
    private func port(_ text: String) -> PortRewriter.Result {
        PortRewriter(emitsSourceLocations: false).rewrite(text, path: "App/Clock.swift")
    }

    @Test func timersRunLoopsAndDelaysGoToTheSPI() {
        let result = port("""
            import Foundation
            import UIKit

            final class Clock {
                var timer: Timer?
                func start() {
                    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in timer.invalidate() }
                    let other = Timer(timeInterval: 0.5, repeats: false) { _ in }
                    RunLoop.main.add(other, forMode: .common)
                    let qualified = Foundation.Timer.init(timeInterval: 2, repeats: false) { _ in }
                    RunLoop.current.add(qualified, forMode: .default)
                    RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2) { print("later") }
                    DispatchQueue.main.asyncAfter(wallDeadline: .now() + 2) { print("wall") }
                    URLProtocol.registerClass(StubProtocol.self)
                }
            }
            """)
        #expect(result.files[0].text == """
            @_spi(Headless) import UIKit
            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #endif
            import ObjectiveC
            import Foundation
            import UIKit

            final class Clock {
                var timer: Timer?
                func start() {
                    timer = HeadlessTimer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in timer.invalidate() }
                    let other = HeadlessTimer(timeInterval: 0.5, repeats: false) { _ in }
                    HeadlessRunLoop.main.add(other, forMode: .common)
                    let qualified = HeadlessTimer.init(timeInterval: 2, repeats: false) { _ in }
                    HeadlessRunLoop.current.add(qualified, forMode: .default)
                    HeadlessRunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
                    DispatchQueue.main.virtualAsyncAfter(deadline: .now() + 2) { print("later") }
                    DispatchQueue.main.asyncAfter(wallDeadline: .now() + 2) { print("wall") }
                    HeadlessURLProtocol.registerClass(StubProtocol.self)
                }
            }
            """)
        #expect(result.counts[.virtualTimer] == 3)
        #expect(result.counts[.virtualRunLoop] == 3)
        #expect(result.counts[.virtualAsyncAfter] == 1)
        #expect(result.counts[.protocolRegistration] == 1)
    }

    @Test func aModuleThatDeclaresItsOwnTimerKeepsIt() {
        let result = port("""
            class Timer { init(timeInterval: Double) {} }
            let timer = Timer(timeInterval: 1)
            """)
        #expect(result.files[0].text.contains("let timer = Timer(timeInterval: 1)"))
        #expect(result.counts[.virtualTimer] == nil)
    }

    @Test func aFileWithoutTimeCallsIsUnchanged() {
        let source = "import UIKit\nlet delay = 2.0\nlet queue = DispatchQueue.main\n"
        #expect(port(source).files[0].text == source)
    }

    @Test func testWaitsLetVirtualTimePass() {
        let result = TestSourceRewriter(kind: .unit).rewrite("""
            import XCTest
            @testable import App

            final class LoaderTests: XCTestCase {
                func testLoads() {
                    let loaded = expectation(description: "loaded")
                    let other = XCTestExpectation(description: "other")
                    DispatchQueue.main.asyncAfter(deadline: .now() + 3) { loaded.fulfill(); other.fulfill() }
                    wait(for: [loaded, other], timeout: 5)
                    self.waitForExpectations(timeout: 1)
                }
                func testAsync() async {
                    let done = self.expectation(description: "done")
                    await fulfillment(of: [done], timeout: 2)
                    RunLoop.current.run(until: Date().addingTimeInterval(0.5))
                }
            }
            """)
        #expect(result.text == """
            import XCTest; @_spi(Headless) import UIKit; @_spi(Headless) import UIKitTesting
            @testable import App

            final class LoaderTests: XCTestCase {
                func testLoads() {
                    let loaded = virtualExpectation(description: "loaded")
                    let other = VirtualTimeExpectation(description: "other")
                    DispatchQueue.main.virtualAsyncAfter(deadline: .now() + 3) { loaded.fulfill(); other.fulfill() }
                    virtualWait(for: [loaded, other], timeout: 5)
                    self.virtualWaitForExpectations(timeout: 1)
                }
                func testAsync() async {
                    let done = self.virtualExpectation(description: "done")
                    await virtualFulfillment(of: [done], timeout: 2)
                    HeadlessRunLoop.current.run(until: Date().addingTimeInterval(0.5))
                }
            }
            """)
        #expect(result.virtualTimeCalls == 8)
    }

    @Test func otherWaitsAreLeftAlone() {
        let source = """
            import XCTest
            final class T: XCTestCase {
                func testApp() {
                    let app = XCUIApplication()
                    _ = app.wait(for: .runningForeground, timeout: 1)
                    _ = app.buttons["Go"].waitForExistence(timeout: 2)
                }
            }
            """
        #expect(TestSourceRewriter(kind: .unit).rewrite(source).text == source)
    }
}
