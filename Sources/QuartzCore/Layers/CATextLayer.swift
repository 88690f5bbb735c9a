import Foundation

/// A layer that shows a string.
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString`.
    open var string: Any?
    /// The font: a name (`String`) or a font object.
    open var font: Any?
    open var fontSize: CGFloat = 36
    /// The text colour; opaque white by default.
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1)
    open var isWrapped = false
    open var truncationMode: CATextLayerTruncationMode = .none
    open var alignmentMode: CATextLayerAlignmentMode = .natural

    public required init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }

    /// Draws the string as glyph boxes (see `CGContext.fillGlyphBoxes`), one line per newline,
    /// each character 0.556 em wide, aligned by ``alignmentMode``.
    open override func draw(in ctx: CGContext) {
        super.draw(in: ctx)
        let text: String
        if let plain = string as? String { text = plain }
        else if let attributed = string as? NSAttributedString { text = attributed.string }
        else { return }
        guard fontSize.isFinite, fontSize > 0 else { return }
        ctx.setFillColor(foregroundColor ?? CGColor(gray: 1, alpha: 1))
        let lineHeight = fontSize * 1.19
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let width = CGFloat(line.unicodeScalars.count) * fontSize * 0.556
            let x: CGFloat = switch alignmentMode {
            case .right: bounds.maxX - width
            case .center: bounds.midX - width / 2
            default: bounds.minX
            }
            let baseline = CGPoint(x: x, y: bounds.minY + CGFloat(index) * lineHeight + fontSize * 0.952)
            ctx.fillGlyphBoxes(line, baseline: baseline, fontSize: fontSize) { _ in self.fontSize * 0.556 }
        }
    }
}

public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// A layer that repeats its sublayers with a transform, delay and colour step per copy.
open class CAReplicatorLayer: CALayer {
    /// How many copies are drawn (the original included).
    open var instanceCount = 1
    /// The transform from one copy to the next.
    open var instanceTransform = CATransform3DIdentity
    /// The delay between copies' animations.
    open var instanceDelay: CFTimeInterval = 0
    /// The colour multiplied into the first copy.
    open var instanceColor: CGColor?
    open var instanceRedOffset: Float = 0
    open var instanceGreenOffset: Float = 0
    open var instanceBlueOffset: Float = 0
    open var instanceAlphaOffset: Float = 0
    open var preservesDepth = false

    public required init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }
}
