import Foundation

/// Storyboard text in Xcode's format, for tests that write their own storyboard files. The
/// pieces keep Xcode's line structure, so that the line numbers diagnostics quote stay put.
public enum StoryboardText {
    /// A storyboard document, with the attributes Xcode writes, whose initial controller is
    /// `initial` and whose scenes are `scenes`.
    public static func storyboard(initial: String, scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(initial)">
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// The scene of a navigation controller, `Nav-Vc-001`, whose root is the controller `root`
    /// (by the relationship segue `segue`).
    public static func navigationScene(root: String, segue: String) -> String {
        """
                <scene sceneID="Nav-Sc-001">
                    <objects>
                        <navigationController id="Nav-Vc-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(segue)"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
        """
    }

    /// The scene of a view controller of the class `customClass` from `module`, with an empty
    /// view of `width` × `height`; its ids start with `prefix` (`Dst`: `Dst-Sc-001`,
    /// `Dst-Vc-001`, `Dst-Vw-001`).
    public static func viewControllerScene(_ prefix: String, customClass: String, module: String,
                                           storyboardIdentifier: String? = nil,
                                           width: Int = 393, height: Int = 852) -> String {
        let identifier = storyboardIdentifier.map { "storyboardIdentifier=\"\($0)\" " } ?? ""
        return """
                <scene sceneID="\(prefix)-Sc-001">
                    <objects>
                        <viewController \(identifier)id="\(prefix)-Vc-001" customClass="\(customClass)" customModule="\(module)" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(prefix)-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """
    }

    /// A static table's cell `id`, `width` points wide, whose default-style label (`<id>-lb`)
    /// shows `text`; `segue`, when given, is the cell's segue element.
    public static func staticCell(_ id: String, _ text: String, width: Int, segue: String = "") -> String {
        """
                                    <tableViewCell contentMode="scaleToFill" textLabel="\(id)-lb" style="IBUITableViewCellStyleDefault" id="\(id)">
                                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="\(id)" id="\(id)-cv">
                                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                                            <subviews>
                                                <label opaque="NO" text="\(text)" id="\(id)-lb">
                                                    <rect key="frame" x="16" y="0.0" width="\(width - 32)" height="44"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                        \(segue.isEmpty ? "" : "<connections>\(segue)</connections>")
                                    </tableViewCell>
        """
    }
}
