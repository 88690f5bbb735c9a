import Foundation
import Testing
import UIKitTesting
@_spi(Headless) @testable import UIKit
import HeadlessCore
import _UIKitTestSupport

/// A ported app's bundle: its resources are links to the app's own folder, and its strings and
/// plural rules are read by `AppLocalization` (References §27), through the same bundle lookup
/// storyboards and images use (`Bundle.headlessApp`).
@MainActor
@Suite(.freshRuntime) struct AppBundleResourceTests {
    /// An app folder with English and French strings, a plural entry and a JSON file, and a
    /// bundle folder of links to them, as `lifecycle port` writes it.
    static func bundle(developmentRegion: String = "en") throws -> (bundle: Bundle, app: URL) {
        let root = TestScratch.url("app-bundle")
        let app = root.appendingPathComponent("App"), bundle = root.appendingPathComponent("AppBundle")
        for folder in ["en.lproj", "fr.lproj"] {
            try FileManager.default.createDirectory(at: app.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try Data("/* Greeting */\n\"greeting\" = \"Hello\";\n\"apples\" = \"(not the plural)\";\n".utf8)
            .write(to: app.appendingPathComponent("en.lproj/Localizable.strings"))
        try Data("\"greeting\" = \"Bonjour\";\n".utf8).write(to: app.appendingPathComponent("fr.lproj/Localizable.strings"))
        let plural: [String: Any] = ["apples": [
            "NSStringLocalizedFormatKey": "%@ has %#@count@",
            "count": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
                      "zero": "no apples", "one": "an apple", "other": "%d apples"],
        ]]
        for folder in ["en.lproj", "fr.lproj"] {
            try PropertyListSerialization.data(fromPropertyList: plural, format: .xml, options: 0)
                .write(to: app.appendingPathComponent("\(folder)/Localizable.stringsdict"))
        }
        try Data("{\"cities\": 3}".utf8).write(to: app.appendingPathComponent("cities.json"))
        for item in ["en.lproj", "fr.lproj", "cities.json"] {
            try FileManager.default.createSymbolicLink(at: bundle.appendingPathComponent(item),
                                                       withDestinationURL: app.appendingPathComponent(item))
        }
        try PropertyListSerialization.data(fromPropertyList: ["CFBundleDevelopmentRegion": developmentRegion], format: .xml, options: 0)
            .write(to: bundle.appendingPathComponent("Info.plist"))
        return (try #require(Bundle(url: bundle)), app)
    }

    @Test func stringsAreReadFromTheDevelopmentRegionThenEnglish() throws {
        let english = try Self.bundle().bundle
        #expect(AppLocalization.string(forKey: "greeting", table: nil, bundle: english, value: "") == "Hello")
        #expect(AppLocalization.string(forKey: "missing", table: nil, bundle: english, value: "") == "missing")
        #expect(AppLocalization.string(forKey: "missing", table: nil, bundle: english, value: "Fallback") == "Fallback")
        let french = try Self.bundle(developmentRegion: "fr").bundle
        #expect(AppLocalization.string(forKey: "greeting", table: nil, bundle: french, value: "") == "Bonjour")
    }

    @Test func aStringsdictEntryAppliesPluralRulesWhenFormatted() throws {
        let bundle = try Self.bundle().bundle
        let format = AppLocalization.string(forKey: "apples", table: nil, bundle: bundle, value: "")
        #expect(format == "%@ has %#@count@")
        #expect(AppLocalization.format(format, arguments: ["Ann", 0]) == "Ann has no apples")
        #expect(AppLocalization.format(format, arguments: ["Ann", 1]) == "Ann has an apple")
        #expect(AppLocalization.format(format, arguments: ["Ann", 5]) == "Ann has 5 apples")
        #expect(AppLocalization.format("%d plain", arguments: [4]) == "4 plain")
    }

    @Test func pluralCategoriesFollowEachLanguagesRule() {
        #expect(PluralCategory(1, language: "en") == .one)
        #expect(PluralCategory(0, language: "en") == .other)
        #expect(PluralCategory(0, language: "fr") == .one)
        #expect(PluralCategory(22, language: "ru") == .few)
        #expect(PluralCategory(11, language: "ru") == .many)
        #expect(PluralCategory(21, language: "ru") == .one)
        #expect(PluralCategory(5, language: "ja") == .other)
        #expect(PluralCategory(2, language: "ar") == .two)
        #expect(PluralCategory(12, language: "pl") == .many)
    }

    /// Editing the file in the app's folder shows through the bundle: nothing was copied.
    @Test func theBundleReferencesTheAppsFilesInsteadOfCopyingThem() throws {
        let (bundle, app) = try Self.bundle()
        let url = try #require(bundle.url(forResource: "cities", withExtension: "json"))
        #expect(try String(contentsOf: url, encoding: .utf8) == "{\"cities\": 3}")
        try Data("{\"cities\": 4}".utf8).write(to: app.appendingPathComponent("cities.json"))
        #expect(try String(contentsOf: url, encoding: .utf8) == "{\"cities\": 4}")
    }

    /// `Bundle.headlessApp`, which a ported app's `Bundle.main` is, is the launched app's bundle.
    @Test func theAppsMainBundleIsTheLaunchedAppsBundle() throws {
        let bundle = try Self.bundle().bundle
        let device = SimulatedDevice()
        device.launch(BundleTestDelegate.self, infoPlist: try InfoPlist(contentsOf: bundle.bundleURL.appendingPathComponent("Info.plist")))
        #expect(Bundle.headlessApp.bundleURL.standardizedFileURL.path == bundle.bundleURL.standardizedFileURL.path)
        #expect(Bundle.headlessApp.url(forResource: "cities", withExtension: "json") != nil)
        _ = HeadlessRuntime.current
    }
}
