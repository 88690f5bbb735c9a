@_spi(Headless) import UIKit
import HeadlessCore
@testable import UIKit

extension UIWindow {
    /// The device's `tap` on the view with an accessibility identifier.
    @MainActor
    func performTapForTest(_ identifier: String) -> String? {
        performTap(accessibilityIdentifier: identifier)
    }
}
