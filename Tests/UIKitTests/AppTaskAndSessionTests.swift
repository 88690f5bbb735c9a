import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(Headless) import UIKitTesting
@_spi(Headless) @testable import UIKit
import _UIKitTestSupport

/// The app's tasks and sessions of its own, seen by `wait` (issue 35, item 4; References §54).
@MainActor
@Suite(.freshRuntime) struct AppTaskAndSessionTests {
    final class Box: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        var log: [String] { lock.withLock { stored } }
        func append(_ entry: String) { lock.withLock { stored.append(entry) } }
    }

    /// Work of a few milliseconds off the main actor, then a request: `wait` waits for the
    /// job (it is queued on the engine's executor) and then for the request, so the failure
    /// is there when the wait returns. Without the executor the wait would be over before the
    /// request existed (References §49.3).
    @Test func aWaitSeesATaskThatHasNotReachedURLSessionYet() {
        let box = Box()
        let harness = launchApp { ScreenController { _ in } }
        Task.headlessDetached {
            box.append("checksum \(AppTaskAndSessionTests.busyWork())")
            do {
                _ = try await URLSession.shared.data(from: URL(string: "http://localhost:9/categories")!)
                box.append("loaded")
            } catch {
                box.append("error \((error as? URLError)?.code.rawValue ?? 0)")
            }
        }
        #expect(AppTaskExecutor.shared.liveTaskCount >= 1)
        harness.act("wait 0.1")
        #expect(box.log == ["checksum \(Self.busyWork())", "error \(NSURLErrorNotConnectedToInternet)"])
    }

    /// A task suspended on something that is not a request (a stream nobody feeds) does not
    /// hold a wait: it has no job queued.
    @Test func aSuspendedTaskDoesNotHoldAWait() {
        let harness = launchApp { ScreenController { _ in } }
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let task = Task.headlessDetached {
            for await _ in stream {}
        }
        let started = Date()
        harness.act("wait 1")
        #expect(Date().timeIntervalSince(started) < 5)
        continuation.finish()
        _ = task
    }

    /// `URLSession.headless(configuration:)` (the port's `URLSession(configuration:)`): the
    /// configuration's own stub answers first, as on iOS; a class registered with
    /// `URLProtocol.registerClass` does not answer a session of one's own; the engine's protocol
    /// answers the rest as the network mode says; and a stub that answers later, on its own
    /// queue, is waited for (the session is watched).
    @Test func aSessionOfItsOwnIsAnsweredByItsStubsThenTheMode() {
        /// Carries the protocol to the queue that answers (URLProtocol is not Sendable).
        final class Answering: @unchecked Sendable {
            let stub: URLProtocol
            init(_ stub: URLProtocol) { self.stub = stub }
        }
        final class SlowStub: URLProtocol {
            override class func canInit(with request: URLRequest) -> Bool { request.url?.host == "stub.example" }
            override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
            override func startLoading() {
                let answering = Answering(self)
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
                    let stub = answering.stub
                    let request = stub.request, client = stub.client
                    let response = HTTPURLResponse(url: request.url!, statusCode: 202, httpVersion: nil, headerFields: nil)!
                    client?.urlProtocol(stub, didReceive: response, cacheStoragePolicy: .notAllowed)
                    client?.urlProtocol(stub, didLoad: Data("later".utf8))
                    client?.urlProtocolDidFinishLoading(stub)
                }
            }
            override func stopLoading() {}
        }
        final class RegisteredStub: URLProtocol {
            override class func canInit(with request: URLRequest) -> Bool { request.url?.host == "registered.example" }
            override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
            override func startLoading() {
                client?.urlProtocol(self, didFailWithError: URLError(.badServerResponse))
            }
            override func stopLoading() {}
        }
        let box = Box()
        let harness = launchApp { ScreenController { _ in } }
        HeadlessURLProtocol.registerClass(RegisteredStub.self)
        defer { HeadlessURLProtocol.unregisterClass(RegisteredStub.self) }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [SlowStub.self]
        let session = URLSession.headless(configuration: configuration)
        #expect(configuration.protocolClasses?.count == 1, "the app's configuration is left as it was")
        for url in ["https://stub.example/a", "https://registered.example/b", "https://elsewhere.example/c"] {
            session.dataTask(with: URL(string: url)!) { data, response, error in
                let status = (response as? HTTPURLResponse)?.statusCode ?? 0
                box.append("\(url.split(separator: "/")[1]): \(status) \(String(decoding: data ?? Data(), as: UTF8.self)) \((error as? URLError)?.code.rawValue ?? 0)")
            }.resume()
        }
        harness.act("wait 0.1")
        #expect(Set(box.log) == [
            "stub.example: 202 later 0",
            "registered.example: 0  \(NSURLErrorNotConnectedToInternet)",
            "elsewhere.example: 0  \(NSURLErrorNotConnectedToInternet)",
        ])
    }

    /// Replay answers a session of the app's own as it answers the shared session.
    @Test func replayAnswersASessionOfItsOwn() throws {
        let folder = TestScratch.url("replay")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("api.example"), withIntermediateDirectories: true)
        try Data("[1, 2]".utf8).write(to: folder.appendingPathComponent("api.example/items"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let box = Box()
        let harness = launchApp { ScreenController { _ in } }
        NetworkMode.current = .replay(folder)
        defer { NetworkMode.current = .offline }
        let session = URLSession.headless(configuration: .default, delegate: nil, delegateQueue: nil)
        session.dataTask(with: URL(string: "https://api.example/items")!) { data, response, _ in
            box.append("\((response as? HTTPURLResponse)?.statusCode ?? 0) \(String(decoding: data ?? Data(), as: UTF8.self))")
        }.resume()
        harness.act("wait 0.1")
        #expect(box.log == ["200 [1, 2]"])
    }

    /// `Task.headlessSleep` (the port's `Task.sleep`): a task that sleeps 1 s, then until 1 s
    /// later on the continuous clock, resumes when that much virtual time has passed, not
    /// before; no real second is slept (References §54.5). The task is
    /// the view controller's kind, on the main actor, so its part after the sleep runs when
    /// the test is suspended (Swift Testing holds the main actor during a synchronous wait).
    @Test func aSleepingTaskResumesAfterTwoVirtualSeconds() async {
        let box = Box()
        let harness = launchApp { ScreenController { _ in } }
        let runtime = harness.runtime
        Task.headless {
            do {
                try await Task.headlessSleep(for: .seconds(1))
                box.append("one")
                try await Task.headlessSleep(until: .now + .seconds(1), clock: .continuous)
                box.append("two")
            } catch {
                box.append("error")
            }
        }
        // The task reaches its sleep within a few passes of the main queue: its timer is then
        // the run loop's next one, 1 s from now.
        for _ in 0..<100 where runtime.runLoop.nextTimerTime == nil {
            harness.act("wait 0")
            await harness.settleAppTasks()
        }
        #expect(runtime.runLoop.nextTimerTime == runtime.runLoop.now + 1)
        harness.act("wait 0.9")
        await harness.settleAppTasks()
        #expect(box.log.isEmpty)
        harness.act("wait 0.2")
        await harness.settleAppTasks()
        #expect(box.log == ["one"])
        // The task went on at 1.1 s, when the test let it have the main actor; its second
        // sleep ends 1 s after the time it reaches it.
        for _ in 0..<100 where runtime.runLoop.nextTimerTime == nil {
            await harness.settleAppTasks()
        }
        // Each pass that finds the task not yet at its sleep may turn the run loop, a few
        // milliseconds of virtual time, and how many passes that takes depends on the host's
        // threads: the sleep ends 1 s after the task reaches it, within those turns.
        let second = runtime.runLoop.nextTimerTime ?? 0
        #expect(abs(second - runtime.runLoop.now - 1) < 0.02)
        harness.act("wait \(second - runtime.runLoop.now - 0.1)")
        await harness.settleAppTasks()
        #expect(box.log == ["one"])
        harness.act("wait 0.2")
        await harness.settleAppTasks()
        #expect(box.log == ["one", "two"])
        // Real time is not asserted: other tests may hold the main actor for seconds.
        #expect(abs(runtime.runLoop.now - second - 0.1) < 0.002)
    }

    /// Cancelling a sleeping task resumes it at once with `CancellationError`, as the standard
    /// library's sleep does, though no virtual time passed; a task cancelled before it sleeps
    /// throws at once too.
    @Test func cancellingASleepingTaskThrowsCancellationError() async {
        let harness = launchApp { ScreenController { _ in } }
        let task = Task.headless { try await Task.headlessSleep(nanoseconds: 60_000_000_000) }
        await harness.settleAppTasks()
        task.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        let early = Task.detached {
            withUnsafeCurrentTask { $0?.cancel() }
            try await Task.headlessSleep(for: .seconds(5))
        }
        let earlyResult = await early.result
        #expect(throws: CancellationError.self) { try earlyResult.get() }
    }

    /// A few milliseconds of work whose result the test can check.
    nonisolated static func busyWork() -> Int {
        var value = 0
        for index in 0..<2_000_000 { value = (value &* 31 &+ index) % 1_000_003 }
        return value
    }
}
