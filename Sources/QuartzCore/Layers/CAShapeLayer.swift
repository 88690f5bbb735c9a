import Foundation

/// A layer that draws a path.
open class CAShapeLayer: CALayer {
    /// The path to fill and stroke.
    open var path: CGPath?
    /// The fill colour; opaque black by default, nil for none.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The fill rule.
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The stroke colour; nil (no stroke) by default.
    open var strokeColor: CGColor?
    /// The stroked fraction of the path, from 0 to 1.
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
    open var lineWidth: CGFloat = 1
    open var miterLimit: CGFloat = 10
    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter
    open var lineDashPhase: CGFloat = 0
    open var lineDashPattern: [NSNumber]?

    public required init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }

    override func copyState(from layer: CALayer) {
        super.copyState(from: layer)
        if let other = layer as? CAShapeLayer {
            (path, fillColor, fillRule, strokeColor) = (other.path, other.fillColor, other.fillRule, other.strokeColor)
            (strokeStart, strokeEnd, lineWidth, lineCap, lineJoin) = (other.strokeStart, other.strokeEnd, other.lineWidth, other.lineCap, other.lineJoin)
        }
    }

    /// Draws the path: fill, then stroke.
    open override func draw(in ctx: CGContext) {
        super.draw(in: ctx)
        guard let path else { return }
        if let fillColor {
            ctx.setFillColor(fillColor)
            ctx.addPath(path)
            ctx.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        if let strokeColor, lineWidth > 0 {
            ctx.setStrokeColor(strokeColor)
            ctx.setLineWidth(lineWidth)
            ctx.setLineCap(CGLineCap(lineCap))
            ctx.setLineJoin(CGLineJoin(lineJoin))
            ctx.addPath(path)
            ctx.strokePath()
        }
    }
}

public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

extension CGLineCap {
    init(_ cap: CAShapeLayerLineCap) {
        self = cap == .round ? .round : cap == .square ? .square : .butt
    }
}

extension CGLineJoin {
    init(_ join: CAShapeLayerLineJoin) {
        self = join == .round ? .round : join == .bevel ? .bevel : .miter
    }
}
