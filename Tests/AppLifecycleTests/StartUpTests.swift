@_spi(Headless) import UIKit
import HeadlessCore
import Foundation
import Testing
import UIKitTesting
@testable import UIKit
import _UIKitTestSupport

/// APP-13 in process: classes found by name, the principal class, the one application, the
/// Info.plist and the command line.
@MainActor
@Suite(.freshRuntime) struct StartUpTests {
    /// A principal class named by the Info.plist's `NSPrincipalClass`.
    final class CustomApplication: UIApplication {
        override init() {
            super.init()
            Journal.log("CustomApplication.init")
        }
    }

    /// An app delegate with an `init()` of its own, which start-up must run.
    final class InitializingAppDelegate: UIResponder, UIApplicationDelegate {
        let createdBy: String
        override init() {
            createdBy = "init()"
            super.init()
            Journal.log("InitializingAppDelegate.init")
        }
    }

    @Test func thePrincipalClassComesFromTheInfoPlist() {
        Journal.reset()
        let device = SimulatedDevice()
        let application = device.launch(PlainAppDelegate.self,
                                        infoPlist: ["NSPrincipalClass": "AppLifecycleTests.StartUpTests.CustomApplication"])
        #expect(application is CustomApplication)
        #expect(UIApplication.shared === application)
        #expect(Journal.entries.first == "CustomApplication.init")
    }

    @Test func theDelegateIsCreatedThroughItsOwnInit() {
        Journal.reset()
        let device = SimulatedDevice()
        let application = device.launch(InitializingAppDelegate.self)
        #expect((application.delegate as? InitializingAppDelegate)?.createdBy == "init()")
        #expect(Journal.entries == ["InitializingAppDelegate.init"])
    }

    @Test func aSecondApplicationIsReported() {
        let runtime = Journal.reset()
        let device = launched(PlainAppDelegate.self)
        _ = UIApplication()
        #expect(runtime.diagnostics.all.map(\.code) == ["application.secondInstance"])
        #expect(UIApplication.shared === device.application)
    }

    @Test func withoutALaunchCodeSeesAnActiveHostApplication() {
        Journal.reset()
        let application = UIApplication.shared
        #expect(application.applicationState == .active)
        #expect(application.delegate == nil)
        #expect(UIApplication.shared === application)
        HeadlessRuntime.reset()
        #expect(UIApplication.shared !== application)
    }

    @Test func classesAreFoundByQualifiedOrModuleRelativeNames() {
        let modules = ClassLookupProbe.modules(for: PlainAppDelegate.self)
        #expect(modules == ["AppLifecycleTests", "UIKit"])
        #expect(ClassLookupProbe.find("AppLifecycleTests.PlainAppDelegate", modules) == PlainAppDelegate.self)
        #expect(ClassLookupProbe.find("PlainAppDelegate", modules) == PlainAppDelegate.self)
        #expect(ClassLookupProbe.find("$(PRODUCT_MODULE_NAME).PlainAppDelegate", modules) == PlainAppDelegate.self)
        #expect(ClassLookupProbe.find("StartUpTests.CustomApplication", modules) == CustomApplication.self)
        #expect(ClassLookupProbe.find("UIApplication", modules) == UIApplication.self)
        #expect(ClassLookupProbe.find(NSStringFromClass(WindowAppDelegate.self), []) == WindowAppDelegate.self)
        #expect(ClassLookupProbe.find("NoSuchClass", modules) == nil)
    }

    @Test func anInfoPlistFileIsRead() throws {
        let url = TestScratch.url("StartUpTests", suffix: ".plist")
        defer { try? FileManager.default.removeItem(at: url) }
        let plist: [String: Any] = [
            "NSPrincipalClass": "UIApplication",
            "UIApplicationExitsOnSuspend": true,
            "UIMainStoryboardFile": "Main",
            "UIApplicationSceneManifest": [
                "UISceneConfigurations": [
                    "UIWindowSceneSessionRoleApplication": [
                        ["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "SceneDelegate"],
                    ],
                ],
            ],
        ]
        try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0).write(to: url)
        let info = try InfoPlist(contentsOf: url)
        #expect(info.principalClassName == "UIApplication")
        #expect(info.exitsOnSuspend)
        #expect(info.mainStoryboardName == "Main")
        let configuration = info.sceneManifest?.configuration(named: nil, role: .windowApplication)
        #expect(configuration?.delegateClassName == "SceneDelegate")
        #expect(info.sceneManifest?.supportsMultipleScenes == false)
    }

    @Test func aNonDictionaryPlistIsRefused() throws {
        let url = TestScratch.url("StartUpTests", suffix: ".plist")
        defer { try? FileManager.default.removeItem(at: url) }
        try PropertyListSerialization.data(fromPropertyList: ["a", "b"], format: .xml, options: 0).write(to: url)
        #expect(throws: InfoPlistError.self) { try InfoPlist(contentsOf: url) }
    }

    @Test func aMissingMainStoryboardIsReportedAndTheLaunchGoesOn() {
        let runtime = Journal.reset()
        let device = SimulatedDevice()
        device.launch(PlainAppDelegate.self, infoPlist: ["UIMainStoryboardFile": "Main"])
        let diagnostic = runtime.diagnostics.with(codePrefix: "interfaceBuilder.fileNotFound").first
        #expect(diagnostic?.message.contains("could not find a storyboard named 'Main'") == true)
        #expect(device.appState == .active)
    }

    @Test func theCommandLineIsParsed() throws {
        let line = try AppCommandLine.parse(["--actions", "home, open", "--info-plist=/tmp/Info.plist", "--trace=swift", "--", "-x"])
        #expect(line.actions == [.home, .open])
        #expect(line.infoPlistPath == "/tmp/Info.plist")
        #expect(line.traceFormat == .swift)
        #expect(line.appArguments == ["-x"])
        #expect(try AppCommandLine.parse(["--trace"]).traceFormat == .seed)
        #expect(try AppCommandLine.parse([]).actions == nil)
        #expect(try AppCommandLine.parse(["--actions="]).actions == [])
    }

    @Test func badCommandLinesSayWhatIsWrong() {
        func message(_ arguments: [String]) -> String? {
            do {
                _ = try AppCommandLine.parse(arguments)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(message(["--actions"]) == "--actions needs a value")
        #expect(message(["--trace=xml"]) == "--trace: unknown format \"xml\"; the formats are seed, swift, jsonl")
        #expect(message(["--verbose"]) == "unknown option \"--verbose\"")
        #expect(message(["--actions", "home, dance"])?.hasPrefix("--actions: unknown action \"dance\"; the actions are: home, open,") == true)
        #expect(message(["--info-plist="]) == "--info-plist needs a path")
    }
}

/// The internal class lookup the start-up uses.
@MainActor
enum ClassLookupProbe {
    static func modules(for type: Any.Type) -> [String] {
        ClassLookup.moduleCandidates(executable: nil, delegateType: type)
    }

    static func find(_ name: String, _ modules: [String]) -> Any.Type? {
        ClassLookup.type(named: name, modules: modules)
    }
}
