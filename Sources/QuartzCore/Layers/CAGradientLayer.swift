import Foundation

/// A layer that fills its bounds with a gradient.
open class CAGradientLayer: CALayer {
    /// The colours (`CGColor`s), in order.
    open var colors: [Any]?
    /// Where each colour sits, from 0 to 1; nil spreads them evenly.
    open var locations: [NSNumber]?
    /// The start, in unit coordinates of the bounds.
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// The end, in unit coordinates of the bounds.
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// The kind of gradient.
    open var type: CAGradientLayerType = .axial

    public required init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }

    /// Draws the gradient across the bounds.
    open override func draw(in ctx: CGContext) {
        super.draw(in: ctx)
        let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
        guard let gradient = CGGradient(colorsSpace: nil, colors: cgColors,
                                        locations: locations?.map { CGFloat($0.doubleValue) }) else { return }
        let start = CGPoint(x: bounds.minX + startPoint.x * bounds.width, y: bounds.minY + startPoint.y * bounds.height)
        let end = CGPoint(x: bounds.minX + endPoint.x * bounds.width, y: bounds.minY + endPoint.y * bounds.height)
        ctx.saveGState()
        ctx.clip(to: bounds)
        ctx.drawLinearGradient(gradient, start: start, end: end, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        ctx.restoreGState()
    }
}

public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
