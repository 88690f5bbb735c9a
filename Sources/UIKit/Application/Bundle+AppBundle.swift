import HeadlessCore
import Foundation

extension Bundle {
    /// The bundle that `nil` stands for in `UIStoryboard(name:bundle:)`, `UINib` and
    /// `UIImage(named:)`: the launched app's bundle (the folder of its Info.plist, which for a
    /// package written by `lifecycle port` is the executable's resource bundle, whose files
    /// link to the app's own folder), else the main bundle, as on iOS where the two are the same.
    @MainActor
    static var appMain: Bundle {
        ApplicationRegistry.application(of: HeadlessRuntime.current)?.info.appBundle ?? .main
    }

    /// ``appMain`` from any isolation: the app's bundle on the main actor, else `Bundle.main`.
    ///
    /// A package written by `lifecycle port` declares `Bundle.main` in the app's module as this
    /// bundle, so the app's own `Bundle.main.url(forResource:withExtension:)` and
    /// `NSLocalizedString` find its files as on iOS, where the main bundle is the app's.
    @_spi(Headless) public nonisolated static var headlessApp: Bundle {
        OffMainRelease.isOnMainActor ? MainActor.assumeIsolated { appMain } : .main
    }
}
