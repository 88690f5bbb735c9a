import Foundation
import Testing
@_spi(Headless) import UIKit
import HeadlessCore
#if canImport(XCTest)
import XCTest
#endif

/// Where in the test source a check was asked for; failures point there.
///
/// Every assertion of the kit takes these as defaulted arguments, so a failure shows at the
/// line of the call in both Swift Testing and XCTest.
public struct SourceSite: Sendable, Hashable, CustomStringConvertible {
    /// The `#fileID` of the call.
    public let fileID: String
    /// The `#filePath` of the call.
    public let filePath: StaticString
    /// The line of the call.
    public let line: UInt
    /// The column of the call.
    public let column: UInt

    /// Captures a call site.
    public init(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `Module/File.swift:12`.
    public var description: String { "\(fileID):\(line)" }

    /// Whether two sites are the same place.
    public static func == (lhs: SourceSite, rhs: SourceSite) -> Bool {
        lhs.fileID == rhs.fileID && "\(lhs.filePath)" == "\(rhs.filePath)" && lhs.line == rhs.line && lhs.column == rhs.column
    }

    /// Hashes the site's file, line and column.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fileID)
        hasher.combine(line)
        hasher.combine(column)
    }
}

/// A check of the kit that failed: what went wrong and where the check was asked for.
public struct TestFailure: Sendable, Hashable, CustomStringConvertible {
    /// What kind of check failed.
    public enum Category: String, Sendable, Hashable {
        /// A trace did not match its expectation or golden file.
        case trace
        /// An object outlived its screen.
        case leak
        /// The framework reported misuse (a diagnostic).
        case contract
        /// A lifecycle invariant was broken.
        case invariant
        /// Work was left on the run loop.
        case runLoop
        /// A presentation did not match its expectation.
        case presentation
        /// A UI test's query, action or wait failed (`XCUIAutomation`).
        case userInterface
    }

    /// What kind of check failed.
    public let category: Category
    /// The message, several lines for diffs and leak reports.
    public let message: String
    /// Where the check was asked for.
    public let site: SourceSite

    /// Creates a failure.
    public init(_ category: Category, _ message: String, at site: SourceSite) {
        self.category = category
        self.message = message
        self.site = site
    }

    /// The message.
    public var description: String { message }
}

/// Sends failures to the test framework that is running: Swift Testing's `Issue.record`
/// when a Swift Testing test is current, `XCTFail` otherwise.
///
/// ``collecting(_:)`` diverts them instead, for code that checks the checks.
public enum FailureReporter {
    /// Records a failure in the running test.
    public static func record(_ failure: TestFailure) {
        if let collector = Collector.current {
            collector.append(failure)
            return
        }
        if Test.current != nil {
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation(failure.site))
            return
        }
        #if canImport(XCTest)
        XCTFail(failure.message, file: failure.site.filePath, line: failure.site.line)
        #else
        FileHandle.standardError.write(Data("\(failure.site): error: \(failure.message)\n".utf8))
        #endif
    }

    /// Records a note that does not fail the test (a golden file was recorded); a warning
    /// under Swift Testing, a line on standard error otherwise; nothing while collecting.
    public static func note(_ message: String, at site: SourceSite) {
        if Collector.current != nil { return }
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: sourceLocation(site))
            return
        }
        FileHandle.standardError.write(Data("\(site): note: \(message)\n".utf8))
    }

    /// Runs `body` and returns the failures it raised, which are not recorded in the test.
    public static func collecting(_ body: () throws -> Void) rethrows -> [TestFailure] {
        let collector = Collector()
        try Collector.$current.withValue(collector) { try body() }
        return collector.failures
    }

    /// The name of the running test, for messages that tell how to re-run it.
    static var currentTestName: String? {
        if let test = Test.current { return test.name.components(separatedBy: "(").first }
        return nil
    }

    private static func sourceLocation(_ site: SourceSite) -> SourceLocation {
        SourceLocation(fileID: site.fileID, filePath: "\(site.filePath)", line: Int(site.line), column: Int(site.column))
    }
}

/// Failures diverted by ``FailureReporter/collecting(_:)``.
final class Collector: @unchecked Sendable {
    @TaskLocal static var current: Collector?
    private let lock = NSLock()
    private var stored: [TestFailure] = []

    func append(_ failure: TestFailure) {
        lock.lock()
        stored.append(failure)
        lock.unlock()
    }

    var failures: [TestFailure] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
