import HeadlessCore
import Foundation

/// The simulated device's screen.
///
/// The default is an iPhone SE (3rd generation), 375×667 points at scale 2, in portrait; the
/// device model (`DeviceModel`) sets the size, scale and safe area; rotation swaps its bounds.
@preconcurrency @MainActor
public final class UIScreen {
    /// The screen of the current process.
    public static var main: UIScreen { HeadlessRuntime.current.screen }

    /// The screen's rectangle in points, for the current orientation.
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) public internal(set) var bounds: CGRect
    /// Points to pixels.
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) public internal(set) var scale: CGFloat
    /// The device the screen belongs to.
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) @_spi(Headless) public internal(set) var model: DeviceModel = .iPhoneSE
    /// Light or dark appearance.
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) @_spi(Headless) public internal(set) var userInterfaceStyle: UIUserInterfaceStyle = .light
    /// The text size the user chose in Settings.
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) @_spi(Headless) public internal(set) var preferredContentSizeCategory: UIContentSizeCategory = .large

    /// Creates a screen of a size in points.
    @_spi(Headless) public init(size: CGSize = CGSize(width: 375, height: 667), scale: CGFloat = 2) {
        bounds = CGRect(origin: .zero, size: size)
        self.scale = scale
    }

    /// Makes the screen a model's, in portrait.
    @_spi(Headless) public func use(_ model: DeviceModel) {
        self.model = model
        bounds = CGRect(origin: .zero, size: model.portraitSize)
        scale = model.scale
    }

    /// The screen's rectangle in pixels, in portrait.
    public var nativeBounds: CGRect {
        let portrait = CGSize(width: min(bounds.width, bounds.height), height: max(bounds.width, bounds.height))
        return CGRect(x: 0, y: 0, width: portrait.width * scale, height: portrait.height * scale)
    }

    /// The screen's traits.
    public var traitCollection: UITraitCollection {
        let direction: UITraitEnvironmentLayoutDirection =
            HeadlessRuntime.current.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return model.isPad
            ? .pad(scale: scale, style: userInterfaceStyle, category: preferredContentSizeCategory, direction: direction)
            : .phone(size: bounds.size, scale: scale, style: userInterfaceStyle, category: preferredContentSizeCategory,
                     direction: direction)
    }
}
