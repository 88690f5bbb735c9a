@_spi(Headless) import UIKit
import HeadlessCore
import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Overrides that must call `super`: a missing call and a wrong one are reported.
@MainActor
@Suite(.freshRuntime) struct SuperCallTests {
    final class Forgetful: UIViewController {
        override func viewDidLoad() {}
        override func viewWillAppear(_ animated: Bool) {}
        override func viewDidAppear(_ animated: Bool) {}
        override func viewWillDisappear(_ animated: Bool) {}
        override func viewDidDisappear(_ animated: Bool) {}
        override func awakeFromNib() {}
    }

    final class Confused: UIViewController {
        override func viewDidDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
        }
    }

    final class Dutiful: UIViewController {
        override func viewDidLoad() { super.viewDidLoad() }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
        override func awakeFromNib() { super.awakeFromNib() }
    }

    func cycle(_ controller: UIViewController) {
        controller.deliverAwakeFromNib()
        let window = showInWindow(controller)
        window.rootViewController = nil
    }

    @Test func missingSuperCallsAreReportedOncePerCallback() {
        let runtime = HeadlessRuntime.current
        cycle(Forgetful())

        let diagnostics = runtime.diagnostics.all
        #expect(diagnostics.map(\.code) == Array(repeating: "viewController.super.missing", count: 6))
        // viewDidLoad() of a direct UIViewController subclass skips nothing: a notice (References §58.2).
        let warnings = diagnostics.filter { $0.severity == .warning }
        #expect(warnings.map(\.message) == [
            "awakeFromNib()", "viewWillAppear(_:)", "viewDidAppear(_:)",
            "viewWillDisappear(_:)", "viewDidDisappear(_:)",
        ].map { "Forgetful.\($0) did not call super.\($0). Overrides must call super so UIKit can keep its own state." })
        #expect(diagnostics.filter { $0.severity == .notice }.map(\.message) == [
            "Forgetful.viewDidLoad() did not call super.viewDidLoad(). Nothing is skipped here (Forgetful derives from UIViewController itself, whose viewDidLoad() overrides need not call), but a superclass's own viewDidLoad() would be: call super first.",
        ])
        #expect(diagnostics.allSatisfy { $0.subject == "Forgetful#1" })
        #expect(diagnostics.filter { $0.failsStrictRun }.count == 5)
    }

    class Base: UIViewController {
        var loaded = false
        override func viewDidLoad() {
            super.viewDidLoad()
            loaded = true
        }
    }

    final class SkipsBase: Base {
        override func viewDidLoad() {}
    }

    @Test func aViewDidLoadThatSkipsItsOwnSuperclassStaysAWarning() {
        let runtime = HeadlessRuntime.current
        let controller = SkipsBase()
        cycle(controller)
        #expect(!controller.loaded)
        #expect(runtime.diagnostics.all.map(\.severity) == [.warning])
        #expect(runtime.diagnostics.all.first?.message
            == "SkipsBase.viewDidLoad() did not call super.viewDidLoad(). Overrides must call super so UIKit can keep its own state.")
    }

    @Test func callingTheWrongSuperIsReported() {
        let runtime = HeadlessRuntime.current
        cycle(Confused())
        #expect(runtime.diagnostics.all.map(\.code) == ["viewController.super.wrong"])
        #expect(runtime.diagnostics.all.first?.message
            == "Confused.viewDidDisappear(_:) called super.viewWillDisappear(_:); call super.viewDidDisappear(_:) instead.")
    }

    @Test func overridesThatCallSuperAreNotReported() {
        let runtime = HeadlessRuntime.current
        cycle(Dutiful())
        cycle(UIViewController())
        #expect(runtime.diagnostics.all.isEmpty)
    }

    @Test func callingSuperOutsideADeliveryIsNotReported() {
        let runtime = HeadlessRuntime.current
        let controller = Dutiful()
        controller.viewWillAppear(false)
        controller.awakeFromNib()
        #expect(runtime.diagnostics.all.isEmpty)
    }
}
