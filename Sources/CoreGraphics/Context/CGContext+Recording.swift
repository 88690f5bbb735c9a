import Foundation

extension CGContext {
    /// The graphics state that painting operations use.
    @_spi(Headless) public struct GraphicsState: Equatable, Sendable {
        /// The current transformation matrix (user space to device space).
        public var ctm: CGAffineTransform = .identity
        public var fillColor: CGColor = .black
        public var strokeColor: CGColor = .black
        public var lineWidth: CGFloat = 1
        public var lineCap: CGLineCap = .butt
        public var lineJoin: CGLineJoin = .miter
        public var miterLimit: CGFloat = 10
        public var lineDash: [CGFloat] = []
        public var lineDashPhase: CGFloat = 0
        public var alpha: CGFloat = 1
        public var blendMode: CGBlendMode = .normal
        /// Clip paths in device space, each intersected with the ones before.
        public var clipPaths: [CGPath] = []
        public var shadowOffset: CGSize = .zero
        public var shadowBlur: CGFloat = 0
        public var shadowColor: CGColor?
    }

    /// One call made on a context, in the order made. Painting operations carry their path in
    /// device space and the graphics state in force.
    @_spi(Headless) public enum Operation: Equatable, Sendable {
        case saveGState
        case restoreGState
        case concatenateCTM(CGAffineTransform)
        case setFillColor(CGColor)
        case setStrokeColor(CGColor)
        case setLineWidth(CGFloat)
        case setLineCap(CGLineCap)
        case setLineJoin(CGLineJoin)
        case setAlpha(CGFloat)
        case setBlendMode(CGBlendMode)
        case clip(CGPath, CGPathFillRule)
        case fill(CGPath, CGPathFillRule, GraphicsState)
        case stroke(CGPath, GraphicsState)
        case clear(CGRect, GraphicsState)
        case drawImage(CGImage, CGRect, GraphicsState)
        case drawLinearGradient(CGGradient, start: CGPoint, end: CGPoint, GraphicsState)
        case drawRadialGradient(CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                endCenter: CGPoint, endRadius: CGFloat, GraphicsState)

        public static func == (lhs: Operation, rhs: Operation) -> Bool {
            String(describing: lhs) == String(describing: rhs)
        }
    }
}

extension CGGradient: Equatable {
    public static func == (lhs: CGGradient, rhs: CGGradient) -> Bool {
        lhs.colors == rhs.colors && lhs.locations == rhs.locations
    }
}
