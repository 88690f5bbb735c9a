import Foundation
import Testing
@testable import LifecycleKit

/// The ported package's bundle references the app's resources instead of copying them
/// (References §27): each resource is a link to the file in the app's folder.
@Suite struct PortBundleLinkTests {
    @Test func resourcesAreLinksToTheAppsFolder() throws {
        let app = try PortTests.appFolder()
        let out = app.deletingLastPathComponent().appendingPathComponent("PortApp-linux")
        let plan = try PortPlan.make(sourceDirectory: app, name: nil)
        try PortedPackage.write(plan, to: out, headlessUIKit: "/opt/HeadlessUIKit")
        let storyboard = out.appendingPathComponent("Sources/PortApp/AppBundle/Base.lproj/Main.storyboard")
        let destination = try FileManager.default.destinationOfSymbolicLink(atPath: storyboard.path)
        #expect(destination == app.resolvingSymlinksInPath().appendingPathComponent("PortApp/Base.lproj/Main.storyboard").path)
        // An edit in the app's folder is what the bundle reads.
        try Data("<edited/>".utf8).write(to: app.appendingPathComponent("PortApp/Base.lproj/Main.storyboard"))
        #expect(try String(contentsOf: storyboard, encoding: .utf8) == "<edited/>")
        // The Info.plist is the one file written, with its variables expanded.
        let info = out.appendingPathComponent("Sources/PortApp/AppBundle/Info.plist")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: info.path)) == nil)
    }

    /// An app that imports a framework HeadlessUIKit stands in for depends on its product.
    @Test func standInFrameworksBecomeProductDependencies() throws {
        let app = try PortTests.appFolder(project: nil)
        try Data("import UIKit\nimport WebKit\nimport UserNotifications\nfinal class Page: UIView {}\n".utf8)
            .write(to: app.appendingPathComponent("PortApp/Page.swift"))
        let plan = try PortPlan.make(sourceDirectory: app, name: "Counter")
        #expect(plan.standInModules.map(\.importName) == ["UserNotifications", "WebKit"])
        let manifest = PortedPackage.manifest(plan, headlessUIKit: "/opt/HeadlessUIKit", hasInfoPlist: true)
        #expect(manifest.contains(".product(name: \"UserNotifications\", package: \"HeadlessUIKit\"), .product(name: \"WebKit\", package: \"HeadlessUIKit\")"))
    }

    /// An app that imports PhotosUI for the photo picker depends on the PhotosUI stand-in's
    /// product, under its own name (References §63).
    @Test func photosUIIsAStandIn() throws {
        let app = try PortTests.appFolder(project: nil)
        try Data("import UIKit\nimport PhotosUI\nfinal class Chooser: UIViewController {}\n".utf8)
            .write(to: app.appendingPathComponent("PortApp/Chooser.swift"))
        let plan = try PortPlan.make(sourceDirectory: app, name: "Chooser")
        #expect(plan.standInModules.map(\.importName) == ["PhotosUI"])
        #expect(plan.standInModules.map(\.moduleAliases) == [[]])
        let manifest = PortedPackage.manifest(plan, headlessUIKit: "/opt/HeadlessUIKit", hasInfoPlist: true)
        #expect(manifest.contains(".product(name: \"PhotosUI\", package: \"HeadlessUIKit\")"))
    }

    /// An app that imports SwiftUI or Combine depends on the HeadlessSwiftUI and HeadlessCombine
    /// products, and its targets are compiled with module aliases that give those modules the
    /// names it imports (References §59.7).
    @Test func swiftUIAndCombineAreStandIns() throws {
        let app = try PortTests.appFolder(project: nil)
        try Data("import SwiftUI\nimport Combine\nstruct Row: View { var body: some View { Text(\"Row\") } }\n".utf8)
            .write(to: app.appendingPathComponent("PortApp/Row.swift"))
        let plan = try PortPlan.make(sourceDirectory: app, name: "Rows")
        #expect(plan.standInModules.map(\.importName) == ["Combine", "SwiftUI"])
        #expect(plan.standInModules.map(\.product) == ["HeadlessCombine", "HeadlessSwiftUI"])
        let manifest = PortedPackage.manifest(plan, headlessUIKit: "/opt/HeadlessUIKit", hasInfoPlist: true)
        #expect(manifest.contains(
            ".product(name: \"HeadlessCombine\", package: \"HeadlessUIKit\"), .product(name: \"HeadlessSwiftUI\", package: \"HeadlessUIKit\")"))
        // Each alias once, though both stand-ins name Combine's.
        #expect(manifest.contains(
            ".unsafeFlags([\"-suppress-warnings\", \"-module-alias\", \"Combine=HeadlessCombine\", \"-module-alias\", \"SwiftUI=HeadlessSwiftUI\"])"))
        // No dependency on a product named after Apple's module: HeadlessUIKit has none.
        #expect(!manifest.contains(".product(name: \"SwiftUI\""))
        #expect(!manifest.contains(".product(name: \"Combine\""))
    }

    /// An app that imports neither gets no alias.
    @Test func appsWithoutSwiftUIGetNoModuleAlias() throws {
        let app = try PortTests.appFolder(project: nil)
        let plan = try PortPlan.make(sourceDirectory: app, name: "Plain")
        #expect(plan.standInModules.isEmpty)
        let manifest = PortedPackage.manifest(plan, headlessUIKit: "/opt/HeadlessUIKit", hasInfoPlist: true)
        #expect(manifest.contains(".unsafeFlags([\"-suppress-warnings\"])"))
        #expect(!manifest.contains("-module-alias"))
    }
}
