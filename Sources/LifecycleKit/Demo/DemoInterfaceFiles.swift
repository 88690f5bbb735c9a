@_spi(Headless) import UIKit
import HeadlessCore
import Foundation

/// The Interface Builder files of the tour's storyboard and xib demos (VC-1, VC-10, V-2),
/// in the XML format Xcode writes, kept as text and written to a temporary folder when a
/// scenario runs.
enum DemoInterfaceFiles {
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.%@" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"%@>
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
        """

    /// `Seeds.storyboard`: seed 000's storyboard controller, with one subview.
    static let storyboard = String(format: header, "Storyboard.XIB", " initialViewController=\"Sgh-Vc-001\"") + """
            <scenes>
                <scene sceneID="Sgh-Sc-001">
                    <objects>
                        <viewController storyboardIdentifier="Push" title="Push" id="Sgh-Vc-001" customClass="SGHPushViewController" customModule="LifecycleKit" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Sgh-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" id="Sgh-Vw-002" customClass="StoryboardBannerView" customModule="LifecycleKit" customModuleProvider="target">
                                        <rect key="frame" x="20" y="100" width="335" height="60"/>
                                    </view>
                                </subviews>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Sgh-Fr-001" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="0" y="0"/>
                </scene>
            </scenes>
        </document>
        """

    /// A view controller's xib: its File's Owner is `owner`, whose `view` outlet is the root
    /// view, which holds one subview.
    static func controllerXib(owner: String) -> String {
        String(format: header, "XIB", "") + """
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)" customModule="LifecycleKit" customModuleProvider="target">
                    <connections>
                        <outlet property="view" destination="Xib-Vw-001" id="Xib-Ot-001"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="Xib-Vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="Xib-Vw-002" customClass="XibContentView" customModule="LifecycleKit" customModuleProvider="target">
                            <rect key="frame" x="20" y="100" width="335" height="200"/>
                        </view>
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    /// `NoXibView`'s xib for V-2: a view of class `XibNoXibView` with one subview.
    static let viewXib = String(format: header, "XIB", "") + """
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="Vxb-Vw-001" customClass="XibView" customModule="LifecycleKit" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="240" height="128"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="Vxb-Vw-002" customClass="XibSubview" customModule="LifecycleKit" customModuleProvider="target">
                            <rect key="frame" x="16" y="16" width="96" height="96"/>
                        </view>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    /// Writes the files into a new temporary folder and returns it.
    static func writeAll() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-tour-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let files = [
            "Seeds.storyboard": storyboard,
            "SGHPushTwoViewController.xib": controllerXib(owner: "SGHPushTwoViewController"),
            "XibLoadViewController.xib": controllerXib(owner: "XibLoadViewController"),
            "XibView.xib": viewXib,
        ]
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }
}
