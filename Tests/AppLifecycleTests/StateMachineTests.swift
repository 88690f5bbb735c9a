@_spi(Headless) import UIKit
import HeadlessCore
import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// The application's and the scenes' state machines refuse illegal edges.
@MainActor
@Suite(.freshRuntime) struct StateMachineTests {
    @Test func theApplicationsLegalEdgesAreTheReferenceDiagram() {
        let legal = ApplicationLifecycleState.allCases.flatMap { from in
            from.legalSuccessors.map { "\(from.rawValue)→\($0.rawValue)" }
        }.sorted()
        #expect(legal == [
            "active→inactive",
            "background→inactive", "background→notRunning", "background→suspended",
            "inactive→active", "inactive→background",
            "notRunning→background", "notRunning→inactive",
            "suspended→background", "suspended→notRunning",
        ])
    }

    @Test func aJumpWalksThroughTheStatesBetween() throws {
        Journal.reset()
        let device = SimulatedDevice()
        let application = device.launch(PlainAppDelegate.self)
        try device.perform(.lock)
        let edges = device.trace.callbacks.filter { $0.cause == "lock" }.compactMap(\.edge)
        #expect(edges == ["active→inactive", "inactive→background"])
        #expect(application.lifecycleState == .suspended)
        for event in device.trace.callbacks {
            guard let edge = event.edge, event.className == "PlainAppDelegate" else { continue }
            let states = edge.components(separatedBy: "→").compactMap(ApplicationLifecycleState.init(rawValue:))
            #expect(states.count == 2 && states[0].canMove(to: states[1]), "\(edge)")
        }
    }

    @Test func anIllegalApplicationEdgeIsReportedAndRefused() {
        let runtime = Journal.reset()
        let device = SimulatedDevice()
        let application = device.launch(PlainAppDelegate.self)
        application.move(to: .suspended)
        #expect(application.lifecycleState == .active)
        #expect(runtime.diagnostics.all.map(\.code) == ["application.state.illegalEdge"])
        #expect(runtime.diagnostics.all.first?.message.contains("cannot move from active to suspended; legal next states: inactive") == true)
        application.kill()
        #expect(application.lifecycleState == .active)
        #expect(Journal.entries == ["application(_:didFinishLaunchingWithOptions:)", "applicationDidBecomeActive(_:)"])
    }

    @Test func anIllegalSceneEdgeIsReportedAndRefused() throws {
        let runtime = Journal.reset()
        let device = SimulatedDevice()
        device.launch(SceneAppDelegate.self, infoPlist: sceneManifestPlist(delegateClassName: "TestSceneDelegate"))
        let scene = try #require(UIApplication.shared.connectedScenes.first)
        scene.move(to: .background)
        #expect(scene.activationState == .foregroundActive)
        #expect(runtime.diagnostics.all.map(\.code) == ["scene.state.illegalEdge"])
        #expect(UIScene.ActivationState(name: "foregroundInactive") == .foregroundInactive)
        #expect(UIScene.ActivationState.foregroundActive.legalSuccessors == [.foregroundInactive])
    }

    @Test func argumentCheckersForLaterActionsAcceptTheirForms() {
        let cancel = DeviceAction.Definition.optionalWord("cancel")
        #expect(cancel([]) == nil)
        #expect(cancel(["cancel"]) == nil)
        #expect(cancel(["now"]) == "it takes nothing or \"cancel\"")
        #expect(DeviceAction.Definition.oneIndex(["2"]) == nil)
        #expect(DeviceAction.Definition.oneIndex(["-1"]) == "\"-1\" is not an index (0 or more)")
        #expect(DeviceAction.Definition.oneIndex([]) == "it takes exactly one index")
        #expect(DeviceAction.Definition.oneWord(["loginButton"]) == nil)
        #expect(DeviceAction.Definition.oneWord([]) == "it takes exactly one argument")
    }
}
