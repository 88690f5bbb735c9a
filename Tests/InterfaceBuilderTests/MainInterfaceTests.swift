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
            try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Nav-Vc-001">
                <scenes>
                    <scene sceneID="Nav-Sc-001">
                        <objects>
                            <navigationController id="Nav-Vc-001" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="Ref-Vc-001" kind="relationship" relationship="rootViewController" id="Rel-Sg-001"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="Ref-Sc-001">
                        <objects>
                            <viewControllerPlaceholder storyboardName="\(other)" id="Ref-Vc-001" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """.write(to: folder.appendingPathComponent("\(name).storyboard"), atomically: true, encoding: .utf8)
        }
        let bundle = try #require(Bundle(path: folder.path))
        let navigation = UIStoryboard(name: "Ping", bundle: bundle).instantiateInitialViewController()
        #expect(navigation is UINavigationController)
        let errors = runtime.diagnostics.all.filter { $0.code == "interfaceBuilder.cyclicHierarchy" }
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("nests 64 scene instantiations and view loads deep") == true)
    }
}
