import HeadlessCore
import Foundation

extension Bundle {
    /// The bundle that `nil` stands for in `UIStoryboard(name:bundle:)`, `UINib` and
    /// `UIImage(named:)`: the launched app's bundle (the folder of its Info.plist, which for a
    /// package written by `lifecycle port` is the executable's resource bundle, whose files
    /// link to the app's own folder), else the main bundle, as on iOS where the two are the same.
    ///
    /// With no app launched, as in an app's own unit tests after `lifecycle port`, it is the
    /// app's bundle that the ported package ships beside the test executable
    /// (``unlaunchedAppBundle``), so the app's code finds its storyboards, images and strings
    /// as it does in Xcode's unit tests, which run inside the app's bundle (References §49.4).
    @MainActor
    static var appMain: Bundle {
        ApplicationRegistry.application(of: HeadlessRuntime.current)?.info.appBundle ?? unlaunchedAppBundle ?? .main
    }

    /// The app bundle a package written by `lifecycle port` ships in a SwiftPM resource
    /// bundle (`<package>_<app>.resources/AppBundle`) beside the running executable; the first
    /// by name when there are several, nil when there is none.
    static let unlaunchedAppBundle: Bundle? = portedAppBundle(
        beside: Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? ""))

    /// The first `*.resources/AppBundle` folder, by name, in the folder of `executable`.
    static func portedAppBundle(beside executable: URL) -> Bundle? {
        let folder = executable.deletingLastPathComponent()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for entry in entries.sorted() where entry.hasSuffix(".resources") {
            let candidate = folder.appendingPathComponent(entry).appendingPathComponent("AppBundle")
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), isFolder.boolValue {
                return Bundle(path: candidate.path)
            }
        }
        return nil
    }

    /// ``appMain`` from any isolation: the app's bundle on the main actor, else the ported app's
    /// bundle or `Bundle.main`.
    ///
    /// A package written by `lifecycle port` declares `Bundle.main` in the app's module as this
    /// bundle, so the app's own `Bundle.main.url(forResource:withExtension:)` and
    /// `NSLocalizedString` find its files as on iOS, where the main bundle is the app's.
    @_spi(Headless) public nonisolated static var headlessApp: Bundle {
        OffMainRelease.isOnMainActor ? MainActor.assumeIsolated { appMain } : (unlaunchedAppBundle ?? .main)
    }
}
