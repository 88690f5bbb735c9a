import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// Text fields and text views from a xib are the real classes, with their text and placeholder.
@MainActor
@Suite(.freshRuntime) struct InterfaceBuilderTextTests {
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <textField opaque="NO" contentMode="scaleToFill" text="Ada" placeholder="Name" textAlignment="natural" minimumFontSize="17" id="f1">
                        <rect key="frame" x="20" y="20" width="280" height="34"/>
                    </textField>
                    <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Notes" textAlignment="natural" id="t1">
                        <rect key="frame" x="20" y="60" width="280" height="100"/>
                    </textView>
                </subviews>
            </view>
        </objects>
    </document>
    """

    @Test func textInputsDecodeAsTheirClasses() throws {
        let runtime = HeadlessRuntime.current
        let nib = UINib(data: Data(Self.xib.utf8), bundle: nil)
        let root = try #require(nib.instantiate(withOwner: nil).first as? UIView)
        let field = try #require(root.subviews.first as? UITextField)
        #expect(field.text == "Ada" && field.placeholder == "Name")
        let notes = try #require(root.subviews.last as? UITextView)
        #expect(notes.text == "Notes")
        #expect(runtime.diagnostics.all.isEmpty, "\(runtime.diagnostics.all)")
    }
}
