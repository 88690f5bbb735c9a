import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@_spi(Headless) import UIKit
import HeadlessCore

/// Workload 6: loading a storyboard of about 1 MB, against the raw `XMLParser` pass over the
/// same file.
///
/// The storyboard is generated (deterministically) in a temporary folder
/// (`lifecycle-bench-storyboards`): a first scene
/// marked as the initial view controller, then as many scenes as the size asks for, each a
/// view controller whose view has 20 subviews, in the XML format Xcode writes.
@MainActor
enum StoryboardWorkloads {
    /// Writes the storyboard once per size and process; returns its file.
    static func storyboardFile(bytes: Int) -> URL {
        if let known = files[bytes] { return known }
        // One shared folder: the content depends on the size alone, and the atomic write
        // leaves a concurrent reader the old file or the new one, never half of one.
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("lifecycle-bench-storyboards", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("Generated\(bytes).storyboard")
        try? Data(storyboardXML(bytes: bytes).utf8).write(to: url, options: .atomic)
        files[bytes] = url
        return url
    }

    private static var files: [Int: URL] = [:]

    /// The XML of a storyboard of about `bytes` bytes.
    static func storyboardXML(bytes: Int) -> String {
        var xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
        useSafeAreas="YES" colorMatched="YES" initialViewController="VC-0">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>

        """
        var scene = 0
        while xml.utf8.count < bytes - 200 || scene == 0 {
            xml += sceneXML(scene)
            scene += 1
        }
        xml += """
            </scenes>
        </document>

        """
        return xml
    }

    private static func sceneXML(_ scene: Int) -> String {
        var xml = """
                <!--Scene \(scene)-->
                <scene sceneID="SC-\(scene)">
                    <objects>
                        <viewController title="Scene \(scene)" id="VC-\(scene)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V-\(scene)">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>

        """
        for index in 0..<ScreenController.subviewCount {
            xml += """
                                        <view contentMode="scaleToFill" id="V-\(scene)-\(index)">
                                            <rect key="frame" x="0.0" y="\(index * 40).0" width="393" height="40"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        </view>

            """
        }
        xml += """
                                </subviews>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="FR-\(scene)" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="\(scene * 400)" y="0.0"/>
                </scene>

        """
        return xml
    }

    static func prepare(_ run: PreparedRun, bytes: Int) {
        let url = storyboardFile(bytes: bytes)
        if run.variant == .direct {
            run.setBody { [unowned run] in
                guard let data = try? Data(contentsOf: url) else {
                    run.problems.append("storyboard: cannot read \(url.path)")
                    return
                }
                let counter = ElementCounter()
                let parser = XMLParser(data: data)
                parser.delegate = counter
                if !parser.parse() || counter.elements == 0 { run.problems.append("storyboard: XMLParser failed") }
            }
            return
        }
        Harness.attachRecorderIfRecorded(run)
        run.setBody { [unowned run] in
            do {
                let storyboard = try UIStoryboard.load(contentsOf: url, requiresInitialViewController: true)
                guard let initial = storyboard.instantiateInitialViewController() else {
                    run.problems.append("storyboard: no initial view controller")
                    return
                }
                initial.loadViewIfNeeded()
                if initial.view.subviews.count != ScreenController.subviewCount {
                    run.problems.append("storyboard: the initial view has \(initial.view.subviews.count) subviews")
                }
                run.keep = [storyboard, initial]
            } catch {
                run.problems.append("storyboard: \(error)")
            }
        }
    }
}

/// The least an `XMLParser` delegate can do: count the elements.
final class ElementCounter: NSObject, XMLParserDelegate {
    var elements = 0

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        elements += 1
    }
}
