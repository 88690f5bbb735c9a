import Foundation
import Testing
@_spi(Headless) import UIKit
@_spi(Headless) import CoreGraphics
import HeadlessCore
@_spi(Headless) import UIKitTesting
import _UIKitTestSupport

/// Resources are looked up inside the app's bundle only, symbolic links included
/// (References §39.1): each hostile bundle is built in a temporary folder.
@MainActor
@Suite(.freshRuntime) struct ResourceConfinementTests {
    private let fileManager = FileManager.default

    /// A 4 × 4 PNG of one colour.
    private func png(_ color: UIColor) throws -> Data {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return try #require(UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }.pngData())
    }

    private func imageSetContents(_ file: String) -> Data {
        Data("{\"images\":[{\"idiom\":\"universal\",\"filename\":\"\(file)\",\"scale\":\"1x\"}]}".utf8)
    }

    private func colorSetContents() -> Data {
        Data("{\"colors\":[{\"idiom\":\"universal\",\"color\":{\"color-space\":\"srgb\",\"components\":{\"red\":\"1.000\",\"green\":\"0.000\",\"blue\":\"0.000\",\"alpha\":\"1.000\"}}}]}".utf8)
    }

    /// `top/outside/` (a secret image set, colour set and PNG) and `top/deep/er/App/` (the
    /// bundle, with a real `Assets.xcassets`); returns both folders.
    private func makeFolders() throws -> (bundle: URL, outside: URL) {
        let top = TestScratch.url("confinement")
        let outside = top.appendingPathComponent("outside")
        let bundle = top.appendingPathComponent("deep/er/App")
        let secretSet = outside.appendingPathComponent("Secret.imageset")
        let secretColor = outside.appendingPathComponent("Secret.colorset")
        for folder in [secretSet, secretColor, bundle.appendingPathComponent("Assets.xcassets/Group")] {
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try png(.green).write(to: outside.appendingPathComponent("secret.png"))
        try png(.green).write(to: secretSet.appendingPathComponent("secret.png"))
        try imageSetContents("secret.png").write(to: secretSet.appendingPathComponent("Contents.json"))
        try colorSetContents().write(to: secretColor.appendingPathComponent("Contents.json"))
        // `../../x` from the bundle's folder.
        try png(.green).write(to: top.appendingPathComponent("deep/x.png"))
        return (bundle, outside)
    }

    private func outsideDiagnostics() -> [Diagnostic] {
        HeadlessRuntime.current.diagnostics.all.filter { $0.code == .resourceOutsideBundle }
    }

    @Test func anImageSetLinkedOutsideTheBundleIsRefused() throws {
        let (root, outside) = try makeFolders()
        try fileManager.createSymbolicLink(at: root.appendingPathComponent("Assets.xcassets/Group/Secret.imageset"),
                                           withDestinationURL: outside.appendingPathComponent("Secret.imageset"))
        let bundle = try #require(Bundle(path: root.path))
        #expect(UIImage(named: "Secret", in: bundle, compatibleWith: nil) == nil)
        let diagnostic = try #require(outsideDiagnostics().first)
        #expect(diagnostic.message.contains("UIImage(named: \"Secret\")"))
        #expect(diagnostic.message.contains("symbolic link") && diagnostic.message.contains(outside.lastPathComponent))
    }

    @Test func aFileLinkedFromAnImageSetIsRefused() throws {
        let (root, outside) = try makeFolders()
        let set = root.appendingPathComponent("Assets.xcassets/Leak.imageset")
        try fileManager.createDirectory(at: set, withIntermediateDirectories: true)
        try imageSetContents("leak.png").write(to: set.appendingPathComponent("Contents.json"))
        try fileManager.createSymbolicLink(at: set.appendingPathComponent("leak.png"),
                                           withDestinationURL: outside.appendingPathComponent("secret.png"))
        // Contents.json itself a link to a file outside.
        let linked = root.appendingPathComponent("Assets.xcassets/Linked.imageset")
        try fileManager.createDirectory(at: linked, withIntermediateDirectories: true)
        try fileManager.createSymbolicLink(at: linked.appendingPathComponent("Contents.json"),
                                           withDestinationURL: outside.appendingPathComponent("Secret.imageset/Contents.json"))
        let bundle = try #require(Bundle(path: root.path))
        #expect(UIImage(named: "Leak", in: bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "Linked", in: bundle, compatibleWith: nil) == nil)
        let messages = outsideDiagnostics().map(\.message)
        #expect(messages.count == 2)
        #expect(messages.first?.contains("leak.png") == true)
        #expect(messages.last?.contains("Contents.json") == true)
    }

    @Test func namesThatLeaveTheBundleAreRefused() throws {
        let (root, _) = try makeFolders()
        let bundle = try #require(Bundle(path: root.path))
        // deep/x.png exists: `../../x` would reach it.
        #expect(UIImage(named: "../../x", in: bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "/etc/passwd", in: bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "Group/../../../x", in: bundle, compatibleWith: nil) == nil)
        let messages = outsideDiagnostics().map(\.message)
        #expect(messages.count == 3)
        #expect(messages.first?.contains("../../x") == true && messages.first?.contains("`..`") == true)
        #expect(messages.dropFirst().first?.contains("absolute path") == true)
    }

    @Test func aColourSetLinkedOutsideOrNamedOutsideIsRefused() throws {
        let (root, outside) = try makeFolders()
        try fileManager.createSymbolicLink(at: root.appendingPathComponent("Assets.xcassets/Secret.colorset"),
                                           withDestinationURL: outside.appendingPathComponent("Secret.colorset"))
        let bundle = try #require(Bundle(path: root.path))
        #expect(UIColor(named: "Secret", in: bundle, compatibleWith: nil) == nil)
        #expect(UIColor(named: "../../../outside/Secret", in: bundle, compatibleWith: nil) == nil)
        let messages = outsideDiagnostics().map(\.message)
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.hasPrefix("UIColor(named:") })
    }

    @Test func linksThatStayInsideTheBundleStillWork() throws {
        let (root, _) = try makeFolders()
        let catalog = root.appendingPathComponent("Assets.xcassets")
        let real = catalog.appendingPathComponent("Group/Real.imageset")
        try fileManager.createDirectory(at: real, withIntermediateDirectories: true)
        try png(.red).write(to: real.appendingPathComponent("real.png"))
        try imageSetContents("real.png").write(to: real.appendingPathComponent("Contents.json"))
        try fileManager.createSymbolicLink(at: catalog.appendingPathComponent("Alias.imageset"), withDestinationURL: real)
        let bundle = try #require(Bundle(path: root.path))
        #expect(UIImage(named: "Real", in: bundle, compatibleWith: nil)?.cgImage?.pixel(x: 0, y: 0)?.red == 255)
        #expect(UIImage(named: "Alias", in: bundle, compatibleWith: nil)?.cgImage?.pixel(x: 0, y: 0)?.red == 255)
        #expect(outsideDiagnostics().isEmpty)
    }

    /// `lifecycle port` ships an app's resources as links at the bundle's top to the files in
    /// the app's folder: those are the bundle's own, but a link inside the linked catalog
    /// that leads further out is refused.
    @Test func linksAtTheBundlesTopAreItsResourcesButNotWhatTheyLinkOnward() throws {
        let (root, outside) = try makeFolders()
        let appFolder = root.deletingLastPathComponent().appendingPathComponent("AppSources")
        let catalog = appFolder.appendingPathComponent("Shared.xcassets")
        let icon = catalog.appendingPathComponent("Icon.imageset")
        try fileManager.createDirectory(at: icon, withIntermediateDirectories: true)
        try png(.blue).write(to: icon.appendingPathComponent("icon.png"))
        try imageSetContents("icon.png").write(to: icon.appendingPathComponent("Contents.json"))
        try fileManager.createSymbolicLink(at: catalog.appendingPathComponent("Secret.imageset"),
                                           withDestinationURL: outside.appendingPathComponent("Secret.imageset"))
        try png(.blue).write(to: appFolder.appendingPathComponent("Loose.png"))
        try fileManager.createSymbolicLink(at: root.appendingPathComponent("Shared.xcassets"), withDestinationURL: catalog)
        try fileManager.createSymbolicLink(at: root.appendingPathComponent("Loose.png"),
                                           withDestinationURL: appFolder.appendingPathComponent("Loose.png"))
        let bundle = try #require(Bundle(path: root.path))
        #expect(UIImage(named: "Icon", in: bundle, compatibleWith: nil)?.cgImage?.pixel(x: 0, y: 0)?.blue == 255)
        #expect(UIImage(named: "Loose", in: bundle, compatibleWith: nil)?.cgImage?.pixel(x: 0, y: 0)?.blue == 255)
        #expect(outsideDiagnostics().isEmpty)
        #expect(UIImage(named: "Secret", in: bundle, compatibleWith: nil) == nil)
        #expect(outsideDiagnostics().count == 1)
    }

    @Test func aStoryboardLinkedOutsideTheBundleIsNotRead() throws {
        let (root, outside) = try makeFolders()
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
                <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="v"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view></viewController></objects></scene></scenes>
            </document>
            """
        try Data(storyboard.utf8).write(to: outside.appendingPathComponent("Secret.storyboard"))
        let folder = root.appendingPathComponent("Screens")
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        try fileManager.createSymbolicLink(at: folder.appendingPathComponent("Secret.storyboard"),
                                           withDestinationURL: outside.appendingPathComponent("Secret.storyboard"))
        let bundle = try #require(Bundle(path: root.path))
        let controller: UIViewController? = UIStoryboard(name: "Screens/Secret", bundle: bundle).instantiateInitialViewController()
        #expect(controller == nil)
        let messages = HeadlessRuntime.current.diagnostics.all.map(\.message)
        #expect(messages.contains { $0.contains("Secret.storyboard") && $0.contains("outside") })
    }
}
