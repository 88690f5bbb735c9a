import Foundation

/// A colour gradient: colours at locations from 0 to 1.
public final class CGGradient: @unchecked Sendable {
    /// The colour space.
    public let colorSpace: CGColorSpace
    /// The colours, in order.
    @_spi(Headless) public let colors: [CGColor]
    /// Where each colour sits, from 0 to 1.
    @_spi(Headless) public let locations: [CGFloat]

    /// A gradient from colours; `locations` default to evenly spaced. Nil when there are no
    /// colours, or the counts differ.
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard !colors.isEmpty else { return nil }
        let spots = locations ?? (colors.count == 1 ? [0] : colors.indices.map {
            CGFloat($0) / CGFloat(colors.count - 1)
        })
        guard spots.count == colors.count else { return nil }
        colorSpace = space ?? .srgbSpace
        self.colors = colors
        self.locations = spots
    }

    /// A gradient from flat components (`count` colours of the space's components plus
    /// alpha each).
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                             locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let stride = space.numberOfComponents + 1
        let values = Array(UnsafeBufferPointer(start: components, count: count * stride))
        let colors = (0..<count).map { CGColor(space: space, values: Array(values[($0 * stride)..<(($0 + 1) * stride)])) }
        let spots = locations.map { Array(UnsafeBufferPointer(start: $0, count: count)) }
        self.init(colorsSpace: space, colors: colors, locations: spots)
    }
}
