@_spi(Headless) import UIKit
import HeadlessCore
import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// The storyboard an Info.plist names, and storyboard references that loop.
@MainActor
@Suite(.freshRuntime) struct MainInterfaceTests {
    @Test func mainInterfaceIsTheInitialViewController() throws {
        let runtime = HeadlessRuntime.current
        let controller = UIStoryboard.instantiateMainInterface(named: "Main", bundle: Fixtures.bundle)
        #expect(controller is ViewController)
        #expect(runtime.diagnostics.all.isEmpty)
    }

    @Test func mainInterfaceWithoutEntryPointUsesUIKitsMessage() throws {
        let runtime = HeadlessRuntime.current
        #expect(UIStoryboard.instantiateMainInterface(named: "NoInitialViewController", bundle: Fixtures.bundle) == nil)
        #expect(runtime.diagnostics.messages("interfaceBuilder.missingInitialViewController") == [
            "NoInitialViewController.storyboard:2: Failed to instantiate the default view controller for UIMainStoryboardFile 'NoInitialViewController' - perhaps the designated entry point is not set? Check \"Is Initial View Controller\" on the entry view controller.",
        ])
    }

    @Test func referencesThatLoopAcrossStoryboardsStopWithAnError() throws {
        let runtime = HeadlessRuntime.current
        let folder = try Fixtures.temporaryFolder()
        for (name, other) in [("Ping", "Pong"), ("Pong", "Ping")] {
            try StoryboardText.storyboard(initial: "Nav-Vc-001", scenes: StoryboardText.navigationScene(root: "Ref-Vc-001", segue: "Rel-Sg-001") + """

                    <scene sceneID="Ref-Sc-001">
                        <objects>
                            <viewControllerPlaceholder storyboardName="\(other)" id="Ref-Vc-001" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
            """).write(to: folder.appendingPathComponent("\(name).storyboard"), atomically: true, encoding: .utf8)
        }
        let bundle = try #require(Bundle(path: folder.path))
        let navigation = UIStoryboard(name: "Ping", bundle: bundle).instantiateInitialViewController()
        #expect(navigation is UINavigationController)
        let errors = runtime.diagnostics.all.filter { $0.code == "interfaceBuilder.cyclicHierarchy" }
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("nests 64 scene instantiations and view loads deep") == true)
    }
}
