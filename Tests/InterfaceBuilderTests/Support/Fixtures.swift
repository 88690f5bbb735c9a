import Foundation
import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_exported import _UIKitTestSupport

/// The fixture files, copied into the test bundle's resources.
enum Fixtures {
    static var bundle: Bundle { Bundle.module }

    static func url(_ name: String) throws -> URL {
        try #require(Bundle.module.url(forResource: name, withExtension: nil), "fixture \(name) is missing")
    }

    /// The fixture storyboard Lifecycle.storyboard.
    @MainActor static var lifecycle: UIStoryboard { UIStoryboard(name: "Lifecycle", bundle: bundle) }

    /// The controller of `identifier` in Lifecycle.storyboard, which must be a `Controller`.
    @MainActor
    static func lifecycleController<Controller: UIViewController>(
        _ identifier: String, as type: Controller.Type, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Controller {
        try #require(lifecycle.instantiateViewController(withIdentifier: identifier) as? Controller,
                     sourceLocation: sourceLocation)
    }

    /// A fresh temporary folder for files the tests write.
    static func temporaryFolder() throws -> URL {
        let folder = TestScratch.url("InterfaceBuilderTests")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

extension TraceRecorder {
    /// The callbacks of some classes in the seed format, leaving out drawing,
    /// `viewIsAppearing(_:)` and the inset changes, which the scenarios do not mention.
    @MainActor
    func seedLines(of classes: Set<String>, leavingOut left: Set<String> = Set(["draw(_:)", "viewIsAppearing(_:)"]).union(Callback.insetChanges)) -> [String] {
        callbacks
            .filter { classes.contains($0.className) && !left.contains($0.callback) }
            .map { TraceFormat.seed.render($0) }
    }
}

extension DiagnosticCenter {
    /// The messages of the diagnostics with a code.
    @MainActor
    func messages(_ code: DiagnosticCode) -> [String] {
        all.filter { $0.code == code }.map(\.message)
    }
}

extension TraceRecorder {
    /// The callbacks of some classes in Swift style (`Detail.viewWillAppear(true)`), leaving
    /// out layout, drawing and `viewIsAppearing(_:)`.
    @MainActor
    func swiftLines(of classes: Set<String>) -> [String] {
        let left: Set<String> = Set(["viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "layoutSubviews()", "draw(_:)",
                                     "viewIsAppearing(_:)"]).union(Callback.insetChanges)
        return events
            .filter { ($0.kind == .callback && classes.contains($0.className) && !left.contains($0.callback)) || $0.kind == .action }
            .map { TraceFormat.swift.render($0) }
    }
}

extension UIWindow {
    /// The device's `tap` action on a view, with the run loop settled afterwards.
    @MainActor
    func tap(_ identifier: String) -> String? {
        let result = HeadlessRuntime.current.perform(action: "tap", arguments: [identifier]) { performTapForTest(identifier) }
        HeadlessRuntime.current.runLoop.runUntilIdle()
        return result
    }
}
