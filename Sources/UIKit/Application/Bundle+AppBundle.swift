import HeadlessCore
import Foundation

extension Bundle {
    /// The bundle that `nil` stands for in `UIStoryboard(name:bundle:)`, `UINib` and
    /// `UIImage(named:)`: the launched app's bundle (the folder of its Info.plist, which for a
    /// package written by `lifecycle port` is the executable's resource bundle), else the main
    /// bundle, as on iOS where the two are the same.
    @MainActor
    static var appMain: Bundle {
        ApplicationRegistry.application(of: HeadlessRuntime.current)?.info.appBundle ?? .main
    }
}
