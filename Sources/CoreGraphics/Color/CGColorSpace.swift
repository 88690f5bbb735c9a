import Foundation

/// The model of a colour space: how many components its colours have and what they mean.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1, monochrome = 0, rgb = 1, cmyk = 2, lab = 3, deviceN = 4, indexed = 5, pattern = 6, XYZ = 7
}

/// A colour space. Only grey and RGB spaces are modelled; every RGB space is treated as sRGB.
public final class CGColorSpace: Hashable, Sendable, CustomStringConvertible {
    /// The name of the space, such as ``sRGB``.
    public let name: String?
    /// The colour model.
    public let model: CGColorSpaceModel

    init(name: String, model: CGColorSpaceModel) {
        self.name = name
        self.model = model
    }

    /// A named colour space; nil for a name this implementation does not know.
    public convenience init?(name: String) {
        switch name {
        case Self.sRGB, Self.extendedSRGB, Self.linearSRGB, Self.extendedLinearSRGB, Self.displayP3,
             Self.genericRGBLinear:
            self.init(name: name, model: .rgb)
        case Self.genericGrayGamma2_2, Self.linearGray, Self.extendedGray, Self.extendedLinearGray:
            self.init(name: name, model: .monochrome)
        default:
            return nil
        }
    }

    /// The number of colour components, not counting alpha.
    public var numberOfComponents: Int {
        switch model {
        case .monochrome: 1
        case .cmyk: 4
        default: 3
        }
    }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    public static let extendedLinearGray = "kCGColorSpaceExtendedLinearGray"

    static let deviceRGB = CGColorSpace(name: "kCGColorSpaceDeviceRGB", model: .rgb)
    static let deviceGray = CGColorSpace(name: "kCGColorSpaceDeviceGray", model: .monochrome)
    static let srgbSpace = CGColorSpace(name: sRGB, model: .rgb)
    static let grayGammaSpace = CGColorSpace(name: genericGrayGamma2_2, model: .monochrome)

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.name == rhs.name && lhs.model == rhs.model
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }

    public var description: String { "CGColorSpace(\(name ?? "unnamed"))" }
}

/// The device-dependent RGB colour space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }

/// The device-dependent grey colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }
