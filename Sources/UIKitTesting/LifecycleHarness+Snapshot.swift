import Foundation
@_spi(Headless) import UIKit

extension LifecycleHarness {
    /// What the harness's window (or the key window of a launched app) shows now, as PNG data at
    /// the screen's scale; nil when there is no window.
    public func snapshotPNG(scale: CGFloat? = nil) -> Data? {
        let shown = window ?? runtime.allWindows.first(where: \.isKeyWindow) ?? runtime.allWindows.first
        return shown?.renderedPNGData(scale: scale)
    }
}
