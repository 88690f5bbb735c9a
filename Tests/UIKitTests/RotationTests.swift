@_spi(Headless) import UIKit
import HeadlessCore
import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// VC-13: a rotation delivers the trait and size transition, then layout, in virtual time.
@MainActor
@Suite(.freshRuntime) struct RotationTests {
    final class Marker: UIView {
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            HeadlessRuntime.current.note("Marker sees \(traitCollection.verticalSizeClass), was \(previousTraitCollection?.verticalSizeClass.description ?? "nil")")
        }
    }

    final class Panel: UIViewController {}

    final class RotatingController: UIViewController {
        let panel = Panel()
        var sizesSeenAlongside: [CGSize] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(Marker())
            addChild(panel)
            view.addSubview(panel.view)
            panel.didMove(toParent: self)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            panel.view.frame = view.bounds
        }

        override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
            super.willTransition(to: newCollection, with: coordinator)
        }

        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            coordinator.animate(alongsideTransition: { _ in
                self.sizesSeenAlongside.append(self.view.bounds.size)
                HeadlessRuntime.current.note("alongside")
            }, completion: { context in
                HeadlessRuntime.current.note("completion after \(context.transitionDuration)")
            })
        }
    }

    let landscape = UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact,
                                      userInterfaceStyle: .light, displayScale: 2, userInterfaceIdiom: .phone)

    func lines(_ recorder: TraceRecorder) -> [String] {
        recorder.events.compactMap { event in
            switch event.kind {
            case .note: return "// " + event.callback
            case .callback where ["RotatingController", "Panel", "Marker"].contains(event.className):
                return "\(event.className).\(event.callback)"
            default: return nil
            }
        }
    }

    @Test func rotationFollowsVC13() {
        let runtime = HeadlessRuntime.current
        let (recorder, controller, window) = showTraced(RotatingController())
        #expect(controller.traitCollection.verticalSizeClass == .regular)
        recorder.clear()

        window.transition(toSize: CGSize(width: 667, height: 375), traits: landscape, duration: 0.3)

        #expect(lines(recorder) == [
            "RotatingController.willTransition(to:with:)",
            "Panel.willTransition(to:with:)",
            "RotatingController.viewWillTransition(to:with:)",
            "Panel.viewWillTransition(to:with:)",
            "RotatingController.traitCollectionDidChange(_:)",
            "Marker.traitCollectionDidChange(_:)",
            "// Marker sees compact, was regular",
            "Panel.traitCollectionDidChange(_:)",
            // The iPhone SE hides the status bar in landscape: the safe area and the margins
            // that include it shrink, reported in the layout pass (References §18).
            "RotatingController.viewSafeAreaInsetsDidChange()",
            "RotatingController.viewLayoutMarginsDidChange()",
            "RotatingController.viewWillLayoutSubviews()",
            "RotatingController.viewDidLayoutSubviews()",
            "Panel.viewSafeAreaInsetsDidChange()",
            "Panel.viewLayoutMarginsDidChange()",
            "Panel.viewWillLayoutSubviews()",
            "Panel.viewDidLayoutSubviews()",
            "// alongside",
        ])
        #expect(controller.sizesSeenAlongside == [CGSize(width: 667, height: 375)])
        #expect(controller.traitCollection == landscape)
        #expect(controller.panel.traitCollection == landscape)
        #expect(window.bounds.size == CGSize(width: 667, height: 375))
        #expect(controller.panel.view.frame.size == CGSize(width: 667, height: 375))

        recorder.clear()
        runtime.runLoop.advance(by: 0.2)
        #expect(recorder.events.isEmpty)
        runtime.runLoop.advance(by: 0.1)
        #expect(lines(recorder) == ["// completion after 0.3"])
        #expect(runtime.diagnostics.all.isEmpty)
    }

    @Test func willTransitionEventsCarryTheirArguments() {
        let runtime = HeadlessRuntime.current
        let (recorder, _, window) = showTraced(RotatingController())
        recorder.clear()
        window.transition(toSize: CGSize(width: 667, height: 375), traits: landscape, duration: 0)
        let first = recorder.callbacks.first
        #expect(first?.callback == "willTransition(to:with:)")
        #expect(first?.arguments == ["(H: compact, V: compact)"])
        #expect(recorder.callbacks.first { $0.callback == "viewWillTransition(to:with:)" }?.arguments == ["(667, 375)"])
        #expect(TraceFormat.seed.render(first!) == "-[RotatingController willTransitionToTraitCollection:withTransitionCoordinator:]")
        runtime.runLoop.runOneTurn()
        #expect(recorder.events.last?.callback == "completion after 0.0")
    }

    @Test func sizeChangeWithoutTraitChangeSkipsWillTransition() {
        let runtime = HeadlessRuntime.current
        let (recorder, _, window) = showTraced(RotatingController())
        recorder.clear()

        window.transition(toSize: CGSize(width: 375, height: 600), traits: window.traitCollection, duration: 0.25)
        runtime.runLoop.runUntilIdle()
        let names = lines(recorder)
        #expect(!names.contains { $0.contains("willTransition(to:with:)") && !$0.contains("viewWill") })
        #expect(!names.contains { $0.contains("traitCollectionDidChange") })
        #expect(names.first == "RotatingController.viewWillTransition(to:with:)")
        #expect(names.contains("RotatingController.viewWillLayoutSubviews()"))
        #expect(names.last == "// completion after 0.25")
    }

    @Test func rotatingBackRestoresTheTraits() {
        let runtime = HeadlessRuntime.current
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = RotatingController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let portrait = window.traitCollection
        window.transition(toSize: CGSize(width: 667, height: 375), traits: landscape, duration: 0.3)
        window.transition(toSize: CGSize(width: 375, height: 667), traits: portrait, duration: 0.3)
        runtime.runLoop.runUntilIdle()
        #expect(controller.traitCollection == portrait)
        #expect(controller.view.subviews.first?.traitCollection == portrait)
        #expect(controller.sizesSeenAlongside.count == 2)
    }

    @Test func aWindowWithoutALoadedRootOnlyResizes() {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = RotatingController()
        window.rootViewController = controller
        window.transition(toSize: CGSize(width: 667, height: 375), traits: landscape, duration: 0.3)
        runtime.runLoop.runUntilIdle()
        #expect(!controller.isViewLoaded)
        #expect(recorder.callbacks.filter { $0.className == "RotatingController" }.map(\.callback) == ["init(nibName:bundle:)"])
        #expect(window.traitCollection == landscape)
    }
}
