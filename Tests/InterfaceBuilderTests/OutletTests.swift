import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// Outlets that the file gets wrong, and elements the runtime does not model.
@MainActor
@Suite(.freshRuntime) struct OutletTests {
    @Test func wrongOutletsAreReportedAndTheRestConnected() throws {
        let runtime = HeadlessRuntime.current
        let controller = try #require(UIStoryboard(name: "BadOutlets", bundle: Fixtures.bundle)
            .instantiateInitialViewController() as? OutletCheckController)
        controller.loadViewIfNeeded()
        #expect(controller.label?.text == "Label")
        #expect(controller.imageView == nil)
        #expect(runtime.diagnostics.messages("interfaceBuilder.unknownDestination") == [
            "BadOutlets.storyboard:36: object Bov-Vc-001: OutletCheckController#1 is not key value coding-compliant for the key missingLabel: it has no outlet of that name. Declare it as `@Outlet var missingLabel: UILabel?` (or `@OutletCollection var missingLabel: [UILabel]`), or remove the connection.",
        ])
        #expect(runtime.diagnostics.messages("interfaceBuilder.wrongClass") == [
            "BadOutlets.storyboard:37: object Bov-Vc-001: the outlet \"imageView\" of OutletCheckController#1 holds a UIImageView, but the file connects it to a UILabel. Change the outlet's type or the object's class.",
        ])
    }

    @Test func unmodelledElementsAreKeptWithTheirSubviewsAndReported() throws {
        let runtime = HeadlessRuntime.current
        let controller = try #require(UIStoryboard(name: "BadOutlets", bundle: Fixtures.bundle).instantiateInitialViewController())
        // A <datePicker> is a UIDatePicker now (StoryboardControlTests), with its archived subviews.
        // A notice, which does not fail --strict on its own (References §47.4).
        #expect(runtime.diagnostics.messages("interfaceBuilder.notCreated") == [
            "BadOutlets.storyboard:30: object Bos-Sp-001: <sparkleView> is not an element HeadlessUIKit models; it is kept as a plain UIView with its subviews.",
        ])
        #expect(runtime.diagnostics.all.filter { $0.code == "interfaceBuilder.notCreated" }.map(\.severity) == [.notice])
        let subviews = controller.view.subviews
        #expect(subviews.map(\.traceClassName) == ["UILabel", "UIDatePicker", "UIView"])
        #expect(subviews[1].subviews.count == 1)
        #expect(subviews[2].frame == CGRect(x: 20, y: 500, width: 50, height: 50))
    }

    @Test func actionToAnObjectWithoutThatActionIsReportedAtLoadAndAtTap() throws {
        let runtime = HeadlessRuntime.current
        let folder = try Fixtures.temporaryFolder()
        let url = folder.appendingPathComponent("Actions.storyboard")
        try StoryboardText.scene(controllerClass: "OutletCheckController", subviews: """
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Act-Bt-001">
                                <rect key="frame" x="0.0" y="0.0" width="80" height="40"/>
                                <accessibility key="accessibilityConfiguration" identifier="save"/>
                                <state key="normal" title="Save"/>
                                <connections>
                                    <action selector="save:" destination="Scn-Vc-001" eventType="touchUpInside" id="Act-Ac-001"/>
                                </connections>
                            </button>
        """).write(to: url, atomically: true, encoding: .utf8)
        let controller = try UIStoryboard.load(contentsOf: url).instantiateInitialViewController()
        let window = showInWindow(controller)
        #expect(runtime.diagnostics.all.map(\.code) == ["interfaceBuilder.unknownDestination"])
        #expect(runtime.diagnostics.all.first?.message == "Actions.storyboard:21: object Act-Bt-001: the action \"save:\" of <button> goes to OutletCheckController#1, which has no action of that name; sending it would raise \"unrecognized selector\". Declare it with @IBAction in OutletCheckController (ported with `lifecycle port`), or make it conform to IBActionTarget and return the method for \"save:\" from action(named:).")
        #expect(window.tap("save") == nil)
        #expect(runtime.diagnostics.messages("interfaceBuilder.unrecognizedSelector") == [
            "-[OutletCheckController save:]: unrecognized selector sent to instance OutletCheckController#1. Declare the method with @IBAction (ported with `lifecycle port`), or return a method for \"save:\" from action(named:) (IBActionTarget).",
        ])
    }

    @Test func segueFromABarButtonItemIsPerformedByATapAndFromCode() throws {
        let runtime = HeadlessRuntime.current
        let url = try Fixtures.temporaryFolder().appendingPathComponent("Bar.storyboard")
        let about = StoryboardText.viewControllerScene("Bar", customClass: "AboutViewController", module: "InterfaceBuilderTests")
        var text = StoryboardText.scene(controllerClass: "ContainerParentController", subviews: "", extraScenes: about)
        text = text.replacingOccurrences(of: "                    <connections>\n", with: """
                                <navigationItem key="navigationItem" title="Bar" id="Bar-Ni-001">
                                    <barButtonItem key="rightBarButtonItem" systemItem="add" id="Bar-Bb-001">
                                        <connections>
                                            <segue destination="Bar-Vc-001" kind="presentation" identifier="add" id="Bar-Sg-001"/>
                                        </connections>
                                    </barButtonItem>
                                </navigationItem>
                                <connections>

        """)
        try text.write(to: url, atomically: true, encoding: .utf8)
        let controller = try #require(try UIStoryboard.load(contentsOf: url).instantiateInitialViewController())
        // The item is created (References §47.2): no diagnostic, and a tap performs its segue.
        #expect(runtime.diagnostics.all.isEmpty, "\(runtime.diagnostics.all)")
        let window = showInWindow(UINavigationController(rootViewController: controller))
        #expect(window.tap("Add") == nil)
        #expect(controller.presentedViewController is AboutViewController)
        controller.dismiss(animated: false)
        runtime.runLoop.runUntilIdle()
        controller.performSegue(withIdentifier: "add", sender: nil)
        runtime.runLoop.runUntilIdle()
        #expect(controller.presentedViewController is AboutViewController)
    }
}

extension StoryboardText {
    /// A one-scene storyboard in Xcode's format, for tests that write their own file.
    static func scene(controllerClass: String, subviews: String, connections: String = "", extraScenes: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Scn-Vc-001">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <scene sceneID="Scn-Sc-001">
                    <objects>
                        <viewController id="Scn-Vc-001" customClass="\(controllerClass)" customModule="InterfaceBuilderTests" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Scn-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(subviews)
                                </subviews>
                            </view>
                            <connections>
        \(connections)
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Scn-Fr-001" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        \(extraScenes)
            </scenes>
        </document>
        """
    }
}
