import Foundation
import Testing
import UIKitTesting
@_spi(Headless) @testable import UIKit
import HeadlessCore
import _UIKitTestSupport

/// A package written by `lifecycle port` ships the app's bundle as the executable's SwiftPM
/// resources; the app finds its Info.plist there, and its storyboards beside it.
@MainActor
@Suite(.freshRuntime) struct PortedBundleTests {
    @Test func theInfoPlistIsFoundInTheExecutablesResourceBundle() throws {
        let folder = TestScratch.url("ported")
        let bundle = folder.appendingPathComponent("counter_Counter.resources/AppBundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("other_Other.resources"), withIntermediateDirectories: true)
        let executable = folder.appendingPathComponent("Counter")
        let candidates = ApplicationProcess.infoPlistCandidates(executable: executable, currentDirectory: URL(fileURLWithPath: "/work"))
        #expect(candidates.map(\.path) == [
            folder.appendingPathComponent("Info.plist").path,
            bundle.appendingPathComponent("Info.plist").path,
            "/work/Info.plist",
        ])
    }

    /// With a launched app, a nil bundle stands for the app's bundle (its Info.plist's folder).
    @Test func aNilBundleIsTheAppsBundle() throws {
        let folder = TestScratch.url("ported")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let plist = folder.appendingPathComponent("Info.plist")
        try PropertyListSerialization.data(fromPropertyList: ["CFBundleName": "Counter"], format: .xml, options: 0).write(to: plist)
        #expect(Bundle.appMain.bundleURL == Bundle.main.bundleURL)
        let device = SimulatedDevice()
        device.launch(BundleTestDelegate.self, infoPlist: try InfoPlist(contentsOf: plist))
        #expect(Bundle.appMain.bundleURL.standardizedFileURL.path == folder.standardizedFileURL.path)
    }
}

final class BundleTestDelegate: UIResponder, UIApplicationDelegate {}
