import Foundation
import Testing
@_spi(Headless) import UIKit
import UIKitTesting
import WebKit

/// The iOS-style code of IOSStyleFrameworks.swift compiles and runs against the stand-ins.
@MainActor
@Suite(.freshRuntime) struct IOSStyleFrameworksTests {
    @Test func iOSStyleCodeUsingTheStandInsRuns() {
        let runtime = HeadlessRuntime.current
        let article = ArticleViewController()
        article.loadViewIfNeeded()
        _ = runtime.runLoop.advance(by: 1)
        #expect(article.title == "www.swift.org")
    }
}
