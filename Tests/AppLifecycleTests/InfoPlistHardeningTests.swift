import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore
import _UIKitTestSupport

/// Hostile and mistaken Info.plists (issue 20): binary files are read, damaged ones refused
/// with a sentence naming the file, keys of the wrong type reported, and storyboard names
/// confined to the app's bundle.
@MainActor
@Suite(.freshRuntime) struct InfoPlistHardeningTests {
    private func folder() throws -> URL {
        let folder = TestScratch.url("InfoPlistHardening")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="Out-Vc-001">
            <scenes>
                <scene sceneID="Out-Sc-001"><objects>
                    <viewController id="Out-Vc-001" title="Outside" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>
        """

    @Test func aBinaryInfoPlistIsRead() throws {
        let url = try folder().appendingPathComponent("Info.plist")
        let plist: [String: Any] = ["UIMainStoryboardFile": "Main", "UIApplicationExitsOnSuspend": true]
        try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0).write(to: url)
        let info = try InfoPlist(contentsOf: url)
        #expect(info.mainStoryboardName == "Main")
        #expect(info.exitsOnSuspend)
        let runtime = HeadlessRuntime.reset()
        SimulatedDevice().launch(PlainAppDelegate.self, infoPlist: info)
        #expect(runtime.diagnostics.with(codePrefix: "infoPlist.").isEmpty)
    }

    @Test func aDamagedBinaryInfoPlistIsRefusedWithASentence() throws {
        let url = try folder().appendingPathComponent("Info.plist")
        var data = try PropertyListSerialization.data(fromPropertyList: ["UIMainStoryboardFile": "Main"], format: .binary, options: 0)
        data = data.prefix(data.count - 12)
        try data.write(to: url)
        let error = try #require(throws: InfoPlistError.self) { try InfoPlist(contentsOf: url) }
        #expect(error.description == "cannot use \(url.path) as Info.plist: it is a binary property list (bplist) that is damaged or truncated. Restore it, or convert a good copy to XML with `plutil -convert xml1`.")
    }

    /// Found by the infoplist fuzz target: a damaged binary plist whose object table holds a
    /// set crashed Foundation while it bridged the set; it is refused before Foundation reads it.
    @Test func aBinaryPlistHoldingASetIsRefusedBeforeFoundationReadsIt() throws {
        let base64 = "YnBsaXN0MDDDAQIDBAUGUU5fEBtVSUFwcGxpY2F0aW9uRXhpdHNPblN1c3BlbmRfEBRVSU1haW5TdG9yeWJvYXJkRmlsZRADCVRNYWluCA8RL0ZISQAAAAAAAAEBAAAAAAAAAAcAAAAAAAAAAAAAAAAAAABO"
        let url = try folder().appendingPathComponent("Info.plist")
        try #require(Data(base64Encoded: base64)).write(to: url)
        let error = try #require(throws: InfoPlistError.self) { try InfoPlist(contentsOf: url) }
        #expect(error.description.contains("binary property list (bplist) holding a set"))
        let good = try PropertyListSerialization.data(fromPropertyList: ["UIMainStoryboardFile": "Main", "List": [1, 2]], format: .binary, options: 0)
        try good.write(to: url)
        #expect(try InfoPlist(contentsOf: url).mainStoryboardName == "Main")
    }

    @Test func aFolderOrGarbageIsRefusedWithASentence() throws {
        let folder = try folder()
        let error = try #require(throws: InfoPlistError.self) { try InfoPlist(contentsOf: folder) }
        #expect(error.description == "cannot use \(folder.path) as Info.plist: it is a folder, not a file. Give the path of the Info.plist file itself.")
        let garbage = folder.appendingPathComponent("Info.plist")
        try Data("<plist><dict><key>a</key>\u{1B}[31m".utf8).write(to: garbage)
        let refusal = try #require(throws: InfoPlistError.self) { try InfoPlist(contentsOf: garbage) }
        #expect(refusal.reason.hasPrefix("it is not a property list (XML, binary or OpenStep)"))
        #expect(!refusal.description.contains("\u{1B}"))
        try PropertyListSerialization.data(fromPropertyList: [1, 2], format: .xml, options: 0).write(to: garbage)
        let array = try #require(throws: InfoPlistError.self) { try InfoPlist(contentsOf: garbage) }
        #expect(array.reason == "its root is an array, not a dictionary. An Info.plist's root is a <dict>")
    }

    @Test func aMainStoryboardOutsideTheBundleIsNotLoaded() throws {
        let runtime = HeadlessRuntime.current
        let root = try folder()
        let app = root.appendingPathComponent("App/Payload")
        let elsewhere = root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Self.storyboard.write(to: elsewhere.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        let url = app.appendingPathComponent("Info.plist")
        try PropertyListSerialization.data(fromPropertyList: ["UIMainStoryboardFile": "../../elsewhere/Main"], format: .xml, options: 0).write(to: url)
        let info = try InfoPlist(contentsOf: url)
        #expect(info.mainStoryboardName == nil)

        let device = SimulatedDevice()
        device.launch(PlainAppDelegate.self, infoPlist: info)
        #expect(device.appState == .active)
        #expect(UIApplication.shared.windows.compactMap(\.rootViewController).isEmpty)
        #expect(runtime.diagnostics.all.map(\.code) == ["infoPlist.outsideBundle"])
        #expect(runtime.diagnostics.all.first?.message == "\(url.path): UIMainStoryboardFile \"../../elsewhere/Main\" leads outside the app's bundle; resources are looked up inside the bundle only, as on iOS, so the key is ignored. Name the storyboard by its file name without extension, such as \"Main\".")

        // Code that names such a storyboard gets nothing either.
        let bundle = try #require(Bundle(path: app.path))
        #expect(UIStoryboard(name: "../../elsewhere/Main", bundle: bundle).instantiateInitialViewController() == nil)
        #expect(runtime.diagnostics.all.last?.message.contains("the storyboard name '../../elsewhere/Main' leads outside bundle") == true)
    }

    @Test func keysOfTheWrongTypeAreReportedByName() throws {
        let runtime = HeadlessRuntime.current
        let device = SimulatedDevice()
        device.launch(PlainAppDelegate.self, infoPlist: ["UIMainStoryboardFile": 3, "NSPrincipalClass": ["UIApplication"],
                                                         "UIApplicationExitsOnSuspend": "sometimes"])
        #expect(device.appState == .active)
        #expect(runtime.diagnostics.all.map(\.message) == [
            "Info.plist: NSPrincipalClass is an array, not a string; the key is ignored. Give the UIApplication subclass's name as a <string>.",
            "Info.plist: UIMainStoryboardFile is an integer (3), not a string; the key is ignored. Give the storyboard's name without extension as a <string>.",
            "Info.plist: UIApplicationExitsOnSuspend is the string \"sometimes\", not a Boolean; the key is ignored. Use <true/> or <false/>.",
        ])
        #expect(runtime.diagnostics.all.allSatisfy { $0.code == "infoPlist.wrongType" && $0.severity == .error })
    }

    @Test func aBadSceneClassNameIsReported() throws {
        for (value, expected) in [("NoSuchScene" as Any, ["scene.sceneClass.notFound"]), (42 as Any, ["infoPlist.wrongType"]), ("" as Any, [])] {
            let runtime = Journal.reset()
            let device = SimulatedDevice()
            let info: InfoPlist = ["UIApplicationSceneManifest": [
                "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [[
                    "UISceneConfigurationName": "Default Configuration",
                    "UISceneDelegateClassName": "TestSceneDelegate",
                    "UISceneClassName": value,
                ] as [String: Any]]],
            ] as [String: Any]]
            device.launch(ManifestOnlyAppDelegate.self, infoPlist: info)
            #expect(device.appState == .active)
            #expect(UIApplication.shared.connectedScenes.first is UIWindowScene)
            #expect(runtime.diagnostics.all.map(\.code.rawValue) == expected)
        }
        let runtime = Journal.reset()
        let info: InfoPlist = ["UIApplicationSceneManifest": ["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [[
            "UISceneDelegateClassName": "TestSceneDelegate", "UISceneClassName": "NoSuchScene",
        ]]]]]
        SimulatedDevice().launch(ManifestOnlyAppDelegate.self, infoPlist: info)
        #expect(runtime.diagnostics.all.first?.message.hasPrefix("Info.plist: UISceneClassName \"NoSuchScene\" names no UIScene subclass (tried modules: ") == true)
        Journal.reset()
        SimulatedDevice().launch(ManifestOnlyAppDelegate.self, infoPlist: ["UIApplicationSceneManifest": ["UISceneConfigurations": [
            "UIWindowSceneSessionRoleApplication": [["UISceneDelegateClassName": "TestSceneDelegate", "UISceneClassName": "UIWindowScene"]],
        ]]])
        #expect(HeadlessRuntime.current.diagnostics.all.isEmpty)
    }
}
