import Foundation

/// A colour: components in a colour space, the last of which is alpha.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour space of the components.
    public let colorSpace: CGColorSpace?
    /// The components, alpha last.
    public let components: [CGFloat]?

    /// Creates a colour in `space` from its components (alpha last); nil when the count does
    /// not match the space, or a component is not finite.
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let count = space.numberOfComponents + 1
        let values = Array(UnsafeBufferPointer(start: components, count: count))
        guard values.allSatisfy(\.isFinite) else { return nil }
        self.colorSpace = space
        self.components = values
    }

    init(space: CGColorSpace, values: [CGFloat]) {
        self.colorSpace = space
        self.components = values
    }

    /// An sRGB colour. Components that are not finite become 0.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .srgbSpace, values: [red, green, blue, alpha].map(Self.sanitised))
    }

    /// Creates a colour in the sRGB space.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey in the generic grey space.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: .grayGammaSpace, values: [gray, alpha].map(Self.sanitised))
    }

    /// Creates a grey.
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(gray: gray, alpha: alpha)
    }

    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var values = components, let space = colorSpace else { return nil }
        values[values.count - 1] = Self.sanitised(alpha)
        return CGColor(space: space, values: values)
    }

    /// A copy of the colour.
    public func copy() -> CGColor? {
        guard let values = components, let space = colorSpace else { return nil }
        return CGColor(space: space, values: values)
    }

    /// The colour converted to another space; grey and RGB convert both ways.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent,
                          options: [AnyHashable: Any]?) -> CGColor? {
        let rgba = rgbaComponents
        switch space.model {
        case .rgb: return CGColor(space: space, values: [rgba.red, rgba.green, rgba.blue, rgba.alpha])
        case .monochrome:
            let luma = 0.2126 * rgba.red + 0.7152 * rgba.green + 0.0722 * rgba.blue
            return CGColor(space: space, values: [luma, rgba.alpha])
        default: return nil
        }
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The colour as sRGB red, green, blue and alpha (grey expands to three equal channels).
    @_spi(Headless) public var rgbaComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let values = components ?? [0, 0]
        if values.count == 2 { return (values[0], values[0], values[0], values[1]) }
        if values.count >= 4 { return (values[0], values[1], values[2], values[3]) }
        return (0, 0, 0, 1)
    }

    private static func sanitised(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }

    public var description: String {
        let values = (components ?? []).map { "\($0)" }.joined(separator: ", ")
        return "CGColor(\(colorSpace?.name ?? "no space"): [\(values)])"
    }
}

/// How colours are mapped between spaces.
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}
