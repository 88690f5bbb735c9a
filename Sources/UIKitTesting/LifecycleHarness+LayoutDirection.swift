@_spi(Headless) import UIKit

extension LifecycleHarness {
    /// The direction of the simulated language: set `.rightToLeft` before showing anything to
    /// lay the interface out as for Arabic or Hebrew (References §22). As on iOS, where a
    /// language change relaunches the app, views already laid out are not flipped.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        get { runtime.userInterfaceLayoutDirection }
        set { runtime.userInterfaceLayoutDirection = newValue }
    }
}
