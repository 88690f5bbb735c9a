import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(Headless) import UIKitTesting
@_spi(Headless) @testable import UIKit
import _UIKitTestSupport

/// Timers and `RunLoop.main.run(until:)` through the port's SPI, and the network modes
/// (issue 35, item 4; References §49).
@MainActor
@Suite(.freshRuntime) struct VirtualTimeAndNetworkTests {
    final class Box: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        var log: [String] { lock.withLock { stored } }
        func append(_ entry: String) { lock.withLock { stored.append(entry) } }
    }

    /// A repeating timer fires at 0.25, 0.5 and 0.75 s of virtual time under `wait`, a
    /// one-shot timer once; invalidating the repeating one stops it.
    @Test func timersFireAtTheirVirtualTimes() {
        let box = Box()
        let harness = launchApp { ScreenController { _ in } }
        let runLoop = harness.runtime.runLoop
        let start = runLoop.now
        let milliseconds: @Sendable () -> Int = { MainActor.assumeIsolated { Int(((runLoop.now - start) * 1000).rounded()) } }
        let repeating = HeadlessTimer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in box.append("tick at \(milliseconds())") }
        HeadlessTimer.scheduledTimer(withTimeInterval: 0.6, repeats: false) { timer in
            box.append("once at \(milliseconds()), still valid: \(timer.isValid)")
        }
        #expect(abs(repeating.fireDate.timeIntervalSinceNow - 0.25) < 0.05)
        harness.act("wait 0.8")
        repeating.invalidate()
        harness.act("wait 1")
        #expect(box.log == ["tick at 250", "tick at 500", "once at 600, still valid: true", "tick at 750"])
        #expect(!repeating.isValid)
        #expect(repeating.timeInterval == 0.25)
    }

    /// A target/selector timer sends its selector with the timer as argument.
    @Test func aSelectorTimerSendsItsSelector() {
        final class Ticker: NSObject {
            var ticks: [String] = []
            func tick(_ timer: Timer) { ticks.append("tick \(timer.userInfo as? String ?? "")") }
        }
        let harness = launchApp { ScreenController { _ in } }
        SelectorTable.register(Ticker.self, ["tick:": { receiver, arguments in
            (receiver as! Ticker).tick(arguments[0] as! Timer)
            return nil
        }])
        let ticker = Ticker()
        HeadlessTimer.scheduledTimer(timeInterval: 0.5, target: ticker, selector: Selector("tick:"), userInfo: "info", repeats: false)
        harness.act("wait 0.4")
        #expect(ticker.ticks.isEmpty)
        harness.act("wait 0.2")
        #expect(ticker.ticks == ["tick info"])
    }

    /// `RunLoop.main.run(until:)` (ported) lets virtual time pass: a 2 s delay fires, and no
    /// real time is spent.
    @Test func runUntilLetsVirtualTimePass() {
        let box = Box()
        _ = launchApp { ScreenController { _ in } }
        let started = Date()
        DispatchQueue.main.virtualAsyncAfter(deadline: .now() + 2) { box.append("fired") }
        HeadlessRunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
        #expect(box.log.isEmpty)
        HeadlessRunLoop.main.run(until: Date(timeIntervalSinceNow: 1.5))
        #expect(box.log == ["fired"])
        #expect(Date().timeIntervalSince(started) < 1)
    }

    /// Offline (the default), a request fails at once with "not connected", and `wait` waits
    /// for its completion handler: the run never races its request.
    @Test func offlineRequestsFailAtOnce() throws {
        let box = Box()
        let harness = launchApp { ScreenController { _ in } }
        #expect(NetworkMode.current == .offline)
        let started = Date()
        URLSession.shared.dataTask(with: URL(string: "http://localhost:9/menu")!) { _, _, error in
            box.append("error \((error as? URLError)?.code.rawValue ?? 0)")
        }.resume()
        harness.act("wait 0.1")
        #expect(box.log == ["error \(NSURLErrorNotConnectedToInternet)"])
        #expect(Date().timeIntervalSince(started) < 2)
    }

    /// A `URLProtocol` a test suite registers answers before the network, as on iOS.
    @Test func aRegisteredProtocolStubAnswers() throws {
        final class StubProtocol: URLProtocol {
            override class func canInit(with request: URLRequest) -> Bool { request.url?.host == "stub.example" }
            override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
            override func startLoading() {
                let response = HTTPURLResponse(url: request.url!, statusCode: 201, httpVersion: nil, headerFields: nil)!
                client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
                client?.urlProtocol(self, didLoad: Data("stubbed".utf8))
                client?.urlProtocolDidFinishLoading(self)
            }
            override func stopLoading() {}
        }
        let box = Box()
        let harness = launchApp { ScreenController { _ in } }
        HeadlessURLProtocol.registerClass(StubProtocol.self)
        defer { HeadlessURLProtocol.unregisterClass(StubProtocol.self) }
        URLSession.shared.dataTask(with: URL(string: "https://stub.example/hello")!) { data, response, error in
            box.append("\((response as? HTTPURLResponse)?.statusCode ?? 0) \(String(decoding: data ?? Data(), as: UTF8.self)) \(error == nil)")
        }.resume()
        harness.act("wait 0.1")
        #expect(box.log == ["201 stubbed true"])
    }

    /// Replay serves a recorded body, and a request with no recording fails naming the file.
    @Test func replayServesRecordedResponses() throws {
        let folder = TestScratch.url("replay")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("api.example/v1"), withIntermediateDirectories: true)
        try Data("{\"name\": \"Kevin\"}".utf8).write(to: folder.appendingPathComponent("api.example/v1/profile"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let box = Box()
        let harness = launchApp { ScreenController { _ in } }
        NetworkMode.current = .replay(folder)
        defer { NetworkMode.current = .offline }
        for path in ["v1/profile", "v1/missing"] {
            URLSession.shared.dataTask(with: URL(string: "https://api.example/\(path)")!) { data, response, error in
                let status = (response as? HTTPURLResponse)?.statusCode ?? 0
                box.append("\(path): \(status) \(String(decoding: data ?? Data(), as: UTF8.self)) \((error as? URLError)?.code.rawValue ?? 0)")
            }.resume()
            harness.act("wait 0.1")
        }
        #expect(box.log.first == "v1/profile: 200 {\"name\": \"Kevin\"} 0")
        #expect(box.log.last == "v1/missing: 0  \(NSURLErrorResourceUnavailable)")
    }

    /// `--network` parses the three modes and refuses anything else.
    @Test func theCommandLineChoosesTheMode() throws {
        #expect(try AppCommandLine.parse([]).network == .offline)
        #expect(try AppCommandLine.parse(["--network", "live"]).network == .live)
        #expect(try AppCommandLine.parse(["--network=replay=/tmp/r"]).network == .replay(URL(fileURLWithPath: "/tmp/r")))
        #expect(throws: AppCommandLineError.self) { try AppCommandLine.parse(["--network", "sometimes"]) }
    }

    /// With no app launched (an app's unit tests), the app's bundle is the `AppBundle` folder
    /// of the ported package's resource bundle beside the executable.
    @Test func theAppBundleIsFoundBesideTheTestExecutable() throws {
        let folder = TestScratch.url("bundle")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Other_Lib.resources"), withIntermediateDirectories: true)
        #expect(Bundle.portedAppBundle(beside: folder.appendingPathComponent("AppPackageTests.xctest")) == nil)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App_App.resources/AppBundle"), withIntermediateDirectories: true)
        let bundle = try #require(Bundle.portedAppBundle(beside: folder.appendingPathComponent("AppPackageTests.xctest")))
        #expect(bundle.bundlePath.hasSuffix("App_App.resources/AppBundle"))
    }
}
